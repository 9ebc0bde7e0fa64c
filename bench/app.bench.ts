/**
 * The built app: sizes, time to an interactive roster offline with a big game on the phone under 4×
 * CPU throttling, and Lighthouse 12 mobile scores. Run: npm run bench (builds first).
 * Goals (issues 5, 12, 27 and 33): first load ≤ 30 KB gzip (issue 33: 25), and no more than it
 * requested by a real browser before the empty roster shows; installed ≤ 300 KB gzip where
 * BarcodeDetector reads QR codes; a 500-card game interactive offline < 400 ms median under 4× CPU
 * and within 1.5× of a bare Solid page that reads one IndexedDB record (bench/baseline, measured in
 * the same run); the Fire screen's verdict and odds
 * updated within one frame (16 ms) of an answer changing, Lighthouse Performance 100 three runs in a row.
 */
import { gzipSync } from 'node:zlib';
import { type CDPSession, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  firstLoad,
  gzipBytes,
  installedWithNativeReader,
  precacheTotal,
  readerFiles,
} from '../tests/build/sizes';
import { scriptsAndStyles, watchFirstScreen } from '../tests/e2e/support/first-screen';
import {
  BASELINE_URL,
  bigGame,
  CHROME,
  installedOffline,
  PORT,
  seed,
  seedBigGame,
  serveAppAndBaseline,
  timesToShow,
  URL_,
} from './big-game';

let stopServers: (() => void) | undefined;
beforeAll(async () => {
  stopServers = await serveAppAndBaseline();
});
afterAll(() => stopServers?.());

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

it('sizes', () => {
  const first = firstLoad();
  const all = precacheTotal();
  console.log(
    `first-load JS+CSS: ${kb(first.bytes)} gzip (budget and issue 33's goal: 25 KB) in ${first.files.length} files`,
  );
  // Issue 27: the QR reader (zxing-wasm and its worker) is not precached; a phone without a
  // QR-reading BarcodeDetector fetches it after the first screen (tests/build/budget.test.ts).
  const installed = installedWithNativeReader();
  const { worker, wasm } = readerFiles();
  const reader = [...worker, ...wasm].reduce((sum, f) => sum + gzipBytes(f), 0);
  console.log(
    `installed where BarcodeDetector reads QR codes: ${kb(installed.bytes)} gzip in ${installed.count} files (precache ${all.count} files, ${kb(all.bytes)} with sw.js) (goal ≤ 300 KB); ` +
      `the QR reader, fetched only where it is needed: ${kb(reader)} (wasm ${kb(wasm.reduce((sum, f) => sum + gzipBytes(f), 0))}, budget 420 KB)`,
  );
  expect(first.bytes).toBeGreaterThan(0);
});

it('first screen in a real browser: JS and CSS requested until the roster shows', async () => {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-gpu', '--disable-quic'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  // No service worker: every file the first screen needs is a request the page's timeline shows.
  await context.route('**/sw.js', (route) => route.abort());
  const page = await context.newPage();
  // The moment the roster (empty, with its New buttons) is in the document, seen from inside the page.
  await watchFirstScreen(page);
  await page.goto(URL_);
  await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined);
  await page.waitForTimeout(1500); // what comes after the roster, to list it apart
  const entries = await scriptsAndStyles(page);
  const sized = await Promise.all(
    entries.map(async (e) => ({
      ...e,
      gzip: gzipSync(Buffer.from(await (await fetch(e.url)).arrayBuffer()), { level: 9 }).length,
    })),
  );
  const name = (url: string) => new URL(url).pathname.replace('/assets/', '');
  const before = sized.filter((e) => e.before);
  const bytes = before.reduce((sum, e) => sum + e.gzip, 0);
  console.log(
    [
      `first screen (Russian, the empty roster and its New buttons) in a real browser: ${kb(bytes)} gzip of JS and CSS requested before it showed, in ${before.length} files (budget and issue 33's goal: 25 KB)`,
      ...before.map((e) => `  ${name(e.url)} ${kb(e.gzip)}`),
      `then, after it showed: ${sized
        .filter((e) => !e.before)
        .map((e) => `${name(e.url)} ${kb(e.gzip)}`)
        .join(', ')}`,
    ].join('\n'),
  );
  await browser.close();
  expect(before.length).toBeGreaterThan(0);
});

it('time to an interactive roster offline: 500 cards, 5,000 log entries, 4× CPU, beside a bare Solid page', async () => {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-gpu', '--disable-quic'],
  });
  const app = await installedOffline(browser, URL_);
  await seedBigGame(app.page);
  const base = await installedOffline(browser, BASELINE_URL);
  // Interleaved rounds, so both pages meet the same machine load. Only the page being timed is
  // slowed 4×: Chrome slowing two pages at once slows each by half again (the app's median 450–550 ms
  // alone, ~800 with the bare page open beside it and slowed too), and a phone runs one app.
  const appCdp = await app.context.newCDPSession(app.page);
  const baseCdp = await base.context.newCDPSession(base.page);
  const cpu = (cdp: CDPSession, rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const appTimes: number[] = [];
  const baseTimes: number[] = [];
  for (let round = 0; round < 5; round++) {
    await cpu(baseCdp, 1);
    await cpu(appCdp, 4);
    // The roster is interactive when its first card is on screen: it renders in one task, so the
    // cards below are there by then (and, if only what is on screen is drawn, the rest need not be).
    // Issue 34: a roster of more than four units shows as compact rows unless the player chose cards.
    appTimes.push(await timesToShow(app.page, '.unit-row-name', 1));
    // The app goes on drawing the other rows while the phone is idle (draw-near.ts), a few seconds
    // at 4× CPU: the bare page is timed once it has, not beside it on the same two cores.
    await app.page.waitForFunction(() => document.querySelectorAll('.unit-row-name').length >= 500, null, {
      timeout: 30_000,
    });
    await cpu(appCdp, 1);
    await cpu(baseCdp, 4);
    baseTimes.push(await timesToShow(base.page, '.record', 1));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const a = median(appTimes);
  const b = median(baseTimes);
  const cards = await app.page.locator('.unit-row-name').count();
  console.log(
    [
      `roster of 500 cards (${cards} drawn) interactive offline, 4× CPU: median ${a.toFixed(0)} ms (goal < 400 ms), runs ${appTimes.map((t) => t.toFixed(0)).join(', ')}`,
      `bare Solid page reading one IndexedDB record, same conditions: median ${b.toFixed(0)} ms, runs ${baseTimes.map((t) => t.toFixed(0)).join(', ')}`,
      `ratio app / bare page: ${(a / b).toFixed(2)} (goal ≤ 1.5)`,
    ].join('\n'),
  );
  await browser.close();
  expect(appTimes.length).toBe(5);
});

it('scrolling the 500-card roster and the Log of the big game, 4× CPU: frame times', async () => {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-gpu', '--disable-quic'],
  });
  // A phone's screen (3 pixels a CSS pixel): at 1, Chrome without a GPU repaints the whole page on
  // every frame of a scroll (issue 34's first figures were taken so: roster p95 150 ms, Log 66.8).
  const { page } = await installedOffline(browser, URL_, 3);
  await seedBigGame(page);
  await page.reload();
  /** Scrolls to the bottom 300 px a frame (a quick flick, held), then gives each frame's length. */
  const fling = () =>
    page.evaluate(async () => {
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      scrollTo(0, 0);
      await frame();
      const frames: number[] = [];
      let last = await frame();
      for (let i = 0; i < 1000 && scrollY + innerHeight < document.documentElement.scrollHeight - 2; i++) {
        scrollBy(0, 300);
        const now = await frame();
        frames.push(now - last);
        last = now;
      }
      return frames;
    });
  const say = (what: string, frames: number[], drawn: number) => {
    const sorted = [...frames].sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
    const long = frames.filter((f) => f > 50).length;
    // rAF times fall on the display's 16.67 ms ticks, read as 16.7 or 16.8: a frame over 17 ms
    // missed at least one tick.
    const missed = frames.filter((f) => f > 17).length;
    console.log(
      `${what}, 4× CPU: ${frames.length} frames to the bottom, frame p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${q(1).toFixed(1)} ms, over one frame (17 ms): ${missed}, over 50 ms: ${long}; ${drawn} drawn at the bottom`,
    );
  };
  const rows = page.locator('.unit-row');
  await page.locator('.unit-row-name').first().waitFor();
  // Issue 34: the default view of a big army is the compact rows (goal p95 ≤ 16.7 ms). The rows
  // not yet on screen are drawn while the phone is idle: a flick at once meets rows still drawn.
  const atOnce = await fling();
  say(
    'roster of 500 units (compact rows, the default) flicked as soon as it shows',
    atOnce,
    await rows.count(),
  );
  await page.reload();
  const shown = Date.now();
  await page.locator('.unit-row-name').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.unit-row').length >= 500, null, {
    timeout: 30_000,
    polling: 100,
  });
  console.log(`all 500 rows drawn while idle, 4× CPU: ${Date.now() - shown} ms after the reload`);
  const drawn = await fling();
  say('roster of 500 units (compact rows) scrolled once drawn', drawn, await rows.count());
  await page.getByRole('link', { name: 'Log' }).click();
  await page.locator('.log-entry').first().waitFor();
  const log = await fling();
  say(
    'Log of 5,000 shots (the newest 200 on screen) scrolled to the bottom',
    log,
    await page.locator('.log-entry').count(),
  );
  await browser.close();
  expect(drawn.length).toBeGreaterThan(10);
});

it('the Fire screen: verdict and odds updated within one frame of an answer changing, 4× CPU', async () => {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-gpu', '--disable-quic'],
  });
  const { units } = JSON.parse(JSON.stringify(bigGame())) as ReturnType<typeof bigGame>;
  const { page } = await installedOffline(browser, URL_);
  await page.context().setOffline(false);
  // The two cards of the shot only: the roster draws the cards near the screen, and the figure
  // measured is the Fire screen's update, not the roster's size.
  await seed(page, units.slice(0, 2), []);
  await page.reload();
  await page
    .getByRole('button', { name: `Fire with ${units[0]?.name}` })
    .first()
    .click();
  await page
    .getByRole('button', { name: `Fire at ${units[1]?.name}` })
    .first()
    .click();
  await page.locator('.shot-summary').click();
  await page.getByRole('radio', { name: 'Canister' }).first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const figures = await page.evaluate(async () => {
    const labelled = (text: string) =>
      [...document.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((input) =>
        input.closest('label')?.textContent?.includes(text),
      );
    const canister = labelled('Canister');
    const roundshot = labelled('Roundshot');
    if (!canister || !roundshot) throw new Error('no ammunition radios');
    const frame = () =>
      new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    const updates: number[] = [];
    const toFrame: number[] = [];
    /** Elements and text nodes put into the page by the 30 changes (rows drawn again, not updated). */
    let redrawn = 0;
    for (let i = 0; i < 30; i++) {
      await frame();
      let last = 0;
      const observer = new MutationObserver((records) => {
        last = performance.now();
        for (const r of records) redrawn += r.addedNodes.length;
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      const start = performance.now();
      (i % 2 === 0 ? canister : roundshot).click();
      const painted = await frame();
      // Anything still changing a little later would show as a late update.
      await new Promise((r) => setTimeout(r, 50));
      observer.disconnect();
      updates.push((last || start) - start);
      toFrame.push(painted - start);
    }
    return { updates, toFrame, redrawn: redrawn / 30 };
  });
  const q = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? Number.NaN;
  console.log(
    `Fire screen, answer changed → verdict and odds updated, 4× CPU: p50 ${q(figures.updates, 0.5).toFixed(1)} ms, p95 ${q(figures.updates, 0.95).toFixed(1)} ms, max ${q(figures.updates, 1).toFixed(1)} ms (goal ≤ 16 ms); to the next frame p95 ${q(figures.toFrame, 0.95).toFixed(1)} ms; nodes inserted per change ${figures.redrawn.toFixed(1)}`,
  );
  await browser.close();
  expect(figures.updates.length).toBe(30);
});

it('Lighthouse 12, mobile, three runs in a row', async () => {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-gpu', '--disable-quic', `--remote-debugging-port=${PORT + 5140}`],
  });
  const performance: number[] = [];
  for (let run = 1; run <= 3; run++) {
    const result = await lighthouse(URL_, { port: PORT + 5140, output: 'json', logLevel: 'error' });
    const categories = result?.lhr.categories ?? {};
    const scores = Object.values(categories).map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`);
    performance.push(Math.round((categories.performance?.score ?? 0) * 100));
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    const audits = result?.lhr.audits ?? {};
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
    ]
      .map(
        (id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'} (${audits[id]?.score ?? '?'})`,
      )
      .join(', ');
    console.log(
      `Lighthouse (mobile) run ${run}: ${scores.join(' · ')}; audits below 1: ${failing.join(', ') || 'none'}; ${metrics}`,
    );
  }
  console.log(`Lighthouse Performance, three runs: ${performance.join(', ')} (goal 100 each)`);
  await browser.close();
  expect(performance.length).toBe(3);
});
