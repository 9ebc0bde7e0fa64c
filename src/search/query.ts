/**
 * Query planning: from what the player typed to the list of index terms to look up, each with its
 * own prefix / typo / weight settings. Handles the wrong keyboard layout and glossary synonyms.
 */
import { editDistance } from './distance';
import {
  couldBeCyrillicTypedEnglish,
  couldBeLatinTypedRussian,
  cyrillicToLatinLayout,
  latinToCyrillicLayout,
} from './layout';
import { normalize, tokenize } from './normalize';
import type { SearchTerm } from './schema';
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

/** Glossary form split into index terms: "open order" → ["open", "order"]. */
export interface CompiledTerm {
  term: SearchTerm;
  forms: string[][];
}

export function compileGlossary(terms: readonly SearchTerm[]): CompiledTerm[] {
  return terms.map((term) => ({
    term,
    forms: [...term.ru, ...term.en]
      .map((form) => tokenize(form).map(termOf).filter(Boolean))
      .filter((f) => f.length > 0),
  }));
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

/** Whether a query term stands for a glossary form's term: equal, a prefix being typed, or one typo. */
function termMeets(queryTerm: string, queryWord: string, formTerm: string, isLast: boolean): boolean {
  if (queryTerm === formTerm) return true;
  if (isLast && queryTerm.length >= 4 && formTerm.startsWith(queryTerm)) return true;
  const budget = typoBudget(queryWord, queryTerm);
  return budget > 0 && editDistance(queryTerm, formTerm, 1) <= 1;
}

/** Glossary terms named in the query: every term of some form appears, in order, in the query. */
export function glossaryMatches(words: QueryWord[], glossary: readonly CompiledTerm[]): CompiledTerm[] {
  const found: CompiledTerm[] = [];
  for (const entry of glossary) {
    const hit = entry.forms.some((form) => {
      for (let start = 0; start + form.length <= words.length; start++) {
        let ok = true;
        for (let k = 0; k < form.length && ok; k++) {
          const w = words[start + k];
          const f = form[k];
          ok =
            w !== undefined &&
            f !== undefined &&
            termMeets(w.term, w.word, f, start + k === words.length - 1);
        }
        if (ok) return true;
      }
      return false;
    });
    if (hit) found.push(entry);
  }
  return found;
}

export interface QueryPlan {
  /** What was typed, one entry per distinct term: prefix while typing, typo budget. */
  typed: PlannedTerm[];
  /**
   * Glossary synonyms in both languages, one entry per form, looked up exactly. A multi-word form
   * must match whole ("рассыпной строй застрельщиков" is the skirmish screen; its words one by one
   * would drag in every open-order clause).
   */
  synonyms: string[][];
}

const MAX_SYNONYM_FORMS = 24;

/** The terms to look up: what was typed (prefix + typos), then glossary synonyms in both languages. */
export function planQuery(words: QueryWord[], glossary: readonly CompiledTerm[]): QueryPlan {
  const typed = new Map<string, PlannedTerm>();
  for (const { word, term } of words) {
    const prev = typed.get(term);
    const next: PlannedTerm = {
      term,
      // Prefix on every word of 3+ letters: players type "карт стрел" and expect both to count.
      prefix: term.length >= 3,
      fuzzy: term.length > MAX_WORD_CHARS ? 0 : typoBudget(word, term),
    };
    if (!prev || next.fuzzy > prev.fuzzy) typed.set(term, next);
  }
  const synonyms = new Map<string, string[]>();
  for (const entry of glossaryMatches(words, glossary)) {
    for (const form of entry.forms) {
      // "с", "of" inside multi-word forms (снятие с передков, line of sight) add nothing but misses.
      const terms = form.filter((t) => t.length >= 3 || /[0-9]/.test(t));
      if (terms.length === 0 || terms.every((t) => typed.has(t))) continue;
      const key = terms.join(' ');
      if (!synonyms.has(key) && synonyms.size < MAX_SYNONYM_FORMS) synonyms.set(key, terms);
    }
  }
  return { typed: [...typed.values()], synonyms: [...synonyms.values()] };
}
