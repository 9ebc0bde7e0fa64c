/**
 * The big game the bench opens (500 cards, 5,000 log entries) and the steps to open it: seed it into
 * the app's IndexedDB, install a page offline under 4× CPU, reload and time the first card.
 * Shared by app.bench.ts and open-profile.bench.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { build } from 'vite';
import { NO_MARKERS, resolveFire } from '../src/core';
import { practicePack } from '../src/packs';

export function bigGame() {
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

export async function seed(page: Page, units: readonly unknown[], log: readonly unknown[]): Promise<void> {
  await page.evaluate(
    async ({ units, log }) => {
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
    },
    { units, log },
  );
}

/**
 * The big game written into an installed page's IndexedDB (no network needed, so also offline); it
 * shows from the next reload.
 */
export async function seedBigGame(page: Page): Promise<void> {
  const game = JSON.parse(JSON.stringify(bigGame())) as ReturnType<typeof bigGame>;
  await seed(page, game.units, game.log);
}

/**
 * A phone-sized page of its own, installed (service worker in control), then offline. `dpr`: the
 * screen's pixels per CSS pixel (3 is the 390×844 iPhone's; at 1 Chrome without a GPU repaints
 * the page on every frame of a scroll rather than scrolling what it painted, as no phone does).
 */
export async function installedOffline(browser: Browser, url: string, dpr = 1) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: dpr,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await page.reload();
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Reloads the page; the time from navigation start until `selector` is on screen. */
export async function reloadUntilShown(page: Page, selector: string): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.height > 0 && box.top < innerHeight ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Reload offline `runs` times; the median time from navigation start until `selector` is on screen. */
export async function timesToShow(page: Page, selector: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await reloadUntilShown(page, selector));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** Starts `vite preview` with `args` (kept in `servers` to stop later) and waits until `url` answers. */
async function preview(servers: ChildProcess[], url: string, args: string[]): Promise<void> {
  servers.push(
    spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--configLoader', 'runner', ...args], {
      stdio: 'ignore',
    }),
  );
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not start on ${url}`);
}

// BENCH_PORT lets two worktrees bench at once on one machine (it and the two ports below it are used).
export const PORT = Number(process.env.BENCH_PORT ?? 4199);
/** The scan bench's own server (bench files run side by side). */
export const SCAN_PORT = PORT - 2;
const BASELINE_PORT = PORT - 1;
export const URL_ = `http://127.0.0.1:${PORT}/`;
export const BASELINE_URL = `http://127.0.0.1:${BASELINE_PORT}/`;
export const CHROME =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Serves the built app at `http://127.0.0.1:<port>/`; gives the stop. */
export async function serveApp(port: number): Promise<() => void> {
  const servers: ChildProcess[] = [];
  await preview(servers, `http://127.0.0.1:${port}/`, ['--port', String(port), '--strictPort']);
  return () => {
    for (const server of servers) server.kill();
  };
}

/** Serves the built app at URL_ and the bare Solid page (bench/baseline) at BASELINE_URL; gives the stop. */
export async function serveAppAndBaseline(): Promise<() => void> {
  const servers: ChildProcess[] = [];
  await build({ configFile: 'bench/baseline/vite.config.ts', configLoader: 'runner' });
  await preview(servers, URL_, ['--port', String(PORT), '--strictPort']);
  await preview(servers, BASELINE_URL, [
    '--config',
    'bench/baseline/vite.config.ts',
    '--port',
    String(BASELINE_PORT),
    '--strictPort',
  ]);
  return () => {
    for (const server of servers) server.kill();
  };
}
