/**
 * Parsers that build a value and report EVERY problem with its path (a rule pack from a file, a
 * link or the editor: the player sees all that is wrong at once). Each parser checks one value,
 * pushes its problems, and returns the value only when it is sound. An `undefined` value is a
 * missing key, already reported by `record`: no second problem.
 * Their codes are `type.*`, `key.*`, `string.*`, `number.*`, `array.*`, `value.*`; a caller adds
 * its own (a pack's `range.not-increasing`…). (Checks in place that stop at the first: fields.ts.)
 */
import { isOneOf } from '../core/vocabulary';
import { at, type Problems } from './problem';

export const PARSE_PROBLEM_CODES = [
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
  'value.unknown',
  'value.duplicate',
  'number.out-of-range',
  // whole or half figures (1, 1.5, 2…), nothing finer
  'figures.not-half',
  'array.empty',
  'array.too-long',
] as const;
export type ParseProblemCode = (typeof PARSE_PROBLEM_CODES)[number];

type Sink = Problems<ParseProblemCode>;
export type Data = Readonly<Record<string, unknown>>;

/** An object with these keys: every unknown key and every missing required key is a problem. */
export function record(
  problems: Sink,
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

export function list(
  problems: Sink,
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

/** Text that is not blank, at most `max` characters. */
export function text(problems: Sink, value: unknown, path: string, max: number): string | undefined {
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

export function boolean(problems: Sink, value: unknown, path: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  problems.push({ path, code: 'type.boolean' });
  return undefined;
}

export function integer(
  problems: Sink,
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
  return within(problems, value, path, min, max, value < min || value > max);
}

/** Whole or half figures from 0 to `max`: 0, 0.5, 1, 1.5… (casualties in a table). */
export function halfFigures(problems: Sink, value: unknown, path: string, max: number): number | undefined {
  const number = finite(problems, value, path);
  if (
    number === undefined ||
    within(problems, number, path, 0, max, number < 0 || number > max) === undefined
  )
    return undefined;
  if (!Number.isInteger(number * 2)) {
    problems.push({ path, code: 'figures.not-half' });
    return undefined;
  }
  return number;
}

/** A distance: more than 0, at most `max`. */
export function distance(problems: Sink, value: unknown, path: string, max: number): number | undefined {
  const number = finite(problems, value, path);
  if (number === undefined) return undefined;
  return within(problems, number, path, 0, max, number <= 0 || number > max);
}

function finite(problems: Sink, value: unknown, path: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    problems.push({ path, code: 'type.number' });
    return undefined;
  }
  return value;
}

function within(
  problems: Sink,
  value: number,
  path: string,
  min: number,
  max: number,
  outside: boolean,
): number | undefined {
  if (!outside) return value;
  problems.push({ path, code: 'number.out-of-range', params: { min, max } });
  return undefined;
}

/** A list of distinct values from a closed set. */
export function closedSet<T extends string>(
  problems: Sink,
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
      problems.push({ path: at(path, index), code: 'value.unknown' });
      ok = false;
    } else if (seen.includes(entry)) {
      problems.push({ path: at(path, index), code: 'value.duplicate' });
      ok = false;
    } else {
      seen.push(entry);
    }
  });
  return ok ? seen : undefined;
}
