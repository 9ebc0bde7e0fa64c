/**
 * The languages the app speaks, the rules text's own (Russian) first. Apart so the first screen's
 * chunk carries only this (vite.config.ts's `shell` group). Every table of words or of bilingual data
 * is a `Record<Lang, …>`: a language added here is a compile error at each table that lacks it
 * (tests/unit/i18n/third-language.test.ts), never English shown in its place.
 */
export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Whether a stored or typed value names one of the app's languages. */
export function isLang(value: unknown): value is Lang {
  return LANGS.some((lang) => lang === value);
}
