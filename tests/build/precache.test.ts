import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_VERSION } from '../../src/search/schema';
import { firstLoad, staticImports } from './sizes';

const dist = join(import.meta.dirname, '../../dist');

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [relative(dist, full)];
  });
}

/** The static policy in index.html's meta element: each directive's sources. */
function staticPolicy(html: string): Map<string, string[]> {
  const content = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const policy = new Map<string, string[]>();
  for (const part of content.replaceAll('&#39;', "'").split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

/** The URLs the generated service worker precaches, read from dist/sw.js. */
function precached(): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1] ?? '');
}

describe('build output', () => {
  it('exists (run `vite build` first)', () => {
    expect(existsSync(join(dist, 'sw.js'))).toBe(true);
  });

  it('precaches everything the app needs to open offline', () => {
    const urls = precached();
    for (const must of [
      'index.html',
      'manifest.webmanifest',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/maskable-512.png',
      // both languages' reference are in the Rules chunk (checked below with every chunk); the search
      // index is a file of its own
      'search-index.json',
    ]) {
      expect(urls, must).toContain(must);
    }
    // Every script and stylesheet the build wrote is precached: a missing chunk breaks offline use.
    // The exceptions: the QR reader's worker, kept offline with its wasm by the test below, and
    // the club sync's PouchDB (issue 26), fetched with the first sync, which needs a network anyway.
    const reader = /^assets\/(decode-worker|club-sync)-[\w-]+\.js$/;
    const assets = listFiles(dist).filter((f) => /\.(js|css)$/.test(f) && f !== 'sw.js');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.filter((f) => f.startsWith('assets/') && !reader.test(f)))
      expect(urls, asset).toContain(asset);
  });

  it('keeps the QR reader offline apart from the precache: a cache-first route, refreshed on update', () => {
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    const files = listFiles(dist).filter((f) =>
      /^assets\/(decode-worker-[\w-]+\.js|zxing_reader-[\w-]+\.wasm)$/.test(f),
    );
    expect(files).toHaveLength(2);
    // The worker serves both from the reader's own cache first, so a phone that fetched them scans offline.
    const route = sw.match(/registerRoute\((\/[^,]+\/),new \w+\.CacheFirst\(\{cacheName:"gb-qr-reader"/);
    expect(route, 'a CacheFirst route on gb-qr-reader').not.toBeNull();
    const pattern = new RegExp((route?.[1] ?? '/$^/').slice(1, -1).replaceAll('\\/', '/'));
    for (const file of files) expect(pattern.test(`https://example.org/sub/${file}`), file).toBe(true);
    expect(pattern.test('https://example.org/assets/shell-abc.js')).toBe(false);
    // …and imports reader-sw.js, which names this build's reader files (fetched on an update).
    expect(sw).toContain('importScripts("reader-sw.js")');
    const readerSw = readFileSync(join(dist, 'reader-sw.js'), 'utf8');
    for (const file of files) expect(readerSw).toContain(JSON.stringify(file).slice(1, -1));
  });

  // Issue 26: PouchDB is fetched with the first club sync. A chunk of the app that imported it (a
  // shared module bundled into it) would break offline use: Settings and Log once did.
  it('keeps the club sync’s PouchDB chunk to the sync alone: only its loader imports it, and it imports nothing', () => {
    const assets = listFiles(dist).filter((f) => f.startsWith('assets/') && f.endsWith('.js'));
    const pouch = assets.filter((f) => /^assets\/club-sync-[\w-]+\.js$/.test(f));
    expect(pouch).toHaveLength(1);
    const importers = assets.filter((f) => staticImports(f).includes(pouch[0] as string));
    expect(importers).toHaveLength(1);
    expect(readFileSync(join(dist, importers[0] as string), 'utf8')).toContain('_session');
    expect(staticImports(pouch[0] as string)).toEqual([]);
    expect(firstLoad().files).not.toContain(importers[0]);
  });

  it('ships the reference in both languages and the practice pack inside precached chunks', () => {
    const urls = precached();
    const chunks = urls.filter((u) => u.endsWith('.js')).map((u) => readFileSync(join(dist, u), 'utf8'));
    const all = chunks.join('\n');
    // A verbatim Russian line of the seed and a phrase of our English translation.
    expect(all).toContain('Артиллерия не может вести огонь картечью');
    expect(all).toMatch(/canister/i);
    expect(all).toContain('Practice values — not from the rulebook');
    // The search index is of the version the app reads, built from that same reference.
    const index = JSON.parse(readFileSync(join(dist, 'search-index.json'), 'utf8'));
    expect(index.v).toBe(SEARCH_INDEX_VERSION);
  });

  it('precaches the Tables view (sheet, print view, range sticks) as its own chunk, outside the first load', () => {
    const urls = precached();
    const tables = urls.filter((u) => /^assets\/TablesScreen-[\w-]+\.(js|css)$/.test(u));
    expect(tables.map((u) => u.split('.').pop()).sort()).toEqual(['css', 'js']);
    const code = tables.map((u) => readFileSync(join(dist, u), 'utf8')).join('\n');
    expect(code).toContain('@page');
    for (const file of firstLoad().files) expect(tables).not.toContain(file);
    // Its words are in each language's chunk of words (src/i18n/catalogue.ts), precached too, and
    // in neither the view's own chunk nor the first load.
    expect(code).not.toContain('Range sticks at true size');
    const words = (lang: string) =>
      urls
        .filter((u) => u.startsWith(`assets/lang-${lang}-`))
        .map((u) => readFileSync(join(dist, u), 'utf8'));
    expect(words('en').filter((text) => text.includes('Range sticks at true size'))).toHaveLength(1);
    expect(
      words('ru').filter((text) => text.includes('Линейки дальности в натуральную величину')),
    ).toHaveLength(1);
    for (const file of firstLoad().files)
      expect(readFileSync(join(dist, file), 'utf8')).not.toContain('Range sticks at true size');
  });

  it('ships the top-level manifest, installable as a standalone app with maskable icons', () => {
    const source = JSON.parse(readFileSync(join(import.meta.dirname, '../../manifest.webmanifest'), 'utf8'));
    const built = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
    expect(built.name).toBe(source.name);
    expect(built.short_name).toBe(source.short_name);
    expect(built.display).toBe('standalone');
    expect(built.start_url).toBeTruthy();
    expect(built.scope).toBeTruthy();
    const purposes = built.icons.map((i: { purpose?: string }) => i.purpose ?? 'any');
    expect(purposes).toContain('maskable');
    for (const icon of built.icons as { src: string }[])
      expect(existsSync(join(dist, icon.src)), icon.src).toBe(true);
  });

  it('forbids inline script through a Content Security Policy: only the first script, by its hash', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const policy = staticPolicy(html);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${hash}'`]);
    // The policy comes first in the head: nothing is loaded before it.
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
  });

  // Issue 37: connect-src names the app's own origin and the club server the player set up, at
  // run time (src/pwa/connect-policy.ts); the static policy names every other fetch directive.
  it('leaves connect-src to the page’s first script, and names no host or scheme of any other origin', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const policy = staticPolicy(html);
    expect(policy.has('connect-src')).toBe(false);
    expect(policy.has('default-src')).toBe(false);
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'frame-src'])
      expect(policy.has(directive), directive).toBe(true);
    for (const directive of ['worker-src', 'manifest-src', 'object-src', 'base-uri', 'form-action'])
      expect(policy.has(directive), directive).toBe(true);
    const sources = [...policy.values()].flat();
    expect(sources.filter((s) => !/^('[\w-]+'|'sha256-[\w+/=]+'|data:|blob:)$/.test(s))).toEqual([]);
    // The first script writes `connect-src 'self'` and the stored club server's origin, nothing else.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain("connect-src 'self'");
    expect(script).not.toMatch(/https?:\/\/|\*/);
  });
});
