/**
 * Plain-data helpers of the game's verbs (their chunks, not the first screen's): copies, a list
 * with one item replaced or added, a new id.
 */

/**
 * A plain, deep copy of what a caller passed (it may be, or hold, a form's Solid store proxies):
 * what goes to IndexedDB and into the game's state must be structured-cloneable and the game's own.
 */
export function plain<T>(value: T): T {
  return structuredClone(value);
}

/** A list with the item of this id replaced, or added first (`unshift`) or last when it is new. */
export function withItem<T extends { id: string }>(
  list: readonly T[],
  item: T,
  newAt: 'first' | 'last',
): T[] {
  const i = list.findIndex((x) => x.id === item.id);
  if (i >= 0) return list.map((x, k) => (k === i ? item : x));
  return newAt === 'first' ? [item, ...list] : [...list, item];
}

export function newId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}
