import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import solid from 'vite-plugin-solid';
import { searchIndexPlugin } from './src/search/vite-plugin';

// The top-level manifest.webmanifest is the one source of truth; the PWA plugin writes it into dist.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

// Content Security Policy: no inline script, nothing from another origin. Build only: the dev
// server injects inline styles for hot reload.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
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
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head' },
    ],
  };
}

export default defineConfig({
  base: './',
  plugins: [
    solid(),
    contentSecurityPolicy(),
    searchIndexPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['icons/*.png', 'icons/*.svg'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,json,png,svg,webmanifest,woff2}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // Take control on first install so a first visit already works offline; updates still wait
        // for the player's tap (no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  server: { host: true },
  preview: { host: true, port: 4173, strictPort: true },
  build: { target: 'es2022' },
});
