/**
 * Bilingual search over the rules reference. The index is built at build time
 * (`search-index.json`, see vite-plugin.ts); the app fetches it after first paint and
 * calls `loadSearch` on its text.
 */
import MiniSearch, { type MatchInfo } from 'minisearch';
import { OUTSIDE_TERMS, type OutsideTerm } from '../reference/outside';
import type { Bilingual, Lang } from '../reference/types';
import { normalize, tokenize } from './normalize';
import { planQuery, type QueryWord, queryWords } from './query';
import {
  type DocField,
  type IndexedDoc,
  MINISEARCH_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchDoc,
  type SearchIndexData,
} from './schema';
import { makeSnippet, type PreparedText, prepareText, type SnippetSegment } from './snippet';
import { termOf } from './stem';
import { suggestGlossaryTerms, type TermSuggestion } from './suggest';
import { Vocabulary } from './vocabulary';

export { cyrillicToLatinLayout, latinToCyrillicLayout } from './layout';
export { normalize } from './normalize';
export type { SnippetSegment } from './snippet';
export { termOf } from './stem';
export type { TermSuggestion } from './suggest';

export interface SearchResult {
  /** Clause id: open `#/rules/<clauseId>`. */
  clauseId: string;
  /** Language of the text that matched (and of the snippet). */
  lang: Lang;
  /** Relevance; only the order means anything. */
  score: number;
  /** Where the snippet comes from: the clause text, its translator's notes, or its heading. */
  field: 'text' | 'notes' | 'heading';
  snippet: SnippetSegment[];
}

/** A word of the query that this chapter of the rules does not cover ("square", «гаубица»). */
export interface OutsideMatch {
  /** The word as the player typed it (after the keyboard-layout fix). */
  word: string;
  /** What it is, in both languages. */
  name: Bilingual;
  /** The glossary's same or nearest term, when it has one. */
  glossary?: TermSuggestion;
}

export interface Searcher {
  /** Best clauses first, one result per clause; `[]` for an empty or hopeless query. Never throws. */
  search(query: string, limit?: number): SearchResult[];
  /** Closest glossary terms, for the "nothing found" state. Never throws. */
  suggestTerms(query: string, limit?: number): TermSuggestion[];
  /** The query's words that name things outside this chapter (they are not searched for). Never throws. */
  outside(query: string): OutsideMatch[];
}

/**
 * Which outside term a typed word names: one of its forms exactly, or (from 4 letters) the same
 * stem, so other case endings count too. A word typed half-way is not one ("кар" still finds картечь).
 */
function outsideMatcher(terms: readonly OutsideTerm[]): (word: QueryWord) => OutsideTerm | undefined {
  const byForm = new Map<string, OutsideTerm>();
  const byStem = new Map<string, OutsideTerm>();
  for (const term of terms)
    for (const form of term.forms) {
      const word = normalize(form);
      byForm.set(word, term);
      const stem = termOf(word);
      if (stem.length >= 4) byStem.set(stem, term);
    }
  return ({ word, term }) => byForm.get(word) ?? (word.length >= 4 ? byStem.get(term) : undefined);
}

/**
 * Heading words weigh more (a section title names the topic), notes less (they discuss the text),
 * glossary forms least: a clause with the very word typed must outrank one merely linked to it.
 */
const FIELD_BOOST: Record<DocField, number> = { t: 1, n: 0.5, h: 1.5, g: 0.3, k: 0.3 };
type ShownField = Exclude<DocField, 'g' | 'k'>;
const SNIPPET_FIELDS: ShownField[] = ['t', 'n', 'h'];
const FIELD_NAME: Record<ShownField, SearchResult['field']> = { t: 'text', n: 'notes', h: 'heading' };
/** Up to this many documents, their texts are split into words at load. */
const PREPARE_AT_LOAD = 400;

function parseIndex(json: string): SearchIndexData {
  const data = JSON.parse(json) as Partial<SearchIndexData>;
  if (
    data.v !== SEARCH_INDEX_VERSION ||
    !Array.isArray(data.docs) ||
    !Array.isArray(data.terms) ||
    !data.index
  ) {
    throw new Error('search-index.json: unknown format or version');
  }
  return data as SearchIndexData;
}

/** The loaded index and what a query reads beside it. */
interface Loaded {
  readonly data: SearchIndexData;
  readonly docs: readonly SearchDoc[];
  readonly ms: MiniSearch<IndexedDoc>;
  readonly vocab: Vocabulary;
  readonly outsideOf: (word: QueryWord) => OutsideTerm | undefined;
  /** A glossary term's index term → all index terms of its entry (for snippet marks). */
  readonly related: ReadonlyMap<string, readonly string[]>;
  readonly preparedText: (text: string) => PreparedText;
}

/**
 * Index term → all index terms of the glossary entry it belongs to (for snippet marks). Terms of
 * several entries ("стро" in open order and in the skirmish screen, "shot", "line") are left out:
 * they would mark words that are not the term.
 */
function relatedTerms(entries: SearchIndexData['terms']): Map<string, string[]> {
  const owners = new Map<string, Set<number>>();
  const entryTerms = entries.map((entry, i) => {
    const terms = new Set([...entry.ru, ...entry.en].flatMap((form) => tokenize(form).map(termOf)));
    for (const t of terms) owners.set(t, (owners.get(t) ?? new Set()).add(i));
    return terms;
  });
  const related = new Map<string, string[]>();
  for (const terms of entryTerms) {
    const own = [...terms].filter((t) => owners.get(t)?.size === 1);
    for (const t of own) related.set(t, own);
  }
  return related;
}

/**
 * Each shown text split into words once, not again for every result: the reference's few dozen
 * texts at load (the first query then allocates little), a corpus far larger as it is searched.
 */
function preparedTexts(docs: readonly SearchDoc[]): (text: string) => PreparedText {
  const prepared = new Map<string, PreparedText>();
  const preparedText = (text: string) => {
    let p = prepared.get(text);
    if (!p) {
      p = prepareText(text);
      prepared.set(text, p);
    }
    return p;
  };
  if (docs.length <= PREPARE_AT_LOAD)
    for (const doc of docs) for (const f of SNIPPET_FIELDS) if (doc[f]) preparedText(doc[f]);
  return preparedText;
}

function runSearch(loaded: Loaded, query: string, limit: number): SearchResult[] {
  if (typeof query !== 'string' || limit <= 0) return [];
  // A word for what the chapter does not cover is not looked up: its near spellings are other
  // things ("каре" would find картечь by prefix).
  const plan = planQuery(queryWords(query, loaded.vocab).filter((w) => !loaded.outsideOf(w)));
  if (plan.length === 0) return [];
  const hits = loaded.ms.search(plan.map((p) => p.term).join(' '), {
    // The plan holds index terms already: split on the spaces put there, process nothing again.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    prefix: (_t, i) => plan[i]?.prefix ?? false,
    fuzzy: (_t, i) => plan[i]?.fuzzy ?? 0,
    boost: FIELD_BOOST,
  });
  // Both languages of a clause are indexed; the player gets the clause once, in the language that
  // scored best (hits come best first, so the first hit of a clause is its best).
  const seen = new Set<string>();
  const order: { doc: SearchDoc; hit: (typeof hits)[number] }[] = [];
  for (const hit of hits) {
    const doc = loaded.docs[hit.id as number];
    if (!doc || seen.has(doc.c)) continue;
    seen.add(doc.c);
    order.push({ doc, hit });
    if (order.length >= limit) break;
  }
  return order.map(({ doc, hit }) => {
    const fields = new Set<string>(Object.values(hit.match).flat());
    const field = SNIPPET_FIELDS.find((f) => fields.has(f)) ?? 't';
    const marks = highlightTerms(loaded.related, hit.terms, hit.match);
    return {
      clauseId: doc.c,
      lang: doc.l,
      score: hit.score,
      field: FIELD_NAME[field],
      snippet: makeSnippet(loaded.preparedText(doc[field] || doc.t), marks),
    };
  });
}

/**
 * Terms to mark in the snippet: those matched in the text; and for a word found only through the
 * glossary (fields `g`, `k`), the forms of its glossary term, so "canister" marks "картечью".
 */
function highlightTerms(
  related: ReadonlyMap<string, readonly string[]>,
  terms: string[],
  match: MatchInfo,
): string[] {
  const out = new Set(terms);
  for (const term of terms) {
    const fields = match[term] ?? [];
    if (fields.some((f) => f === 't' || f === 'n' || f === 'h')) continue;
    for (const t of related.get(term) ?? []) out.add(t);
  }
  return [...out];
}

function suggestTerms(loaded: Loaded, query: string, limit: number): TermSuggestion[] {
  if (typeof query !== 'string') return [];
  // A word known to be outside the chapter gets no look-alikes ("каре" is not "картечь").
  if (queryWords(query, loaded.vocab).some((w) => loaded.outsideOf(w))) return [];
  return suggestGlossaryTerms(query, loaded.data.terms, limit);
}

function outsideWords(loaded: Loaded, query: string): OutsideMatch[] {
  if (typeof query !== 'string') return [];
  const seen = new Set<string>();
  const out: OutsideMatch[] = [];
  for (const w of queryWords(query, loaded.vocab)) {
    const term = loaded.outsideOf(w);
    if (!term || seen.has(term.id)) continue;
    seen.add(term.id);
    const entry = term.glossary ? loaded.data.terms.find((t) => t.id === term.glossary) : undefined;
    out.push({
      word: w.word,
      name: term.name,
      ...(entry
        ? {
            glossary: {
              id: entry.id,
              ru: entry.ru[0] ?? '',
              en: entry.en[0] ?? '',
              clauses: [...entry.clauses],
              distance: 0,
            },
          }
        : {}),
    });
  }
  return out;
}

/** `ask`, but a query must never break the screen: nothing found is the honest answer. */
function never<A extends unknown[], T>(ask: (...args: A) => T[]): (...args: A) => T[] {
  return (...args) => {
    try {
      return ask(...args);
    } catch {
      return [];
    }
  };
}

/**
 * Throws only on a malformed file (a build problem), never on a query. `outsideTerms`: what this
 * chapter does not cover (the reference's list; tests pass their own).
 */
export function loadSearch(json: string, outsideTerms: readonly OutsideTerm[] = OUTSIDE_TERMS): Searcher {
  const data = parseIndex(json);
  const loaded: Loaded = {
    data,
    docs: data.docs,
    ms: MiniSearch.loadJS<IndexedDoc>(data.index, MINISEARCH_OPTIONS),
    vocab: new Vocabulary(data.index.index.map(([term]) => term)),
    outsideOf: outsideMatcher(outsideTerms),
    related: relatedTerms(data.terms),
    preparedText: preparedTexts(data.docs),
  };
  const search = never((query: string, limit?: number) => runSearch(loaded, query, limit ?? 10));
  // The first query of each kind costs 4–8× a later one (the engine compiles the code paths of the
  // stemmers, the radix tree's prefix and typo walks, the layout fix and the snippets on first use).
  // Pay that here, while the index loads in idle time, not on the player's first keystroke.
  for (const q of WARM_UP) search(q);
  return {
    search,
    suggestTerms: never((query: string, limit?: number) => suggestTerms(loaded, query, limit ?? 5)),
    outside: never((query: string) => outsideWords(loaded, query)),
  };
}

/** One query per path a player's query can take: both alphabets, prefix, typos, wrong layout, digits. */
const WARM_UP = ['картечью стрел', 'skirmishres canis', 'rfhntxm', 'сфтшыеук', '2д6 -'];
