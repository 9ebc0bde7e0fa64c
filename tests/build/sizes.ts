/** Sizes of the built app, read from dist/ (shared by the budget test and `npm run bench`). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const dist = join(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(join(dist, file));
export const gzipBytes = (file: string) => gzipSync(read(file), { level: 9 }).length;

export function precachedUrls(): string[] {
  return [
    ...read('sw.js')
      .toString('utf8')
      .matchAll(/url:"([^"]+)"/g),
  ].map((m) => m[1] ?? '');
}

/** Scripts a chunk imports statically (what the browser must fetch before it runs). */
export function staticImports(file: string): string[] {
  const code = read(file).toString('utf8');
  const found = [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)];
  return found.map((m) => join('assets', m[1] ?? ''));
}

export function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** The scripts index.html names itself (the entry and what it preloads). */
export function pageScripts(): string[] {
  const html = read('index.html').toString('utf8');
  return [...html.matchAll(/<script[^>]+src="\.\/([^"]+)"/g)].map((m) => m[1] ?? '');
}

/**
 * The language chunks the first screen chooses between: each language's `app` namespace, which
 * holds the vocabulary's names too (src/i18n/catalogue.ts; every other namespace comes later, with
 * the screens that show it).
 */
export function languageChunks(): string[] {
  return precachedUrls().filter((u) => /assets\/lang-[a-z]{2}-app-/.test(u));
}

/** Every chunk of one language's words (`lang-<code>-<namespace>-…`). */
export function wordChunks(lang: string): string[] {
  return precachedUrls().filter((u) => u.startsWith(`assets/lang-${lang}-`));
}

/** What the first screen needs: index.html's script and styles, their static imports, and one language. */
export function firstLoad(): { files: string[]; bytes: number } {
  const html = read('index.html').toString('utf8');
  const scripts = pageScripts();
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\.\/([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  // The heaviest of the language chunks: a phone loads exactly one before the first paint (every
  // other namespace, the engine's sentences included, comes later with the screens that show it).
  const languages = languageChunks();
  const heaviest = languages.sort((a, b) => gzipBytes(b) - gzipBytes(a)).slice(0, 1);
  const files = [...closure([...scripts, ...heaviest]), ...styles];
  return { files, bytes: files.reduce((sum, f) => sum + gzipBytes(f), 0) };
}

export function precacheTotal(): { count: number; bytes: number } {
  const urls = precachedUrls();
  return { count: urls.length, bytes: urls.reduce((sum, u) => sum + gzipBytes(u), 0) + gzipBytes('sw.js') };
}

/** The QR reader's files, kept apart from the precache (src/pwa/reader-cache-plugin.ts). */
export function readerFiles(): { worker: string[]; wasm: string[] } {
  const assets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
  return {
    worker: assets.filter((f) => /^assets\/decode-worker-[\w-]+\.js$/.test(f)),
    wasm: assets.filter((f) => /^assets\/zxing_reader-[\w-]+\.wasm$/.test(f)),
  };
}

/**
 * What a phone downloads to install the app where its BarcodeDetector reads QR codes: the precache,
 * the service worker, the workbox runtime it imports and reader-sw.js (never the reader itself).
 */
export function installedWithNativeReader(): { count: number; bytes: number } {
  const precache = precacheTotal();
  const beside = readdirSync(dist).filter((f) => /^(workbox-[\w-]+\.js|reader-sw\.js)$/.test(f));
  return {
    count: precache.count + 1 + beside.length,
    bytes: precache.bytes + beside.reduce((sum, f) => sum + gzipBytes(f), 0),
  };
}
