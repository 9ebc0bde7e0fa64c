/**
 * The only way to make a `ValidatedPack`: parse unknown data (a file, a shared link, storage)
 * into a fresh deep-frozen pack, or return EVERY problem with its path
 * (e.g. `gunTypes[1].ranges.effective.cm`). Problems are stable codes with numeric params.
 */
import type {
  BandMax,
  CasualtyTable,
  GunType,
  PackModifiers,
  PackText,
  RulePack,
  TableColumn,
  TableRow,
  ValidatedPack,
} from '../core/pack';
import {
  AMMUNITION,
  type Ammo,
  BATTERY_KINDS,
  type BatteryKind,
  isOneOf,
  PACK_FORMATIONS,
  type PackFormation,
  RANGE_BANDS,
  type RangeBand,
  SCALES,
  type Scale,
} from '../core/vocabulary';

export const PACK_PROBLEM_CODES = [
  'type.object',
  'type.array',
  'type.string',
  'type.number',
  'type.integer',
  'type.boolean',
  'key.unknown',
  'key.missing',
  'string.empty',
  'string.too-long',
  'id.format',
  'id.duplicate',
  'value.unknown',
  'value.duplicate',
  'number.out-of-range',
  'array.empty',
  'array.too-long',
  'range.not-increasing',
  'rows.not-contiguous',
  'casualties.decreasing',
  'table.no-columns',
] as const;
export type PackProblemCode = (typeof PACK_PROBLEM_CODES)[number];

export interface PackProblem {
  readonly path: string;
  readonly code: PackProblemCode;
  readonly params?: Readonly<Record<string, number>>;
}

export type PackValidation =
  | { readonly ok: true; readonly pack: ValidatedPack }
  | { readonly ok: false; readonly problems: readonly PackProblem[] };

/** Size limits: a shared pack is small; anything bigger is a mistake or an attack. */
export const PACK_LIMITS = Object.freeze({
  idLength: 40,
  nameLength: 80,
  sourceLength: 600,
  version: 1_000_000,
  gunTypes: 24,
  rows: 40,
  scoreMin: -20,
  scoreMax: 40,
  casualtiesMax: 99,
  modifierAbs: 10,
  distanceMax: Object.freeze({ cm: 1000, in: 400 } satisfies Record<Scale, number>),
});

const SLUG = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;

type Problems = PackProblem[];
type Data = Readonly<Record<string, unknown>>;

const at = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
const item = (path: string, index: number): string => `${path}[${index}]`;

function record(
  problems: Problems,
  value: unknown,
  path: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Data | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ path, code: 'type.object' });
    return undefined;
  }
  const data = value as Data;
  const known = new Set([...required, ...optional]);
  for (const key of Object.keys(data))
    if (!known.has(key)) problems.push({ path: at(path, key), code: 'key.unknown' });
  for (const key of required) if (!(key in data)) problems.push({ path: at(path, key), code: 'key.missing' });
  return data;
}

function list(problems: Problems, value: unknown, path: string, max: number): readonly unknown[] | undefined {
  if (!Array.isArray(value)) {
    problems.push({ path, code: 'type.array' });
    return undefined;
  }
  if (value.length === 0) problems.push({ path, code: 'array.empty' });
  if (value.length > max) {
    problems.push({ path, code: 'array.too-long', params: { max } });
    return undefined;
  }
  return value;
}

function text(problems: Problems, value: unknown, path: string, max: number): string | undefined {
  if (typeof value !== 'string') {
    problems.push({ path, code: 'type.string' });
    return undefined;
  }
  if (value.trim() === '') problems.push({ path, code: 'string.empty' });
  else if (value.length > max) problems.push({ path, code: 'string.too-long', params: { max } });
  else return value;
  return undefined;
}

function slug(problems: Problems, value: unknown, path: string): string | undefined {
  const id = text(problems, value, path, PACK_LIMITS.idLength);
  if (id !== undefined && !SLUG.test(id)) {
    problems.push({ path, code: 'id.format' });
    return undefined;
  }
  return id;
}

function bilingual(problems: Problems, value: unknown, path: string, max: number): PackText | undefined {
  const data = record(problems, value, path, ['en', 'ru']);
  if (data === undefined) return undefined;
  const en = text(problems, data.en, at(path, 'en'), max);
  const ru = text(problems, data.ru, at(path, 'ru'), max);
  return en !== undefined && ru !== undefined ? { en, ru } : undefined;
}

function integer(
  problems: Problems,
  value: unknown,
  path: string,
  min: number,
  max: number,
): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    problems.push({ path, code: 'type.integer' });
    return undefined;
  }
  if (value < min || value > max) {
    problems.push({ path, code: 'number.out-of-range', params: { min, max } });
    return undefined;
  }
  return value;
}

function distance(problems: Problems, value: unknown, path: string, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    problems.push({ path, code: 'type.number' });
    return undefined;
  }
  if (value <= 0 || value > max) {
    problems.push({ path, code: 'number.out-of-range', params: { min: 0, max } });
    return undefined;
  }
  return value;
}

/** A list of distinct values from a closed set. */
function closedSet<T extends string>(
  problems: Problems,
  value: unknown,
  path: string,
  set: readonly T[],
): readonly T[] | undefined {
  const values = list(problems, value, path, set.length);
  if (values === undefined) return undefined;
  const seen: T[] = [];
  let ok = values.length > 0;
  values.forEach((entry, index) => {
    if (!isOneOf(set, entry)) {
      problems.push({ path: item(path, index), code: 'value.unknown' });
      ok = false;
    } else if (seen.includes(entry)) {
      problems.push({ path: item(path, index), code: 'value.duplicate' });
      ok = false;
    } else {
      seen.push(entry);
    }
  });
  return ok ? seen : undefined;
}

function bandRanges(
  problems: Problems,
  value: unknown,
  path: string,
): Record<RangeBand, BandMax> | undefined {
  const data = record(problems, value, path, RANGE_BANDS);
  if (data === undefined) return undefined;
  const parsed: Partial<Record<RangeBand, Partial<BandMax>>> = {};
  for (const band of RANGE_BANDS) {
    const bandPath = at(path, band);
    const bandData = record(problems, data[band], bandPath, SCALES);
    if (bandData === undefined) continue;
    parsed[band] = {
      cm: distance(problems, bandData.cm, at(bandPath, 'cm'), PACK_LIMITS.distanceMax.cm),
      in: distance(problems, bandData.in, at(bandPath, 'in'), PACK_LIMITS.distanceMax.in),
    };
  }
  // Bands are nested distances: canister < effective < long, in each scale.
  for (const scale of SCALES) {
    for (let index = 1; index < RANGE_BANDS.length; index++) {
      const nearer = RANGE_BANDS[index - 1] as RangeBand;
      const band = RANGE_BANDS[index] as RangeBand;
      const near = parsed[nearer]?.[scale];
      const far = parsed[band]?.[scale];
      if (near !== undefined && far !== undefined && far <= near) {
        problems.push({
          path: at(at(path, band), scale),
          code: 'range.not-increasing',
          params: { mustExceed: near },
        });
      }
    }
  }
  const complete = (band: RangeBand): BandMax | undefined => {
    const entry = parsed[band];
    return entry?.cm !== undefined && entry.in !== undefined ? { cm: entry.cm, in: entry.in } : undefined;
  };
  const canister = complete('canister');
  const effective = complete('effective');
  const long = complete('long');
  return canister && effective && long ? { canister, effective, long } : undefined;
}

function gunTypes(problems: Problems, value: unknown, path: string): GunType[] | undefined {
  const entries = list(problems, value, path, PACK_LIMITS.gunTypes);
  if (entries === undefined) return undefined;
  const before = problems.length;
  const guns: GunType[] = [];
  const firstIndex = new Map<string, number>();
  entries.forEach((entry, index) => {
    const gunPath = item(path, index);
    const data = record(problems, entry, gunPath, ['id', 'name', 'ranges'], ['batteryKinds']);
    if (data === undefined) return;
    const id = slug(problems, data.id, at(gunPath, 'id'));
    if (id !== undefined) {
      const first = firstIndex.get(id);
      if (first !== undefined)
        problems.push({ path: at(gunPath, 'id'), code: 'id.duplicate', params: { firstIndex: first } });
      else firstIndex.set(id, index);
    }
    const name = bilingual(problems, data.name, at(gunPath, 'name'), PACK_LIMITS.nameLength);
    const kinds: readonly BatteryKind[] | undefined =
      data.batteryKinds === undefined
        ? undefined
        : closedSet(problems, data.batteryKinds, at(gunPath, 'batteryKinds'), BATTERY_KINDS);
    const ranges = bandRanges(problems, data.ranges, at(gunPath, 'ranges'));
    if (id !== undefined && name !== undefined && ranges !== undefined) {
      guns.push(kinds === undefined ? { id, name, ranges } : { id, name, batteryKinds: kinds, ranges });
    }
  });
  return problems.length === before ? guns : undefined;
}

function modifiers(problems: Problems, value: unknown, path: string): PackModifiers | undefined {
  const data = record(problems, value, path, ['movedHalf', 'targetFormation']);
  if (data === undefined) return undefined;
  const limit = PACK_LIMITS.modifierAbs;
  const movedHalf = integer(problems, data.movedHalf, at(path, 'movedHalf'), -limit, limit);
  // Open order is not among the keys: its −2 is the rules text's own (open-order.e).
  const formationPath = at(path, 'targetFormation');
  const formations = record(problems, data.targetFormation, formationPath, [], PACK_FORMATIONS);
  if (formations === undefined) return undefined;
  const before = problems.length;
  const targetFormation: Partial<Record<PackFormation, number>> = {};
  for (const formation of PACK_FORMATIONS) {
    if (formations[formation] === undefined) continue;
    const parsed = integer(problems, formations[formation], at(formationPath, formation), -limit, limit);
    if (parsed !== undefined) targetFormation[formation] = parsed;
  }
  return movedHalf !== undefined && problems.length === before ? { movedHalf, targetFormation } : undefined;
}

function column(problems: Problems, value: unknown, path: string): TableColumn | undefined {
  if (value === null) return null;
  const entries = list(problems, value, path, PACK_LIMITS.rows);
  if (entries === undefined) return undefined;
  const before = problems.length;
  const rows: TableRow[] = [];
  entries.forEach((entry, index) => {
    const rowPath = item(path, index);
    const data = record(problems, entry, rowPath, ['score', 'casualties']);
    if (data === undefined) return;
    const score = integer(
      problems,
      data.score,
      at(rowPath, 'score'),
      PACK_LIMITS.scoreMin,
      PACK_LIMITS.scoreMax,
    );
    const casualties = integer(
      problems,
      data.casualties,
      at(rowPath, 'casualties'),
      0,
      PACK_LIMITS.casualtiesMax,
    );
    const previous = rows[rows.length - 1];
    if (
      score !== undefined &&
      previous !== undefined &&
      rows.length === index &&
      score !== previous.score + 1
    ) {
      // Rows run up one score at a time, so the engine can read a row by its score.
      problems.push({
        path: at(rowPath, 'score'),
        code: 'rows.not-contiguous',
        params: { expected: previous.score + 1 },
      });
    }
    if (
      casualties !== undefined &&
      previous !== undefined &&
      rows.length === index &&
      casualties < previous.casualties
    ) {
      // A better score never kills fewer.
      problems.push({
        path: at(rowPath, 'casualties'),
        code: 'casualties.decreasing',
        params: { atLeast: previous.casualties },
      });
    }
    if (score !== undefined && casualties !== undefined) rows.push({ score, casualties });
  });
  return problems.length === before && rows.length > 0 ? rows : undefined;
}

function table(problems: Problems, value: unknown, path: string): CasualtyTable | undefined {
  const data = record(problems, value, path, AMMUNITION);
  if (data === undefined) return undefined;
  const before = problems.length;
  const parsed: Partial<Record<Ammo, Record<RangeBand, TableColumn>>> = {};
  let columns = 0;
  for (const ammo of AMMUNITION) {
    const ammoPath = at(path, ammo);
    const bands = record(problems, data[ammo], ammoPath, RANGE_BANDS);
    if (bands === undefined) continue;
    const canister = column(problems, bands.canister, at(ammoPath, 'canister'));
    const effective = column(problems, bands.effective, at(ammoPath, 'effective'));
    const long = column(problems, bands.long, at(ammoPath, 'long'));
    for (const entry of [canister, effective, long]) if (entry) columns++;
    if (canister !== undefined && effective !== undefined && long !== undefined)
      parsed[ammo] = { canister, effective, long };
  }
  if (problems.length === before && columns === 0) problems.push({ path, code: 'table.no-columns' });
  const { roundshot, canister } = parsed;
  return problems.length === before && roundshot && canister ? { roundshot, canister } : undefined;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const PACK_KEYS = [
  'id',
  'name',
  'version',
  'source',
  'official',
  'scales',
  'gunTypes',
  'modifiers',
  'table',
] as const;

/** Parse a rule pack. Returns every problem found; never throws. */
export function validatePack(input: unknown): PackValidation {
  const problems: Problems = [];
  const data = record(problems, input, '', PACK_KEYS);
  if (data === undefined) return { ok: false, problems };
  const id = slug(problems, data.id, 'id');
  const name = bilingual(problems, data.name, 'name', PACK_LIMITS.nameLength);
  const version = integer(problems, data.version, 'version', 1, PACK_LIMITS.version);
  const source = bilingual(problems, data.source, 'source', PACK_LIMITS.sourceLength);
  const official = typeof data.official === 'boolean' ? data.official : undefined;
  if (official === undefined) problems.push({ path: 'official', code: 'type.boolean' });
  const scales = closedSet(problems, data.scales, 'scales', SCALES);
  const guns = gunTypes(problems, data.gunTypes, 'gunTypes');
  const mods = modifiers(problems, data.modifiers, 'modifiers');
  const casualtyTable = table(problems, data.table, 'table');
  if (
    problems.length > 0 ||
    id === undefined ||
    name === undefined ||
    version === undefined ||
    source === undefined ||
    official === undefined ||
    scales === undefined ||
    guns === undefined ||
    mods === undefined ||
    casualtyTable === undefined
  ) {
    return { ok: false, problems };
  }
  const pack: RulePack = {
    id,
    name,
    version,
    source,
    official,
    scales,
    gunTypes: guns,
    modifiers: mods,
    table: casualtyTable,
  };
  // The brand is applied here and nowhere else: this object was built from checked parts.
  return { ok: true, pack: deepFreeze(pack) as ValidatedPack };
}

/**
 * For packs compiled into the app: a broken one is a programming error, so fail loudly at load.
 * The problems travel as the error's `cause`, the message is a stable code.
 */
export function packOrThrow(input: unknown): ValidatedPack {
  const result = validatePack(input);
  if (!result.ok) throw new Error('pack.invalid', { cause: result.problems });
  return result.pack;
}
