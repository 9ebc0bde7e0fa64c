/**
 * Word → index term: normalise, then stem with the Snowball stemmer of the word's alphabet.
 * Only the Russian and English stemmers are imported (bundle size: this ships to phones).
 */
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemRu } from '@orama/stemmers/russian';
import { normalize, scriptOf } from './normalize';

/**
 * A light step after Snowball so forms it leaves apart still meet: a trailing е/и/й/ь goes, because
 * Snowball gives "батаре" for батарея but "батар" for батареи/батарей. It only ever shortens a stem,
 * so a word typed half-way still prefix-matches the full word's term. (Fleeting vowels, ядра/ядер,
 * are left to the glossary: dropping them inside the stem broke prefixes, "стрел" → "стрл".)
 */
function lightRu(stem: string): string {
  return stem.length > 3 && /[еийь]$/.test(stem) ? stem.slice(0, -1) : stem;
}

/** The index term for one word (already split out by the tokenizer). */
export function termOf(word: string): string {
  const w = normalize(word);
  // Digits and mixed tokens (2д6, 9pdr, 1812) are kept whole: stemming them would only blur them.
  if (/[0-9]/.test(w)) return w;
  const script = scriptOf(w);
  if (script === 'cyrillic') return lightRu(stemRu(w));
  if (script === 'latin') return stemEn(w);
  return w;
}
