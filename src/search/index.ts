/**
 * Bilingual search over the rules reference. The index is built at build time
 * (`search-index.json`, see build.ts and vite-plugin.ts); the app fetches it after first paint and
 * calls `loadSearch` on its text.
 */
import MiniSearch, { type MatchInfo } from 'minisearch';
import type { Lang } from '../reference/types';
import { type CompiledTerm, compileGlossary, planQuery, queryWords } from './query';
import {
  DOC_FIELDS,
  type DocField,
  type IndexedDoc,
  MINISEARCH_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchDoc,
  type SearchIndexData,
} from './schema';
import { makeSnippet, type SnippetSegment } from './snippet';
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

export interface Searcher {
  /** Best clauses first, one result per clause; `[]` for an empty or hopeless query. Never throws. */
  search(query: string, limit?: number): SearchResult[];
  /** Closest glossary terms, for the "nothing found" state. Never throws. */
  suggestTerms(query: string, limit?: number): TermSuggestion[];
}

/** Heading words weigh more (a section title names the topic), notes less (they discuss the text). */
const FIELD_BOOST: Record<DocField, number> = { t: 1, n: 0.5, h: 1.5 };
/** Synonyms weigh less than what was typed, so a clause with the typed word itself ranks first. */
const SYNONYM_WEIGHT = 0.5;

interface DocHit {
  typed: number;
  synonyms: number;
  terms: string[];
  match: MatchInfo;
}
const FIELD_NAME: Record<DocField, SearchResult['field']> = { t: 'text', n: 'notes', h: 'heading' };

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

/** Throws only on a malformed file (a build problem), never on a query. */
export function loadSearch(json: string): Searcher {
  const data = parseIndex(json);
  const ms = MiniSearch.loadJS<IndexedDoc>(data.index, MINISEARCH_OPTIONS);
  const vocab = new Vocabulary(data.index.index.map(([term]) => term));
  const glossary: CompiledTerm[] = compileGlossary(data.terms);
  const docs: SearchDoc[] = data.docs;

  function search(query: string, limit = 10): SearchResult[] {
    try {
      return runSearch(query, limit);
    } catch {
      // A query must never break the screen; nothing found is the honest answer.
      return [];
    }
  }

  function runSearch(query: string, limit: number): SearchResult[] {
    if (typeof query !== 'string' || limit <= 0) return [];
    const plan = planQuery(queryWords(query, vocab), glossary);
    if (plan.typed.length === 0) return [];
    const searchOptions = {
      // The plan holds index terms already: split on the spaces put there, process nothing again.
      tokenize: (text: string) => text.split(' '),
      processTerm: (term: string) => term,
      boost: FIELD_BOOST,
    };
    const typedHits = ms.search(
      {
        queries: [plan.typed.map((p) => p.term).join(' ')],
        prefix: (_t, i) => plan.typed[i]?.prefix ?? false,
        fuzzy: (_t, i) => plan.typed[i]?.fuzzy ?? 0,
      },
      searchOptions,
    );
    const synonymHits =
      plan.synonyms.length === 0
        ? []
        : ms.search(
            {
              combineWith: 'OR',
              queries: plan.synonyms.map((form) => ({ queries: [form.join(' ')], combineWith: 'AND' })),
            },
            searchOptions,
          );

    // Score per document: what was typed counts in full (MiniSearch already rewards matching more of
    // the typed words); glossary synonyms add at most about half of one typed word, averaged over the
    // synonyms matched, so a clause that merely shares many synonyms ("skirmish screen", "screened"…)
    // cannot outrank the one with the very word typed ("стрелки" → `artillery.skirmishers.example`).
    const perDoc = new Map<number, DocHit>();
    for (const hit of typedHits) {
      perDoc.set(hit.id as number, { typed: hit.score, synonyms: 0, terms: hit.terms, match: hit.match });
    }
    for (const hit of synonymHits) {
      const synonyms = SYNONYM_WEIGHT * (hit.score / Math.max(1, hit.queryTerms.length) ** 2);
      const prev = perDoc.get(hit.id as number);
      if (prev) {
        prev.synonyms = synonyms;
        prev.terms = [...prev.terms, ...hit.terms];
        prev.match = { ...hit.match, ...prev.match };
      } else {
        perDoc.set(hit.id as number, { typed: 0, synonyms, terms: hit.terms, match: hit.match });
      }
    }

    // Both languages of a clause are indexed; the player gets the clause once, with its best score,
    // shown in the language that matched the typed words best ("unlimber" shows the English text
    // even when the Russian one collects more synonyms).
    const best = new Map<string, { docId: number; hit: DocHit }>();
    const clauseScore = new Map<string, number>();
    for (const [docId, hit] of perDoc) {
      const doc = docs[docId];
      if (!doc) continue;
      const score = hit.typed + hit.synonyms;
      clauseScore.set(doc.c, Math.max(clauseScore.get(doc.c) ?? 0, score));
      const prev = best.get(doc.c);
      if (
        !prev ||
        hit.typed > prev.hit.typed ||
        (hit.typed === prev.hit.typed && hit.synonyms > prev.hit.synonyms)
      ) {
        best.set(doc.c, { docId, hit });
      }
    }
    const order = [...best.entries()].sort(
      ([a], [b]) => (clauseScore.get(b) ?? 0) - (clauseScore.get(a) ?? 0) || a.localeCompare(b),
    );
    const results: SearchResult[] = [];
    for (const [clauseId, { docId, hit }] of order) {
      const doc = docs[docId];
      if (!doc) continue;
      const matchedFields = new Set(Object.values(hit.match).flat() as DocField[]);
      const field = DOC_FIELDS.find((f) => matchedFields.has(f)) ?? 't';
      const text = doc[field] || doc.t;
      results.push({
        clauseId: doc.c,
        lang: doc.l,
        score: clauseScore.get(clauseId) ?? 0,
        field: FIELD_NAME[field],
        snippet: makeSnippet(text, hit.terms),
      });
      if (results.length >= limit) break;
    }
    return results;
  }

  function suggestTerms(query: string, limit = 5): TermSuggestion[] {
    try {
      return typeof query === 'string' ? suggestGlossaryTerms(query, data.terms, limit) : [];
    } catch {
      return [];
    }
  }

  return { search, suggestTerms };
}
