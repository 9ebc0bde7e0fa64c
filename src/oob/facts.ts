/**
 * The vocabulary's shape: a word (or phrase) and what it says about a unit or a line. The words
 * themselves are data in words-*.ts; vocabulary.ts compiles them for matching.
 *
 * Forms are written folded (lower case, no accents, ё as е), '|' between forms; a form ending in
 * '*' is a stem (any ending: батальон* matches батальона, батальонов), any other form is the
 * whole word; a form with spaces is a phrase, each of its words a form.
 */
import type { Arm, BatteryKind, InfantryMarkers, InfantryType, Nation, UnitClass } from '../core';

/** 1: a hint (Léger is light), 2: a word that names it (light), 3: decisive (battery, hussars). */
export type Weight = 1 | 2 | 3;

export type HeadingWord = 'brigade' | 'group' | 'formation' | 'side' | 'unattached' | 'commander' | 'rank';
export type LineWord = 'total' | 'tally' | 'note' | 'title' | 'month' | 'game-note';
export type Column =
  | 'name'
  | 'type'
  | 'class'
  | 'figures'
  | 'men'
  | 'count'
  | 'guns'
  | 'nation'
  | 'brigade'
  | 'commander'
  | 'rating'
  | 'side'
  | 'notes';

export type Fact =
  | { readonly f: 'arm'; readonly v: Arm; readonly w: Weight }
  | { readonly f: 'type'; readonly v: InfantryType; readonly w: Weight }
  | { readonly f: 'marker'; readonly v: keyof InfantryMarkers }
  | { readonly f: 'class'; readonly v: UnitClass; readonly w: Weight }
  | { readonly f: 'kind'; readonly v: BatteryKind; readonly w: Weight }
  | { readonly f: 'nation'; readonly v: Nation }
  /** A unit noun: a number before it counts units (3 bns) or not (4 squadrons). */
  | { readonly f: 'noun'; readonly counts: boolean }
  | { readonly f: 'figs' }
  | { readonly f: 'men' }
  | { readonly f: 'guns' }
  | { readonly f: 'caliber' }
  | { readonly f: 'howitzer' }
  | { readonly f: 'each' }
  | { readonly f: 'and' }
  /** A word a number follows in a name (IR 4, № 12, Regiment 36): that number is no figure count. */
  | { readonly f: 'numbered' }
  | { readonly f: 'heading'; readonly v: HeadingWord }
  | { readonly f: 'line'; readonly v: LineWord }
  | { readonly f: 'rating' }
  | { readonly f: 'column'; readonly v: Column };

export interface WordEntry {
  readonly forms: string;
  readonly facts: readonly Fact[];
  /** Left out of a unit's name at its ends (veteran, regular, each): says something, names nothing. */
  readonly drop?: boolean;
}

export function words(forms: string, ...facts: Fact[]): WordEntry {
  return { forms, facts };
}

/** A word left out of a unit's name where it ends it ("Veteran 4e Léger" is 4e Léger). */
export function dropped(forms: string, ...facts: Fact[]): WordEntry {
  return { forms, facts, drop: true };
}

export const arm = (v: Arm, w: Weight): Fact => ({ f: 'arm', v, w });
export const type = (v: InfantryType, w: Weight): Fact => ({ f: 'type', v, w });
export const marker = (v: keyof InfantryMarkers): Fact => ({ f: 'marker', v });
export const cls = (v: UnitClass, w: Weight): Fact => ({ f: 'class', v, w });
export const kind = (v: BatteryKind, w: Weight): Fact => ({ f: 'kind', v, w });
export const nation = (v: Nation): Fact => ({ f: 'nation', v });
export const noun = (counts: boolean): Fact => ({ f: 'noun', counts });
export const heading = (v: HeadingWord): Fact => ({ f: 'heading', v });
export const line = (v: LineWord): Fact => ({ f: 'line', v });
export const column = (v: Column): Fact => ({ f: 'column', v });
export const FIGS: Fact = { f: 'figs' };
export const MEN: Fact = { f: 'men' };
export const GUNS: Fact = { f: 'guns' };
export const CALIBER: Fact = { f: 'caliber' };
export const HOWITZER: Fact = { f: 'howitzer' };
export const EACH: Fact = { f: 'each' };
export const AND: Fact = { f: 'and' };
export const NUMBERED: Fact = { f: 'numbered' };
export const RATING: Fact = { f: 'rating' };
