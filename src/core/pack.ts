/**
 * The rule pack: the numbers the rules text does not give (gun types and their ranges, the
 * half-move penalty, target formation modifiers, the Artillery Fire Casualty Table).
 * The engine only reads a `ValidatedPack`; only src/packs/validate.ts makes one.
 */
import { isHalfFigures, isRecord, isSafeWhole } from './guards';
import type { Lang } from './lang';
import {
  AMMUNITION,
  type Ammo,
  BATTERY_KINDS,
  type BatteryKind,
  CAVALRY_FORMATIONS,
  type CavalryFormation,
  type GunTypeId,
  isOneOf,
  type MoraleThresholdKind,
  PACK_FORMATIONS,
  type PackFormation,
  RANGE_BANDS,
  type RangeBand,
  type RULE_PACK_KEYS,
  SCALES,
  type Scale,
} from './vocabulary';

const SLUG = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;

/** Pack and gun type ids: lower-case letters and digits, joined by '-' or '.' (e.g. `6pdr`, `horse-3pdr`). */
export function isSlug(value: string): boolean {
  return typeof value === 'string' && SLUG.test(value);
}

/** The same text in every language; none may be empty. */
export type PackText = Readonly<Record<Lang, string>>;

/** The far edge of a range band, in both scales (cm for 15 mm figures, inches for 25/28 mm). */
export interface BandMax {
  readonly cm: number;
  readonly in: number;
}

export interface GunType {
  readonly id: GunTypeId;
  readonly name: PackText;
  /** Battery kinds this gun serves in; absent means both foot and horse. */
  readonly batteryKinds?: readonly BatteryKind[];
  /** Maximum distance of each band; canister < effective < long in both scales. */
  readonly ranges: Readonly<Record<RangeBand, BandMax>>;
}

export interface PackModifiers {
  /**
   * artillery.movement: the penalty for moving up to half a move. The text calls it a negative
   * modifier («отрицательный модификатор») but gives no value; the validator refuses 0 and above.
   */
  readonly movedHalf: number;
  /** artillery.procedure: modifiers by target formation. Open order's −2 is the text's, not here. */
  readonly targetFormation: Readonly<Partial<Record<PackFormation, number>>>;
  /** Modifiers by cavalry formation when the target is cavalry. Absent in packs made before cavalry. */
  readonly cavalryFormation?: Readonly<Partial<Record<CavalryFormation, number>>>;
  /** Modifier when the target is a battery. Absent: none. */
  readonly batteryTarget?: number;
}

/** One row of a casualty table column: a modified score and the casualty figures it causes. */
export interface TableRow {
  readonly score: number;
  /** Whole or half figures (the rulebooks' tables give halves): 0, ½, 1, 1½… */
  readonly casualties: number;
}

/** A column is `null` where that ammunition cannot be fired at that band (e.g. canister at long range). */
export type TableColumn = readonly TableRow[] | null;

export type CasualtyTable = Readonly<Record<Ammo, Readonly<Record<RangeBand, TableColumn>>>>;

/** One morale threshold of the rulebook: its percentage and the pack's own words for what it means. */
export interface MoraleThreshold {
  /** A whole percentage, 1–100, of the starting figures (left for a unit, lost for a brigade). */
  readonly percent: number;
  /** What the rulebook calls it (e.g. its test and page), in every language. */
  readonly words: PackText;
}

/**
 * The pack's morale thresholds, each optional: `unitAtOrUnder`, a unit at or under N % of its
 * starting figures; `brigadeLost`, a brigade that has lost N % or more of its starting figures.
 */
export type MoraleThresholds = Readonly<Partial<Record<MoraleThresholdKind, MoraleThreshold>>>;

/** Pack versions are positive integers, bumped on every change to the numbers. */
export type PackVersion = number;

/** A pack as data: what a file or a shared link holds once it has the right shape. */
export interface RulePack {
  /** Lower-case slug, e.g. `practice`. */
  readonly id: string;
  readonly name: PackText;
  readonly version: PackVersion;
  /** Where the numbers come from, in both languages. */
  readonly source: PackText;
  /** True only for numbers taken from a published rulebook by their owner. */
  readonly official: boolean;
  /** Scales the pack's distances are meant for. */
  readonly scales: readonly Scale[];
  readonly gunTypes: readonly GunType[];
  readonly modifiers: PackModifiers;
  readonly table: CasualtyTable;
  /** Morale thresholds, where the rulebook gives them. Absent in packs made before them: no marks. */
  readonly morale?: MoraleThresholds;
}

declare const validatedPack: unique symbol;

/** A pack that passed `validatePack`: deep-frozen, every invariant holds. */
/** A key of a pack file (vocabulary.ts RULE_PACK_KEYS): a listed key that is not one of `RulePack`'s does not compile. */
export type RulePackKey = KeysOf<RulePack, typeof RULE_PACK_KEYS>;
type KeysOf<T, K extends readonly (keyof T)[]> = K[number];

export type ValidatedPack = RulePack & { readonly [validatedPack]: true };

/** What results carry about the pack they used, so the UI can label practice numbers. */
export interface PackStamp {
  readonly id: string;
  readonly version: PackVersion;
  readonly official: boolean;
}

/**
 * The stamp of a pack. Total: a value that is not a pack gives an unnamed, unofficial stamp
 * (`id` '', `version` 0), so nothing unknown is ever labelled as a rulebook's numbers.
 */
export function packStamp(pack: ValidatedPack): PackStamp {
  if (!isRecord(pack)) return { id: '', version: 0, official: false };
  return {
    id: typeof pack.id === 'string' ? pack.id : '',
    version: isSafeWhole(pack.version) ? pack.version : 0,
    official: pack.official === true,
  };
}

/**
 * The pack's gun type with this id, as a fresh copy of the fields a gun type has; undefined for
 * an unknown id or a value that is not a pack (or whose gun type is not one the engine can read).
 */
export function findGunType(pack: ValidatedPack, id: GunTypeId): GunType | undefined {
  if (!isRecord(pack) || !Array.isArray(pack.gunTypes) || typeof id !== 'string') return undefined;
  const gun: unknown = (pack.gunTypes as readonly unknown[]).find(
    (entry) => isRecord(entry) && entry.id === id,
  );
  if (!isUsableGun(gun)) return undefined;
  const { canister, effective, long } = gun.ranges;
  const copy: GunType = {
    id: gun.id,
    name: { en: gun.name.en, ru: gun.name.ru },
    ranges: {
      canister: { cm: canister.cm, in: canister.in },
      effective: { cm: effective.cm, in: effective.in },
      long: { cm: long.cm, in: long.in },
    },
  };
  return gun.batteryKinds === undefined ? copy : { ...copy, batteryKinds: [...gun.batteryKinds] };
}

// --- what the engine needs of a pack ------------------------------------------------------------

/** A modifier the engine can add: a whole number (the validator also bounds it). */
function isModifier(value: unknown): boolean {
  return isSafeWhole(value);
}

function optionalModifiers(value: unknown, keys: readonly string[]): boolean {
  if (value === undefined) return true;
  return isRecord(value) && keys.every((key) => value[key] === undefined || isModifier(value[key]));
}

function isUsableGun(value: unknown): value is GunType {
  if (!isRecord(value) || typeof value.id !== 'string' || !isRecord(value.ranges)) return false;
  const name = value.name;
  if (!isRecord(name) || typeof name.en !== 'string' || typeof name.ru !== 'string') return false;
  const kinds = value.batteryKinds;
  if (kinds !== undefined && !(Array.isArray(kinds) && kinds.every((kind) => isOneOf(BATTERY_KINDS, kind))))
    return false;
  const ranges = value.ranges;
  return RANGE_BANDS.every((band) => {
    const max = ranges[band];
    return (
      isRecord(max) && SCALES.every((scale) => typeof max[scale] === 'number' && Number.isFinite(max[scale]))
    );
  });
}

/** A column the engine can read by score: rows one score apart, upward, each with half figures. */
function isUsableColumn(value: unknown): boolean {
  if (value === null) return true;
  if (!Array.isArray(value) || value.length === 0) return false;
  let previous: number | undefined;
  for (const row of value as readonly unknown[]) {
    if (!isRecord(row) || !isSafeWhole(row.score) || !isHalfFigures(row.casualties)) return false;
    if (previous !== undefined && row.score !== previous + 1) return false;
    previous = row.score;
  }
  return true;
}

/**
 * Whether a value has everything the engine reads from a pack, in a form it can read without
 * throwing or producing NaN. `validatePack` (src/packs) checks far more (bounds, languages,
 * limits); this is the engine's own guard against a value that never went through it.
 */
export function isUsablePack(value: unknown): value is ValidatedPack {
  if (!isRecord(value) || typeof value.id !== 'string') return false;
  if (!isSafeWhole(value.version) || typeof value.official !== 'boolean') return false;
  if (!Array.isArray(value.scales) || !value.scales.every((scale) => isOneOf(SCALES, scale))) return false;
  if (!Array.isArray(value.gunTypes) || !value.gunTypes.every(isUsableGun)) return false;
  const modifiers = value.modifiers;
  if (
    !isRecord(modifiers) ||
    !isModifier(modifiers.movedHalf) ||
    !isRecord(modifiers.targetFormation) ||
    !optionalModifiers(modifiers.targetFormation, PACK_FORMATIONS) ||
    !optionalModifiers(modifiers.cavalryFormation, CAVALRY_FORMATIONS) ||
    !(modifiers.batteryTarget === undefined || isModifier(modifiers.batteryTarget))
  )
    return false;
  const table = value.table;
  if (!isRecord(table)) return false;
  return AMMUNITION.every((ammo) => {
    const bands = table[ammo];
    return isRecord(bands) && RANGE_BANDS.every((band) => isUsableColumn(bands[band]));
  });
}
