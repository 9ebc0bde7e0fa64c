/**
 * The pack editor's form: a pack as the texts a player types (every number a string until it is
 * checked). Pure data and functions, so the editor's rules are tested without a browser.
 * Typed text ↔ numbers: pack-form-numbers.ts; the form back into pack data: pack-form-data.ts;
 * checked as the player types: pack-form-check.ts.
 *
 * A form may be broken; `packFormFromData` reads anything (a stored draft, a pack) without throwing,
 * keeping what it can, so a half-entered table survives a restart.
 */
import type { RulePack } from '../core/pack';
import {
  type Ammo,
  CAVALRY_FORMATIONS,
  type CavalryFormation,
  PACK_FORMATIONS,
  type PackFormation,
  RANGE_BANDS,
  type RangeBand,
  SCALES,
  type Scale,
} from '../core/vocabulary';
import { figuresText, modifierText, readNumber, textOf } from './pack-form-numbers';
import { PACK_LIMITS } from './problems';

export interface GunForm {
  /** Stable identity for the editor's list (not pack data). */
  readonly key: string;
  id: string;
  nameEn: string;
  nameRu: string;
  foot: boolean;
  horse: boolean;
  /** The pack listed battery kinds explicitly; with both ticked and this false, the list is left out. */
  kindsListed: boolean;
  ranges: Record<RangeBand, Record<Scale, string>>;
}

export interface ColumnForm {
  /** False: this ammunition cannot be fired at this band (the column is `null`). */
  used: boolean;
  /** Casualties typed for each modified score, keyed by the score. */
  cells: Record<string, string>;
}

export interface AmmoTableForm {
  /** The scores the grid shows, lowest and highest. */
  first: number;
  last: number;
  bands: Record<RangeBand, ColumnForm>;
}

export interface PackForm {
  id: string;
  nameEn: string;
  nameRu: string;
  sourceEn: string;
  sourceRu: string;
  official: boolean;
  scales: Record<Scale, boolean>;
  version: number;
  guns: GunForm[];
  /** artillery.movement: a negative modifier in the text; 0 or above is a problem here. */
  movedHalf: string;
  /** Empty: no modifier for that formation. */
  formations: Record<PackFormation, string>;
  /** Modifiers when the target is cavalry in that formation; empty: none. */
  cavalry: Record<CavalryFormation, string>;
  /** Modifier when the target is a battery; empty: none. */
  batteryTarget: string;
  table: Record<Ammo, AmmoTableForm>;
}

/** The editor field id of a table cell. */
export function cellField(ammo: Ammo, band: RangeBand, score: number): string {
  return `table.${ammo}.${band}@${score}`;
}

// --- reading anything into a draft -----------------------------------------------------------

type Loose = Readonly<Record<string, unknown>>;

function obj(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

function arr(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

let gunKeys = 0;
export function newGunKey(): string {
  gunKeys += 1;
  return `gun-${gunKeys}`;
}

function emptyRanges(): Record<RangeBand, Record<Scale, string>> {
  return {
    canister: { cm: '', in: '' },
    effective: { cm: '', in: '' },
    long: { cm: '', in: '' },
  };
}

export function emptyGun(): GunForm {
  return {
    key: newGunKey(),
    id: '',
    nameEn: '',
    nameRu: '',
    foot: true,
    horse: true,
    kindsListed: false,
    ranges: emptyRanges(),
  };
}

function gunFromData(value: unknown): GunForm {
  const data = obj(value);
  const name = obj(data.name);
  const ranges = obj(data.ranges);
  const listed = Array.isArray(data.batteryKinds);
  const kinds = arr(data.batteryKinds);
  const gun = emptyGun();
  gun.id = textOf(data.id);
  gun.nameEn = textOf(name.en);
  gun.nameRu = textOf(name.ru);
  gun.kindsListed = listed;
  gun.foot = !listed || kinds.includes('foot');
  gun.horse = !listed || kinds.includes('horse');
  for (const band of RANGE_BANDS) {
    const bandData = obj(ranges[band]);
    for (const scale of SCALES) gun.ranges[band][scale] = textOf(bandData[scale]);
  }
  return gun;
}

/** The practice pack's score span: 2D6 (2..12) with a couple of points of modifiers either way. */
export const DEFAULT_SCORES = Object.freeze({ first: 0, last: 14 });

function ammoTableFromData(value: unknown): AmmoTableForm {
  const data = obj(value);
  const bands = {} as Record<RangeBand, ColumnForm>;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const band of RANGE_BANDS) {
    const column = data[band];
    const cells: Record<string, string> = {};
    for (const row of arr(column)) {
      const r = obj(row);
      if (typeof r.score !== 'number' || !Number.isInteger(r.score)) continue;
      if (r.score < PACK_LIMITS.scoreMin || r.score > PACK_LIMITS.scoreMax) continue;
      cells[String(r.score)] = figuresText(r.casualties);
      first = Math.min(first, r.score);
      last = Math.max(last, r.score);
    }
    // Only an explicit null says "cannot fire": a missing column is one still to be entered.
    bands[band] = { used: column !== null, cells };
  }
  if (first > last) ({ first, last } = DEFAULT_SCORES);
  if (last - first + 1 > PACK_LIMITS.rows) last = first + PACK_LIMITS.rows - 1;
  return { first, last, bands };
}

/** A draft from any data: a validated pack, a stored draft, or nothing useful at all. */
export function packFormFromData(value: unknown): PackForm {
  const data = obj(value);
  const name = obj(data.name);
  const source = obj(data.source);
  const scales = arr(data.scales);
  const modifiers = obj(data.modifiers);
  const formations = obj(modifiers.targetFormation);
  const cavalry = obj(modifiers.cavalryFormation);
  const table = obj(data.table);
  const version = data.version;
  return {
    id: textOf(data.id),
    nameEn: textOf(name.en),
    nameRu: textOf(name.ru),
    sourceEn: textOf(source.en),
    sourceRu: textOf(source.ru),
    official: data.official === true,
    scales: { cm: scales.includes('cm'), in: scales.includes('in') },
    version:
      typeof version === 'number' &&
      Number.isInteger(version) &&
      version >= 1 &&
      version <= PACK_LIMITS.version
        ? version
        : 1,
    guns: arr(data.gunTypes).slice(0, PACK_LIMITS.gunTypes).map(gunFromData),
    movedHalf: modifierText(modifiers.movedHalf),
    formations: Object.fromEntries(
      PACK_FORMATIONS.map((formation) => [formation, modifierText(formations[formation])]),
    ) as Record<PackFormation, string>,
    cavalry: Object.fromEntries(
      CAVALRY_FORMATIONS.map((formation) => [formation, modifierText(cavalry[formation])]),
    ) as Record<CavalryFormation, string>,
    batteryTarget: modifierText(modifiers.batteryTarget),
    table: {
      roundshot: ammoTableFromData(table.roundshot),
      canister: ammoTableFromData(table.canister),
    },
  };
}

/** A pack as a draft, keeping its numbers but none of its identity (for "start from this pack"). */
export function copyPackForm(
  pack: RulePack,
  identity: { id: string; nameEn: string; nameRu: string },
): PackForm {
  const draft = packFormFromData(pack);
  return {
    ...draft,
    ...identity,
    version: 1,
    // The copy's numbers are the player's to vouch for: they write the source and tick "official".
    sourceEn: pack.official ? draft.sourceEn : '',
    sourceRu: pack.official ? draft.sourceRu : '',
    official: false,
  };
}

/** Move the grid's score span, keeping every typed cell (cells outside the span are kept, not shown). */
export function clampSpan(first: number, last: number): { first: number; last: number } {
  const lo = Math.max(PACK_LIMITS.scoreMin, Math.min(first, PACK_LIMITS.scoreMax));
  let hi = Math.max(lo, Math.min(last, PACK_LIMITS.scoreMax));
  if (hi - lo + 1 > PACK_LIMITS.rows) hi = lo + PACK_LIMITS.rows - 1;
  return { first: lo, last: hi };
}

/**
 * Fill the empty distances of a gun type from the other scale with the text's own pairing of
 * 10 cm with 6" (rules-notes: not a conversion, the rules' scale pairing), rounded to a half.
 * Only empty fields are filled; nothing typed is overwritten.
 */
export function fillOtherScale(gun: GunForm): GunForm {
  const ranges = emptyRanges();
  const half = (value: number) => Math.round(value * 2) / 2;
  for (const band of RANGE_BANDS) {
    const cm = readNumber(gun.ranges[band].cm);
    const inches = readNumber(gun.ranges[band].in);
    ranges[band].cm = gun.ranges[band].cm;
    ranges[band].in = gun.ranges[band].in;
    if (inches === undefined && typeof cm === 'number') ranges[band].in = String(half((cm * 6) / 10));
    if (cm === undefined && typeof inches === 'number') ranges[band].cm = String(half((inches * 10) / 6));
  }
  return { ...gun, ranges };
}
