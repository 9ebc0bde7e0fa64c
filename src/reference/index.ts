/**
 * The bilingual rules reference: sections, clauses in reading order, glossary, translator's notes and
 * the verbatim Russian text. Pure data, no DOM: safe to import from build scripts and the search index.
 */
import { RULE_REFS } from '../core';
import { artilleryClauses, artillerySections } from './artillery';
import { glossary as glossaryData } from './glossary';
import { QUIRK_NOTES } from './notes';
import { openOrderClauses, openOrderSection } from './open-order';
import { SEED_RU_LINES, seedRu } from './seed-ru';
import { SYNONYMS } from './synonyms';
import type { Clause, GlossaryTerm, Section, TranslatorNote } from './types';

export type { OutsideTerm, PackTopic } from './outside';
export { OUTSIDE_TERMS } from './outside';
export type {
  Bilingual,
  Clause,
  GlossaryTerm,
  Heading,
  Lang,
  Section,
  Synonym,
  TranslatorNote,
} from './types';
export { LANGS } from './types';
export { QUIRK_NOTES, SEED_RU_LINES, SYNONYMS, seedRu };

/**
 * Every clause id of shared/docs/rules-notes.md, in reading order: the engine's own list, so the
 * reference and the engine's `ruleRef`s can never name different clauses.
 */
export const CLAUSE_IDS = RULE_REFS;

export type ClauseId = (typeof CLAUSE_IDS)[number];

export const glossary: readonly GlossaryTerm[] = glossaryData;

export const sections: readonly Section[] = [openOrderSection, ...artillerySections];

/** All clauses in reading order; `terms` comes from the glossary so the two links cannot disagree. */
export const clauses: readonly Clause[] = [...openOrderClauses, ...artilleryClauses].map((draft) => ({
  ...draft,
  terms: glossaryData.filter((term) => term.clauses.includes(draft.id)).map((term) => term.id),
}));

const clauseMap = new Map<string, Clause>(clauses.map((clause) => [clause.id, clause]));

/** The clause with this id; `undefined` only for an id that is not a ClauseId (e.g. from a URL). */
export function clauseById(id: ClauseId): Clause;
export function clauseById(id: string): Clause | undefined;
export function clauseById(id: string): Clause | undefined {
  return clauseMap.get(id);
}

export function sectionById(id: string): Section | undefined {
  return sections.find((section) => section.id === id);
}

/** Every distinct translator's note, in reading order of the first clause that carries it. */
export const translatorNotes: readonly TranslatorNote[] = [
  ...new Map(clauses.flatMap((clause) => clause.notes).map((note) => [note.id, note])).values(),
];

/**
 * The Russian text rebuilt from the pieces, one entry per seed line, in reading order: section titles
 * that come from the seed, group headings, then each clause (seed label + text where the label is the
 * seed's). Equal to the seed file's lines when nothing has been lost or altered.
 */
export function russianLinesInReadingOrder(): string[] {
  const lines: string[] = [];
  for (const section of sections) {
    if (section.titleFromSeed) lines.push(section.title.ru);
    for (const id of section.clauses) {
      for (const heading of section.headings) if (heading.before === id) lines.push(heading.ru);
      const clause = clauseMap.get(id);
      if (!clause) continue;
      const [first = '', ...rest] = clause.text.ru.split('\n');
      lines.push(clause.labelFromSeed ? `${clause.label.ru} ${first}` : first, ...rest);
    }
  }
  return lines;
}
