import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  closure,
  dist,
  firstLoad,
  gzipBytes,
  installedWithNativeReader,
  languageChunks,
  pageScripts,
  precachedUrls,
  precacheTotal,
  readerFiles,
  staticImports,
} from './sizes';

const KB = 1024;

describe('size budgets (deterministic, so checked here; npm run bench prints them too)', () => {
  // Issue 12 aimed at 30 KB (from 39.1); issue 33 at 25, met on 2026-12-07: 25,517 B in Russian
  // (whose words weigh most), 25,139 in English. A real browser requests exactly these files before
  // the empty roster shows (tests/e2e/shell.spec.ts). Nothing more may come before the first screen.
  it('first-load JS + CSS is at most 25 KB gzip', () => {
    const { files, bytes } = firstLoad();
    expect(files.some((f) => f.includes('lang-'))).toBe(true);
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(25 * KB);
  });

  // The entry's imports (the shell, most of the first load) are named as module preloads right after
  // the entry's script tag: the parser meets them before the stylesheet and the inline script that
  // waits for it. After them, the shell was asked for only once that script had run and whatever
  // the page ran first had finished (traced at 4× CPU: 255 ms after the index request, not 88).
  it('index.html asks for the shell with the entry, before its stylesheet and inline script', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const entry = head.search(/<script type="module"[^>]*src="[^"]*index-[\w-]+\.js"/);
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*href="\.\/([^"]+)"/g)];
    const entryImports = staticImports(pageScripts()[0] ?? '');
    expect(entryImports.length).toBeGreaterThan(0);
    expect(preloads.map((m) => m[1]).sort()).toEqual([...entryImports].sort());
    const firstStyle = head.search(/<link rel="stylesheet"/);
    const firstInline = head.search(/<script>/);
    for (const m of preloads) {
      expect(m.index ?? -1).toBeGreaterThan(entry);
      expect(m.index ?? Number.POSITIVE_INFINITY).toBeLessThan(firstStyle);
      expect(m.index ?? Number.POSITIVE_INFINITY).toBeLessThan(firstInline);
    }
  });

  // A phone that opens on its roster asks for the roster's code as the first screen's code runs. The
  // lazily imported module is a one-line facade over the roster's chunk, and the words' loaders of
  // every screen but the first are a chunk of their own: without these, the chunk came only after
  // the facade (after the roster's styles) and the rows' words only after that table of loaders —
  // two round trips more before the first row (traced at 4× CPU: 100 ms from the first request to
  // the roster's chunk, now 60 with all of them asked for at once).
  it('the first screen’s chunk names the roster’s chunk, the rows’ words and the names itself', () => {
    const shell = pageScripts()
      .flatMap((f) => staticImports(f))
      .find((f) => /assets\/shell-[\w-]+\.js$/.test(f));
    const code = readFileSync(join(dist, shell ?? ''), 'utf8');
    const roster = readdirSync(join(dist, 'assets')).filter((f) => /^roster-[\w-]+\.js$/.test(f));
    expect(roster).toHaveLength(1);
    // The preload list beside the facade's import: the roster's chunk is fetched with its styles.
    expect(code).toContain(`"./${roster[0]}"`);
    for (const lang of ['en', 'ru'])
      for (const words of ['unit-rows', 'names'])
        expect(code).toMatch(new RegExp(`import\\(\`\\./lang-${lang}-${words}-[\\w-]+\\.js\`\\)`));
  });

  // The page asks for its language only once the entry runs; anything the language chunk imports
  // beyond what the entry brought is one more round trip before the first screen (page → entry →
  // language → …). The vocabulary's names once were such a chunk.
  it('each language chunk needs nothing the page has not already fetched', () => {
    const page = closure(pageScripts());
    const languages = languageChunks();
    expect(languages).toHaveLength(2);
    for (const lang of languages) {
      const more = [...closure([lang])].filter((f) => f !== lang && !page.has(f));
      expect(more, lang).toEqual([]);
    }
  });

  // Issue 27: the QR reader (zxing-wasm, issue 10: its wasm and the worker running it) is not
  // precached. A phone whose BarcodeDetector reads QR codes never downloads it; elsewhere the page
  // fetches it into a cache of its own after the first screen (src/pwa/reader-cache.ts).
  // Issue 34 added the order-of-battle reader (Paste an army: 20 KB gzip with its vocabularies, and
  // its words, 2-3 KB a language), precached so a side can be pasted offline: 300 KB became 320.
  // Its saved sides (item 4: their screen, their words in both languages, a side's text sent and
  // received, the reader a chunk of its own that Show and Receive load) add 6.4 KB: 326.7 → 333.3 KB.
  // Issue 36 added the battle report (its screen, styles and words in each language: 7.4 KB of files
  // of its own), read offline at the end of an evening: 334.3 KB with the saved sides, 330 KB became 340.
  it('installing where BarcodeDetector reads QR codes downloads at most 340 KB gzip, none of it the reader', () => {
    const { worker, wasm } = readerFiles();
    const urls = precachedUrls();
    for (const file of [...worker, ...wasm]) expect(urls, file).not.toContain(file);
    const installed = installedWithNativeReader();
    expect(installed.bytes).toBeLessThanOrEqual(340 * KB);
    // The precache alone is most of it: the service worker's own files are a few KB.
    expect(installed.bytes - precacheTotal().bytes).toBeLessThan(10 * KB);
  });

  it('the QR reader is one wasm of at most 420 KB gzip and one worker of at most 20 KB gzip', () => {
    const { worker, wasm } = readerFiles();
    expect(wasm).toHaveLength(1);
    expect(worker).toHaveLength(1);
    expect(gzipBytes(wasm[0] ?? '')).toBeLessThanOrEqual(420 * KB);
    expect(gzipBytes(worker[0] ?? '')).toBeLessThanOrEqual(20 * KB);
  });
});
