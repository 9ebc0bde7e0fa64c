/**
 * Readers that build a value from the kit's checks (kit.ts) collecting EVERY problem (a rule pack
 * from a file, a link or the editor: the player sees all that is wrong at once). Each reader
 * checks one value, pushes its problems, and returns the value only when it is sound. An
 * `undefined` value is a missing key, already reported by `record`: no second problem.
 * Their codes are the kit's, less those they never report (`PARSE_PROBLEM_CODES`, derived from
 * the kit's list); a caller adds its own (a pack's `range.not-increasing`…).
 */

import { isPlainRecord } from './json';
import type { Check, CheckProblemCode } from './kit';
import {
  anything,
  bool,
  CHECK_PROBLEM_CODES,
  halves,
  int,
  list as listOf,
  members,
  num,
  object,
  text as textOf,
} from './kit';
import { type Problem, type Problems, translated } from './problem';

/**
 * The kit's codes these readers never report, each with why. Their own codes are the rest of the
 * kit's, derived (`PARSE_PROBLEM_CODES`): a code the kit gains is the readers' until it is listed
 * here, and a rule pack's words for it are a compile error until written. tests/unit/check/parse.test.ts
 * holds both sides: an input for every code of theirs, and no input that gets one of these.
 */
const NOT_REPORTED = {
  'type.json': 'no reader lets plain JSON through: a pack names every key',
  'key.forbidden': "`record` reports a prototype key as a key the pack does not have, 'key.unknown'",
  'key.too-many': 'no reader checks a map of numbers',
  'string.too-short': "`readText` asks for at least 1 and reports a blank one as 'string.empty'",
  'value.not-literal': 'no reader asks for one given value',
  'array.too-short': "`readList` and `closedSet` ask for at least 1: a shorter list is 'array.empty'",
  'array.length': 'no reader checks a tuple',
  'json.too-deep': 'no reader lets plain JSON through',
  'json.too-large': 'no reader lets plain JSON through',
} as const satisfies Partial<Record<CheckProblemCode, string>>;

export type ParseProblemCode = Exclude<CheckProblemCode, keyof typeof NOT_REPORTED>;
/** The codes these readers report: the kit's, less those they never report (in the kit's order). */
export const PARSE_PROBLEM_CODES: readonly ParseProblemCode[] = CHECK_PROBLEM_CODES.filter(
  (code): code is ParseProblemCode => !Object.hasOwn(NOT_REPORTED, code),
);

type Sink = Problems<ParseProblemCode>;
export type Data = Readonly<Record<string, unknown>>;

/**
 * Runs a kit check collecting every problem; true when it found none. The readers' checks can
 * report only PARSE_PROBLEM_CODES (NOT_REPORTED says why not the others: a text of at least 1 that
 * is not blank is never too short…), which their types cannot tell: hence the one cast.
 */
function sound(check: Check<CheckProblemCode>, problems: Sink, value: unknown, path: string): boolean {
  const before = problems.length;
  check(value, path, problems as Problems<CheckProblemCode>);
  return problems.length === before;
}

/**
 * An object with these keys: every unknown key and every missing required key (absent or
 * `undefined`) is a problem. A prototype key is one the pack does not have, `key.unknown`.
 * Returns the object (its values are for the caller's readers) unless it is not one.
 */
export function record(
  problems: Sink,
  value: unknown,
  path: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Data | undefined {
  if (value === undefined && path !== '') return undefined;
  const shape = Object.fromEntries([...required, ...optional].map((key) => [key, anything]));
  const keys = object(shape, { optional, missing: 'undefined' });
  const asParse = ({ path, code }: Problem<CheckProblemCode>) =>
    ({ path, code: code === 'key.forbidden' ? 'key.unknown' : code }) as Problem<ParseProblemCode>;
  keys(value, path, translated(problems, asParse));
  return isPlainRecord(value) ? value : undefined;
}

/** A list of at most `max` items; an empty one is reported and returned (its items are none). */
export function readList(
  problems: Sink,
  value: unknown,
  path: string,
  max: number,
): readonly unknown[] | undefined {
  if (value === undefined) return undefined;
  sound(listOf(anything, max, 1), problems, value, path);
  return Array.isArray(value) && value.length <= max ? value : undefined;
}

/** Text that is not blank, at most `max` characters (UTF-16 units, as a pack's limits always were). */
export function readText(problems: Sink, value: unknown, path: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  return sound(textOf(1, max, { count: 'utf16' }), problems, value, path) ? (value as string) : undefined;
}

export function boolean(problems: Sink, value: unknown, path: string): boolean | undefined {
  if (value === undefined) return undefined;
  return sound(bool, problems, value, path) ? (value as boolean) : undefined;
}

export function integer(
  problems: Sink,
  value: unknown,
  path: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  return sound(int(min, max), problems, value, path) ? (value as number) : undefined;
}

/** Whole or half figures from 0 to `max`: 0, 0.5, 1, 1.5… (casualties in a table). */
export function halfFigures(problems: Sink, value: unknown, path: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  return sound(halves(0, max), problems, value, path) ? (value as number) : undefined;
}

/** A distance: more than 0, at most `max`. */
export function distance(problems: Sink, value: unknown, path: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  return sound(num(0, max, { above: true }), problems, value, path) ? (value as number) : undefined;
}

/** A list of distinct values from a closed set, at least one. */
export function closedSet<T extends string>(
  problems: Sink,
  value: unknown,
  path: string,
  set: readonly T[],
): readonly T[] | undefined {
  if (value === undefined) return undefined;
  return sound(members(set), problems, value, path) ? (value as readonly T[]) : undefined;
}
