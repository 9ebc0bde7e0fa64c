/**
 * The QR reader kept offline (issue 27): fetched only where the phone's BarcodeDetector does not
 * read QR codes, retried until it is kept, never a thrown error; an older version's files dropped;
 * and on an update the service worker brings the new files into a cache that holds any.
 */
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../src/core/result';
import { keepReaderOffline, type ReaderEnv, type ReaderOffline } from '../../../src/pwa/reader-cache';
import { readerWorkerScript } from '../../../src/pwa/reader-cache-plugin';
import { READER_CACHE_NAME } from '../../../src/share/reader-cache-name';
import { READER_CACHE } from '../../../src/share/reader-files';

const WORKER = 'https://table.example/gb/assets/decode-worker-new.js';
const WASM = 'https://table.example/gb/assets/zxing_reader-new.wasm';

/** A phone: its Cache Storage (one cache's URLs), a network that fails `failures` times, its detector. */
function phone(options: { native?: boolean; kept?: string[]; failures?: number; offlineCapable?: boolean }) {
  const kept = new Set(options.kept ?? []);
  let failures = options.failures ?? 0;
  const fetched: string[] = [];
  const pauses: number[] = [];
  const states: ReaderOffline[] = [];
  const env: ReaderEnv = {
    nativeReadsQr: async () => options.native ?? false,
    canKeepOffline: options.offlineCapable ?? true,
    files: [WORKER, WASM],
    cached: async () => [...kept],
    store: async (url) => {
      fetched.push(url);
      if (failures > 0) {
        failures--;
        return fail('fetch-failed');
      }
      kept.add(url);
      return ok();
    },
    drop: async (url) => {
      kept.delete(url);
    },
    pause: async (ms) => {
      pauses.push(ms);
    },
  };
  return { env, kept, fetched, pauses, states, set: (s: ReaderOffline) => states.push(s) };
}

describe('keeping the reader offline', () => {
  it('fetches nothing where the BarcodeDetector reads QR codes', async () => {
    const p = phone({ native: true });
    expect(await keepReaderOffline(p.env, p.set)).toBe('native');
    expect(p.fetched).toEqual([]);
    expect(p.states).toEqual(['native']);
  });

  it('without a service worker (plain HTTP) keeps nothing and says the reader loads when scanning', async () => {
    const p = phone({ offlineCapable: false });
    expect(await keepReaderOffline(p.env, p.set)).toBe('no-offline');
    expect(p.fetched).toEqual([]);
  });

  it('elsewhere fetches the worker and the wasm once: preparing, then ready', async () => {
    const p = phone({});
    expect(await keepReaderOffline(p.env, p.set)).toBe('ready');
    expect(p.fetched).toEqual([WORKER, WASM]);
    expect([...p.kept].sort()).toEqual([WORKER, WASM].sort());
    expect(p.states).toEqual(['preparing', 'ready']);
    // The next start finds them kept and fetches nothing.
    const again = phone({ kept: [WORKER, WASM] });
    expect(await keepReaderOffline(again.env, again.set)).toBe('ready');
    expect(again.fetched).toEqual([]);
    expect(again.states).toEqual(['ready']);
  });

  it('after an update fetches only what changed and drops the old version’s files', async () => {
    const oldWasm = 'https://table.example/gb/assets/zxing_reader-old.wasm';
    const oldWorker = 'https://table.example/gb/assets/decode-worker-old.js';
    const p = phone({ kept: [oldWorker, oldWasm, WASM] });
    expect(await keepReaderOffline(p.env, p.set)).toBe('ready');
    expect(p.fetched).toEqual([WORKER]);
    expect([...p.kept].sort()).toEqual([WORKER, WASM].sort());
  });

  it('a failed fetch is retried after a growing wait, keeping what is kept meanwhile', async () => {
    const oldWasm = 'https://table.example/gb/assets/zxing_reader-old.wasm';
    const p = phone({ kept: [oldWasm], failures: 5 });
    expect(await keepReaderOffline(p.env, p.set)).toBe('ready');
    expect(p.pauses).toEqual([5_000, 15_000, 45_000, 120_000, 120_000]);
    // No network: the wasm is not asked for after the worker failed.
    expect(p.fetched).toEqual([...Array(6).fill(WORKER), WASM]);
    expect(p.states.filter((s) => s === 'retrying')).toHaveLength(5);
    expect(p.states.at(-1)).toBe('ready');
    // The old file stays until the new ones are kept (an old tab may still scan with it).
    expect([...p.kept].sort()).toEqual([WORKER, WASM].sort());
  });

  it('Cache Storage refusing (a private window) is a retry, not an error', async () => {
    const p = phone({});
    let refusals = 2;
    const env: ReaderEnv = {
      ...p.env,
      cached: async () => {
        if (refusals-- > 0) throw new DOMException('denied', 'SecurityError');
        return [];
      },
    };
    expect(await keepReaderOffline(env, p.set)).toBe('ready');
    expect(p.states).toEqual(['retrying', 'retrying', 'preparing', 'ready']);
  });

  it('uses the cache the service worker serves', () => {
    expect(READER_CACHE).toBe(READER_CACHE_NAME);
  });
});

/** Runs reader-sw.js in a stand-in service worker scope and fires its install event. */
async function installWorker(kept: string[], network: (url: string) => boolean) {
  const cache = new Set(kept);
  const added: string[] = [];
  const caches = {
    open: async (name: string) => {
      expect(name).toBe(READER_CACHE_NAME);
      return {
        keys: async () => [...cache].map((url) => ({ url })),
        add: async (request: { url: string }) => {
          added.push(request.url);
          if (!network(request.url)) throw new TypeError('Failed to fetch');
          cache.add(request.url);
        },
      };
    },
  };
  let install: ((event: { waitUntil(p: Promise<unknown>): void }) => void) | undefined;
  const self = {
    location: { href: 'https://table.example/gb/sw.js' },
    addEventListener: (type: string, listener: typeof install) => {
      if (type === 'install') install = listener;
    },
  };
  const script = readerWorkerScript(['assets/decode-worker-new.js', 'assets/zxing_reader-new.wasm']);
  new Function('self', 'caches', 'Request', script)(
    self,
    caches,
    class {
      constructor(readonly url: string) {}
    },
  );
  let waited: Promise<unknown> = Promise.resolve();
  install?.({ waitUntil: (p) => (waited = p) });
  await waited;
  return { cache, added };
}

describe('reader-sw.js, on an update', () => {
  it('brings the new reader into a cache that holds the old one', async () => {
    const old = 'https://table.example/gb/assets/zxing_reader-old.wasm';
    const { cache, added } = await installWorker([old], () => true);
    expect(added).toEqual([WORKER, WASM]);
    expect([...cache].sort()).toEqual([WORKER, old, WASM].sort());
  });

  it('fetches nothing on a phone that keeps no reader (its BarcodeDetector reads codes)', async () => {
    const { cache, added } = await installWorker([], () => true);
    expect(added).toEqual([]);
    expect(cache.size).toBe(0);
  });

  it('lets the update install when the network fails (the page fetches the reader later)', async () => {
    const old = 'https://table.example/gb/assets/zxing_reader-old.wasm';
    const { cache } = await installWorker([old], () => false);
    expect([...cache]).toEqual([old]);
  });
});
