/**
 * Turns reference content into the serialised search index. Pure and free of the real content, so
 * tests and the benchmark can index fixtures and synthetic corpora with exactly the app's code.
 */
import MiniSearch from 'minisearch';
import type { Bilingual, Clause, GlossaryTerm, Section } from '../reference/types';
import {
  type IndexedDoc,
  MINISEARCH_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchDoc,
  type SearchIndexData,
} from './schema';

export interface SearchContent {
  sections: readonly Section[];
  clauses: readonly Clause[];
  glossary: readonly GlossaryTerm[];
}

const LANGS = ['ru', 'en'] as const;

/** One document per clause per language: a Russian hit and an English hit are told apart. */
export function searchDocs(content: SearchContent): SearchDoc[] {
  const sectionById = new Map(content.sections.map((s) => [s.id, s]));
  const groupHeading = groupHeadings(content.sections);
  const docs: SearchDoc[] = [];
  for (const clause of content.clauses) {
    const section = sectionById.get(clause.section);
    const group = groupHeading.get(clause.id);
    for (const l of LANGS) {
      docs.push({
        c: clause.id,
        l,
        t: clause.text[l],
        n: clause.notes.map((note) => note.text[l]).join('\n'),
        h: [section?.title[l], group?.[l], clause.label[l]].filter(Boolean).join(' · '),
      });
    }
  }
  return docs;
}

/**
 * A group heading ("А. Ограничения на ведение Стрельбы Картечью.") belongs to every clause from the
 * one it stands before up to the next heading, so "ограничения картечью" finds
 * `artillery.restrictions.A` and not the whole section.
 */
function groupHeadings(sections: readonly Section[]): Map<string, Bilingual> {
  const byClause = new Map<string, Bilingual>();
  for (const section of sections) {
    let current: Bilingual | undefined;
    for (const clauseId of section.clauses) {
      const heading = section.headings.find((h) => h.before === clauseId);
      if (heading) current = { ru: heading.ru, en: heading.en };
      if (current) byClause.set(clauseId, current);
    }
  }
  return byClause;
}

/** Pure: the same content always gives the same JSON. */
export function buildSearchIndexFrom(content: SearchContent): string {
  const docs = searchDocs(content);
  const ms = new MiniSearch<IndexedDoc>(MINISEARCH_OPTIONS);
  ms.addAll(docs.map((d, id) => ({ id, t: d.t, n: d.n, h: d.h })));
  const data: SearchIndexData = {
    v: SEARCH_INDEX_VERSION,
    docs,
    terms: content.glossary.map((g) => ({ id: g.id, ru: [...g.ru], en: [...g.en], clauses: [...g.clauses] })),
    index: ms.toJSON(),
  };
  return JSON.stringify(data);
}
