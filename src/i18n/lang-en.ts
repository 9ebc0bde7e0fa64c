import { en } from './en';
import { en as engine } from './engine/en';
import type { LanguagePack } from './registry';

/** Everything the app says in English: the UI strings and the engine's codes. */
export const language: LanguagePack = { messages: en, engine };
