/**
 * Small total checks for values that arrive untyped (storage, shared links, a caller's bug). The
 * engine's public functions read their arguments only through these, so no input makes them throw
 * or answer NaN.
 */

/**
 * Any object but null or an array (a class instance or a store's proxy included): what the
 * engine may read fields from. Data from outside is checked with check/json.ts `isPlainRecord`
 * (made by `{}` or JSON.parse only).
 */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number small enough that sums of a few dozen of them stay exact. */
export function isSafeWhole(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/**
 * Figures as players count them: whole or half (23, 23½), never negative. Halves are exact in
 * floating point, so sums and differences of them are too; the bound keeps them exact.
 */
export function isHalfFigures(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && Number.isSafeInteger(value * 2);
}

/** A usable count of figures, or 0 for anything else (missing, negative, NaN, a quarter). */
export function figuresOr0(value: unknown): number {
  return isHalfFigures(value) ? value : 0;
}
