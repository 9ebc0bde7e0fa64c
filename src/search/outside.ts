/**
 * Words for what this chapter of the rules does not cover (src/reference/outside.ts) and where they
 * come from instead: which outside term a typed word names, and what the rule pack in use holds of
 * it (a gun type by that name, a modifier for it as a target). The pack's own gun names are outside
 * words too («шуваловская» of a player's «Шуваловская гаубица»), unless the chapter has the word.
 */
import type { OutsideTerm, PackTopic } from '../reference/outside';
import { type Bilingual, LANGS } from '../reference/types';
import { normalize, tokenize } from './normalize';
import type { QueryWord } from './query';
import type { SearchTerm } from './schema';
import { termOf } from './stem';
import { isStopword } from './stopwords';
import { suggestion, type TermSuggestion } from './suggest';

/** What search reads of the rule pack in use: a `RulePack` (src/core/pack.ts) fits as it is. */
export interface PackWords {
  readonly gunTypes: readonly { readonly name: Readonly<Bilingual> }[];
  readonly modifiers: {
    readonly targetFormation: { readonly square?: number };
    readonly cavalryFormation?: Readonly<Record<string, number | undefined>>;
    readonly batteryTarget?: number;
  };
}

/** What the rule pack in use holds of an outside word. */
export interface PackAnswer {
  readonly topic: PackTopic;
  /**
   * Whether the pack in use holds it: a gun type the word names, or a modifier for firing at it.
   * Absent when the searcher was given no pack (`Searcher.withPack`).
   */
  readonly held?: boolean;
  /** The pack's gun types the word names, as the pack names them (a gun type's topic only). */
  readonly guns: readonly Bilingual[];
}

/** A word of the query that this chapter of the rules does not cover ("square", «гаубица»). */
export interface OutsideMatch {
  /** The word as the player typed it (after the keyboard-layout fix). */
  word: string;
  /** What it is, in both languages. */
  name: Bilingual;
  /** The glossary's same or nearest term, when it has one. */
  glossary?: TermSuggestion;
  /** Where it comes from, when a rule pack holds such things (gun types, target modifiers). */
  pack?: PackAnswer;
}

export type OutsideOf = (word: QueryWord) => OutsideTerm | undefined;

/**
 * Which outside term a typed word names: one of its forms exactly, or (from 4 letters) the same
 * stem, so other case endings count too. A word typed half-way is not one ("кар" still finds картечь).
 */
export function outsideMatcher(terms: readonly OutsideTerm[]): OutsideOf {
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

/** The searcher's view of the pack in use: its gun names as outside words, and what it holds. */
export interface PackView {
  readonly pack: PackWords;
  readonly outsideOf: OutsideOf;
  /** Outside term id → the pack's gun types whose names have a word of it. */
  readonly guns: ReadonlyMap<string, readonly Bilingual[]>;
}

/**
 * The pack in use read once: each word of each gun type's name (both languages) names an outside
 * term, a listed one ("Howitzer" is howitzer) or else a term of that gun's own, unless the chapter
 * has the word (`isChapterTerm`: "horse" of "3-pounder (horse)" is the chapter's, and digits are no
 * name).
 */
export function packView(
  pack: PackWords,
  listed: OutsideOf,
  isChapterTerm: (term: string) => boolean,
): PackView {
  const guns = new Map<string, Bilingual[]>();
  const own: OutsideTerm[] = [];
  pack.gunTypes.forEach((gun, i) => {
    const name: Bilingual = { ru: gun.name.ru, en: gun.name.en };
    const forms: string[] = [];
    for (const w of tokenize(LANGS.map((lang) => name[lang]).join(' '))) {
      const word = normalize(w);
      const term = termOf(word);
      const known = listed({ word, term, chunk: 0 });
      const id = known?.id ?? `pack-gun-${i}`;
      if (!known && (word.length < 3 || /[0-9]/.test(word) || isStopword(word) || isChapterTerm(term)))
        continue;
      if (!known) forms.push(word);
      const list = guns.get(id) ?? [];
      if (!list.some((g) => LANGS.every((lang) => g[lang] === name[lang]))) guns.set(id, [...list, name]);
    }
    if (forms.length > 0) own.push({ id: `pack-gun-${i}`, name, forms, pack: 'gun-type' });
  });
  const ownOf = outsideMatcher(own);
  return { pack, guns, outsideOf: (w) => listed(w) ?? ownOf(w) };
}

/** Whether the pack in use holds the topic (a target modifier), or any gun type the word names. */
function held(view: PackView, term: OutsideTerm, topic: PackTopic): boolean {
  const m = view.pack.modifiers;
  switch (topic) {
    case 'gun-type':
      return (view.guns.get(term.id)?.length ?? 0) > 0;
    case 'square-target':
      return m.targetFormation.square !== undefined;
    case 'cavalry-target':
      return Object.values(m.cavalryFormation ?? {}).some((v) => v !== undefined);
    case 'battery-target':
      return m.batteryTarget !== undefined;
  }
}

/** The query's outside words, each term once, with the glossary's nearest term and the pack's answer. */
export function outsideWords(
  words: readonly QueryWord[],
  outsideOf: OutsideOf,
  glossary: readonly SearchTerm[],
  view?: PackView,
): OutsideMatch[] {
  const seen = new Set<string>();
  const out: OutsideMatch[] = [];
  for (const w of words) {
    const term = outsideOf(w);
    if (!term || seen.has(term.id)) continue;
    seen.add(term.id);
    const entry = term.glossary ? glossary.find((t) => t.id === term.glossary) : undefined;
    const topic = term.pack;
    out.push({
      word: w.word,
      name: term.name,
      ...(entry ? { glossary: suggestion(entry, 0) } : {}),
      ...(topic
        ? {
            pack: view
              ? { topic, held: held(view, term, topic), guns: view.guns.get(term.id) ?? [] }
              : { topic, guns: [] },
          }
        : {}),
    });
  }
  return out;
}
