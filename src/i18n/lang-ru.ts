import { ruNames as engineNames } from './engine/ru-names';
import type { LanguagePack } from './language-pack';
import { ru } from './ru';

/** Everything the first screen says in Russian: the UI strings and the vocabulary's names. */
export const language: LanguagePack = { messages: ru, engineNames };
