/**
 * Pack problems and the small parsers the validator is built from. Each parser checks one
 * value, records every problem with its path, and returns the value only when it is sound.
 */
import type { PackText, ValidatedPack } from '../core/pack';
import { isOneOf, type Scale } from '../core/vocabulary';

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
  // artillery.movement: the half-move penalty is a negative modifier («отрицательный модификатор»)
  'modifier.not-negative',
  // casualties are whole or half figures (1, 1.5, 2…), nothing finer
  'number.not-half',
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

/** Pack and gun type ids: lower-case letters and digits, joined by '-' or '.' (e.g. `6pdr`, `horse-3pdr`). */
export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

export type Problems = PackProblem[];
export type Data = Readonly<Record<string, unknown>>;

export const at = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
export const item = (path: string, index: number): string => `${path}[${index}]`;

export function record(
  problems: Problems,
  value: unknown,
  path: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Data | undefined {
  if (value === undefined && path !== '') return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ path, code: 'type.object' });
    return undefined;
  }
  const data = value as Data;
  const known = new Set([...required, ...optional]);
  for (const key of Object.keys(data))
    if (!known.has(key)) problems.push({ path: at(path, key), code: 'key.unknown' });
  for (const key of required)
    if (data[key] === undefined) problems.push({ path: at(path, key), code: 'key.missing' });
  return data;
}

// Below, an `undefined` value is a missing key, already reported by `record`: no second problem.

export function list(
  problems: Problems,
  value: unknown,
  path: string,
  max: number,
): readonly unknown[] | undefined {
  if (value === undefined) return undefined;
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

export function text(problems: Problems, value: unknown, path: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    problems.push({ path, code: 'type.string' });
    return undefined;
  }
  if (value.trim() === '') problems.push({ path, code: 'string.empty' });
  else if (value.length > max) problems.push({ path, code: 'string.too-long', params: { max } });
  else return value;
  return undefined;
}

export function slug(problems: Problems, value: unknown, path: string): string | undefined {
  const id = text(problems, value, path, PACK_LIMITS.idLength);
  if (id !== undefined && !SLUG.test(id)) {
    problems.push({ path, code: 'id.format' });
    return undefined;
  }
  return id;
}

export function bilingual(
  problems: Problems,
  value: unknown,
  path: string,
  max: number,
): PackText | undefined {
  const data = record(problems, value, path, ['en', 'ru']);
  if (data === undefined) return undefined;
  const en = text(problems, data.en, at(path, 'en'), max);
  const ru = text(problems, data.ru, at(path, 'ru'), max);
  return en !== undefined && ru !== undefined ? { en, ru } : undefined;
}

export function integer(
  problems: Problems,
  value: unknown,
  path: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
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

/** Whole or half figures from 0 to `max`: 0, 0.5, 1, 1.5… (casualties in a table). */
export function halfFigures(
  problems: Problems,
  value: unknown,
  path: string,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    problems.push({ path, code: 'type.number' });
    return undefined;
  }
  if (value < 0 || value > max) {
    problems.push({ path, code: 'number.out-of-range', params: { min: 0, max } });
    return undefined;
  }
  if (!Number.isInteger(value * 2)) {
    problems.push({ path, code: 'number.not-half' });
    return undefined;
  }
  return value;
}

export function distance(problems: Problems, value: unknown, path: string, max: number): number | undefined {
  if (value === undefined) return undefined;
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
export function closedSet<T extends string>(
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
