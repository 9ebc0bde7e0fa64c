import { en } from './en';
import { enNames as engineNames } from './engine/en-names';
import type { LanguagePack } from './language-pack';

/** Everything the first screen says in English: the UI strings and the vocabulary's names. */
export const language: LanguagePack = { messages: en, engineNames };
