/**
 * Query planning: from what the player typed to the list of index terms to look up, each with its
 * own prefix and typo settings, after fixing a wrong keyboard layout. Function words are dropped
 * (stopwords.ts), a prefix must go on from the word as typed, and a typo reaches only a term of the
 * chapter of 5+ letters with the same first letter (vocabulary.ts), so a word the chapter does not
 * have finds nothing rather than a look-alike. (Glossary forms and everyday words need no expansion
 * here: the index carries them per clause, fields `g`, `k` and `s`, see indexer.ts.)
 */
import {
  couldBeCyrillicTypedEnglish,
  couldBeLatinTypedRussian,
  cyrillicToLatinLayout,
  latinToCyrillicLayout,
} from './layout';
import { normalize, tokenize } from './normalize';
import { termOf } from './stem';
import { isStopword } from './stopwords';
import type { Vocabulary } from './vocabulary';

/** Anything longer is junk or a paste; the head is enough to search on. */
const MAX_QUERY_CHARS = 200;
const MAX_WORDS = 12;
/** Words are cut at this length before stemming; no rules word is longer. */
const MAX_WORD_CHARS = 40;

export interface PlannedTerm {
  term: string;
  /** The word as typed (normalised, layout fixed): a prefix match must go on from it. */
  word: string;
  /** Whether longer terms that go on from the typed word count too (3+ letters). */
  prefix: boolean;
  /** Edits a typo may have (see `typoBudget`). */
  fuzzy: number;
}

/** A typed word, after the layout fix. */
export interface QueryWord {
  /** Normalised surface form. */
  word: string;
  term: string;
  /** Which whitespace-separated chunk of the query it came from ("6-pounder" is one chunk, two words). */
  chunk: number;
}

/**
 * One typo in a word of 5+ letters, two in 9+ (counted on what was typed), but never more than the
 * stem can bear: "ядрами" stems to "ядр", and one typo on three or four letters makes another word
 * («атака» → "атак" is one edit from «так», "woods" → "wood" from "word"); two need a stem of 8+
 * letters ("commander" is "command", and two edits make it "compani").
 */
export function typoBudget(word: string, term: string): number {
  const byWord = word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
  const byTerm = term.length < 5 ? 0 : term.length < 8 ? 1 : 2;
  return Math.min(byWord, byTerm);
}

function knownness(words: string[], vocab: Vocabulary): number {
  let score = 0;
  for (const w of words) {
    const t = termOf(w);
    // A lone letter is no evidence: «убитые» on the English layout is "e,bnst", and "e" is a label.
    if (t.length >= 2 && vocab.has(t)) score += 3;
    else if (t.length >= 3 && vocab.hasPrefix(t)) score += 2;
  }
  return score;
}

/**
 * Splits the query into words, re-reading each whitespace-separated chunk in the other keyboard
 * layout when that turns it into words of the rules and the chunk as typed is not: `rfhntxm`
 * becomes картечь, `,fnfhtz` батарея (`,` is б on the Russian layout), `сфтшыеук` canister.
 */
export function queryWords(query: string, vocab: Vocabulary): QueryWord[] {
  const chunks = query.slice(0, MAX_QUERY_CHARS).split(/\s+/).filter(Boolean);
  const words: QueryWord[] = [];
  for (const [chunkIndex, chunk] of chunks.entries()) {
    let chosen = tokenize(chunk);
    const swapped = couldBeLatinTypedRussian(chunk)
      ? latinToCyrillicLayout(chunk)
      : couldBeCyrillicTypedEnglish(chunk)
        ? cyrillicToLatinLayout(chunk)
        : null;
    if (swapped !== null) {
      const alt = tokenize(swapped);
      if (knownness(alt, vocab) > knownness(chosen, vocab)) chosen = alt;
    }
    for (const w of chosen) {
      const word = normalize(w).slice(0, MAX_WORD_CHARS);
      const term = termOf(word);
      if (term) words.push({ word, term, chunk: chunkIndex });
      if (words.length >= MAX_WORDS) return words;
    }
  }
  return words;
}

/**
 * The terms to look up, one per distinct typed word that is not a function word: prefix while
 * typing, and a typo budget.
 */
export function planQuery(words: readonly QueryWord[]): PlannedTerm[] {
  const plan = new Map<string, PlannedTerm>();
  for (const { word, term } of words) {
    if (isStopword(word)) continue;
    const prev = plan.get(term);
    const next: PlannedTerm = {
      term,
      // Of two forms of one term, the shorter lets more words go on from it.
      word: prev && prev.word.length < word.length ? prev.word : word,
      // Prefix on every word of 3+ letters: players type "карт стрел" and expect both to count.
      prefix: term.length >= 3,
      fuzzy: Math.max(prev?.fuzzy ?? 0, term.length > MAX_WORD_CHARS ? 0 : typoBudget(word, term)),
    };
    plan.set(term, next);
  }
  return [...plan.values()];
}

/** One index term for MiniSearch to look up exactly, its score times `boost`. */
export interface LookUp {
  term: string;
  boost: number;
}

/** MiniSearch 7.2's own weights for a prefix and a typo match, so rankings stay as they were. */
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;

/**
 * The plan as exact look-ups, chosen here rather than by MiniSearch so that none is a look-alike:
 * - each planned term (weight 1);
 * - the longer terms a word typed so far goes on to: the typed word must be the start of the term
 *   (or the term the start of the word), so «карт», «застрельщи», "skirm" find their words while
 *   a whole word whose stem is the start of another does not («скорость» is not
 *   «скорострельность», «линия» not «линейная»);
 * - when the typed word is no term and starts none, the terms it is a typo of (`Vocabulary.typosOf`).
 */
export function lookUps(plan: readonly PlannedTerm[], vocab: Vocabulary): LookUp[] {
  const out = new Map<string, number>();
  const add = (term: string, boost: number) => {
    if ((out.get(term) ?? 0) < boost) out.set(term, boost);
  };
  for (const p of plan) add(p.term, 1);
  for (const p of plan) {
    if (p.prefix)
      for (const t of vocab.startingWith(p.term)) {
        if (!t.startsWith(p.word) && !p.word.startsWith(t)) continue;
        add(t, (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - p.term.length)));
      }
    if (p.fuzzy > 0 && !vocab.hasPrefix(p.term))
      for (const { term, distance } of vocab.typosOf(p.term, p.fuzzy))
        add(term, (TYPO_WEIGHT * term.length) / (term.length + distance));
  }
  return [...out].map(([term, boost]) => ({ term, boost }));
}
