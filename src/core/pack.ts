/**
 * The rule pack: the numbers the rules text does not give (gun types and their ranges, the
 * half-move penalty, target formation modifiers, the Artillery Fire Casualty Table).
 * The engine only reads a `ValidatedPack`; only src/packs/validate.ts makes one.
 */
import type {
  Ammo,
  BatteryKind,
  CavalryFormation,
  GunTypeId,
  PackFormation,
  RangeBand,
  Scale,
} from './vocabulary';

/** The same text in both languages; neither may be empty. */
export interface PackText {
  readonly en: string;
  readonly ru: string;
}

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
  /** artillery.movement: the penalty for moving up to half a move. The text gives no value. */
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
  readonly casualties: number;
}

/** A column is `null` where that ammunition cannot be fired at that band (e.g. canister at long range). */
export type TableColumn = readonly TableRow[] | null;

export type CasualtyTable = Readonly<Record<Ammo, Readonly<Record<RangeBand, TableColumn>>>>;

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
}

declare const validatedPack: unique symbol;

/** A pack that passed `validatePack`: deep-frozen, every invariant holds. */
export type ValidatedPack = RulePack & { readonly [validatedPack]: true };

/** What results carry about the pack they used, so the UI can label practice numbers. */
export interface PackStamp {
  readonly id: string;
  readonly version: PackVersion;
  readonly official: boolean;
}

export function packStamp(pack: ValidatedPack): PackStamp {
  return { id: pack.id, version: pack.version, official: pack.official };
}

export function findGunType(pack: ValidatedPack, id: GunTypeId): GunType | undefined {
  return pack.gunTypes.find((gun) => gun.id === id);
}
