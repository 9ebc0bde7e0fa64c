/**
 * The game's vocabulary: closed sets as `as const` tuples with derived union types
 * (chessops style). Everything the engine talks about is named here once.
 */

// The sides and the scale, which the first screen (the roster and its storage) needs, live in
// sides.ts, so the rule lists here load with the screens that use them; named here as ever.
export { otherSide, SCALES, type Scale, SIDES, type Side, TEN_CM_RULE_DISTANCE } from './sides';

/** Nations the engine distinguishes. `french-ally` and `coalition-other` cover everyone else. */
export const NATIONS = [
  'france',
  'austria',
  'russia',
  'prussia',
  'britain',
  'french-ally',
  'coalition-other',
] as const;
export type Nation = (typeof NATIONS)[number];

/** A nation's allegiance in the open-order clauses (French vs Allied/Coalition). Not a table side. */
export const ALLEGIANCES = ['french', 'coalition'] as const;
export type Allegiance = (typeof ALLEGIANCES)[number];

/**
 * Which allegiance a nation has. A `french-ally` is on the French side, yet it is neither
 * "French" for open-order.b nor "Allied (Coalition)" for open-order.c: see `isFrench` and
 * `isCoalition`. A value that is not one of NATIONS reads as coalition here, but `isCoalition`
 * says no for it.
 */
export function allegianceOf(nation: Nation): Allegiance {
  return nation === 'france' || nation === 'french-ally' ? 'french' : 'coalition';
}

/** "French" in the sense of open-order.b: France itself, not its allies. */
export function isFrench(nation: Nation): boolean {
  return nation === 'france';
}

/** "Allied (Coalition, non-French)" in the sense of open-order.c ("Союзнический"); false for an unknown nation. */
export function isCoalition(nation: Nation): boolean {
  return isOneOf(NATIONS, nation) && allegianceOf(nation) === 'coalition';
}

/** Every kind of unit a battery may aim at ("any enemy unit"): battalions, cavalry, batteries. */
export const ARMS = ['infantry', 'cavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];

export const INFANTRY_TYPES = ['light', 'line'] as const;
export type InfantryType = (typeof INFANTRY_TYPES)[number];

/** Battalion markers the open-order clauses single out (open-order.a, .b). */
export interface InfantryMarkers {
  /** Jäger (егеря): any nation's Jäger battalion counts as light for open-order.a. */
  readonly jager: boolean;
  /** Fusiliers (фузилеры): only Prussian Fusiliers are named in open-order.a. */
  readonly fusilier: boolean;
  /** French Imperial Guard battalion (open-order.b). */
  readonly imperialGuard: boolean;
}

export const NO_MARKERS: InfantryMarkers = Object.freeze({
  jager: false,
  fusilier: false,
  imperialGuard: false,
});

/** Troop classes. `militia` covers Landwehr. */
export const UNIT_CLASSES = ['militia', 'conscript', 'line', 'veteran', 'elite', 'guard'] as const;
export type UnitClass = (typeof UNIT_CLASSES)[number];

/** The classes every open-order clause (a, b, c) requires. */
export const OPEN_ORDER_CLASSES = ['veteran', 'elite', 'guard'] as const satisfies readonly UnitClass[];

export const FORMATIONS = ['line', 'column', 'square', 'open-order', 'skirmish-screen'] as const;
export type Formation = (typeof FORMATIONS)[number];

/** Formations a cavalry regiment may stand in (a pack may give each a target modifier). */
export const CAVALRY_FORMATIONS = ['line', 'column'] as const satisfies readonly Formation[];
export type CavalryFormation = (typeof CAVALRY_FORMATIONS)[number];

/** The formations each arm may take; artillery has none. */
export const FORMATIONS_BY_ARM: Readonly<Record<Arm, readonly Formation[]>> = Object.freeze({
  infantry: FORMATIONS,
  cavalry: CAVALRY_FORMATIONS,
  artillery: [],
});

/** Formations a rule pack may give a target modifier for. Open order's −2 is the text's (open-order.e). */
export const PACK_FORMATIONS = [
  'line',
  'column',
  'square',
  'skirmish-screen',
] as const satisfies readonly Formation[];
export type PackFormation = (typeof PACK_FORMATIONS)[number];

export const BATTERY_KINDS = ['foot', 'horse'] as const;
export type BatteryKind = (typeof BATTERY_KINDS)[number];

/** Gun type ids come from the rule pack (e.g. `6pdr`), so they are plain strings. */
export type GunTypeId = string;

export const AMMUNITION = ['roundshot', 'canister'] as const;
export type Ammo = (typeof AMMUNITION)[number];

/** Range bands, nearest first. */
export const RANGE_BANDS = ['canister', 'effective', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** How far a battery moved this turn (artillery.movement). */
export const MOVED = ['none', 'half', 'over-half'] as const;
export type Moved = (typeof MOVED)[number];

export interface BatteryMovement {
  readonly moved: Moved;
  /** Unlimbered this turn (снятие с передков): stops foot artillery firing. */
  readonly unlimbered: boolean;
}

/** Stable clause ids, exactly those of shared/docs/rules-notes.md, in reading order. */
export const RULE_REFS = [
  'open-order',
  'open-order.a',
  'open-order.b',
  'open-order.c',
  'open-order.d',
  'open-order.e',
  'artillery.procedure',
  'artillery.movement',
  'artillery.restrictions.A',
  'artillery.restrictions.B.a',
  'artillery.restrictions.B.b',
  'artillery.restrictions.B.c',
  'artillery.restrictions.C.a',
  'artillery.restrictions.C.b',
  'artillery.restrictions.C.c',
  'artillery.skirmishers.canister',
  'artillery.skirmishers.roundshot',
  'artillery.skirmishers.example',
] as const;
export type RuleRef = (typeof RULE_REFS)[number];

/** Type guard for values that arrive untyped (storage, shared links). False when `set` is not a list. */
export function isOneOf<T extends string>(set: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && Array.isArray(set) && (set as readonly unknown[]).includes(value);
}

export function isRuleRef(value: unknown): value is RuleRef {
  return isOneOf(RULE_REFS, value);
}

/** Every key of a pack, in the order a pack file writes them (the validator and the words for problem paths use it). Here with the closed sets, not in pack.ts, so the first screen's words do not pull the pack checks in; pack.ts checks that each is a key of `RulePack` (`RulePackKey`). */
export const RULE_PACK_KEYS = [
  'id',
  'name',
  'version',
  'source',
  'official',
  'scales',
  'gunTypes',
  'modifiers',
  'table',
  'morale',
] as const;

/**
 * The morale thresholds a pack may give (optional; the rules text names no morale test, so the app
 * names none of its own): a unit at or under N % of its starting figures, a brigade that has lost
 * N % of its starting figures.
 */
export const MORALE_THRESHOLDS = ['unitAtOrUnder', 'brigadeLost'] as const;
export type MoraleThresholdKind = (typeof MORALE_THRESHOLDS)[number];
