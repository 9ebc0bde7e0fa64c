/**
 * Bilingual search over the rules reference. The index is built at build time
 * (`search-index.json`, see vite-plugin.ts); the app fetches it after first paint and
 * calls `loadSearch` on its text.
 */
import MiniSearch, { type MatchInfo } from 'minisearch';
import { clauses, glossary, sections } from '../reference';
import { OUTSIDE_TERMS, type OutsideTerm } from '../reference/outside';
import { LANGS, type Lang } from '../reference/types';
import { type SearchTexts, searchDocs, searchTerms } from './docs';
import {
  type OutsideMatch,
  type OutsideOf,
  outsideMatcher,
  outsideWords,
  type PackView,
  type PackWords,
  packView,
} from './outside';
import { lookUps, planQuery, queryWords } from './query';
import {
  type DocField,
  type IndexedDoc,
  indexTerms,
  MINISEARCH_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchDoc,
  type SearchIndexData,
  type SearchTerm,
} from './schema';
import { makeSnippet, type PreparedText, prepareText, type SnippetSegment } from './snippet';
import { suggestGlossaryTerms, type TermSuggestion } from './suggest';
import { Vocabulary } from './vocabulary';

export { cyrillicToLatinLayout, latinToCyrillicLayout } from './layout';
export { normalize } from './normalize';
export type { OutsideMatch, PackAnswer, PackWords } from './outside';
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

export interface Searcher {
  /** Best clauses first, one result per clause; `[]` for an empty or hopeless query. Never throws. */
  search(query: string, limit?: number): SearchResult[];
  /** Closest glossary terms, for the "nothing found" state. Never throws. */
  suggestTerms(query: string, limit?: number): TermSuggestion[];
  /** The query's words that name things outside this chapter (they are not searched for). Never throws. */
  outside(query: string): OutsideMatch[];
  /**
   * The same searcher, knowing the rule pack in use: its gun names are outside words too, and each
   * outside word says whether the pack holds it (`OutsideMatch.pack`). Read once per pack.
   */
  withPack(pack: PackWords): Searcher;
}

/**
 * Heading words weigh more (a section title names the topic), notes less (they discuss the text),
 * glossary forms least: a clause with the very word typed must outrank one merely linked to it.
 */
const FIELD_BOOST: Record<DocField, number> = { t: 1, n: 0.5, h: 1.5, g: 0.3, k: 0.3, s: 0.3 };
type ShownField = Exclude<DocField, 'g' | 'k' | 's'>;
const SNIPPET_FIELDS: ShownField[] = ['t', 'n', 'h'];
const FIELD_NAME: Record<ShownField, SearchResult['field']> = { t: 'text', n: 'notes', h: 'heading' };
/** Up to this many documents, their texts are split into words at load. */
const PREPARE_AT_LOAD = 400;

function parseIndex(json: string): SearchIndexData {
  const data = JSON.parse(json) as Partial<SearchIndexData>;
  if (
    data.v !== SEARCH_INDEX_VERSION ||
    !Array.isArray(data.docs) ||
    !Array.isArray(data.synonymMarks) ||
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
  /** The glossary (suggestions, snippet marks, the nearest term of an outside word). */
  readonly terms: readonly SearchTerm[];
  readonly ms: MiniSearch<IndexedDoc>;
  readonly vocab: Vocabulary;
  /** The listed outside words (src/reference/outside.ts). */
  readonly outsideOf: OutsideOf;
  /** A glossary term's index term → all index terms of its entry (for snippet marks). */
  readonly related: ReadonlyMap<string, readonly string[]>;
  readonly preparedText: (text: string) => PreparedText;
}

/**
 * Index term → all index terms of the glossary entry it belongs to (for snippet marks). Terms of
 * several entries ("стро" in open order and in the skirmish screen, "shot", "line") are left out:
 * they would mark words that are not the term.
 */
function relatedTerms(entries: readonly SearchTerm[]): Map<string, string[]> {
  const owners = new Map<string, Set<number>>();
  const entryTerms = entries.map((entry, i) => {
    // As the index holds them: "over the heads" marks "heads", never "the".
    const terms = new Set(LANGS.flatMap((lang) => entry[lang]).flatMap(indexTerms));
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

/** The glossary's related terms, and each everyday word's marks (src/reference/synonyms.ts) added. */
function relatedWithSynonyms(
  data: SearchIndexData,
  terms: readonly SearchTerm[],
): Map<string, readonly string[]> {
  const related: Map<string, readonly string[]> = relatedTerms(terms);
  for (const [term, marks] of data.synonymMarks)
    related.set(term, [...new Set([...(related.get(term) ?? []), ...marks])]);
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
  // A word for what the chapter does not cover is not looked up, nor the rest of its chunk: the
  // "6" of "6-pounder" is no distance of the text.
  const words = queryWords(query, loaded.vocab);
  const outsideChunks = new Set(words.filter((w) => loaded.outsideOf(w)).map((w) => w.chunk));
  const plan = planQuery(words.filter((w) => !outsideChunks.has(w.chunk)));
  if (plan.length === 0) return [];
  // Prefixes and typos are chosen in query.ts, not by MiniSearch: only index terms that could be meant.
  const look = lookUps(plan, loaded.vocab);
  const hits = loaded.ms.search(look.map((l) => l.term).join(' '), {
    // The look-ups hold index terms already: split on the spaces put there, process nothing again.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boostTerm: (_t, i) => look[i]?.boost ?? 1,
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
 * glossary or an everyday word (fields `g`, `k`, `s`), the forms of its glossary terms, so
 * "canister" marks "картечью" and «дальность» «расстояние».
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
  return suggestGlossaryTerms(query, loaded.terms, limit);
}

/** Every index term; typos reach only those of the chapter's text, headings, glossary and synonyms. */
function vocabularyOf(data: SearchIndexData): Vocabulary {
  const notes = String(data.index.fieldIds.n);
  const terms = data.index.index.map(([term]) => term);
  const chapter = data.index.index.flatMap(([term, fields]) =>
    Object.keys(fields).some((f) => f !== notes) ? [term] : [],
  );
  return new Vocabulary(terms, chapter);
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
 * The index file's documents with their texts, from the content it was built from. A file of other
 * content (another build of the rules) is refused: its results would open the wrong clauses.
 */
function docsOf(data: SearchIndexData, content: SearchTexts): SearchDoc[] {
  const made = searchDocs(content);
  const same =
    made.length === data.docs.length &&
    made.every((d, i) => d.c === data.docs[i]?.c && d.l === data.docs[i]?.l);
  if (!same) throw new Error('search-index.json: built from other rules content');
  return made;
}

export interface LoadOptions {
  /** The content the file was built from: the app's reference unless given (tests, the benchmark). */
  readonly content?: SearchTexts;
  /** What this chapter does not cover: the reference's list unless given. */
  readonly outside?: readonly OutsideTerm[];
}

/** Throws only on a malformed file, or one of other content (a build problem), never on a query. */
export function loadSearch(json: string, options: LoadOptions = {}): Searcher {
  const data = parseIndex(json);
  const content = options.content ?? { sections, clauses, glossary };
  const docs = docsOf(data, content);
  const terms = searchTerms(content.glossary);
  const loaded: Loaded = {
    data,
    docs,
    terms,
    ms: MiniSearch.loadJS<IndexedDoc>(data.index, MINISEARCH_OPTIONS),
    vocab: vocabularyOf(data),
    outsideOf: outsideMatcher(options.outside ?? OUTSIDE_TERMS),
    related: relatedWithSynonyms(data, terms),
    preparedText: preparedTexts(docs),
  };
  const searcher = searcherOf(loaded);
  // The first query of each kind costs 4–8× a later one (the engine compiles the code paths of the
  // stemmers, the prefix and typo look-ups, the layout fix and the snippets on first use).
  // Pay that here, while the index loads in idle time, not on the player's first keystroke.
  for (const q of WARM_UP) searcher.search(q);
  return searcher;
}

/** The searcher over a loaded index; with a pack's view, its gun names are outside words too. */
function searcherOf(loaded: Loaded, view?: PackView): Searcher {
  const own: Loaded = view ? { ...loaded, outsideOf: view.outsideOf } : loaded;
  return {
    search: never((query: string, limit?: number) => runSearch(own, query, limit ?? 10)),
    suggestTerms: never((query: string, limit?: number) => suggestTerms(own, query, limit ?? 5)),
    outside: never((query: string) =>
      typeof query === 'string'
        ? outsideWords(queryWords(query, own.vocab), own.outsideOf, own.terms, view)
        : [],
    ),
    withPack: (pack) => {
      try {
        return searcherOf(
          loaded,
          packView(pack, loaded.outsideOf, (term) => loaded.vocab.has(term)),
        );
      } catch {
        // A pack search cannot read is no reason to lose the search: it answers as without one.
        return searcherOf(loaded);
      }
    },
  };
}

/** One query per path a player's query can take: both alphabets, prefix, typos, wrong layout, digits. */
const WARM_UP = ['картечью стрел', 'skirmishres canis', 'rfhntxm', 'сфтшыеук', '2д6 -'];
