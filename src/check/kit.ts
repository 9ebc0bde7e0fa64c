/**
 * The one validation kit for data from outside (a backup, a rule pack, another phone's text).
 * A `Check` looks at a value in place and never throws or copies. Called with two arguments it
 * stops at the FIRST problem and returns it (a record is refused on the first thing wrong);
 * called with a third, `every`, it writes EVERY problem there and goes on (a rule pack shows the
 * player all that is wrong at once), still returning the first. One code vocabulary
 * (`CHECK_PROBLEM_CODES`); a caller that speaks its own translates at its edge (fields.ts: the
 * backup's `field.*`; parse.ts: the readers that build a rule pack).
 */
import { isOneOf } from '../core';
import { FORBIDDEN_KEYS, isPlainRecord } from './json';
import { at, type Problem, type Problems } from './problem';

export const CHECK_PROBLEM_CODES = [
  'type.object',
  'type.array',
  'type.string',
  'type.number',
  'type.integer',
  'type.boolean',
  // not plain JSON (a value JSON.stringify cannot write)
  'type.json',
  'key.unknown',
  'key.missing',
  'key.forbidden',
  'key.too-many',
  'string.empty',
  'string.too-short',
  'string.too-long',
  'value.unknown',
  'value.duplicate',
  // not the one value allowed here (a format's version)
  'value.not-literal',
  'number.out-of-range',
  // whole or half figures (1, 1.5, 2…), nothing finer
  'figures.not-half',
  'array.empty',
  'array.too-short',
  'array.too-long',
  'array.length',
  'json.too-deep',
  'json.too-large',
] as const;
export type CheckProblemCode = (typeof CHECK_PROBLEM_CODES)[number];

/**
 * Checks a value found at `path`. Without `every`: the first problem, or nothing. With `every`:
 * every problem is pushed there (the first is also returned).
 */
export type Check<C extends string = CheckProblemCode> = (
  value: unknown,
  path: string,
  every?: Problems<C>,
) => Problem<C> | undefined;

/** A problem found by a check itself (not relayed from a part): written to `every` if collecting. */
export function report<C extends string>(
  every: Problems<C> | undefined,
  path: string,
  code: C,
  params?: Readonly<Record<string, number>>,
): Problem<C> {
  const problem: Problem<C> = params ? { path, code, params } : { path, code };
  every?.push(problem);
  return problem;
}

// --- one value: booleans, numbers, figures, text, members of a closed set ----------------------

/** Passes anything (a key whose value a later step reads). */
export const anything: Check<never> = () => undefined;

export const bool: Check<'type.boolean'> = (v, p, every) =>
  typeof v === 'boolean' ? undefined : report(every, p, 'type.boolean');

function range(
  v: number,
  p: string,
  every: Problems<'number.out-of-range'> | undefined,
  min: number,
  max: number,
  above = false,
): Problem<'number.out-of-range'> | undefined {
  const below = above ? v <= min : v < min;
  return below || v > max ? report(every, p, 'number.out-of-range', { min, max }) : undefined;
}

/** A whole number in [min, max]. */
export function int(min: number, max: number): Check<'type.integer' | 'number.out-of-range'> {
  return (v, p, every) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) return report(every, p, 'type.integer');
    return range(v, p, every, min, max);
  };
}

/** A finite number in [min, max] (or (min, max] with `above`: a distance is more than 0). */
export function num(
  min: number,
  max: number,
  options: { above?: boolean } = {},
): Check<'type.number' | 'number.out-of-range'> {
  return (v, p, every) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return report(every, p, 'type.number');
    return range(v, p, every, min, max, options.above);
  };
}

/**
 * Whole or half figures in [min, max] (rulebooks give casualties in halves: 23½). A count that
 * is out of range is reported as that before a fraction finer than a half.
 */
export function halves(
  min: number,
  max: number,
): Check<'type.number' | 'number.out-of-range' | 'figures.not-half'> {
  return (v, p, every) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return report(every, p, 'type.number');
    return (
      range(v, p, every, min, max) ??
      (Number.isInteger(v * 2) ? undefined : report(every, p, 'figures.not-half'))
    );
  };
}

export interface TextOptions {
  /** A text of spaces passes (otherwise, with `min` > 0, it is `string.empty`). */
  blank?: boolean;
  /**
   * How length is counted: `code-points` (the default: what a player sees as characters, one
   * emoji is one) or `utf16` (JavaScript's `length`: a rule pack's limits, as they always were).
   */
  count?: 'code-points' | 'utf16';
}

/**
 * Text of `min`..`max` characters. Any character is allowed, `<` and `>` included: text is stored
 * as it is and always shown as text, never as markup.
 */
export function text(
  min: number,
  max: number,
  options: TextOptions = {},
): Check<'type.string' | 'string.empty' | 'string.too-short' | 'string.too-long'> {
  return (v, p, every) => {
    if (typeof v !== 'string') return report(every, p, 'type.string');
    if (!options.blank && min > 0 && v.trim() === '') return report(every, p, 'string.empty');
    const length = options.count === 'utf16' ? v.length : [...v].length;
    if (length < min) return report(every, p, 'string.too-short', { min });
    return length > max ? report(every, p, 'string.too-long', { max }) : undefined;
  };
}

export function oneOf(set: readonly string[]): Check<'type.string' | 'value.unknown'> {
  return (v, p, every) => {
    if (typeof v !== 'string') return report(every, p, 'type.string');
    return isOneOf(set, v) ? undefined : report(every, p, 'value.unknown');
  };
}

export function literal(
  value: string | number | boolean,
): Check<'type.string' | 'type.number' | 'type.boolean' | 'value.not-literal'> {
  const type =
    typeof value === 'string' ? 'type.string' : typeof value === 'number' ? 'type.number' : 'type.boolean';
  return (v, p, every) => {
    if (v === value) return undefined;
    return report(every, p, typeof v === typeof value ? 'value.not-literal' : type);
  };
}

/** Passes when the predicate (usually one of the engine's type guards) accepts the value. */
export function guard<C extends string>(predicate: (v: unknown) => boolean, code: C): Check<C> {
  return (v, p, every) => (predicate(v) ? undefined : report(every, p, code));
}

// --- a shape: either/all, lists, tuples, records, plain JSON -------------------------------------

/** Passes when one of the checks does; otherwise the first check's problems. */
export function either<C extends string>(...checks: Check<C>[]): Check<C> {
  return (v, p, every) => {
    let first: Problem<C>[] | undefined;
    for (const check of checks) {
      const found: Problem<C>[] = [];
      if (!check(v, p, found)) return undefined;
      first ??= found;
    }
    if (first) every?.push(...first);
    return first?.[0];
  };
}

/**
 * Runs the steps in order: the first problem, at once; collecting, every step runs and the first
 * problem is still the one returned.
 */
function inOrder<C extends string>(
  steps: Iterable<() => Problem<C> | undefined>,
  every: Problems<C> | undefined,
): Problem<C> | undefined {
  let first: Problem<C> | undefined;
  for (const step of steps) {
    const problem = step();
    if (problem && !every) return problem;
    first ??= problem;
  }
  return first;
}

/** Every check, in order (collecting: all of them run). */
export function all<C extends string>(...checks: Check<C>[]): Check<C> {
  return (v, p, every) =>
    inOrder(
      checks.map((check) => () => check(v, p, every)),
      every,
    );
}

/** A union told apart by one field: check the branch it claims to be, so the problem names the right field. */
export function byKind<C extends string>(
  kind: (v: Record<string, unknown>) => string | undefined,
  branches: Record<string, Check<C>>,
): Check<C | 'type.object'> {
  return (v, p, every) => {
    if (!isPlainRecord(v)) return report(every, p, 'type.object');
    const branch = kind(v);
    const check = branch === undefined ? undefined : branches[branch];
    return check ? check(v, p, every) : report(every, p, 'type.object');
  };
}

/** Each item of a list, in order; the first problem (or, collecting, every one). */
function items<C extends string>(
  v: readonly unknown[],
  p: string,
  every: Problems<C> | undefined,
  item: (index: number) => Check<C> | undefined,
): Problem<C> | undefined {
  return inOrder(
    // Array.from, not map: a hole in a sparse list is an item too (undefined).
    Array.from(v, (value, i) => () => item(i)?.(value, at(p, i), every)),
    every,
  );
}

type ListCode = 'type.array' | 'array.too-long' | 'array.empty' | 'array.too-short';

/**
 * A list of `min`..`max` items. Too long: reported, its items not looked at (a hostile size).
 * Too short: reported, and (collecting) its items still checked.
 */
export function list<C extends string>(item: Check<C>, max: number, min = 0): Check<C | ListCode> {
  return (v, p, every) => {
    if (!Array.isArray(v)) return report(every, p, 'type.array');
    if (v.length > max) return report(every, p, 'array.too-long', { max });
    let short: Problem<C | ListCode> | undefined;
    if (v.length < min)
      short = v.length === 0 ? report(every, p, 'array.empty') : report(every, p, 'array.too-short', { min });
    if (short && !every) return short;
    return short ?? items(v, p, every, () => item);
  };
}

/** A list of distinct members of a closed set, at least one. */
export function members(set: readonly string[]): Check<ListCode | 'value.unknown' | 'value.duplicate'> {
  return (v, p, every) => {
    const size = list(anything, set.length, 1)(v, p, every);
    if (size && (!every || size.code !== 'array.empty')) return size;
    const seen = new Set<unknown>();
    const entry = (value: unknown, i: number) => () => {
      const problem = !isOneOf(set, value)
        ? report(every, at(p, i), 'value.unknown')
        : seen.has(value)
          ? report(every, at(p, i), 'value.duplicate')
          : undefined;
      seen.add(value);
      return problem;
    };
    const first = inOrder(Array.from(v as readonly unknown[], entry), every);
    return size ?? first;
  };
}

export function tuple<C extends string>(...parts: Check<C>[]): Check<C | 'type.array' | 'array.length'> {
  return (v, p, every) => {
    if (!Array.isArray(v)) return report(every, p, 'type.array');
    if (v.length !== parts.length) return report(every, p, 'array.length', { length: parts.length });
    return items(v, p, every, (i) => parts[i]);
  };
}

export interface ObjectOptions {
  /** Keys that may be absent. */
  optional?: readonly string[];
  /**
   * What to do with keys the shape does not name: `refuse` (our own storage model, where an
   * unknown key means the file is not what it claims), or `json` (engine output that may grow a
   * field: allowed if it is plain bounded JSON).
   */
  extra?: 'refuse' | 'json';
  /**
   * When a key is missing: `absent` (the default: a key set to `undefined` is there, and its check
   * says what it thinks), or `undefined` (a key set to `undefined` is missing too: an object built
   * in code, as the pack editor's, where "not filled in" is `undefined`).
   */
  missing?: 'absent' | 'undefined';
}

type ObjectCode = 'type.object' | 'key.forbidden' | 'key.unknown' | 'key.missing' | JsonCode;

/** A plain record with these keys (each checked by its check). Prototype keys are refused. */
export function object<C extends string>(
  shape: Readonly<Record<string, Check<C>>>,
  options: ObjectOptions = {},
): Check<C | ObjectCode> {
  const optional = new Set(options.optional ?? []);
  const json = plainJson(8, 16_384);
  return (v, p, every) => {
    if (!isPlainRecord(v)) return report(every, p, 'type.object');
    // The keys the record has that the shape does not name, then the shape's keys.
    const extra = (key: string) => (): Problem<C | ObjectCode> | undefined => {
      if (FORBIDDEN_KEYS.includes(key)) return report(every, at(p, key), 'key.forbidden');
      if (Object.hasOwn(shape, key)) return undefined;
      return options.extra === 'json'
        ? json(v[key], at(p, key), every)
        : report(every, at(p, key), 'key.unknown');
    };
    const named =
      ([key, check]: [string, Check<C>]) =>
      (): Problem<C | ObjectCode> | undefined => {
        const absent = !Object.hasOwn(v, key) || (options.missing === 'undefined' && v[key] === undefined);
        if (!absent) return check(v[key], at(p, key), every);
        return optional.has(key) ? undefined : report(every, at(p, key), 'key.missing');
      };
    return inOrder([...Object.keys(v).map(extra), ...Object.entries(shape).map(named)], every);
  };
}

/** A map of numbers keyed by short names (engine params): at most 16, stops at its first problem even when collecting. */
export const numberMap: Check<
  'type.object' | 'key.too-many' | 'key.forbidden' | 'type.number' | 'number.out-of-range'
> = (v, p, every) => {
  if (!isPlainRecord(v)) return report(every, p, 'type.object');
  const keys = Object.keys(v);
  if (keys.length > 16) return report(every, p, 'key.too-many', { max: 16 });
  const value = num(-1e9, 1e9);
  for (const key of keys) {
    const problem = FORBIDDEN_KEYS.includes(key)
      ? report(every, at(p, key), 'key.forbidden')
      : value(v[key], at(p, key), every);
    if (problem) return problem;
  }
  return undefined;
};

type JsonCode =
  | 'json.too-large'
  | 'json.too-deep'
  | 'type.number'
  | 'type.object'
  | 'key.forbidden'
  | 'type.json';

interface JsonNode {
  readonly v: unknown;
  readonly p: string;
  readonly d: number;
}

/** One value of plain JSON: its problem, or the values in it (none for a leaf). */
function jsonNode(
  { v, p, d }: JsonNode,
  depth: number,
  every?: Problems<JsonCode>,
): Problem<JsonCode> | JsonNode[] {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return [];
  if (typeof v === 'number') return Number.isFinite(v) ? [] : report(every, p, 'type.number');
  if (d >= depth) return report(every, p, 'json.too-deep', { max: depth });
  if (Array.isArray(v)) return v.map((item, i) => ({ v: item, p: at(p, i), d: d + 1 }));
  if (!isPlainRecord(v)) return report(every, p, 'type.object');
  const keys = Object.keys(v);
  const forbidden = keys.find((key) => FORBIDDEN_KEYS.includes(key));
  if (forbidden !== undefined) return report(every, at(p, forbidden), 'key.forbidden');
  return keys.map((key) => ({ v: v[key], p: at(p, key), d: d + 1 }));
}

/**
 * Any plain JSON value no deeper than `depth` and no larger than `maxChars` when written out,
 * with no prototype keys (for data the app keeps but this module does not interpret). Stops at
 * its first problem even when collecting (what is past it is not looked at). Iterative, so a
 * hostile nesting depth cannot overflow the stack.
 */
export function plainJson(depth: number, maxChars: number): Check<JsonCode> {
  return (value, path, every) => {
    const stack: JsonNode[] = [{ v: value, p: path, d: 0 }];
    for (let nodes = 1; stack.length > 0; nodes++) {
      if (nodes > maxChars) return report(every, path, 'json.too-large', { max: maxChars });
      const found = jsonNode(stack.pop() as JsonNode, depth, every);
      if (!Array.isArray(found)) return found;
      for (const child of found) stack.push(child);
    }
    let size: number;
    try {
      size = JSON.stringify(value)?.length ?? 0;
    } catch {
      return report(every, path, 'type.json');
    }
    return size > maxChars ? report(every, path, 'json.too-large', { max: maxChars }) : undefined;
  };
}
