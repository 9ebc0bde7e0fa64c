/** The Log screen's words: they travel with its chunk, not with the first screen's language chunk. */
import { byLang } from '../../i18n';
import { logEn } from '../../i18n/log';
import { logRu } from '../../i18n/ru/log';
import type { Lang } from '../../reference/types';

export type LogText = typeof logEn;

export const logText = (lang: Lang): LogText => byLang(lang, logEn, logRu) as LogText;
