/**
 * The two languages' words live in two chunks (`lang-en`, `lang-ru`), so a phone downloads and
 * parses only the language it shows; the other is fetched (from the precache) when the player
 * switches. `loadLanguage` must have finished before a language is shown: main.tsx awaits the first
 * one before the first render, and the language switch awaits the other.
 */
import type { Lang } from '../reference/types';
import type { Messages } from './en';
import type { EngineWords } from './engine/types';

export interface LanguagePack {
  messages: Messages;
  engine: EngineWords;
}

const loaded: Partial<Record<Lang, LanguagePack>> = {};

export function registerLanguage(lang: Lang, pack: LanguagePack): void {
  loaded[lang] = pack;
}

export function isLanguageLoaded(lang: Lang): boolean {
  return loaded[lang] !== undefined;
}

function get(lang: Lang): LanguagePack {
  const pack = loaded[lang];
  if (!pack) throw new Error(`i18n.not-loaded:${lang}`); // a programming error: loadLanguage first
  return pack;
}

export function messagesFor(lang: Lang): Messages {
  return get(lang).messages;
}

export function engineWordsFor(lang: Lang): EngineWords {
  return get(lang).engine;
}

export async function loadLanguage(lang: Lang): Promise<void> {
  if (isLanguageLoaded(lang)) return;
  const mod = lang === 'ru' ? await import('./lang-ru') : await import('./lang-en');
  registerLanguage(lang, mod.language);
}
