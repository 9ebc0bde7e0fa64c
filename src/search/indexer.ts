/**
 * Turns reference content into the serialised search index. Pure and free of the real content, so
 * tests and the benchmark can index fixtures and synthetic corpora with exactly the app's code.
 */
import MiniSearch from 'minisearch';
import type { Bilingual, Clause, GlossaryTerm, Section, Synonym } from '../reference/types';
import {
  type IndexedDoc,
  indexTerms,
  MINISEARCH_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchDoc,
  type SearchIndexData,
} from './schema';
import { synonymFields, synonymMarks } from './synonym-index';

export interface SearchContent {
  sections: readonly Section[];
  clauses: readonly Clause[];
  glossary: readonly GlossaryTerm[];
  /** Everyday words for the chapter's terms (src/reference/synonyms.ts); none when left out. */
  synonyms?: readonly Synonym[];
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

/**
 * The glossary forms, both languages, of the terms a clause uses: the cross-language bridge, built
 * once here instead of expanding each query on the phone. Links come from the glossary's `clauses`
 * and the clause's `terms` (the reference derives one from the other; either is enough here).
 * `all` holds every linked term; `key` only the terms the clause uses twice or more in one language,
 * label included (its subject: "Картечь. … картечь …" in `artillery.skirmishers.canister`), so a query found only
 * through the glossary ("grapeshot") ranks those clauses above ones that mention the term in passing.
 * A second field, not repetition, because BM25 would discount a longer field right back.
 */
function glossaryForms(clause: Clause, glossary: readonly GlossaryTerm[]): { all: string; key: string } {
  // The label counts: "Картечь." / "Canister." heads `artillery.skirmishers.canister`.
  const ru = indexTerms(`${clause.label.ru} ${clause.text.ru}`);
  const en = indexTerms(`${clause.label.en} ${clause.text.en}`);
  const all: string[] = [];
  const key: string[] = [];
  for (const g of glossary) {
    if (!g.clauses.includes(clause.id) && !clause.terms.includes(g.id)) continue;
    const forms = [...g.ru, ...g.en];
    const formTerms = new Set(forms.flatMap(indexTerms));
    const uses = Math.max(
      ru.filter((t) => formTerms.has(t)).length,
      en.filter((t) => formTerms.has(t)).length,
    );
    all.push(...forms);
    if (uses >= 2) key.push(...forms);
  }
  return { all: all.join(' · '), key: key.join(' · ') };
}

/** Pure: the same content always gives the same JSON. */
export function buildSearchIndexFrom(content: SearchContent): string {
  const docs = searchDocs(content);
  const forms = new Map(content.clauses.map((c) => [c.id, glossaryForms(c, content.glossary)]));
  const synonyms = content.synonyms ?? [];
  const everyday = synonymFields(synonyms, content.glossary);
  const ms = new MiniSearch<IndexedDoc>(MINISEARCH_OPTIONS);
  ms.addAll(
    docs.map((d, id) => ({
      id,
      t: d.t,
      n: d.n,
      h: d.h,
      g: forms.get(d.c)?.all ?? '',
      k: forms.get(d.c)?.key ?? '',
      s: everyday.get(d.c)?.[d.l] ?? '',
    })),
  );
  const data: SearchIndexData = {
    v: SEARCH_INDEX_VERSION,
    docs,
    terms: content.glossary.map((g) => ({ id: g.id, ru: [...g.ru], en: [...g.en], clauses: [...g.clauses] })),
    synonymMarks: synonymMarks(synonyms, content.glossary),
    index: ms.toJSON(),
  };
  return JSON.stringify(data);
}
