/** The compiled vocabularies (made once, on the first reading). */

import { Vocabulary } from './vocabulary';
import { COLUMN_WORDS, LINE_WORDS, RATING_WORDS } from './words-lines';
import { NATION_WORDS } from './words-nations';
import { UNIT_WORDS } from './words-units';

export interface Vocabularies {
  /** Units, nations, headings, the lines that are not units. */
  readonly words: Vocabulary;
  readonly ratings: Vocabulary;
  readonly columns: Vocabulary;
}

let made: Vocabularies | undefined;

export function vocabularies(): Vocabularies {
  made ??= {
    words: new Vocabulary([...NATION_WORDS, ...UNIT_WORDS, ...LINE_WORDS]),
    ratings: new Vocabulary(RATING_WORDS),
    columns: new Vocabulary(COLUMN_WORDS),
  };
  return made;
}
