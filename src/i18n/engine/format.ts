/**
 * Numbers, distances and modifiers as a player reads them at the table, in either language.
 * Shared by en.ts and ru.ts so both print the same value the same way (only the language's own
 * conventions differ: a decimal comma in Russian).
 */
import { type Scale, TEN_CM_RULE_DISTANCE } from '../../core/sides';
import type { Lang } from '../../reference/types';

/** Between a number and its unit: keeps "10 cm" on one line on a narrow phone screen. */
export const NBSP = '\u00a0';

/** A proper minus sign for negative modifiers (−2, as the rules print it once the "=-2" typo is read). */
export const MINUS = '\u2212';

const numberFormats: Record<Lang, Intl.NumberFormat> = {
  // No grouping: distances up to 1000 and years read better as "1000" and "1812".
  en: new Intl.NumberFormat('en', { maximumFractionDigits: 2, useGrouping: false }),
  ru: new Intl.NumberFormat('ru', { maximumFractionDigits: 2, useGrouping: false }),
};

/** 12.5 in English, 12,5 in Russian; negative numbers with a real minus sign. */
export function formatNumber(lang: Lang, value: number): string {
  const text = numberFormats[lang].format(Math.abs(value));
  return value < 0 ? `${MINUS}${text}` : text;
}

/**
 * Figures as players count them: whole and half figures, "23½", "½", "0" (the rulebooks' tables
 * give halves). Anything finer than a half (never stored) falls back to the plain number.
 */
export function formatFigures(lang: Lang, value: number): string {
  if (!Number.isFinite(value)) return formatNumber(lang, 0);
  const whole = Math.trunc(value);
  const rest = Math.abs(value - whole);
  if (rest === 0) return formatNumber(lang, whole);
  if (rest !== 0.5) return formatNumber(lang, value);
  const sign = value < 0 ? MINUS : '';
  return whole === 0 ? `${sign}½` : `${sign}${formatNumber(lang, Math.abs(whole))}½`;
}

/** A modifier as players write it: +1, −2, 0. */
export function formatSigned(lang: Lang, value: number): string {
  if (value > 0) return `+${formatNumber(lang, value)}`;
  return formatNumber(lang, value);
}

/** The centimetre's sign in each language (the inch mark is the same in all). */
const CENTIMETRES: Readonly<Record<Lang, string>> = { ru: 'см', en: 'cm' };

/**
 * A distance in the game's scale: "10 cm" / "10 см" or `6"` in both languages (the inch mark is
 * what the Russian text itself prints: «10см (6”)»).
 */
export function formatDistance(lang: Lang, value: number, scale: Scale): string {
  const number = formatNumber(lang, value);
  if (scale === 'in') return `${number}"`;
  return `${number}${NBSP}${CENTIMETRES[lang]}`;
}

/**
 * The rules text's "10 cm (6")" of artillery.restrictions.B.a and C.b, in the game's scale only:
 * it is not a conversion (rules-notes quirk), so never both numbers at once.
 */
export function ruleDistance(lang: Lang, scale: Scale): string {
  return formatDistance(lang, TEN_CM_RULE_DISTANCE[scale], scale);
}

/** A number param, or undefined when the engine did not send it (the sentence then leaves it out). */
export function param(
  params: Readonly<Record<string, number>> | undefined,
  name: string,
): number | undefined {
  const value = params?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
