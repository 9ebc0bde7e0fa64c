/** The Rules screens' words: they travel with their chunk, not with the first screen's language chunk. */
import { byLang } from '../../i18n';
import { rulesRu } from '../../i18n/ru/rules';
import { rulesEn } from '../../i18n/rules';
import type { Lang } from '../../reference/types';

export type RulesText = typeof rulesEn;

export const rulesText = (lang: Lang): RulesText => byLang(lang, rulesEn, rulesRu) as RulesText;
