/**
 * The practice pack: OUR OWN plausible numbers, so the app can be tried before a player enters
 * the values from their own copy of the rulebook. None of these numbers comes from General de
 * Brigade or any other published rules; the pack says so in its name and source, and
 * `official: false` makes every result that uses it carry the "practice values" label.
 */
import type { RulePack, TableColumn } from '../core';
import { builtInPack } from './built-in';

/** A contiguous column from its lowest score and the casualties at each score upward. */
function rows(firstScore: number, casualties: readonly number[]): TableColumn {
  return casualties.map((count, index) => ({ score: firstScore + index, casualties: count }));
}

/**
 * Ranges: inches are for 25/28 mm figures, centimetres for 15 mm (the text's own pairing of
 * 10 cm with 6"); both invented, in roughly the proportions such rules tend to use.
 */
export const practicePackData = {
  id: 'practice',
  name: {
    en: 'Practice values — not from the rulebook',
    ru: 'Учебные значения — не из книги правил',
  },
  // Bumped on every change to the numbers (core/pack.ts): 2 added the cavalry and battery targets.
  version: 2,
  source: {
    en: 'Made up by the Grand Battery authors to try the app. Not taken from any rulebook: for real games enter yours.',
    ru: 'Придуманы авторами Grand Battery для пробы приложения. Не взяты ни из какой книги правил: для игры введите свои.',
  },
  official: false,
  scales: ['cm', 'in'],
  gunTypes: [
    {
      id: '6pdr',
      name: { en: '6-pounder', ru: '6-фунтовое орудие' },
      ranges: { canister: { cm: 15, in: 9 }, effective: { cm: 40, in: 24 }, long: { cm: 75, in: 45 } },
    },
    {
      id: '9pdr',
      name: { en: '9-pounder', ru: '9-фунтовое орудие' },
      batteryKinds: ['foot', 'horse'],
      ranges: { canister: { cm: 15, in: 9 }, effective: { cm: 45, in: 27 }, long: { cm: 85, in: 51 } },
    },
    {
      id: '12pdr',
      name: { en: '12-pounder', ru: '12-фунтовое орудие' },
      batteryKinds: ['foot'],
      ranges: { canister: { cm: 15, in: 9 }, effective: { cm: 50, in: 30 }, long: { cm: 95, in: 57 } },
    },
    {
      id: '3pdr-horse',
      name: { en: '3-pounder (horse)', ru: '3-фунтовое орудие (конное)' },
      batteryKinds: ['horse'],
      ranges: { canister: { cm: 10, in: 6 }, effective: { cm: 30, in: 18 }, long: { cm: 60, in: 36 } },
    },
    {
      id: 'howitzer',
      name: { en: 'Howitzer', ru: 'Гаубица' },
      ranges: { canister: { cm: 10, in: 6 }, effective: { cm: 35, in: 21 }, long: { cm: 70, in: 42 } },
    },
  ],
  modifiers: {
    movedHalf: -1,
    // Dense targets suffer more, a skirmish screen less; line is the baseline (no entry).
    targetFormation: { column: 1, square: 2, 'skirmish-screen': -3 },
    // Practice values too (version 2): horses make a bigger target than a line of foot, a column
    // of them bigger still; a battery's few guns and crews are a small one.
    cavalryFormation: { line: 1, column: 2 },
    batteryTarget: -2,
  },
  // Scores 0..14 cover 2D6 (2..12) with a couple of points of modifiers either way.
  table: {
    roundshot: {
      canister: rows(0, [0, 0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6]),
      effective: rows(0, [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5]),
      long: rows(0, [0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3]),
    },
    canister: {
      canister: rows(0, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8]),
      effective: rows(0, [0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5]),
      // Canister cannot reach long range.
      long: null,
    },
  },
  // Practice thresholds too, and their words say so: the rules text names no morale test, so these
  // only show where a rulebook's own thresholds would mark units and brigades at the end of a turn.
  // Short words and source, so the pack still fits one QR code (tests/unit/share/frames.test.ts).
  morale: {
    unitAtOrUnder: { percent: 50, words: { en: 'Practice threshold', ru: 'Учебный порог' } },
    brigadeLost: { percent: 25, words: { en: 'Practice threshold', ru: 'Учебный порог' } },
  },
} as const satisfies RulePack;

/** Validated when the app is built and by its test (see built-in.ts). */
export const practicePack = builtInPack(practicePackData);
