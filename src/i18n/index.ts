import { isLang, type Lang } from '../core/lang';
import type { Messages } from './en';
import type { Widen } from './widen';

export { plural } from './plural';
export { isLanguageLoaded, loadLanguage, messagesFor } from './registry';
export type { Messages };

/** Each language's name in itself, for the language switch (Settings). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { ru: 'Русский', en: 'English' };

/**
 * The player's browser language decides the first language: the first of the phone's languages
 * the app speaks, else English (the language of most phones whose own the app does not speak).
 */
export function detectLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/**
 * A screen's own dictionary in the player's language. Screens that are their own chunk (Settings, the
 * pack editor) keep their strings with them, so the language chunk of the first paint stays small.
 */
export function byLang<T>(lang: Lang, en: T, ru: Widen<T>): Widen<T> {
  return (lang === 'ru' ? ru : en) as Widen<T>;
}
