/** The bilingual rules text as data. Russian is verbatim from the seed; English is ours. */
import type { Lang } from '../core/lang';

export { LANGS, type Lang } from '../core/lang';

/** The same text in every language. None may be empty. */
export type Bilingual = Record<Lang, string>;

/** A translator's note: what the Russian says, how we read it and why. */
export interface TranslatorNote {
  /** Stable id, e.g. `quirk.units-not-conversion`. */
  id: string;
  text: Bilingual;
}

export interface Clause {
  /** Stable id from shared/docs/rules-notes.md, e.g. `artillery.restrictions.B.a`. */
  id: string;
  /** The section this clause sits in (Section.id). */
  section: string;
  /** Short label shown before the text: `a)`, `А.`, or a short title. */
  label: Bilingual;
  /**
   * The clause text. `ru` is the seed's wording verbatim (quirks and typos included),
   * possibly several seed lines joined by "\n". `en` is our translation.
   */
  text: Bilingual;
  notes: TranslatorNote[];
  /** Glossary term ids used by this clause. */
  terms: string[];
  /**
   * True when `label.ru` is the run-in start of the seed line (`a)`, `Картечь.`), so the seed's first
   * line of this clause is `${label.ru} ${first line of text.ru}`. False when the label is ours
   * (the seed line has none) and `text.ru` is the whole line.
   */
  labelFromSeed: boolean;
}

/** A seed line that heads a group of clauses inside a section (e.g. `Б. Ограничения ...`). */
export interface Heading extends Bilingual {
  /** Id of the clause this heading stands right before, in reading order. */
  before: string;
}

export interface Section {
  id: string;
  /** Title; `ru` is the seed's heading verbatim where the seed has one. */
  title: Bilingual;
  /** True when `title.ru` is a seed line (verbatim); false when the seed has no heading and the title is ours. */
  titleFromSeed: boolean;
  /** Seed lines that head a group inside the section, verbatim, in order (may be empty). */
  headings: Heading[];
  /** Clause ids in reading order. */
  clauses: string[];
}

/**
 * A term's forms in each language (first is the headword): `ru: ['картечь']`,
 * `en: ['canister', 'case shot']`.
 */
export interface GlossaryTerm extends Record<Lang, string[]> {
  id: string;
  /** Clause ids that use this term. */
  clauses: string[];
  note?: Bilingual;
}

/** A clause as written in the content files; `terms` is filled in from the glossary (one source of truth). */
export type ClauseDraft = Omit<Clause, 'terms'>;

/**
 * Everyday words for what the chapter names otherwise (src/reference/synonyms.ts). A word finds every
 * clause of its glossary terms and every clause listed; at least one of the two is given.
 */
/** Single words as players write them, with their word forms, in each language. */
export interface Synonym extends Readonly<Record<Lang, readonly string[]>> {
  /** Glossary term ids: the clauses that use them are found, and their forms marked. */
  readonly terms?: readonly string[];
  /** Clause ids found as well (a clause title's word, a thing no glossary term names). */
  readonly clauses?: readonly string[];
}
