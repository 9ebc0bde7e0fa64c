/**
 * Query planning: from what the player typed to the list of index terms to look up, each with its
 * own prefix and typo settings, after fixing a wrong keyboard layout. (Glossary synonyms need no
 * expansion here: the index carries them per clause, field `g`, see indexer.ts.)
 */
import {
  couldBeCyrillicTypedEnglish,
  couldBeLatinTypedRussian,
  cyrillicToLatinLayout,
  latinToCyrillicLayout,
} from './layout';
import { normalize, tokenize } from './normalize';
import { termOf } from './stem';
import type { Vocabulary } from './vocabulary';

/** Anything longer is junk or a paste; the head is enough to search on. */
const MAX_QUERY_CHARS = 200;
const MAX_WORDS = 12;
/** Words are cut at this length before stemming; no rules word is longer. */
const MAX_WORD_CHARS = 40;

export interface PlannedTerm {
  term: string;
  prefix: boolean;
  fuzzy: number;
}

/** A typed word, after the layout fix. */
export interface QueryWord {
  /** Normalised surface form. */
  word: string;
  term: string;
}

/**
 * One typo in a word of 5+ letters, two in 9+ (counted on what was typed), but never more than the
 * stem can bear: "ядрами" stems to "ядр", and one typo on three letters would match half the text.
 */
export function typoBudget(word: string, term: string): number {
  const byWord = word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
  const byTerm = term.length < 4 ? 0 : term.length < 7 ? 1 : 2;
  return Math.min(byWord, byTerm);
}

function knownness(words: string[], vocab: Vocabulary): number {
  let score = 0;
  for (const w of words) {
    const t = termOf(w);
    if (vocab.has(t)) score += 3;
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
  for (const chunk of chunks) {
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
      if (term) words.push({ word, term });
      if (words.length >= MAX_WORDS) return words;
    }
  }
  return words;
}

/** The terms to look up, one per distinct typed word: prefix while typing, and a typo budget. */
export function planQuery(words: QueryWord[]): PlannedTerm[] {
  const plan = new Map<string, PlannedTerm>();
  for (const { word, term } of words) {
    const prev = plan.get(term);
    const next: PlannedTerm = {
      term,
      // Prefix on every word of 3+ letters: players type "карт стрел" and expect both to count.
      prefix: term.length >= 3,
      fuzzy: term.length > MAX_WORD_CHARS ? 0 : typoBudget(word, term),
    };
    if (!prev || next.fuzzy > prev.fuzzy) plan.set(term, next);
  }
  return [...plan.values()];
}
