/**
 * The shape of the engine dictionary. Every record is keyed by the engine's own code unions, so a
 * code added to src/core or src/packs without words is a compile error in the en/ AND ru/ files
 * (app.ts's names, terms.ts, engine.ts, pack-problems.ts).
 */

import type {
  CheckCode,
  FiresAs,
  ModifierCode,
  ModifierSource,
  Params,
  RefusalCode,
  SituationQuestion,
  TableCell,
} from '../../core';
import {
  type Ammo,
  type Arm,
  type BatteryKind,
  type Formation,
  type InfantryMarkers,
  type InfantryType,
  LANGS,
  MORALE_THRESHOLDS,
  type Moved,
  type Nation,
  type RangeBand,
  RULE_PACK_KEYS,
  type RuleRef,
  type Scale,
  type Side,
  type UnitClass,
} from '../../core';
import type { PackProblemCode } from '../../packs';

/** What a sentence needs besides the code's params: the game's scale decides 10 cm vs 6". */
export interface WordContext {
  readonly scale: Scale;
}

/** A fixed sentence, or one built from the code's numeric params (names as the engine sends them). */
export type Phrase = string | ((params: Params, ctx: WordContext) => string);

/**
 * Pack problems: a distance's scale comes from its path (`…ranges.long.in`), not from the game,
 * because a pack holds both scales. `distanceScale` is set only when the value is a distance.
 */
export interface PackProblemContext {
  readonly distanceScale?: Scale;
}

export type PackPhrase = string | ((params: Params, ctx: PackProblemContext) => string);

/** A yes/no question the player answers at the table, and a short label for lists and summaries. */
export interface QuestionWords {
  readonly label: string;
  readonly ask: Phrase;
}

/** Field names of a rule pack as they appear in problem paths (`gunTypes[1].ranges.long.cm`). */
export const PACK_FIELDS = [
  ...RULE_PACK_KEYS,
  'batteryKinds',
  'ranges',
  'movedHalf',
  'targetFormation',
  'cavalryFormation',
  'batteryTarget',
  'score',
  'casualties',
  ...MORALE_THRESHOLDS,
  'percent',
  'words',
  // A pack's texts are in every language (`name.en`): a language's name is a field name too.
  ...LANGS,
] as const;
export type PackField = (typeof PACK_FIELDS)[number];

export interface EngineWords {
  // --- vocabulary (src/core/vocabulary.ts) ---
  readonly nations: Readonly<Record<Nation, string>>;
  readonly sides: Readonly<Record<Side, string>>;
  readonly arms: Readonly<Record<Arm, string>>;
  readonly infantryTypes: Readonly<Record<InfantryType, string>>;
  readonly markers: Readonly<Record<keyof InfantryMarkers, string>>;
  readonly unitClasses: Readonly<Record<UnitClass, string>>;
  readonly formations: Readonly<Record<Formation, string>>;
  readonly batteryKinds: Readonly<Record<BatteryKind, string>>;
  readonly ammunition: Readonly<Record<Ammo, string>>;
  readonly rangeBands: Readonly<Record<RangeBand, string>>;
  readonly moved: Readonly<Record<Moved, string>>;
  readonly scales: Readonly<Record<Scale, string>>;
  /** Which figures each scale is for (rules-notes quirk: cm for 15 mm, inches for 25/28 mm). */
  readonly scaleHints: Readonly<Record<Scale, string>>;
  readonly firesAs: Readonly<Record<FiresAs, string>>;
  /** Where a modifier's value comes from; never claims a pack number is the rulebook's. */
  readonly modifierSources: Readonly<Record<ModifierSource, string>>;
  /** The title of open-order.d, the one clause the roster's cards link to (also in `ruleTitles`). */
  readonly firesAsRule: string;

  // --- the table questions (src/core/situation.ts) ---
  readonly questions: Readonly<Record<SituationQuestion, QuestionWords>>;

  // --- codes (src/core/codes.ts, src/packs/validate.ts) ---
  readonly refusals: Readonly<Record<RefusalCode, Phrase>>;
  readonly checks: Readonly<Record<CheckCode, Phrase>>;
  /** Modifier names; the value and its source are added by `modifierText`. */
  readonly modifiers: Readonly<Record<ModifierCode, string>>;

  /** Short clause names for link texts (clause ids of rules-notes.md). */
  readonly ruleTitles: Readonly<Record<RuleRef, string>>;

  // --- the steps of a resolved shot (src/core/fire.ts, table.ts, allocation.ts, range.ts) ---
  readonly results: {
    /** "3 figures" / «3 фигуры». */
    readonly figures: (count: number) => string;
    /** The total lost: "Casualties: 4 figures". */
    readonly casualties: (count: number) => string;
    /** Where casualties went when the target had a skirmish screen (artillery.skirmishers.*). */
    readonly allocation: (skirmishers: number, line: number) => string;
    /** The dice, the sum of modifiers and the score looked up (artillery.procedure). */
    readonly roll: (dice: readonly [number, number], totalModifier: number, modifiedScore: number) => string;
    /** A score off the end of the pack's table, and the row read instead. */
    readonly clamped: (clamped: Exclude<TableCell['clamped'], 'none'>, score: number, row: number) => string;
    readonly rangeDeclared: (band: RangeBand) => string;
    /** A measured distance and the band it fell in; `bandMax` is a pack value. */
    readonly rangeMeasured: (distance: number, band: RangeBand, bandMax: number, scale: Scale) => string;
  };
}

/**
 * What the pack validator answers with (src/packs/validate.ts), and where in a pack, in words: only
 * the rule-pack screens show them (the editor, an import, a pack received), all opened from Settings.
 */
export interface PackProblemWords {
  readonly codes: Readonly<Record<PackProblemCode, PackPhrase>>;
  readonly path: {
    readonly root: string;
    readonly fields: Readonly<Record<PackField, string>>;
    readonly gunType: (position: number) => string;
    readonly row: (position: number) => string;
    readonly entry: (position: number) => string;
    readonly unknownField: (name: string) => string;
  };
}

/** The vocabulary's names: what the roster (the first screen) shows (of the clause titles, only open-order.d's). They travel with the language chunk. */
export const ENGINE_NAME_KEYS = [
  'nations',
  'sides',
  'arms',
  'infantryTypes',
  'markers',
  'unitClasses',
  'formations',
  'batteryKinds',
  'firesAs',
  'firesAsRule',
] as const satisfies readonly (keyof EngineWords)[];

export type EngineNames = Pick<EngineWords, (typeof ENGINE_NAME_KEYS)[number]>;

/**
 * The table's terms: ammunition, bands, movement, scales, modifiers and the clauses' short titles.
 * Every screen that shows a shot, a table or a pack names them; only the Fire screen, the Log and
 * the card editor need the sentences too.
 */
export const ENGINE_TERM_KEYS = [
  'ammunition',
  'rangeBands',
  'moved',
  'scales',
  'scaleHints',
  'modifierSources',
  'modifiers',
  'ruleTitles',
] as const satisfies readonly (keyof EngineWords)[];

export type EngineTerms = Pick<EngineWords, (typeof ENGINE_TERM_KEYS)[number]>;

/** Sentences for codes, questions and results: loaded with the screens that show them. */
export type EngineSentences = Omit<
  EngineWords,
  (typeof ENGINE_NAME_KEYS)[number] | (typeof ENGINE_TERM_KEYS)[number]
>;
