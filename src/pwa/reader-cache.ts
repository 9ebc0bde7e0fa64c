/**
 * The QR reader kept offline where this phone needs it (issue 27). The service worker precaches
 * everything but the reader (zxing-wasm and its worker, src/share/reader-files.ts): a phone whose
 * BarcodeDetector reads QR codes never runs it. Elsewhere the app, once started, fetches the reader
 * into READER_CACHE, which the service worker serves offline (CacheFirst) and refreshes when the app
 * updates; the Two phones screen says where that stands (`readerOffline`).
 *
 * Never breaks the app: every failure is a state ('retrying'), tried again later and as soon as the
 * phone is back online, and the scanner still loads its reader from the network meanwhile.
 */
import { createSignal } from 'solid-js';
import { fail, ok, type Result } from '../core';
import { nativeReadsQr, READER_CACHE, READER_WASM_URL, READER_WORKER_URL } from '../share';

/**
 * - checking: not yet known (the app has just started);
 * - native: the phone's own BarcodeDetector reads QR codes, nothing to keep;
 * - preparing: the reader is being fetched;
 * - ready: the reader is in the cache the service worker serves offline;
 * - retrying: a fetch failed (no network, storage full): tried again later and when back online;
 * - no-offline: this browser or address runs no service worker (plain HTTP), so nothing works
 *   offline and the reader loads when a scan starts.
 */
export type ReaderOffline = 'checking' | 'native' | 'preparing' | 'ready' | 'retrying' | 'no-offline';

const [readerOffline, setReaderOffline] = createSignal<ReaderOffline>('checking');

export { readerOffline };

export type ReaderCacheProblem = 'fetch-failed';

/** What the preparation uses of the browser: the real one in the app, a stand-in in the tests. */
export interface ReaderEnv {
  /** Whether the browser's own BarcodeDetector reads QR codes. */
  readonly nativeReadsQr: () => Promise<boolean>;
  /** A service worker and Cache Storage are here, so a cached reader works offline. */
  readonly canKeepOffline: boolean;
  /** The reader's files as absolute URLs. */
  readonly files: readonly string[];
  /** The URLs READER_CACHE holds now. */
  readonly cached: () => Promise<readonly string[]>;
  /** Fetch one file into READER_CACHE (a 200 response only). */
  readonly store: (url: string) => Promise<Result<void, ReaderCacheProblem>>;
  /** Drop a file of an older version from READER_CACHE. */
  readonly drop: (url: string) => Promise<void>;
  /** Resolves after `ms`, or sooner when the phone comes back online. */
  readonly pause: (ms: number) => Promise<void>;
}

/** Waits between attempts after a failure: soon at first, then every two minutes. */
export const RETRY_MS = [5_000, 15_000, 45_000, 120_000] as const;

function browserEnv(): ReaderEnv {
  const base = globalThis.location?.href ?? 'http://localhost/';
  const open = () => caches.open(READER_CACHE);
  return {
    nativeReadsQr: () => nativeReadsQr(),
    canKeepOffline:
      import.meta.env.PROD && 'serviceWorker' in navigator && typeof globalThis.caches !== 'undefined',
    files: [READER_WORKER_URL, READER_WASM_URL].map((u) => new URL(u, base).href),
    cached: async () => (await (await open()).keys()).map((request) => request.url),
    store: async (url) => {
      try {
        // add() refuses anything but a 2xx response, so a server's error page is never kept.
        await (await open()).add(new Request(url, { cache: 'no-cache' }));
        return ok();
      } catch {
        return fail('fetch-failed');
      }
    },
    drop: async (url) => {
      await (await open()).delete(url);
    },
    pause: (ms) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          removeEventListener('online', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        addEventListener('online', done);
      }),
  };
}

/**
 * Make the reader available offline where the phone needs it, trying until it is; resolves with
 * the state it ends in ('native', 'ready' or 'no-offline'). `set` receives every state on the way.
 */
export async function keepReaderOffline(
  env: ReaderEnv,
  set: (state: ReaderOffline) => void = setReaderOffline,
): Promise<ReaderOffline> {
  const settle = (state: ReaderOffline) => {
    set(state);
    return state;
  };
  if (await env.nativeReadsQr()) return settle('native');
  if (!env.canKeepOffline) return settle('no-offline');
  for (let attempt = 0; ; attempt++) {
    try {
      const held = await env.cached();
      const missing = env.files.filter((url) => !held.includes(url));
      if (missing.length > 0) set('preparing');
      let failed = false;
      for (const url of missing) {
        failed = !(await env.store(url)).ok;
        if (failed) break; // no network: the other file would fail too
      }
      if (!failed) {
        // The files of an older version: no page of this version asks for them again.
        for (const url of held) if (!env.files.includes(url)) await env.drop(url);
        return settle('ready');
      }
    } catch {
      // Cache Storage itself refused (a private window, storage cleared meanwhile): try again later.
    }
    set('retrying');
    await env.pause(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 120_000);
  }
}

let running: Promise<ReaderOffline> | undefined;

/** Start keeping the reader offline, once per page (the app's start and the Two phones screen both ask). */
export function startReaderOffline(env: () => ReaderEnv = browserEnv): Promise<ReaderOffline> {
  running ??= keepReaderOffline(env()).catch(() => 'no-offline' as const);
  return running;
}
