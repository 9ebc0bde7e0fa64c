import { ru as engine } from './engine/ru';
import type { LanguagePack } from './registry';
import { ru } from './ru';

/** Everything the app says in Russian: the UI strings and the engine's codes. */
export const language: LanguagePack = { messages: ru, engine };
