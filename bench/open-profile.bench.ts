/**
 * Where the 500-card game's open time goes: a CPU profile of the app's page (and the bare page's)
 * from reload until the first card shows, offline under 4× CPU, with the milestones the page itself
 * sees (HTML from the service worker, scripts, IndexedDB open and reads). Not part of `npm run bench`'s
 * figures: run it on purpose with
 *   PROFILE_OPEN=1 npx vite build --configLoader runner && PROFILE_OPEN=1 npx vitest run \
 *     --config vitest.bench.config.ts bench/open-profile.bench.ts
 * ROUNDS (default 9) sets the reloads per page. Self time per function is summed over the rounds.
 */
import { loadavg } from 'node:os';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  BASELINE_URL,
  CHROME,
  installedOffline,
  reloadUntilShown,
  seedBigGame,
  serveAppAndBaseline,
  URL_,
} from './big-game';

const ON = Boolean(process.env.PROFILE_OPEN);
const ROUNDS = Number(process.env.ROUNDS ?? 9);
let stopServers: (() => void) | undefined;
beforeAll(async () => {
  if (!ON) return;
  stopServers = await serveAppAndBaseline();
});
afterAll(() => stopServers?.());

/** Milestones seen from inside the page: IndexedDB requests and when they succeed. */
function watchIdb() {
  const w = window as unknown as { idbLog: [string, number][] };
  w.idbLog = [];
  const note = (what: string) => w.idbLog.push([what, performance.now()]);
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
    note('idb.open asked');
    const request = open.apply(this, args);
    request.addEventListener('success', () => note('idb.open done'));
    return request;
  };
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    for (const name of ['get', 'getAll', 'getAllKeys', 'openCursor'] as const) {
      const original = (proto as unknown as Record<string, (...a: unknown[]) => IDBRequest>)[name];
      if (!original) continue;
      (proto as unknown as Record<string, unknown>)[name] = function (this: IDBObjectStore, ...a: unknown[]) {
        const label = `${proto === IDBIndex.prototype ? 'index' : 'store'}.${name}`;
        note(`${label} asked`);
        const request = original.apply(this, a);
        let first = true;
        request.addEventListener('success', () => {
          if (first) note(`${label} done`);
          first = false;
        });
        return request;
      };
    }
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

function selfTimes(profile: Profile, into: Map<string, number>) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i] ?? -1);
    if (!node) continue;
    const f = node.callFrame;
    const file = f.url ? f.url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+\//, '') : '';
    const key = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
    into.set(key, (into.get(key) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0) / 1000);
  }
}

async function round(page: Page, cdp: CDPSession, selector: string, self: Map<string, number>) {
  await cdp.send('Profiler.start');
  const shown = await reloadUntilShown(page, selector);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  selfTimes(profile, self);
  const marks = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const out: [string, number][] = [];
    if (nav) {
      out.push(['html: workerStart', nav.workerStart]);
      out.push(['html: responseStart', nav.responseStart]);
      out.push(['html: responseEnd', nav.responseEnd]);
      out.push(['domInteractive', nav.domInteractive]);
      out.push(['domContentLoadedEventEnd', nav.domContentLoadedEventEnd]);
    }
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const name = new URL(e.name).pathname.replace('/assets/', '');
      out.push([`${name} start`, e.startTime]);
      out.push([`${name} end`, e.responseEnd]);
    }
    const paint = performance.getEntriesByType('paint');
    for (const p of paint) out.push([p.name, p.startTime]);
    out.push(...((window as unknown as { idbLog?: [string, number][] }).idbLog?.slice(0, 12) ?? []));
    return out.sort((a, b) => a[1] - b[1]);
  });
  return { shown, marks };
}

async function profilePage(label: string, url: string, selector: string, withGame: boolean) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-gpu', '--disable-quic'],
  });
  const { context, page } = await installedOffline(browser, url);
  if (withGame) await seedBigGame(page);
  await context.addInitScript(watchIdb);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (process.env.TRACE) {
    await round(page, cdp, selector, new Map());
    console.log(`\n== ${label}: ${await traceOnce(page, cdp, selector)}`);
  }
  const self = new Map<string, number>();
  const rounds: { shown: number; marks: [string, number][] }[] = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await round(page, cdp, selector, self));
  await browser.close();
  const sorted = [...rounds].sort((a, b) => a.shown - b.shown);
  const median = sorted[Math.floor(sorted.length / 2)];
  const total = [...self.values()].reduce((s, v) => s + v, 0);
  console.log(
    [
      `\n== ${label}: shown at ${rounds.map((r) => r.shown.toFixed(0)).join(', ')} ms; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
      `milestones of the median round (${median?.shown.toFixed(0)} ms):`,
      ...(median?.marks ?? []).map(([what, at]) => `  ${at.toFixed(0).padStart(6)} ${what}`),
      `CPU self time per round (mean over ${ROUNDS}), top 30 of ${(total / ROUNDS).toFixed(0)} ms sampled:`,
      ...[...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 30)
        .map(([what, ms]) => `  ${(ms / ROUNDS).toFixed(1).padStart(7)} ms  ${what}`),
    ].join('\n'),
  );
  return rounds.length;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/**
 * One reload traced (TRACE=1): the renderer main thread's tasks until the first card shows, each
 * with the events that filled it, so what the profile calls "(program)" has names (parse, style,
 * layout, compile, GC, IndexedDB callbacks).
 */
async function traceOnce(page: Page, cdp: CDPSession, selector: string) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink,blink.user_timing,loading,toplevel,disabled-by-default-v8.gc',
  });
  const { shown } = await round(page, cdp, selector, new Map());
  await cdp.send('Tracing.end');
  await complete;
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const main = names.filter((e) => e.args?.name === 'CrRendererMain');
  const nav = events.find(
    (e) => e.name === 'navigationStart' && main.some((m) => m.pid === e.pid && m.tid === e.tid),
  );
  const thread = main.find((m) => m.pid === nav?.pid && m.tid === nav?.tid);
  if (!nav || !thread)
    return `no navigationStart in the trace (${events.length} events; ${[...new Set(events.map((e) => e.name))].filter((n) => /nav|commit|Start/i.test(n)).join(', ')})`;
  const t0 = nav.ts;
  const on = events.filter(
    (e) =>
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      e.ph === 'X' &&
      e.ts >= t0 - 50_000 &&
      e.ts <= t0 + shown * 1000,
  );
  const tasks = on.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const lines = [
    `trace of one round, shown at ${shown.toFixed(0)} ms; main-thread tasks ≥ 8 ms (start, duration, what):`,
  ];
  for (const task of tasks) {
    const dur = (task.dur ?? 0) / 1000;
    if (dur < 8) continue;
    const inside = new Map<string, number>();
    for (const e of on) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + (task.dur ?? 0)) continue;
      if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
      const label = e.args?.data?.url ? `${e.name}(${e.args.data.url.replace(/^.*\//, '')})` : e.name;
      inside.set(label, (inside.get(label) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 5);
    lines.push(
      `  ${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ${dur.toFixed(1).padStart(6)} ms  ${top.map(([n, d]) => `${n} ${d.toFixed(1)}`).join(' · ')}`,
    );
  }
  const busy = tasks.reduce((s, t) => s + (t.dur ?? 0) / 1000, 0);
  lines.push(`  main thread busy ${busy.toFixed(0)} ms of ${shown.toFixed(0)} ms`);
  return lines.join('\n');
}

it.skipIf(!ON)('profile: the 500-card game opening, then the bare page', async () => {
  expect(await profilePage('app, 500 cards', URL_, '.unit-row-name', true)).toBe(ROUNDS);
  expect(await profilePage('bare Solid page', BASELINE_URL, '.record', false)).toBe(ROUNDS);
});
