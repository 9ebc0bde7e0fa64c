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
