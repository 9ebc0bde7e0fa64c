/**
 * Checks in place, for records that are stored exactly as they were read (a backup file's
 * records, a shared game text's cards and shots). Each check returns the FIRST problem with the
 * path where it was found (`units[2].figures`), or nothing. They never throw and never copy: a
 * value that passes is stored as it was read, so a backup round-trips byte for byte.
 * Their codes are `field.*`. (Parsers that build a value and report EVERY problem: parse.ts.)
 */
import { isOneOf } from '../core/vocabulary';
import { FORBIDDEN_KEYS, isPlainRecord } from './json';
import { at, type Problem } from './problem';

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

export type Check = (value: unknown, path: string) => FieldProblem | undefined;

/**
 * A check for every key of T: `{ … } satisfies Shape<UnitCard>` makes a missing key, or one the
 * type does not have, a compile error, so a stored field cannot be forgotten by its check.
 */
export type Shape<T> = Readonly<Record<keyof T, Check>>;

const fail = (code: FieldProblemCode, path: string): FieldProblem => ({ code, path });

export const bool: Check = (v, p) => (typeof v === 'boolean' ? undefined : fail('field.type', p));

/** A whole number in [min, max]. */
export function int(min: number, max: number): Check {
  return (v, p) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) return fail('field.type', p);
    return v < min || v > max ? fail('field.range', p) : undefined;
  };
}

/** Whole or half figures in [min, max] (rulebooks give casualties in halves: 23½). */
export function halves(min: number, max: number): Check {
  return (v, p) => {
    if (typeof v !== 'number' || !Number.isInteger(v * 2)) return fail('field.type', p);
    return v < min || v > max ? fail('field.range', p) : undefined;
  };
}

/** A finite number in [min, max]. */
export function num(min: number, max: number): Check {
  return (v, p) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return fail('field.type', p);
    return v < min || v > max ? fail('field.range', p) : undefined;
  };
}

/**
 * Text of `min`..`max` characters (code points). Any character is allowed, `<` and `>`
 * included: text is stored as it is and always shown as text, never as markup.
 */
export function text(min: number, max: number, options: { blank?: boolean } = {}): Check {
  return (v, p) => {
    if (typeof v !== 'string') return fail('field.type', p);
    const length = [...v].length;
    if (length < min || length > max) return fail('field.range', p);
    if (!options.blank && min > 0 && v.trim() === '') return fail('field.range', p);
    return undefined;
  };
}

export function oneOf(set: readonly string[]): Check {
  return (v, p) => {
    if (typeof v !== 'string') return fail('field.type', p);
    return isOneOf(set, v) ? undefined : fail('field.unknown-value', p);
  };
}

export function literal(value: string | number | boolean): Check {
  return (v, p) =>
    v === value ? undefined : fail(typeof v === typeof value ? 'field.range' : 'field.type', p);
}

export function either(...checks: Check[]): Check {
  return (v, p) => {
    let first: FieldProblem | undefined;
    for (const check of checks) {
      const problem = check(v, p);
      if (!problem) return undefined;
      first ??= problem;
    }
    return first;
  };
}

/** Passes when the predicate (usually one of the engine's type guards) accepts the value. */
export function guard(predicate: (v: unknown) => boolean, code: FieldProblemCode = 'field.type'): Check {
  return (v, p) => (predicate(v) ? undefined : fail(code, p));
}

export function all(...checks: Check[]): Check {
  return (v, p) => {
    for (const check of checks) {
      const problem = check(v, p);
      if (problem) return problem;
    }
    return undefined;
  };
}

/** A union told apart by one field: check the branch it claims to be, so the problem names the right field. */
export function byKind(
  kind: (v: Record<string, unknown>) => string | undefined,
  branches: Record<string, Check>,
): Check {
  return (v, p) => {
    if (!isPlainRecord(v)) return fail('field.type', p);
    const branch = kind(v);
    const check = branch === undefined ? undefined : branches[branch];
    return check ? check(v, p) : fail('field.type', p);
  };
}

export function list(item: Check, max: number, min = 0): Check {
  return (v, p) => {
    if (!Array.isArray(v)) return fail('field.type', p);
    if (v.length < min || v.length > max) return fail('field.range', p);
    for (let i = 0; i < v.length; i++) {
      const problem = item(v[i], at(p, i));
      if (problem) return problem;
    }
    return undefined;
  };
}

export function tuple(...items: Check[]): Check {
  return (v, p) => {
    if (!Array.isArray(v)) return fail('field.type', p);
    if (v.length !== items.length) return fail('field.range', p);
    for (let i = 0; i < items.length; i++) {
      const problem = items[i]?.(v[i], at(p, i));
      if (problem) return problem;
    }
    return undefined;
  };
}

export interface ObjectOptions {
  /** Keys that may be absent (an absent key is not the same as a key set to `undefined`). */
  optional?: readonly string[];
  /**
   * What to do with keys the shape does not name: `refuse` (our own storage model, where an
   * unknown key means the file is not what it claims), or `json` (engine output that may grow a
   * field: allowed if it is plain bounded JSON).
   */
  extra?: 'refuse' | 'json';
}

export function object(shape: Readonly<Record<string, Check>>, options: ObjectOptions = {}): Check {
  const optional = new Set(options.optional ?? []);
  return (v, p) => {
    if (!isPlainRecord(v)) return fail('field.type', p);
    for (const key of Object.keys(v)) {
      if (FORBIDDEN_KEYS.includes(key)) return fail('field.forbidden-key', at(p, key));
      if (!Object.hasOwn(shape, key)) {
        if (options.extra !== 'json') return fail('field.unexpected', at(p, key));
        const problem = plainJson(8, 16_384)(v[key], at(p, key));
        if (problem) return problem;
      }
    }
    for (const [key, check] of Object.entries(shape)) {
      if (!Object.hasOwn(v, key)) {
        if (optional.has(key)) continue;
        return fail('field.missing', at(p, key));
      }
      const problem = check(v[key], at(p, key));
      if (problem) return problem;
    }
    return undefined;
  };
}

/** A map of numbers keyed by short names (engine params). */
export const numberMap: Check = (v, p) => {
  if (!isPlainRecord(v)) return fail('field.type', p);
  const keys = Object.keys(v);
  if (keys.length > 16) return fail('field.range', p);
  for (const key of keys) {
    if (FORBIDDEN_KEYS.includes(key)) return fail('field.forbidden-key', at(p, key));
    const problem = num(-1e9, 1e9)(v[key], at(p, key));
    if (problem) return problem;
  }
  return undefined;
};

/**
 * Any plain JSON value no deeper than `depth` and no larger than `maxChars` when written out,
 * with no prototype keys (for data the app keeps but this module does not interpret).
 * Iterative, so a hostile nesting depth cannot overflow the stack.
 */
export function plainJson(depth: number, maxChars: number): Check {
  return (value, path) => {
    const stack: { v: unknown; p: string; d: number }[] = [{ v: value, p: path, d: 0 }];
    let nodes = 0;
    while (stack.length > 0) {
      const { v, p, d } = stack.pop() as { v: unknown; p: string; d: number };
      if (++nodes > maxChars) return fail('field.range', path);
      if (v === null || typeof v === 'boolean' || typeof v === 'string') continue;
      if (typeof v === 'number') {
        if (!Number.isFinite(v)) return fail('field.type', p);
        continue;
      }
      if (d >= depth) return fail('field.too-deep', p);
      if (Array.isArray(v)) {
        v.forEach((item, i) => {
          stack.push({ v: item, p: at(p, i), d: d + 1 });
        });
        continue;
      }
      if (!isPlainRecord(v)) return fail('field.type', p);
      for (const key of Object.keys(v)) {
        if (FORBIDDEN_KEYS.includes(key)) return fail('field.forbidden-key', at(p, key));
        stack.push({ v: v[key], p: at(p, key), d: d + 1 });
      }
    }
    let size: number;
    try {
      size = JSON.stringify(value)?.length ?? 0;
    } catch {
      return fail('field.type', path);
    }
    return size > maxChars ? fail('field.range', path) : undefined;
  };
}
