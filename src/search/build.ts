/**
 * Builds `search-index.json` at build time, from the bilingual reference content and its glossary,
 * so phones never tokenize or stem the whole rules text themselves.
 */
import { clauses, glossary, SYNONYMS, sections } from '../reference';
import { buildSearchIndexFrom } from './indexer';

export type { SearchContent } from './indexer';
export { buildSearchIndexFrom } from './indexer';

/** The app's index, from src/reference. Used by the Vite plugin (build output and dev server). Pure. */
export function buildSearchIndexJson(): string {
  return buildSearchIndexFrom({ sections, clauses, glossary, synonyms: SYNONYMS });
}
