/**
 * The pack editor's form: a pack as the texts a player types (every number a string until it is
 * checked). Pure data and functions, so the editor's rules are tested without a browser.
 * Typed text ↔ numbers: pack-form-numbers.ts; the form back into pack data: pack-form-data.ts;
 * checked as the player types: pack-form-check.ts.
 *
 * A form may be broken; `packFormFromData` reads anything (a stored draft, a pack) without throwing,
 * keeping what it can, so a half-entered table survives a restart.
 */
import { LANGS, type Lang } from '../core/lang';
import type { PackText, RulePack } from '../core/pack';
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
  name: Record<Lang, string>;
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
  name: Record<Lang, string>;
  source: Record<Lang, string>;
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

/** A table with a value for every language, each made by `make`. */
export function eachLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

/** A text in every language from anything: what it holds in each, empty where it holds none. */
function textsOf(value: unknown): Record<Lang, string> {
  const data = obj(value);
  return eachLang((lang) => textOf(data[lang]));
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
    name: textsOf(undefined),
    foot: true,
    horse: true,
    kindsListed: false,
    ranges: emptyRanges(),
  };
}

function gunFromData(value: unknown): GunForm {
  const data = obj(value);
  const ranges = obj(data.ranges);
  const listed = Array.isArray(data.batteryKinds);
  const kinds = arr(data.batteryKinds);
  const gun = emptyGun();
  gun.id = textOf(data.id);
  gun.name = textsOf(data.name);
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
  const scales = arr(data.scales);
  const modifiers = obj(data.modifiers);
  const formations = obj(modifiers.targetFormation);
  const cavalry = obj(modifiers.cavalryFormation);
  const table = obj(data.table);
  const version = data.version;
  return {
    id: textOf(data.id),
    name: textsOf(data.name),
    source: textsOf(data.source),
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

/**
 * Where a form kept by an earlier version (src/state/pack-edit.ts keeps the editor's forms across a
 * reload or an update) held each language's text: `nameEn` is today's `name.en`.
 */
const KEPT_TEXTS = [
  ['nameEn', 'name', 'en'],
  ['nameRu', 'name', 'ru'],
  ['sourceEn', 'source', 'en'],
  ['sourceRu', 'source', 'ru'],
] as const;

function keptTexts(data: Loose): Record<string, unknown> {
  const form: Record<string, unknown> = { ...data };
  for (const [old, field, lang] of KEPT_TEXTS) {
    if (!(old in form)) continue;
    form[field] = { ...obj(form[field]), [lang]: form[old] };
    delete form[old];
  }
  return form;
}

/**
 * A kept form in today's shape, whichever version kept it: texts in every language (empty where it
 * held none), a gun type's name too. Anything not a form is handed back as it is, for the caller's
 * check to drop.
 */
export function keptPackForm(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const form = keptTexts(obj(value));
  if (!Array.isArray(form.guns)) return form;
  const guns = form.guns.map((gun) => {
    const kept = keptTexts(obj(gun));
    return { ...kept, name: textsOf(kept.name) };
  });
  return { ...form, name: textsOf(form.name), source: textsOf(form.source), guns };
}

/** A new pack's name when it starts from the practice pack (its copy is named after the pack it copies). */
export const NEW_PACK_NAME: PackText = { en: 'My rulebook', ru: 'Моя книга правил' };

/** A pack as a draft, keeping its numbers but none of its identity (for "start from this pack"). */
export function copyPackForm(pack: RulePack, identity: { id: string; name: PackText }): PackForm {
  const draft = packFormFromData(pack);
  return {
    ...draft,
    id: identity.id,
    name: { ...identity.name },
    version: 1,
    // The copy's numbers are the player's to vouch for: they write the source and tick "official".
    source: pack.official ? draft.source : textsOf(undefined),
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
