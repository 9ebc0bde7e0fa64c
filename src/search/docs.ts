/**
 * The searchable documents, one per clause per language, made from the reference content. Both the
 * build (indexer.ts) and the app (index.ts) make them from the same content, so the index file
 * carries only which document is which: the texts the phone shows are the Rules screen's own,
 * downloaded once.
 */
import {
  type Bilingual,
  type Clause,
  type GlossaryTerm,
  LANGS,
  type Section,
  type Synonym,
} from '../reference/types';
import type { SearchDoc, SearchTerm } from './schema';

export interface SearchContent {
  sections: readonly Section[];
  clauses: readonly Clause[];
  glossary: readonly GlossaryTerm[];
  /** Everyday words for the chapter's terms (src/reference/synonyms.ts); none when left out. */
  synonyms?: readonly Synonym[];
}

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

/** What the app reads beside the index file: the texts and the glossary it was built from. */
export type SearchTexts = Pick<SearchContent, 'sections' | 'clauses' | 'glossary'>;

/** The glossary as the searcher needs it: forms in both languages and where each term is used. */
export function searchTerms(glossary: readonly GlossaryTerm[]): SearchTerm[] {
  return glossary.map((g) => ({ id: g.id, ru: [...g.ru], en: [...g.en], clauses: [...g.clauses] }));
}
