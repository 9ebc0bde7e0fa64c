/**
 * The shape of `search-index.json` and the MiniSearch options both sides must share: the build
 * (src/search/vite-plugin.ts) writes it, the app (src/search/index.ts) reads it after first paint.
 */
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import type { Lang } from '../reference/types';
import { normalize, tokenize } from './normalize';
import { termOf } from './stem';
import { isStopword } from './stopwords';

/** Bump when the format or the term processing changes: an old cached file is then ignored. */
export const SEARCH_INDEX_VERSION = 2;

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

/** A glossary term as the searcher needs it: forms in each language and where it is used. */
export interface SearchTerm extends Record<Lang, string[]> {
  id: string;
  clauses: string[];
}

export type MiniSearchJson = ReturnType<MiniSearch['toJSON']>;

/** Which document an index entry is: the clause and the language (its texts are the content's). */
export type DocKey = Pick<SearchDoc, 'c' | 'l'>;

export interface SearchIndexData {
  v: typeof SEARCH_INDEX_VERSION;
  /** In the index's document order (a document's id is its position). */
  docs: DocKey[];
  /** An everyday word's index term → the index terms of its glossary terms' forms (snippet marks). */
  synonymMarks: [string, string[]][];
  index: MiniSearchJson;
}

/**
 * Indexed fields: text, notes, heading, and the glossary forms (both languages) of the terms the
 * clause uses: `g` all of them, `k` those it uses repeatedly (see indexer.ts). `g`/`k` are what let
 * "canister" find a Russian clause and "стрелки" the English ones. `s`: the everyday words of this
 * document's language for what the clause names (src/reference/synonyms.ts), so «дальность» finds
 * the Russian text. Indexed, not stored.
 */
export type DocField = 't' | 'n' | 'h' | 'g' | 'k' | 's';
export const DOC_FIELDS: DocField[] = ['t', 'n', 'h', 'g', 'k', 's'];

/** What MiniSearch indexes: the doc's position in `docs` is its id. */
export interface IndexedDoc {
  id: number;
  t: string;
  n: string;
  h: string;
  g: string;
  k: string;
  s: string;
}

/** A word's index term; none for a function word (nothing can match one, by typo, prefix or as typed). */
export function indexTermOf(word: string): string | null {
  return isStopword(normalize(word)) ? null : termOf(word) || null;
}

/** A text's index terms, in order, as the index holds them. */
export function indexTerms(text: string): string[] {
  return tokenize(text).flatMap((word) => indexTermOf(word) ?? []);
}

/** Options used to build the index and to load it again (MiniSearch requires them to match). */
export const MINISEARCH_OPTIONS: Options<IndexedDoc> = {
  fields: DOC_FIELDS,
  idField: 'id',
  tokenize,
  processTerm: indexTermOf,
};
