/** The kit's checks of one value: booleans, numbers, figures, text, members of a closed set (kit.ts). */
import { isOneOf } from '../core/vocabulary';
import { type Check, report } from './kit-base';
import type { Problem, Problems } from './problem';
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
