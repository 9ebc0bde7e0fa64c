/**
 * The paste box's words (the catalogue's `paste`, fetched with its chunk), held to the
 * order-of-battle reader's codes: a line kind, a problem or a guess code of src/oob with no words,
 * or words for a code it does not have, does not compile.
 */
import type { Lang } from '../../../core';
import type { PasteWords } from '../../../i18n';
import { wordsIn } from '../../../i18n';
import type { GuessCode, LineKind, OobProblemCode } from '../../../oob';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Compiles only while the words' keys are exactly the reader's codes. */
export type CodesWorded = [
  Holds<Same<keyof PasteWords['kinds'], LineKind>>,
  Holds<Same<keyof PasteWords['problems'], OobProblemCode>>,
  Holds<Same<keyof PasteWords['guesses'], GuessCode>>,
];

export type PasteText = PasteWords;

export const pasteText = (lang: Lang): PasteText => wordsIn(lang, 'paste');
