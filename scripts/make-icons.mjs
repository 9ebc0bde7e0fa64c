// Renders public/icons/icon.svg to the PNG icons the manifest lists, in the Chromium the tests use.
// Run after changing the SVG: node scripts/make-icons.mjs
// The icon is a few flat colours, so the PNGs are then cut to a 32-colour palette by Debian's
// pngquant (apt-get install pngquant): a third of the bytes, the same picture; every phone that
// installs the app downloads them (the install budget, tests/build/budget.test.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync(new URL('../public/icons/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--no-sandbox'],
});
const page = await browser.newPage();
async function render(size, file, padding) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setContent(
    `<body style="margin:0;background:#1b1a17;display:grid;place-items:center;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  const path = new URL(`../public/icons/${file}`, import.meta.url).pathname;
  await page.screenshot({ path });
  try {
    execFileSync('pngquant', ['32', '--speed', '1', '--strip', '--force', '--output', path, path]);
  } catch {
    console.warn(`make-icons: pngquant is not installed; ${file} keeps every colour (larger)`);
  }
}
await render(192, 'icon-192.png', 0);
await render(512, 'icon-512.png', 0);
// Maskable: keep the artwork inside the 80% safe zone.
await render(512, 'maskable-512.png', 0.12);
await browser.close();
