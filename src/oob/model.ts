/**
 * What an order of battle is once read: sides, their brigades with commanders, units with what a
 * card needs, and an account of every line of the text (what was read, what was guessed and why,
 * what could not be read, as stable codes: the words are the screens'). Plain data only.
 */
import type {
  Arm,
  BatteryKind,
  GunType,
  GunTypeId,
  InfantryMarkers,
  InfantryType,
  Nation,
  UnitClass,
} from '../core';

/** One unit as a card needs it. Cavalry and batteries carry `line` and no markers. */
export interface OobUnit {
  readonly name: string;
  readonly arm: Arm;
  readonly infantryType: InfantryType;
  readonly markers: InfantryMarkers;
  readonly class: UnitClass;
  readonly nation: Nation;
  /** Whole or half figures; absent where the text gives none (or men without a figure scale). */
  readonly figures?: number;
  /** Batteries only: the pack's gun type; absent where the text names a gun the pack lacks. */
  readonly gunType?: GunTypeId;
  /** Batteries only. */
  readonly batteryKind?: BatteryKind;
}

export interface OobBrigade {
  readonly name: string;
  /** The commander's name as written, rank included ("GdB Lefèvre"). */
  readonly commander?: string;
  /** The commander's rating as the word written ("Good", «хороший»): the pack's words match it later. */
  readonly rating?: string;
  readonly units: readonly OobUnit[];
}

export interface OobSide {
  /** As written in its heading; absent when the text has no side heading. */
  readonly name?: string;
  /** The nation its units are of unless a unit line says otherwise. */
  readonly nation: Nation;
  readonly commander?: string;
  readonly rating?: string;
  readonly brigades: readonly OobBrigade[];
  /** Units of no brigade. */
  readonly units: readonly OobUnit[];
}

/**
 * The rule pack's figure scale: men per figure. No pack has one yet; a caller that passes a
 * practice scale says so (`practice: true`), and every unit it turns into figures is marked so.
 */
export interface FigureScale {
  readonly menPerFigure: number;
  readonly practice: boolean;
  /** Round men to half figures instead of whole ones (some players keep halves). */
  readonly halves?: boolean;
}

export interface OobContext {
  /** The rule pack's gun types (ids and names in both languages). */
  readonly guns: readonly Pick<GunType, 'id' | 'name' | 'batteryKinds'>[];
  /** Absent: a count of men is read but makes no figures (`men.no-figure-scale`). */
  readonly figureScale?: FigureScale;
  /** The nation of each side's units where its heading names none, by the side's order (the last repeats). */
  readonly nations: readonly [Nation, ...Nation[]];
  /** The pack's commander rating words, when it has some (besides the common ones in words-headings.ts). */
  readonly ratings?: readonly string[];
}

/** What kind of line it is. */
export const LINE_KINDS = [
  'side',
  'brigade',
  'unattached',
  'formation',
  'commander',
  'unit',
  'units',
  'columns',
  'title',
  'note',
  'total',
  'date',
  'blank',
  'unread',
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Why a value was guessed (none of them was written on the line). */
export const GUESS_CODES = [
  /** The side's nation: its heading names none (`nation` the context's default). */
  'nation.default',
  /** No class word: `line` (regular). */
  'class.not-given',
  /** No word says infantry, cavalry or artillery: infantry. */
  'arm.not-given',
  /** Infantry with no line/light word: line. */
  'infantry-type.not-given',
  /** A battery with no foot/horse word: foot. */
  'battery-kind.not-given',
  /** A battery with no gun named: the pack's first gun of its kind (`gunType`). */
  'gun.not-given',
  /** Figures from men at the figure scale (`men`, `menPerFigure`, `practice`). */
  'figures.from-men',
  /** A number alone of 100 or more read as men (`number`). */
  'number.as-men',
  /** Men given for several units at once, shared equally (`men`, `count`). */
  'men.shared',
  /** Figures given once for several units, read as each unit's (`figures`, `count`). */
  'figures.each',
  /** A division's or corps' commander taken as the side's (`commander`). */
  'commander.of-side',
] as const;
export type GuessCode = (typeof GUESS_CODES)[number];

/** What could not be read (the screens word them in the player's language). */
export const OOB_PROBLEM_CODES = [
  /** The line is neither a heading, a unit nor a known non-unit line. */
  'line.unread',
  /** Words of a unit or heading line that were not understood (`words`): left out of the unit. */
  'words.unread',
  /** Two words say different things (`field`, `kept`, `dropped`): the first stronger one kept. */
  'words.conflict',
  /** A unit with no figures (and no men). */
  'figures.missing',
  /** A count of figures that is not whole or half (`found`). */
  'figures.not-half',
  /** More figures than a card holds (`found`, `max`). */
  'figures.too-many',
  /** Men with no figure scale in the pack (`men`): no figures. */
  'men.no-figure-scale',
  /** A gun the pack does not have (`written`). */
  'gun.unknown',
  /** A gun the pack does not give this battery kind (`gun`, `kind`). */
  'gun.not-for-kind',
  /** A battery of several guns (`others`): the first kept. */
  'gun.mixed',
  /** More units on one line than the reader makes (`count`, `max`): one made. */
  'count.too-many',
  /** A list of battalion numbers and a count that differ (`listed`, `count`): the list kept. */
  'count.differs',
  /** A unit with no name. */
  'name.missing',
  /** A spreadsheet column the reader does not know (`column`). */
  'column.unknown',
] as const;
export type OobProblemCode = (typeof OOB_PROBLEM_CODES)[number];

export type OobParams = Readonly<Record<string, string | number | boolean>>;

export interface Guess {
  readonly field: string;
  readonly code: GuessCode;
  readonly params?: OobParams;
}

export interface OobProblem {
  readonly code: OobProblemCode;
  readonly params?: OobParams;
}

/** One unit a line made, with what was guessed for it and what could not be read. */
export interface LineUnit {
  readonly unit: OobUnit;
  readonly guessed: readonly Guess[];
  readonly problems: readonly OobProblem[];
}

export interface OobLine {
  /** 1-based. */
  readonly number: number;
  readonly text: string;
  readonly kind: LineKind;
  /** The side the line names or stands in (an index of `sides`). */
  readonly side?: number;
  /** The brigade the line names or whose units it gives (an index of that side's brigades). */
  readonly brigade?: number;
  readonly units: readonly LineUnit[];
  /** Guesses and problems of the line itself (a heading's). */
  readonly guessed: readonly Guess[];
  readonly problems: readonly OobProblem[];
}

export interface OobReading {
  readonly sides: readonly OobSide[];
  readonly lines: readonly OobLine[];
}
