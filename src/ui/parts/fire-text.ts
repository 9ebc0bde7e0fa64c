/**
 * The Fire screen's words (and the result card's, which the Log shows too). They travel with these
 * screens' chunks, not with the first screen's language chunk (`byLang`, as Settings does).
 */
import { byLang } from '../../i18n';
import { fireEn } from '../../i18n/fire';
import { fireRu } from '../../i18n/ru/fire';
import type { Lang } from '../../reference/types';

export type FireText = typeof fireEn;

export const fireText = (lang: Lang): FireText => byLang(lang, fireEn, fireRu) as FireText;
