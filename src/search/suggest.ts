/** "Nothing found — did you mean…": the glossary terms closest to what was typed. */

import { LANGS, type Lang } from '../reference/types';
import { editDistance } from './distance';
import { cyrillicToLatinLayout, latinToCyrillicLayout } from './layout';
import { normalize, tokenize } from './normalize';
import type { SearchTerm } from './schema';
import { isStopword } from './stopwords';

/** A glossary term's headword in each language. */
export interface TermSuggestion extends Record<Lang, string> {
  /** Glossary term id. */
  id: string;
  /** Clauses that use the term (open the first). */
  clauses: string[];
  /** 0 = the typed text is (the start of) a form of this term; up to 1 = nothing alike. */
  distance: number;
}

const MAX_CHARS = 60;

/** A glossary term as a suggestion: its headword in each language, its clauses, how far it is. */
export function suggestion(term: SearchTerm, distance: number): TermSuggestion {
  return { id: term.id, ru: term.ru[0] ?? '', en: term.en[0] ?? '', clauses: [...term.clauses], distance };
}

/**
 * How far a typed text is from one form, 0..1: prefixes count as exact, otherwise edits per letter.
 * A text of three letters or fewer, or one that starts with another letter, is another word, not a
 * typo of this one: «лес» is not «лёгкая», "night" not "light".
 */
function formDistance(typed: string, form: string): number {
  if (form.startsWith(typed)) return 0;
  if (typed.length <= 3 || typed.charAt(0) !== form.charAt(0)) return 1;
  const head = form.slice(0, Math.max(typed.length, 1));
  const len = Math.max(typed.length, 1);
  // Compare with the form's start as long as what was typed: a half-typed word is not a typo.
  const d = Math.min(editDistance(typed, form, len), editDistance(typed, head, len));
  return Math.min(1, d / len);
}

/**
 * Beyond one letter in three wrong, a "suggestion" is another word, not a typo of this one:
 * "cavalry" is not "casualties", "square" not "Guard", «гаубица» not «Таблица» (all 3 edits in 6–7
 * letters), while «картчъ» (2 in 6) still finds картечь.
 */
const MAX_DISTANCE = 0.34;

/**
 * The `limit` glossary terms closest to the query, in either language and either keyboard layout,
 * closest first; only those with at most one letter in three wrong. Empty when the query has no letters
 * or digits at all.
 */
export function suggestGlossaryTerms(
  query: string,
  terms: readonly SearchTerm[],
  limit = 5,
): TermSuggestion[] {
  const typed = tokenize(normalize(query.slice(0, MAX_CHARS))).join(' ');
  // Function words alone ("так", "the") name no term.
  if (tokenize(typed).every(isStopword)) return [];
  const variants = [
    typed,
    latinToCyrillicLayout(query.slice(0, MAX_CHARS)),
    cyrillicToLatinLayout(query.slice(0, MAX_CHARS)),
  ]
    .map((v) => tokenize(normalize(v)).join(' '))
    .filter((v, i, all) => v && all.indexOf(v) === i);
  const scored = terms.map((term) => {
    let distance = 1;
    for (const form of LANGS.flatMap((lang) => term[lang])) {
      const f = tokenize(normalize(form)).join(' ');
      for (const v of variants) distance = Math.min(distance, formDistance(v, f));
    }
    return suggestion(term, distance);
  });
  return scored
    .filter((s) => s.distance <= MAX_DISTANCE)
    .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
    .slice(0, limit);
}
