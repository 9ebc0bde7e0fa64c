/**
 * The only way to make a `ValidatedPack`: parse unknown data (a file, a shared link, storage)
 * into a fresh deep-frozen pack, or return EVERY problem with its path
 * (e.g. `gunTypes[1].ranges.effective.cm`). Problems are stable codes with numeric params: the
 * kit's parse codes (src/check/parse.ts) plus the pack's own. Below the pack's top level: its
 * gun types, its modifiers and its casualty table, each read by its own part.
 */
import {
  at,
  boolean,
  closedSet,
  distance,
  halfFigures,
  integer,
  PARSE_PROBLEM_CODES,
  type Problem,
  type Problems as ProblemSink,
  readList,
  readText,
  record,
} from '../check';
import {
  AMMUNITION,
  type Ammo,
  BATTERY_KINDS,
  type BandMax,
  type BatteryKind,
  CAVALRY_FORMATIONS,
  type CasualtyTable,
  fail,
  type GunType,
  isSlug,
  MORALE_THRESHOLDS,
  type MoraleThreshold,
  type MoraleThresholdKind,
  type MoraleThresholds,
  ok,
  PACK_FORMATIONS,
  type PackModifiers,
  type PackText,
  RANGE_BANDS,
  type RangeBand,
  type Result,
  RULE_PACK_KEYS,
  type RulePack,
  SCALES,
  type Scale,
  type TableColumn,
  type TableRow,
  type ValidatedPack,
} from '../core';
import { deepFreeze } from './built-in';

export const PACK_PROBLEM_CODES = [
  ...PARSE_PROBLEM_CODES,
  'id.format',
  'id.duplicate',
  'range.not-increasing',
  'rows.not-contiguous',
  'casualties.decreasing',
  'table.no-columns',
  // artillery.movement: the half-move penalty is a negative modifier («отрицательный модификатор»)
  'modifier.not-negative',
] as const;
export type PackProblemCode = (typeof PACK_PROBLEM_CODES)[number];

export type PackProblem = Problem<PackProblemCode>;

/** A pack that is not one: every problem the validator found, with its path. */
export interface PackInvalid {
  readonly code: 'pack-invalid';
  readonly problems: readonly PackProblem[];
}

export type PackValidation = Result<ValidatedPack, PackInvalid>;

/**
 * The codes the pack editor words itself, saying what to type: those only it knows (an id already
 * used on this phone or built in), a field left empty (the validator's `key.missing`: editor output
 * leaves out an empty field), and the two it finds before the validator does. One code per fact: a
 * cell that is not whole or half figures is `figures.not-half` and a half-move penalty that is not
 * negative is `modifier.not-negative`, whether the editor or the validator finds them. Here, not in
 * form.ts, so a pack's import (which words the same problems) loads no editor.
 */
export const DRAFT_PROBLEM_CODES = [
  'key.missing',
  'id-taken',
  'id-built-in',
  'figures.not-half',
  'modifier.not-negative',
] as const;
export type DraftOnlyCode = (typeof DRAFT_PROBLEM_CODES)[number];

/** Is this problem worded by the editor's own words (true) or by the engine dictionary? */
export function isDraftOnly(code: PackProblemCode | DraftOnlyCode): code is DraftOnlyCode {
  return (DRAFT_PROBLEM_CODES as readonly string[]).includes(code);
}

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
  /** A morale threshold's words: a short phrase, like a name. */
  moraleWordsLength: 80,
});

/** The keys a pack must have; `morale` (thresholds, added later) may be absent. */
const OPTIONAL_PACK_KEYS = ['morale'] as const;
const REQUIRED_PACK_KEYS = RULE_PACK_KEYS.filter(
  (key) => !(OPTIONAL_PACK_KEYS as readonly string[]).includes(key),
);

type Problems = ProblemSink<PackProblemCode>;

function slug(problems: Problems, value: unknown, path: string): string | undefined {
  const id = readText(problems, value, path, PACK_LIMITS.idLength);
  if (id !== undefined && !isSlug(id)) {
    problems.push({ path, code: 'id.format' });
    return undefined;
  }
  return id;
}

function bilingual(problems: Problems, value: unknown, path: string, max: number): PackText | undefined {
  const data = record(problems, value, path, ['en', 'ru']);
  if (data === undefined) return undefined;
  const en = readText(problems, data.en, at(path, 'en'), max);
  const ru = readText(problems, data.ru, at(path, 'ru'), max);
  return en !== undefined && ru !== undefined ? { en, ru } : undefined;
}

/** Parse a rule pack. Returns every problem found; never throws. */
export function validatePack(input: unknown): PackValidation {
  const problems: PackProblem[] = [];
  const data = record(problems, input, '', REQUIRED_PACK_KEYS, OPTIONAL_PACK_KEYS);
  if (data === undefined) return fail({ code: 'pack-invalid', problems });
  const id = slug(problems, data.id, 'id');
  const name = bilingual(problems, data.name, 'name', PACK_LIMITS.nameLength);
  const version = integer(problems, data.version, 'version', 1, PACK_LIMITS.version);
  const source = bilingual(problems, data.source, 'source', PACK_LIMITS.sourceLength);
  const official = boolean(problems, data.official, 'official');
  const scales = closedSet(problems, data.scales, 'scales', SCALES);
  const guns = gunTypes(problems, data.gunTypes, 'gunTypes');
  const mods = modifiers(problems, data.modifiers, 'modifiers');
  const casualtyTable = table(problems, data.table, 'table');
  const thresholds = data.morale === undefined ? undefined : morale(problems, data.morale, 'morale');
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
    return fail({ code: 'pack-invalid', problems });
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
    ...(thresholds === undefined ? {} : { morale: thresholds }),
  };
  // The brand is applied here (and, for packs compiled into the app and validated by the build, in
  // built-in.ts): this object was built from checked parts.
  return ok(deepFreeze(pack) as ValidatedPack);
}

// --- gun types: ids, names, the battery kinds that may take them, nested range bands ------------

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

export function gunTypes(problems: Problems, value: unknown, path: string): GunType[] | undefined {
  const entries = readList(problems, value, path, PACK_LIMITS.gunTypes);
  if (entries === undefined) return undefined;
  const before = problems.length;
  const guns: GunType[] = [];
  const firstIndex = new Map<string, number>();
  entries.forEach((entry, index) => {
    const gunPath = at(path, index);
    const data = record(problems, entry ?? null, gunPath, ['id', 'name', 'ranges'], ['batteryKinds']);
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

// --- modifiers: the half-move penalty, the target's by formation, cavalry and battery -------------

/** Optional whole-number modifiers keyed by a closed set (formations), each within the bounds. */
function modifierGroup<K extends string>(
  problems: Problems,
  value: unknown,
  path: string,
  keys: readonly K[],
): Partial<Record<K, number>> | undefined {
  const data = record(problems, value, path, [], keys);
  if (data === undefined) return undefined;
  const limit = PACK_LIMITS.modifierAbs;
  const parsed: Partial<Record<K, number>> = {};
  for (const key of keys) {
    if (data[key] === undefined) continue;
    const entry = integer(problems, data[key], at(path, key), -limit, limit);
    if (entry !== undefined) parsed[key] = entry;
  }
  return parsed;
}

export function modifiers(problems: Problems, value: unknown, path: string): PackModifiers | undefined {
  const data = record(
    problems,
    value,
    path,
    ['movedHalf', 'targetFormation'],
    ['cavalryFormation', 'batteryTarget'],
  );
  if (data === undefined) return undefined;
  const before = problems.length;
  const limit = PACK_LIMITS.modifierAbs;
  const movedHalfPath = at(path, 'movedHalf');
  const movedHalf = integer(problems, data.movedHalf, movedHalfPath, -limit, limit);
  // artillery.movement: «отрицательный модификатор», a negative modifier. Zero or more is not one.
  if (movedHalf !== undefined && movedHalf >= 0)
    problems.push({ path: movedHalfPath, code: 'modifier.not-negative' });
  // Open order is not among the keys: its −2 is the rules text's own (open-order.e).
  const targetFormation = modifierGroup(
    problems,
    data.targetFormation,
    at(path, 'targetFormation'),
    PACK_FORMATIONS,
  );
  // Packs made before cavalry and batteries could be targets have neither: absent means none.
  const cavalryFormation =
    data.cavalryFormation === undefined
      ? undefined
      : modifierGroup(problems, data.cavalryFormation, at(path, 'cavalryFormation'), CAVALRY_FORMATIONS);
  const batteryTarget =
    data.batteryTarget === undefined
      ? undefined
      : integer(problems, data.batteryTarget, at(path, 'batteryTarget'), -limit, limit);
  if (movedHalf === undefined || targetFormation === undefined || problems.length !== before)
    return undefined;
  return {
    movedHalf,
    targetFormation,
    ...(cavalryFormation === undefined ? {} : { cavalryFormation }),
    ...(batteryTarget === undefined ? {} : { batteryTarget }),
  };
}

// --- the casualty table: per ammunition and band a column of rows (score → casualties), or none --

function column(problems: Problems, value: unknown, path: string): TableColumn | undefined {
  if (value === null) return null;
  if (value === undefined) return undefined;
  const entries = readList(problems, value, path, PACK_LIMITS.rows);
  if (entries === undefined) return undefined;
  const before = problems.length;
  const rows: TableRow[] = [];
  entries.forEach((entry, index) => {
    const rowPath = at(path, index);
    const data = record(problems, entry ?? null, rowPath, ['score', 'casualties']);
    if (data === undefined) return;
    const score = integer(
      problems,
      data.score,
      at(rowPath, 'score'),
      PACK_LIMITS.scoreMin,
      PACK_LIMITS.scoreMax,
    );
    // Whole or half figures: the rulebooks' tables give halves.
    const casualties = halfFigures(
      problems,
      data.casualties,
      at(rowPath, 'casualties'),
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

export function table(problems: Problems, value: unknown, path: string): CasualtyTable | undefined {
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

// --- morale thresholds: optional, each a whole percentage with the pack's words -----------------

function threshold(problems: Problems, value: unknown, path: string): MoraleThreshold | undefined {
  const data = record(problems, value, path, ['percent', 'words']);
  if (data === undefined) return undefined;
  const percent = integer(problems, data.percent, at(path, 'percent'), 1, 100);
  const words = bilingual(problems, data.words, at(path, 'words'), PACK_LIMITS.moraleWordsLength);
  return percent !== undefined && words !== undefined ? { percent, words } : undefined;
}

/** The rulebook's morale thresholds: the rules text gives none, so each is the pack's, and optional. */
export function morale(problems: Problems, value: unknown, path: string): MoraleThresholds | undefined {
  const data = record(problems, value, path, [], MORALE_THRESHOLDS);
  if (data === undefined) return undefined;
  const before = problems.length;
  const parsed: Partial<Record<MoraleThresholdKind, MoraleThreshold>> = {};
  for (const kind of MORALE_THRESHOLDS) {
    if (data[kind] === undefined) continue;
    const entry = threshold(problems, data[kind], at(path, kind));
    if (entry !== undefined) parsed[kind] = entry;
  }
  return problems.length === before ? parsed : undefined;
}
