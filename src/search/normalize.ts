/**
 * Text normalisation shared by the index builder and the query side. Whatever is done here is done
 * identically at build time and at search time, so the two always agree on what a "word" is.
 */

/** Latin letters with diacritics (Jäger, Fusilier, é…) fold to plain ASCII; Cyrillic is left alone. */
const LATIN_WITH_MARKS = /[\u00C0-\u024F]/g;
const COMBINING_MARKS = /[\u0300-\u036F]/g;

/**
 * Lower-cases, folds ё to е (players type either; the seed mixes them, e.g. "ведёт") and strips
 * diacritics from Latin letters (Jäger = Jager). Й is kept: it carries Russian endings the stemmer needs.
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(LATIN_WITH_MARKS, (c) => c.normalize('NFD').replace(COMBINING_MARKS, ''));
}

/** A word in display text, with where it sits, so snippets can highlight the original characters. */
export interface WordSpan {
  start: number;
  end: number;
  word: string;
}

/** Letters and digits make words; everything else (punctuation, quotes, °, ”) separates them. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into words (no normalisation) with their positions. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    spans.push({ start, end: start + m[0].length, word: m[0] });
  }
  return spans;
}

/** Splits text into words, for MiniSearch's `tokenize`. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

export type Script = 'cyrillic' | 'latin' | 'other';

/** Which alphabet a word is mostly written in. Digits and symbols count for neither. */
export function scriptOf(word: string): Script {
  let cyr = 0;
  let lat = 0;
  for (const ch of word) {
    if (/[\u0400-\u04FF]/.test(ch)) cyr++;
    else if (/[a-zA-Z\u00C0-\u024F]/.test(ch)) lat++;
  }
  if (cyr === 0 && lat === 0) return 'other';
  return cyr >= lat ? 'cyrillic' : 'latin';
}
