/**
 * The i18n room's face: what other rooms import. Words come through ONE accessor,
 * `wordsIn(lang, namespace)` (registry.ts), from the catalogue (catalogue.ts: en/ and ru/, a file a
 * namespace); names the players typed go into sentences through `isolateName`/`isolate` (bidi.ts).
 * The engine's codes become sentences through the helpers of i18n/engine (refusalText,
 * packProblemLine…), imported from there by the screens that show them: this face is in the first
 * screen's chunk, and those helpers (with the vocabulary they read) are not.
 */
import { isLang, type Lang } from '../core';

export { isolate, isolateName } from './bidi';
export type { Namespace, Words } from './catalogue';
export type { AppWords } from './en/app';
export type { FireWords } from './en/fire';
export type { PacksWords } from './en/packs';
export type { PasteWords } from './en/paste';
export type { SheetWords } from './en/sheet';
export { formatDistance, formatFigures, formatNumber, formatSigned, ruleDistance } from './engine/format';
export type {
  EngineNames,
  EngineWords,
  PackPhrase,
  PackProblemContext,
  Phrase,
  QuestionWords,
  WordContext,
} from './engine/types';
export { type PluralForms, plural } from './plural';
export { loadLanguage, loadWords, withWords, wordsIn } from './registry';

/**
 * The player's browser language decides the first language: the first of the phone's languages
 * the app speaks, else English (the language of most phones whose own the app does not speak).
 */
export function detectLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}
