/**
 * Vite plugin: builds the search index from src/reference at build time and ships it as
 * `search-index.json` next to index.html, where the service worker precaches it; the dev server
 * serves the same file, rebuilt on each request so reference edits show without a restart.
 */
import type { Plugin } from 'vite';
import { clauses, glossary, SYNONYMS, sections } from '../reference';
import { buildSearchIndexFrom } from './indexer';

export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * The app's index, from src/reference and its glossary, so phones never tokenize or stem the whole
 * rules text themselves. Pure (the build output, the dev server and the tests call it).
 */
export function buildSearchIndexJson(): string {
  return buildSearchIndexFrom({ sections, clauses, glossary, synonyms: SYNONYMS });
}

export function searchIndexPlugin(): Plugin {
  return {
    name: 'grand-battery:search-index',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_FILE, source: buildSearchIndexJson() });
    },
    configureServer(server) {
      server.middlewares.use(`/${SEARCH_INDEX_FILE}`, (_req, res, next) => {
        // Load through Vite so the current reference sources are used, not the ones the config saw.
        server
          .ssrLoadModule('/src/search/vite-plugin.ts')
          .then((mod) => {
            const build = mod.buildSearchIndexJson as typeof buildSearchIndexJson;
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(build());
          })
          .catch(next);
      });
    },
  };
}
