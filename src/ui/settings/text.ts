/** The Settings screen's words: they travel with its chunk, not with the first screen's language chunk. */
import { byLang } from '../../i18n';
import { settingsRu } from '../../i18n/ru/settings';
import { settingsEn } from '../../i18n/settings';
import type { Lang } from '../../reference/types';

export type SettingsText = typeof settingsEn;

export const settingsText = (lang: Lang): SettingsText =>
  byLang(lang, settingsEn, settingsRu) as SettingsText;
