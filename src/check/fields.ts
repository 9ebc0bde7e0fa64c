/**
 * The kit's checks (kit.ts) as records stored exactly as they were read are checked (a backup
 * file's records, a shared game text's cards and shots): the first problem, with its path
 * (`units[2].figures`), worded in the backup's own codes, `field.*`. The kit's finer code is
 * translated here, at the edge, so what a player reads when a backup is refused stays as it was.
 * Nothing is copied: a value that passes is stored as it was read, so a backup round-trips byte
 * for byte.
 */

import type { CheckProblemCode, ObjectOptions } from './kit';
import * as kit from './kit';
import { type Problem, translated } from './problem';

export type { ObjectOptions } from './kit';

export const FIELD_PROBLEM_CODES = [
  'field.missing',
  'field.unexpected',
  'field.type',
  'field.range',
  'field.unknown-value',
  'field.forbidden-key',
  'field.too-deep',
  'field.built-in-id',
] as const;
export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

export type FieldProblem = Problem<FieldProblemCode>;

export type Check = kit.Check<FieldProblemCode>;

/**
 * A check for every key of T: `{ … } satisfies Shape<UnitCard>` makes a missing key, or one the
 * type does not have, a compile error, so a stored field cannot be forgotten by its check.
 */
export type Shape<T> = Readonly<Record<keyof T, Check>>;

/** The kit's code → the backup's. */
const FIELD_CODE = {
  'type.object': 'field.type',
  'type.array': 'field.type',
  'type.string': 'field.type',
  'type.number': 'field.type',
  'type.integer': 'field.type',
  'type.boolean': 'field.type',
  'type.json': 'field.type',
  'figures.not-half': 'field.type',
  'key.unknown': 'field.unexpected',
  'key.missing': 'field.missing',
  'key.forbidden': 'field.forbidden-key',
  'key.too-many': 'field.range',
  'string.empty': 'field.range',
  'string.too-short': 'field.range',
  'string.too-long': 'field.range',
  'value.unknown': 'field.unknown-value',
  'value.duplicate': 'field.range',
  'value.not-literal': 'field.range',
  'number.out-of-range': 'field.range',
  'array.empty': 'field.range',
  'array.too-short': 'field.range',
  'array.too-long': 'field.range',
  'array.length': 'field.range',
  'json.too-deep': 'field.too-deep',
  'json.too-large': 'field.range',
} as const satisfies Record<CheckProblemCode, FieldProblemCode>;

const isHalves = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v * 2);

const isFieldCode = (code: string): code is FieldProblemCode => code.startsWith('field.');

function asField({ code, path }: Problem<CheckProblemCode | FieldProblemCode>): FieldProblem {
  return { code: isFieldCode(code) ? code : FIELD_CODE[code], path };
}

/** A kit check whose problems are worded in `field.*` codes (the same check, the backup's words). */
function field(check: kit.Check<CheckProblemCode | FieldProblemCode>): Check {
  return (value, path, every) => {
    const problem = check(value, path, every && translated(every, asField));
    return problem && asField(problem);
  };
}

export const bool: Check = field(kit.bool);
export const int = (min: number, max: number): Check => field(kit.int(min, max));
/**
 * Whole or half figures in [min, max]. A stored count finer than a half is a wrong type whatever
 * its size (the backup's words as they were; a rule pack, read with every problem, names the
 * range first).
 */
export const halves = (min: number, max: number): Check =>
  field(kit.all(kit.guard(isHalves, 'figures.not-half'), kit.halves(min, max)));
export const num = (min: number, max: number): Check => field(kit.num(min, max));
/** Text of `min`..`max` characters (code points); `<` and `>` allowed: text is never markup. */
export const text = (min: number, max: number, options: { blank?: boolean } = {}): Check =>
  field(kit.text(min, max, options));
export const oneOf = (set: readonly string[]): Check => field(kit.oneOf(set));
export const literal = (value: string | number | boolean): Check => field(kit.literal(value));
export const guard = (predicate: (v: unknown) => boolean, code: FieldProblemCode = 'field.type'): Check =>
  kit.guard(predicate, code);
export const either = (...checks: Check[]): Check => kit.either(...checks);
export const all = (...checks: Check[]): Check => kit.all(...checks);
export const byKind = (
  kind: (v: Record<string, unknown>) => string | undefined,
  branches: Record<string, Check>,
): Check => field(kit.byKind(kind, branches));
export const list = (item: Check, max: number, min = 0): Check => field(kit.list(item, max, min));
export const tuple = (...items: Check[]): Check => field(kit.tuple(...items));
export const object = (shape: Readonly<Record<string, Check>>, options: ObjectOptions = {}): Check =>
  field(kit.object(shape, options));
export const numberMap: Check = field(kit.numberMap);
export const plainJson = (depth: number, maxChars: number): Check => field(kit.plainJson(depth, maxChars));
