/** The Share screens' words (Show, Receive): they travel with their chunk, not with the first screen's language chunk. */
import { byLang } from '../../i18n';
import { shareRu } from '../../i18n/ru/share';
import { shareEn } from '../../i18n/share';
import type { Lang } from '../../reference/types';

export type ShareText = typeof shareEn;

export const shareText = (lang: Lang): ShareText => byLang(lang, shareEn, shareRu) as ShareText;
