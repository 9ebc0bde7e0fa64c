/**
 * The shape of `search-index.json` and the MiniSearch options both sides must share: the build
 * (src/search/vite-plugin.ts) writes it, the app (src/search/index.ts) reads it after first paint.
 */
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import type { Lang } from '../reference/types';
import { tokenize } from './normalize';
import { termOf } from './stem';

/** Bump when the format or the term processing changes: an old cached file is then ignored. */
export const SEARCH_INDEX_VERSION = 1;

/** One searchable document: one clause in one language. */
export interface SearchDoc {
  /** Clause id. */
  c: string;
  /** Language of this text. */
  l: Lang;
  /** Clause text. */
  t: string;
  /** Translator's notes on the clause, joined. */
  n: string;
  /** Section title and clause label. */
  h: string;
}

/** A glossary term as the searcher needs it: forms in both languages and where it is used. */
export interface SearchTerm {
  id: string;
  ru: string[];
  en: string[];
  clauses: string[];
}

export type MiniSearchJson = ReturnType<MiniSearch['toJSON']>;

export interface SearchIndexData {
  v: typeof SEARCH_INDEX_VERSION;
  docs: SearchDoc[];
  terms: SearchTerm[];
  index: MiniSearchJson;
}

/**
 * Indexed fields: text, notes, heading, and the glossary forms (both languages) of the terms the
 * clause uses: `g` all of them, `k` those it uses repeatedly (see indexer.ts). `g`/`k` are what let
 * "canister" find a Russian clause and "стрелки" the English ones; indexed, not stored.
 */
export type DocField = 't' | 'n' | 'h' | 'g' | 'k';
export const DOC_FIELDS: DocField[] = ['t', 'n', 'h', 'g', 'k'];

/** What MiniSearch indexes: the doc's position in `docs` is its id. */
export interface IndexedDoc {
  id: number;
  t: string;
  n: string;
  h: string;
  g: string;
  k: string;
}

/** Options used to build the index and to load it again (MiniSearch requires them to match). */
export const MINISEARCH_OPTIONS: Options<IndexedDoc> = {
  fields: DOC_FIELDS,
  idField: 'id',
  tokenize,
  processTerm: (word) => termOf(word) || null,
};
