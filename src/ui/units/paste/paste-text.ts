/**
 * The paste box's words, travelling with its chunk (`byLang`, as the compact roster does), held to
 * the order-of-battle reader's codes: a line kind, a problem or a guess code with no words in
 * either language does not compile.
 */
import { byLang } from '../../../i18n';
import { type CodeParams, pasteEn } from '../../../i18n/paste';
import { pasteRu } from '../../../i18n/ru/paste';
import type { GuessCode, LineKind, OobProblemCode } from '../../../oob';
import type { Lang } from '../../../reference/types';

type Worded<K extends string> = Readonly<Record<K, (p: CodeParams) => string>>;

export type PasteText = Omit<typeof pasteEn, 'kinds' | 'problems' | 'guesses'> & {
  readonly kinds: Readonly<Record<LineKind, string>>;
  readonly problems: Worded<OobProblemCode>;
  readonly guesses: Worded<GuessCode>;
};

const en: PasteText = pasteEn;
const ru: PasteText = pasteRu;

export const pasteText = (lang: Lang): PasteText => byLang(lang, en, ru) as PasteText;
