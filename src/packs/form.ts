/**
 * The pack editor's form: a pack as the texts a player types (every number a string until it is
 * checked). Pure data and functions, so the editor's rules are tested without a browser; no Solid
 * (the form's store is src/state/pack-form.ts). In order: the form's problems and their codes, typed
 * text ↔ numbers, the form and reading any data into it, the form back into pack data, and the
 * form checked as the player types.
 *
 * A form may be broken; `packFormFromData` reads anything (a stored draft, a pack) without throwing,
 * keeping what it can, so a half-entered table survives a restart.
 */

import type { PackText, RulePack, ValidatedPack } from '../core';
import {
  AMMUNITION,
  type Ammo,
  BATTERY_KINDS,
  CAVALRY_FORMATIONS,
  type CavalryFormation,
  LANGS,
  type Lang,
  MORALE_THRESHOLDS,
  type MoraleThresholdKind,
  PACK_FORMATIONS,
  type PackFormation,
  RANGE_BANDS,
  type RangeBand,
  RULE_PACK_KEYS,
  SCALES,
  type Scale,
} from '../core';
import { type DraftOnlyCode, PACK_LIMITS, type PackProblemCode, validatePack } from './validate';

// --- the form's problems: the validator's codes placed beside the editor's fields -----------------
// (and the few only the editor knows, `DRAFT_PROBLEM_CODES` in validate.ts)

export interface PackFormProblem {
  /** The editor field it belongs beside: the validator path, except table cells (`table.canister.effective@7`). */
  readonly field: string;
  /** The validator's path (for words: `packPathText`). */
  readonly path: string;
  readonly code: PackProblemCode | DraftOnlyCode;
  readonly params?: Readonly<Record<string, number>>;
}

// --- typed text ↔ numbers, as a player types and reads them: −2, 12,5, 1½, 1 1/2 -----------------

const HALF = '½';
const MINUS = '\u2212';

/** A typed number as JavaScript reads it: a leading minus or dash as `-`, a decimal comma as a point. */
const asTyped = (trimmed: string) => trimmed.replace(/^[−–]/, '-').replace(',', '.');

/**
 * A typed number: `−2` (a real minus, as the rules print it), `-2`, `+1`, `12,5` (a Russian
 * decimal comma). Anything else goes to the validator as the text it is, so its own words say
 * "must be a whole number"; an empty field is left out, so the validator says it is missing.
 */
export function readNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const normal = asTyped(trimmed);
  return /^[+-]?\d+(\.\d+)?$/.test(normal) ? Number(normal) : trimmed;
}

/**
 * Casualties as a player types them from a rulebook's table: `2`, `1.5`, `1,5` (the Russian
 * comma, and what a phone's number pad may offer), `1½`, `1 1/2`, `½`, `1/2`. Anything else is
 * returned as the text it is; an empty cell is left out. Whether it is a whole or half figure is
 * `isFigures`' question, not this one's.
 */
export function readFigures(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const normal = asTyped(trimmed);
  if (/^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(normal)) return Number(normal);
  const half = /^([+-]?)(?:(\d+)\s*½|(?:(\d+)\s+)?1\/2|½)$/.exec(normal);
  if (!half) return trimmed;
  const whole = Number(half[2] ?? half[3] ?? 0) + 0.5;
  return half[1] === '-' ? -whole : whole;
}

/** Whole or half figures (multiples of 0.5, exact in floating point): what a table cell may hold. */
function isFigures(value: number | string | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Number.isInteger(value * 2);
}

/** A typed cell as it is shown back once the player leaves it: `1.5` and `1,5` become `1½`. */
export function tidyFigures(text: string): string {
  const value = readFigures(text);
  return isFigures(value) && value >= 0 ? figuresText(value) : text;
}

/**
 * The grid's ½ key: `1` → `1½`, empty → `½`, and pressed again it takes the half away (`1½` → `1`,
 * `½` → empty). A cell that is not figures keeps its text with ½ added, and its problem shows.
 */
export function toggleHalf(text: string): string {
  const value = readFigures(text);
  if (value === undefined) return HALF;
  if (!isFigures(value) || value < 0) return `${text.trim()}${HALF}`;
  if (Number.isInteger(value)) return figuresText(value + 0.5);
  const whole = Math.trunc(value);
  return whole === 0 ? '' : figuresText(whole);
}

/** A field as the text the player sees: numbers written out, anything else left empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A modifier as the rules print it: +1, −2 (a real minus), 0. */
export function modifierText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return textOf(value);
  if (value > 0) return `+${value}`;
  return value < 0 ? `${MINUS}${-value}` : '0';
}

/** Casualties as players count them: 2, 1½, ½ (a stored 1.5 is shown back as 1½). */
export function figuresText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return textOf(value);
  if (value < 0 || !Number.isInteger(value * 2) || Number.isInteger(value)) return String(value);
  const whole = Math.trunc(value);
  return whole === 0 ? HALF : `${whole}${HALF}`;
}

// --- the form, and reading any data into it ------------------------------------------------------

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

/** A morale threshold as typed: its percentage and the rulebook's words; all empty: none. */
export interface ThresholdForm {
  percent: string;
  words: Record<Lang, string>;
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
  /** The rulebook's morale thresholds (optional: all empty, the pack has none). */
  morale: Record<MoraleThresholdKind, ThresholdForm>;
}

/** The editor field id of a table cell. */
export function cellField(ammo: Ammo, band: RangeBand, score: number): string {
  return `table.${ammo}.${band}@${score}`;
}

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
function newGunKey(): string {
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
const DEFAULT_SCORES = Object.freeze({ first: 0, last: 14 });

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

/** Morale thresholds from a pack's data or a kept form (a percentage as a number or as typed). */
function moraleFromData(value: unknown): Record<MoraleThresholdKind, ThresholdForm> {
  const data = obj(value);
  return Object.fromEntries(
    MORALE_THRESHOLDS.map((kind) => {
      const entry = obj(data[kind]);
      return [kind, { percent: textOf(entry.percent), words: textsOf(entry.words) }];
    }),
  ) as Record<MoraleThresholdKind, ThresholdForm>;
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
    morale: moraleFromData(data.morale),
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
  // Forms kept before morale thresholds have none: empty fields.
  const morale = moraleFromData(form.morale);
  return { ...form, name: textsOf(form.name), source: textsOf(form.source), guns, morale };
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

// --- the form back into pack data (possibly broken): what a draft stores and the validator reads ---

/** Where a cell's rows start, so a validator path `…[3]` finds its score again. */
type ColumnStarts = Partial<Record<`${Ammo}.${RangeBand}`, number>>;

/** Scores of a column that are typed in, lowest to highest; empty cells at either end are left out. */
function filledSpan(table: AmmoTableForm, band: RangeBand): [number, number] | undefined {
  const cells = table.bands[band].cells;
  let low: number | undefined;
  let high: number | undefined;
  for (let score = table.first; score <= table.last; score++) {
    if ((cells[String(score)] ?? '').trim() === '') continue;
    low ??= score;
    high = score;
  }
  return low === undefined || high === undefined ? undefined : [low, high];
}

interface PackFormData {
  readonly starts: ColumnStarts;
  /** What the draft itself finds wrong before the validator looks: cells that are not figures, the sign rule. */
  readonly problems: PackFormProblem[];
}

/** Modifiers typed in: empty fields are left out (empty means none). */
function typedModifiers<K extends string>(
  keys: readonly K[],
  texts: Record<K, string>,
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const key of keys) {
    const value = readNumber(texts[key]);
    if (value !== undefined) typed[key] = value;
  }
  return typed;
}

/**
 * One column of the table as rows from its lowest typed score to its highest (`null`: cannot
 * fire), its start kept in `starts`; a cell that is not whole or half figures is a problem.
 */
function columnData(draft: PackForm, ammo: Ammo, band: RangeBand, own: PackFormData): unknown[] | null {
  const ammoTable = draft.table[ammo];
  if (!ammoTable.bands[band].used) return null;
  const span = filledSpan(ammoTable, band);
  if (!span) return [];
  own.starts[`${ammo}.${band}`] = span[0];
  const rows: unknown[] = [];
  for (let score = span[0]; score <= span[1]; score++) {
    const casualties = readFigures(ammoTable.bands[band].cells[String(score)] ?? '');
    if (casualties !== undefined && !isFigures(casualties)) {
      const path = `table.${ammo}.${band}[${score - span[0]}].casualties`;
      own.problems.push({ field: cellField(ammo, band, score), path, code: 'figures.not-half' });
    }
    rows.push(casualties === undefined ? { score } : { score, casualties });
  }
  return rows;
}

function modifiersData(draft: PackForm, own: PackFormData): Record<string, unknown> {
  const movedHalf = readNumber(draft.movedHalf);
  // artillery.movement: «отрицательный модификатор» — the text gives no value, but its sign.
  if (typeof movedHalf === 'number' && movedHalf >= 0) {
    const path = 'modifiers.movedHalf';
    own.problems.push({ field: path, path, code: 'modifier.not-negative' });
  }
  const modifiers: Record<string, unknown> = {
    movedHalf,
    targetFormation: typedModifiers(PACK_FORMATIONS, draft.formations),
  };
  // The newer modifiers only when typed, so a pack without them reads back as the same pack.
  const cavalryFormation = typedModifiers(CAVALRY_FORMATIONS, draft.cavalry);
  if (Object.keys(cavalryFormation).length > 0) modifiers.cavalryFormation = cavalryFormation;
  const batteryTarget = readNumber(draft.batteryTarget);
  if (batteryTarget !== undefined) modifiers.batteryTarget = batteryTarget;
  return modifiers;
}

/**
 * The thresholds typed: a threshold with nothing typed is left out, and so is `morale` when none is
 * (a pack without thresholds reads back as the same pack); one half-typed is the validator's to word.
 */
function moraleData(draft: PackForm): Record<string, unknown> | undefined {
  const typed: Record<string, unknown> = {};
  for (const kind of MORALE_THRESHOLDS) {
    const entry = draft.morale[kind];
    // "50 %" as a player may type it from the rulebook: the sign is the field's own.
    const percent = readNumber(entry.percent.replace(/\s*%\s*$/, ''));
    if (percent === undefined && LANGS.every((lang) => entry.words[lang].trim() === '')) continue;
    typed[kind] =
      percent === undefined ? { words: { ...entry.words } } : { percent, words: { ...entry.words } };
  }
  return Object.keys(typed).length > 0 ? typed : undefined;
}

function gunData(gun: GunForm): Loose {
  const listed = gun.kindsListed || !(gun.foot && gun.horse);
  const ranges = Object.fromEntries(
    RANGE_BANDS.map((band) => [
      band,
      Object.fromEntries(SCALES.map((scale) => [scale, readNumber(gun.ranges[band][scale])])),
    ]),
  );
  const name = { ...gun.name };
  const id = gun.id.trim();
  return listed
    ? { id, name, batteryKinds: BATTERY_KINDS.filter((kind) => gun[kind]), ranges }
    : { id, name, ranges };
}

function dataWithStarts(draft: PackForm): PackFormData & { readonly data: Loose } {
  const own: PackFormData = { starts: {}, problems: [] };
  const table = Object.fromEntries(
    AMMUNITION.map((ammo) => [
      ammo,
      Object.fromEntries(RANGE_BANDS.map((band) => [band, columnData(draft, ammo, band, own)])),
    ]),
  );
  const data: Loose = {
    id: draft.id.trim(),
    name: { ...draft.name },
    version: draft.version,
    source: { ...draft.source },
    official: draft.official,
    scales: SCALES.filter((scale) => draft.scales[scale]),
    gunTypes: draft.guns.map(gunData),
    modifiers: modifiersData(draft, own),
    table,
  };
  const morale = moraleData(draft);
  return { data: morale === undefined ? data : { ...data, morale }, ...own };
}

/** The draft as pack data (possibly broken): what a draft record stores. */
export function dataFromPackForm(draft: PackForm): unknown {
  return dataWithStarts(draft).data;
}

// --- checked as the player types: the validator's problems placed beside the editor's fields -----

export interface PackFormCheck {
  readonly problems: readonly PackFormProblem[];
  /** Present when the draft is a sound pack that may be saved as ready and made active. */
  readonly pack?: ValidatedPack;
  readonly data: unknown;
}

const ROW_PATH = /^table\.(roundshot|canister)\.(canister|effective|long)\[(\d+)\]\.(?:score|casualties)$/;

function fieldOf(path: string, starts: ColumnStarts): string {
  const row = ROW_PATH.exec(path);
  if (!row) return path;
  const [, ammo, band, index] = row as unknown as [string, Ammo, RangeBand, string];
  const start = starts[`${ammo}.${band}`];
  return start === undefined ? `table.${ammo}.${band}` : cellField(ammo, band, start + Number(index));
}

const TOP_ORDER: readonly string[] = RULE_PACK_KEYS;
const TABLE_PATH = /^table\.(roundshot|canister)\.(canister|effective|long)(?:\[(\d+)\])?/;

/** A problem's place in the form, top to bottom: the draft's own problems sit among the validator's. */
function readingOrder(path: string): number {
  const top = TOP_ORDER.indexOf(path.split(/[.[]/)[0] ?? '');
  const rank = (top < 0 ? TOP_ORDER.length : top) * 1_000_000;
  const cell = TABLE_PATH.exec(path);
  if (!cell) return rank;
  const [, ammo, band, row] = cell as unknown as [string, Ammo, RangeBand, string | undefined];
  return (
    rank +
    AMMUNITION.indexOf(ammo) * 100_000 +
    RANGE_BANDS.indexOf(band) * 1_000 +
    (row === undefined ? 999 : Number(row))
  );
}

export interface PackFormContext {
  /** Ids of the other packs on this phone (not the one being edited). */
  readonly takenIds: readonly string[];
  /** The built-in pack's id, which no entered pack may take. */
  readonly builtInId: string;
}

export function checkPackForm(draft: PackForm, context: PackFormContext): PackFormCheck {
  const { data, starts, problems: own } = dataWithStarts(draft);
  const result = validatePack(data);
  const problems: PackFormProblem[] = [];
  const id = draft.id.trim();
  if (id === context.builtInId) problems.push({ field: 'id', path: 'id', code: 'id-built-in' });
  else if (context.takenIds.includes(id)) problems.push({ field: 'id', path: 'id', code: 'id-taken' });
  problems.push(...own);
  // A field the draft already flagged gets no second sentence from the validator about the same value.
  const flagged = new Set(own.map((problem) => problem.field));
  if (!result.ok) {
    for (const problem of result.problem.problems) {
      const field = fieldOf(problem.path, starts);
      if (flagged.has(field)) continue;
      // A missing key in editor output is a field left empty: the editor words it so (isDraftOnly).
      problems.push({ ...problem, field });
    }
  }
  problems.sort((a, b) => readingOrder(a.path) - readingOrder(b.path));
  return problems.length === 0 && result.ok ? { problems, pack: result.value, data } : { problems, data };
}
