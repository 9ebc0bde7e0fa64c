/**
 * The one validation kit for data from outside (a backup, a rule pack, another phone's text).
 * A `Check` looks at a value in place and never throws or copies. Called with two arguments it
 * stops at the FIRST problem and returns it (a record is refused on the first thing wrong);
 * called with a third, `every`, it writes EVERY problem there and goes on (a rule pack shows the
 * player all that is wrong at once), still returning the first. One code vocabulary
 * (`CHECK_PROBLEM_CODES`); a caller that speaks its own translates at its edge (fields.ts: the
 * backup's `field.*`; parse.ts: the readers that build a rule pack).
 */
import { isOneOf } from '../core/vocabulary';
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
function report<C extends string>(
  every: Problems<C> | undefined,
  path: string,
  code: C,
  params?: Readonly<Record<string, number>>,
): Problem<C> {
  const problem: Problem<C> = params ? { path, code, params } : { path, code };
  every?.push(problem);
  return problem;
}

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

/** Every check, in order (collecting: all of them run). */
export function all<C extends string>(...checks: Check<C>[]): Check<C> {
  return (v, p, every) => {
    let first: Problem<C> | undefined;
    for (const check of checks) {
      const problem = check(v, p, every);
      if (problem && !every) return problem;
      first ??= problem;
    }
    return first;
  };
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
  let first: Problem<C> | undefined;
  for (let i = 0; i < v.length; i++) {
    const problem = item(i)?.(v[i], at(p, i), every);
    if (problem && !every) return problem;
    first ??= problem;
  }
  return first;
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
    const entries = v as readonly unknown[];
    let first: Problem<ListCode | 'value.unknown' | 'value.duplicate'> | undefined;
    for (let i = 0; i < entries.length && (every || !first); i++) {
      const entry = entries[i];
      const problem = !isOneOf(set, entry)
        ? report(every, at(p, i), 'value.unknown')
        : seen.has(entry)
          ? report(every, at(p, i), 'value.duplicate')
          : undefined;
      seen.add(entry);
      first ??= problem;
    }
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
    let first: Problem<C | ObjectCode> | undefined;
    const found = (problem: Problem<C | ObjectCode> | undefined): boolean => {
      first ??= problem;
      return problem !== undefined && !every;
    };
    for (const key of Object.keys(v)) {
      if (FORBIDDEN_KEYS.includes(key)) {
        if (found(report(every, at(p, key), 'key.forbidden'))) return first;
      } else if (!Object.hasOwn(shape, key)) {
        const problem =
          options.extra === 'json'
            ? json(v[key], at(p, key), every)
            : report(every, at(p, key), 'key.unknown');
        if (found(problem)) return first;
      }
    }
    for (const [key, check] of Object.entries(shape)) {
      const absent = !Object.hasOwn(v, key) || (options.missing === 'undefined' && v[key] === undefined);
      const problem = !absent
        ? check(v[key], at(p, key), every)
        : optional.has(key)
          ? undefined
          : report(every, at(p, key), 'key.missing');
      if (found(problem)) return first;
    }
    return first;
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

/**
 * Any plain JSON value no deeper than `depth` and no larger than `maxChars` when written out,
 * with no prototype keys (for data the app keeps but this module does not interpret). Stops at
 * its first problem even when collecting (what is past it is not looked at). Iterative, so a
 * hostile nesting depth cannot overflow the stack.
 */
export function plainJson(depth: number, maxChars: number): Check<JsonCode> {
  return (value, path, every) => {
    const stack: { v: unknown; p: string; d: number }[] = [{ v: value, p: path, d: 0 }];
    let nodes = 0;
    while (stack.length > 0) {
      const { v, p, d } = stack.pop() as { v: unknown; p: string; d: number };
      if (++nodes > maxChars) return report(every, path, 'json.too-large', { max: maxChars });
      if (v === null || typeof v === 'boolean' || typeof v === 'string') continue;
      if (typeof v === 'number') {
        if (!Number.isFinite(v)) return report(every, p, 'type.number');
        continue;
      }
      if (d >= depth) return report(every, p, 'json.too-deep', { max: depth });
      if (Array.isArray(v)) {
        v.forEach((item, i) => {
          stack.push({ v: item, p: at(p, i), d: d + 1 });
        });
        continue;
      }
      if (!isPlainRecord(v)) return report(every, p, 'type.object');
      for (const key of Object.keys(v)) {
        if (FORBIDDEN_KEYS.includes(key)) return report(every, at(p, key), 'key.forbidden');
        stack.push({ v: v[key], p: at(p, key), d: d + 1 });
      }
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
