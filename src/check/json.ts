/**
 * Plain JSON from outside: the keys that could reach an object's prototype, and what a plain
 * record is. Used by every reader of untrusted text (backup, shared game text, pack file). Also
 * plain data's canonical JSON (keys sorted), so two values of the same data compare equal.
 */
import { at } from './problem';

/** Keys that would reach an object's prototype if copied with assignment. Never stored. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * An object made by `{}` or JSON.parse: not an array, not a class instance (its prototype is
 * Object's or none). Data from outside must be this; the engine's looser `isRecord`
 * (core/guards.ts: any object but an array or null) is for arguments that arrive untyped.
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The first prototype key in document order, and its path. JSON.parse makes `__proto__` an own key
 * (no pollution yet), but a later spread or assign could reach the prototype: a text holding one
 * anywhere is refused outright. Iterative: a hostile depth cannot overflow the stack.
 */
export function findForbiddenKey(value: unknown): { path: string; key: string } | undefined {
  const stack: { v: unknown; p: string }[] = [{ v: value, p: '' }];
  while (stack.length > 0) {
    const { v, p } = stack.pop() as { v: unknown; p: string };
    if (typeof v !== 'object' || v === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? v.map((item, i) => [i, item])
      : Object.entries(v as Record<string, unknown>);
    for (const [key] of entries) {
      if (typeof key === 'string' && FORBIDDEN_KEYS.includes(key)) return { path: at(p, key), key };
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string | number, unknown];
      stack.push({ v: item, p: at(p, key) });
    }
  }
  return undefined;
}

/** Plain data as JSON with its keys sorted (absent and undefined alike): equal data, equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
