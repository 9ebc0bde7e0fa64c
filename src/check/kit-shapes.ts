/** The kit's checks of a shape: either/all, lists, tuples, records, plain JSON (kit.ts). */
import { isOneOf } from '../core/vocabulary';
import { FORBIDDEN_KEYS, isPlainRecord } from './json';
import { type Check, report } from './kit-base';
import { anything, num } from './kit-values';
import { at, type Problem, type Problems } from './problem';

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
