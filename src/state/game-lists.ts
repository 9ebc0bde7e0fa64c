/**
 * Plain-data helpers of the game store (src/state/game.tsx): copies, comparisons and list updates
 * that keep unchanged objects, so the roster and the log redraw only what changed.
 */

/**
 * A plain, deep copy of what a caller passed (it may be, or hold, a form's Solid store proxies):
 * what goes to IndexedDB and into the game's state must be structured-cloneable and the game's own.
 */
export function plain<T>(value: T): T {
  return structuredClone(value);
}

export function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The list as read again, reusing each object whose content did not change: the roster and the
 * log redraw only the cards and entries that changed (another tab's write, an import).
 */
export function keepUnchanged<T extends { id: string }>(before: readonly T[], after: readonly T[]): T[] {
  const old = new Map(before.map((item) => [item.id, item]));
  return after.map((item) => {
    const previous = old.get(item.id);
    return previous && sameData(previous, item) ? previous : item;
  });
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
