import type { Lang } from '../reference/types';
import { en, type Messages } from './en';
import { ru } from './ru';

export { plural } from './plural';
export type { Messages };

export const MESSAGES: Record<Lang, Messages> = { en, ru };

/** The player's browser language decides the first language: Russian if it is preferred, else English. */
export function detectLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ru' || base === 'en') return base;
  }
  return 'en';
}

/** "Show this clause in <language>", written in that language so a reader of it recognises it. */
export const SHOW_IN: Record<Lang, string> = { ru: 'Показать по-русски', en: 'Show in English' };

/** Language names in their own language. */
export const LANG_NAMES: Record<Lang, string> = { ru: 'Русский', en: 'English' };
