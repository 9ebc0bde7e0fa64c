import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import solid from 'vite-plugin-solid';
import { callableAddress } from './src/club/problems';
import { practicePackData } from './src/packs/practice';
import { validatePack } from './src/packs/validate';
import { CONNECT_POLICY_ID, writeConnectPolicy } from './src/pwa/connect-policy';
import {
  READER_FILE,
  READER_GLOB_IGNORES,
  READER_SW_FILE,
  readerCachePlugin,
  readerRuntimeCaching,
} from './src/pwa/reader-cache-plugin';
import { searchIndexPlugin } from './src/search/vite-plugin';
import { CLUB_KEY } from './src/state/club/keys';

// The top-level manifest.webmanifest is the one source of truth; the PWA plugin writes it into dist.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

// Content Security Policy, in two parts a browser enforces together (each must allow a request):
// the static one below, and the page's connect-src, written by index.html's first script from the
// stored club address (src/pwa/connect-policy.ts): its own origin and the one club server the
// player set up, nothing else (issue 37). So the static policy names every fetch directive but
// connect-src, and no default-src (connect-src would fall back to it and could never name the
// club). No inline script but that first one, allowed by its hash. Build only: the dev server
// injects inline styles for hot reload.
const CONNECT_SCRIPT = minifySync(
  'connect-policy.js',
  `(${writeConnectPolicy})(${JSON.stringify(CLUB_KEY)},${JSON.stringify(CONNECT_POLICY_ID)},${callableAddress})`,
).code.trim();
export const CONNECT_SCRIPT_HASH = `sha256-${createHash('sha256').update(CONNECT_SCRIPT).digest('base64')}`;
const CSP = [
  // 'wasm-unsafe-eval' lets the QR reader's WebAssembly (zxing-wasm, our own file) compile; it
  // allows no JavaScript eval.
  `script-src 'self' 'wasm-unsafe-eval' '${CONNECT_SCRIPT_HASH}'`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self'",
  "frame-src 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'gb-csp',
    apply: 'build',
    transformIndexHtml: () => [
      // First in the head: everything after it is under it.
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
        injectTo: 'head-prepend',
      },
      // After the static policy, before the app's scripts run (they are modules: deferred).
      { tag: 'script', children: CONNECT_SCRIPT, injectTo: 'head' },
    ],
  };
}

/**
 * Fails the build when a file the app ships is left out of the service worker's precache (workbox
 * only warns, and the app then breaks offline: pwa-pitfalls §7–8). Runs after the worker is written.
 */
function precacheGuard(): Plugin {
  const outDir = 'dist';
  const notPrecached = /^(sw\.js|workbox-[\w-]+\.js)$/;
  // The QR reader (zxing-wasm and its worker) is kept offline only where the phone needs it.
  // The club sync's PouchDB chunk is fetched with the first sync (it needs a network anyway).
  const keptApart = (f: string) =>
    f === READER_SW_FILE || READER_FILE.test(f) || /^assets\/club-sync-[\w-]+\.js$/.test(f);
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [relative(outDir, full)];
    });
  return {
    name: 'gb-precache-guard',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const sw = join(outDir, 'sw.js');
        if (!existsSync(sw)) throw new Error('precache guard: dist/sw.js was not generated');
        const urls = new Set([...readFileSync(sw, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]));
        const missing = files(outDir).filter((f) => !notPrecached.test(f) && !keptApart(f) && !urls.has(f));
        if (missing.length) throw new Error(`These files will not be precached: ${missing.join(', ')}`);
      },
    },
  };
}

/**
 * index.html names the files the entry script imports (`<link rel="modulepreload">`), so the
 * browser fetches the shell beside the entry instead of after reading it: one round trip less
 * before the first screen, and through the service worker each one costs a cheap phone 30–100 ms.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'gb-preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // Right after the entry's own script tag: the parser meets them before the stylesheet and the
      // small inline script that waits for it, so nothing the page runs first holds them back.
      handler: (html, ctx) => {
        const links = (ctx.chunk?.imports ?? [])
          .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`)
          .join('');
        const entry = /<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/.exec(html);
        if (!entry) throw new Error('gb-preload-entry-imports: no entry script in index.html');
        const at = entry.index + entry[0].length;
        return html.slice(0, at) + links + html.slice(at);
      },
    },
  };
}

/** The packs compiled into the app must pass the validator, or there is no build (src/packs/built-in.ts). */
function builtInPacks(): Plugin {
  return {
    name: 'gb-built-in-packs',
    buildStart() {
      const checked = validatePack(practicePackData);
      if (!checked.ok) throw new Error(`The practice pack is invalid: ${JSON.stringify(checked.problem)}`);
    },
  };
}

export default defineConfig({
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // Set GB_BUILD_ID to tell two builds of one version apart (the update test does).
    __BUILD_ID__: JSON.stringify(process.env.GB_BUILD_ID ?? ''),
  },
  plugins: [
    solid(),
    builtInPacks(),
    contentSecurityPolicy(),
    preloadEntryImports(),
    searchIndexPlugin(),
    readerCachePlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The icons come in through globPatterns (public/ is copied to dist/); includeAssets and the
      // plugin's own manifest icons had listed each of them twice in the precache.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,json,png,svg,webmanifest,woff2,txt}'],
        // The QR reader (zxing-wasm's 0.9 MB wasm and its worker) is not precached: a phone whose
        // BarcodeDetector reads QR codes never runs it. Where it is needed the page fetches it into
        // its own cache (src/pwa/reader-cache.ts), served from there offline and refreshed on an
        // update by reader-sw.js (src/pwa/reader-cache-plugin.ts).
        // PouchDB (the club sync, issue 26) is not precached either: a sync needs a network, so it
        // is fetched with the first sync, and a phone that never syncs never downloads it.
        globIgnores: ['**/node_modules/**/*', ...READER_GLOB_IGNORES, '**/assets/club-sync-*.js'],
        runtimeCaching: [readerRuntimeCaching],
        importScripts: [READER_SW_FILE],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // Take control on first install so a first visit already works offline; updates still wait
        // for the player's tap (no skipWaiting).
        clientsClaim: true,
      },
    }),
    precacheGuard(),
  ],
  server: { host: true },
  preview: { host: true, port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // No polyfill, and no modulepreload lists in the chunks (each lazy import would carry its file
    // list) but one; index.html names the entry's imports itself (preloadEntryImports).
    modulePreload: {
      polyfill: false,
      // The one: the roster's cards and rows. A lazily imported module of the roster group is a
      // one-line facade importing the group's chunk, which was asked for only once the facade had
      // come (after the roster's styles); it is fetched beside the styles instead.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && /(^|\/)UnitGroup-[\w-]+\.js$/.test(file) ? deps : [],
    },
    rolldownOptions: {
      // The timing notice fires whenever a busy 2-core machine builds slowly: noise, not a problem.
      checks: { bundlerTimings: false },
      output: {
        // A language's words are a chunk a file of src/i18n/<code>/ that a loader imports
        // (src/i18n/catalogue.ts), named for both: lang-en-app (the first screen's), lang-ru-settings…
        chunkFileNames: (chunk) => {
          const words = /[\\/]src[\\/]i18n[\\/]([a-z]{2})[\\/]([\w-]+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return words ? `assets/lang-${words[1]}-${words[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // What the first screen needs, in one file instead of a dozen small ones: one request and
        // better compression. The roster and the app's frame (App.tsx, which brings styles.css) are in
        // it too: the first load is this script (one gzip stream, ~1 KB less than apart), one CSS
        // file, the language chunk and the small entry. The entry (main.tsx) must stay out: it awaits
        // the language chunk, which imports the shell, so a shell holding that await never finishes.
        // Everything else stays in the chunk of the screen that uses it.
        codeSplitting: {
          groups: [
            {
              // The club sync's PouchDB (issue 26): one chunk fetched with the first sync, not
              // precached. Packages only: a group takes its modules' imports along, and an app module
              // here would carry the app's own shared modules (core/result…) out of the precache.
              name: 'club-sync',
              test: /node_modules[\\/](pouchdb-[\w-]+|events|spark-md5|vuvuzela|uuid|fetch-cookie|node-fetch|abort-controller|immediate|argsarray|inherits)[\\/]/,
            },
            {
              name: 'shell',
              test: /node_modules[\\/](solid-js[\\/](dist|web)|idb)[\\/]|src[\\/](state[\\/](index|app|router|game|app[\\/](prefs|first-screen|unsaved)|game[\\/](connection|store|lazy|turns)|fire[\\/](selection|shot-keep)|units[\\/](roster|edit)|shots[\\/]answers|packs[\\/](list|practice)|club[\\/]keys)|storage[\\/](db|log-list|units)|records[\\/](model|failure)|i18n[\\/](index|registry|catalogue|plural|bidi|engine[\\/]format)|core[\\/](sides|fires-as|fired|lang)|ui[\\/](App|BottomNav|GameBar|lazy-view|turn[\\/]TurnEndFirst|KeepUnsaved|ScreenError|icons|Toasts|units[\\/](UnitsScreen|draw-near))|pwa[\\/](sw-bridge|chunk-reload))\.tsx?$/,
            },
            {
              // The roster's cards, rows and brigade headings (fetched as the first screen's code
              // runs) with the small shared parts they use (fields, the choice, the rule link, the
              // answer reader and its storage words): one request, not a chain of three, so the
              // roster shows without waiting on file after file (bench: time to an interactive roster).
              name: 'roster',
              test: /src[\\/]ui[\\/](units[\\/](UnitGroup|UnitRow|UnitCardView|UnitCardParts|BrigadeHead|brigade-fold)|controls[\\/](Field|Segmented)|parts[\\/]RuleLink|share[\\/]hrefs|heed|storage-words)\.tsx?$/,
            },
            {
              // The game's verbs that come right after the first screen (a card's save, a shot's log,
              // Apply, New game) and the storage they run: one chunk, not one a verb.
              name: 'verbs',
              test: /src[\\/](state[\\/](units[\\/](writes|brigades)|shots[\\/]writes|game[\\/](new-game|lists))|storage[\\/](resolutions|answers|casualties|game-changes))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
