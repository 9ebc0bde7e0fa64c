import type { Lang } from '../reference/types';
import type { Messages } from './en';
import type { Widen } from './widen';

export { plural } from './plural';
export { isLanguageLoaded, loadLanguage, messagesFor } from './registry';
export type { Messages };

/** The player's browser language decides the first language: Russian if it is preferred, else English. */
export function detectLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ru' || base === 'en') return base;
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
