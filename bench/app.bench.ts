/**
 * The built app: sizes, time to an interactive roster offline with a big game on the phone under 4×
 * CPU throttling, and Lighthouse 12 mobile scores. Run: npm run bench (builds first).
 * Goals (issue 5): first load ≤ 40 KB gzip, precache ≤ 400 KB gzip, roster < 1 s, Lighthouse 100s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NO_MARKERS, resolveFire } from '../src/core';
import { practicePack } from '../src/packs';
import { firstLoad, precacheTotal } from '../tests/build/sizes';

const PORT = 4199;
const URL_ = `http://127.0.0.1:${PORT}/`;
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
let server: ChildProcess;

beforeAll(async () => {
  server = spawn(
    'node',
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--configLoader',
      'runner',
      '--port',
      String(PORT),
      '--strictPort',
    ],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(URL_)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('vite preview did not start');
});
afterAll(() => server?.kill());

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

it('sizes', () => {
  const first = firstLoad();
  const all = precacheTotal();
  console.log(`first-load JS+CSS: ${kb(first.bytes)} gzip (goal ≤ 40 KB) in ${first.files.length} files`);
  console.log(`precache: ${all.count} files, ${kb(all.bytes)} gzip (goal ≤ 400 KB)`);
  expect(first.bytes).toBeGreaterThan(0);
});

function bigGame() {
  const now = Date.now();
  const card = (i: number, side: 'mine' | 'opponent') => ({
    id: `u${i}`,
    name: `${side === 'mine' ? 'Battery' : 'Battalion'} ${i}`,
    side,
    nation: side === 'mine' ? 'france' : 'russia',
    arm: side === 'mine' ? 'artillery' : 'infantry',
    infantryType: 'line',
    markers: NO_MARKERS,
    class: 'line',
    startFigures: 36,
    figures: 36 - (i % 20),
    formation: 'column',
    screen: { attached: i % 3 === 0, figures: 4 },
    gunType: '9pdr',
    batteryKind: 'foot',
    createdAt: now - 1e6 + i,
    updatedAt: now,
  });
  const units = Array.from({ length: 500 }, (_, i) => card(i, i % 5 === 0 ? 'mine' : 'opponent'));
  const target = {
    side: 'opponent',
    arm: 'infantry',
    nation: 'russia',
    infantryType: 'line',
    class: 'line',
    formation: 'column',
    figures: 36,
  } as const;
  const log = Array.from({ length: 5000 }, (_, i) => {
    const dice: [number, number] = [(i % 6) + 1, ((i >> 2) % 6) + 1];
    const setup = {
      battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '9pdr' },
      target,
      ammo: 'roundshot',
      range: { band: 'effective' },
      movement: { moved: 'none', unlimbered: false },
      firedThisTurn: false,
    } as const;
    return {
      id: `r${i}`,
      at: now - 5000 * 1000 + i * 1000,
      turn: Math.floor(i / 20) + 1,
      input: {
        batteryId: 'u0',
        targetId: 'u1',
        ammo: 'roundshot',
        range: { band: 'effective' },
        movement: setup.movement,
        situation: {},
      },
      batteryName: 'Battery 0',
      targetName: 'Battalion 1',
      dice,
      diceSource: 'app',
      result: resolveFire({ ...setup, dice }, practicePack),
      pack: { id: practicePack.id, version: practicePack.version, official: false },
    };
  });
  return { units, log };
}

it('time to an interactive roster offline: 500 cards, 5,000 log entries, 4× CPU throttling', async () => {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-gpu', '--disable-quic'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(URL_);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const game = JSON.parse(JSON.stringify(bigGame()));
  await page.evaluate(async ({ units, log }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('grand-battery');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['units', 'resolutions'], 'readwrite');
    for (const u of units) tx.objectStore('units').put(u);
    for (const r of log) tx.objectStore('resolutions').put(r);
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    db.close();
  }, game);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    await page.reload({ waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (document.querySelectorAll('.unit-card-name').length >= 500 ? performance.now() : false),
      null,
      { polling: 'raf', timeout: 30_000 },
    );
    times.push((await handle.jsonValue()) as number);
  }
  times.sort((a, b) => a - b);
  console.log(
    `roster of 500 cards interactive offline, 4× CPU: median ${times[2]?.toFixed(0)} ms, best ${times[0]?.toFixed(0)} ms, worst ${times[4]?.toFixed(0)} ms (goal < 1000 ms)`,
  );
  await browser.close();
  expect(times.length).toBe(5);
});

it('Lighthouse 12, mobile', async () => {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-gpu', '--disable-quic', '--remote-debugging-port=9339'],
  });
  const result = await lighthouse(URL_, { port: 9339, output: 'json', logLevel: 'error' });
  await browser.close();
  const categories = result?.lhr.categories ?? {};
  const scores = Object.values(categories).map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`);
  console.log(`Lighthouse (mobile): ${scores.join(' · ')}`);
  const failing = Object.values(result?.lhr.audits ?? {})
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  console.log(`audits below 1: ${failing.join(', ') || 'none'}`);
  expect(scores.length).toBeGreaterThan(0);
});
