/** The Club server screen's words: they travel with its chunk, not with the first screen's language chunk. */
import { byLang } from '../../i18n';
import { clubEn } from '../../i18n/club';
import { clubRu } from '../../i18n/ru/club';
import type { Lang } from '../../reference/types';

export type ClubText = typeof clubEn;

export const clubText = (lang: Lang): ClubText => byLang(lang, clubEn, clubRu) as ClubText;
