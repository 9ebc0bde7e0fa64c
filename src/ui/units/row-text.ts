/**
 * The compact roster's words, travelling with its chunk, not with the first screen's language chunk
 * (`byLang`, as the Fire screen does).
 */
import { byLang } from '../../i18n';
import { unitRowsRu } from '../../i18n/ru/unit-rows';
import { unitRowsEn } from '../../i18n/unit-rows';
import type { Lang } from '../../reference/types';

export type UnitRowsText = typeof unitRowsEn;

export const rowText = (lang: Lang): UnitRowsText => byLang(lang, unitRowsEn, unitRowsRu) as UnitRowsText;
