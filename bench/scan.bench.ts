/**
 * From the first code on screen to "Merged" on the other phone (issue 27, item 3): a 200-shot game
 * shared in the compact v3 text (bench/sync-game.ts; once in the v2 text of before, beside it),
 * its QR frames played as phone B's camera (Chromium's fake camera, a .y4m file: each code held 900 ms as the Show screen holds it, its first 200 ms
 * blurred as a camera finding focus, looping), phone B installed and offline with no BarcodeDetector
 * (zxing-wasm reads, as on an iPhone). Timed inside phone B: from the camera's first frame to the
 * summary, and to "Merged." after Accept is tapped the moment it shows. Goal ≤ 6 s.
 * Run: npx vitest run --config vitest.bench.config.ts bench/scan.bench.ts (after vite build).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchPhoneB, PHONE, writeY4m } from '../tests/e2e/share-helpers';
import { SCAN_PORT, serveApp } from './big-game';
import { sharedGame } from './sync-game';

const URL_ = `http://127.0.0.1:${SCAN_PORT}/`;
const RUNS = 3;
/** The Show screen's FRAME_MS (900 ms) at the fake camera's 10 frames a second. */
const HOLD_FRAMES = 9;

let stopServer: (() => void) | undefined;
const dir = mkdtempSync(join(tmpdir(), 'gb-scan-bench-'));
beforeAll(async () => {
  stopServer = await serveApp(SCAN_PORT);
});
afterAll(() => {
  stopServer?.();
  rmSync(dir, { recursive: true, force: true });
});

/** Phone B's clock marks: the camera's first frame (getUserMedia answered), the summary, "Merged.". */
async function markTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    const marks: Record<string, number> = {};
    (window as unknown as { gbMarks: Record<string, number> }).gbMarks = marks;
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      marks.camera ??= performance.now();
      return stream;
    };
    new MutationObserver(() => {
      if (marks.summary === undefined && document.querySelector('[data-format="sync"]'))
        marks.summary = performance.now();
      if (marks.merged === undefined && document.body?.textContent?.includes('Merged.'))
        marks.merged = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Phone B scans `game`'s codes `runs` times: the time from the camera's first frame to the summary and to "Merged.". */
async function scan(
  game: { frames: readonly string[] },
  name: string,
  runs: number,
): Promise<{ summary: number; merged: number }[]> {
  const video = join(dir, `${name}.y4m`);
  writeY4m(video, game.frames, HOLD_FRAMES);
  const phoneB = await launchPhoneB(video);
  const times: { summary: number; merged: number }[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await phoneB.newContext({ ...PHONE });
      const page = await context.newPage();
      await markTimes(page);
      // Installed on an earlier visit, with the reader kept offline; then no network, as at a table.
      await page.goto(`${URL_}#/settings`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      await page.getByText('Scanner ready offline').waitFor({ timeout: 60_000 });
      await context.setOffline(true);
      await page.getByRole('link', { name: 'Scan codes' }).click();
      const accept = page.getByRole('button', { name: 'Accept' });
      await accept.waitFor({ timeout: 120_000 });
      await accept.click();
      await page.getByRole('status').filter({ hasText: 'Merged.' }).waitFor({ timeout: 60_000 });
      const marks = await page.evaluate(
        () => (window as unknown as { gbMarks: Record<string, number> }).gbMarks,
      );
      const camera = marks.camera ?? Number.NaN;
      times.push({
        summary: (marks.summary ?? Number.NaN) - camera,
        merged: (marks.merged ?? Number.NaN) - camera,
      });
      await context.close();
    }
  } finally {
    await phoneB.close();
  }
  return times;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (runs: { merged: number }[]) =>
  [...runs].sort((a, b) => a.merged - b.merged)[Math.floor(runs.length / 2)]?.merged ?? Number.NaN;

it('prints the time from the first code on screen to Merged for a 200-shot game (fake camera, blurred frames), v3 beside v2', async () => {
  const game = await sharedGame(200);
  const before = await sharedGame(200, 'v2');
  expect(game.shots).toBe(200);
  const v3 = await scan(game, 'game-v3', RUNS);
  const v2 = await scan(before, 'game-v2', 1);
  const load = loadavg()[0]?.toFixed(1);
  console.log(
    `scan: 200-shot game, compact v3 text (${(game.text.length / 1024).toFixed(0)} KB of text) in ${game.frames.length} codes, each shown 900 ms, the first 200 ms blurred; ` +
      `first code on screen → Merged: median ${s(median(v3))} (goal ≤ 6 s); ` +
      `runs ${v3.map((r) => `${s(r.summary)} to the summary, ${s(r.merged)} to Merged`).join('; ')} (zxing-wasm, no BarcodeDetector; load average ${load})`,
  );
  console.log(
    `scan: the same game as a v2 text (before issue 27: ${(before.text.length / 1024).toFixed(0)} KB) in ${before.frames.length} codes: ` +
      `${v2.map((r) => `${s(r.summary)} to the summary, ${s(r.merged)} to Merged`).join('; ')}`,
  );
  for (const r of [...v3, ...v2]) expect(r.merged).toBeGreaterThan(r.summary);
  expect(game.frames.length).toBeLessThanOrEqual(4);
});
