/**
 * What a language's first chunk (lang-en.ts, lang-ru.ts) hands the registry (registry.ts): its
 * words and its vocabulary's names. Its own file, so the chunks and the registry that loads them
 * import it without importing each other.
 */
import type { Messages } from './en';
import type { EngineNames } from './engine/types';

export interface LanguagePack {
  messages: Messages;
  engineNames: EngineNames;
}
