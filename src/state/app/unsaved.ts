import { createEffect, createRoot } from 'solid-js';

/**
 * Where input is kept: `session` (sessionStorage) survives a reload of the tab; `closed`
 * (localStorage) survives the app closed and opened again too, written the moment it changes:
 * the volley being chosen and its shot form (a player who puts the phone away a second after
 * choosing finds them again).
 */
export type Kept = 'session' | 'closed';

const storeOf = (kept: Kept): Storage => (kept === 'closed' ? localStorage : sessionStorage);

/**
 * Unsaved input survives a reload (an update, a pull-to-refresh, the phone killing the tab): the
 * open edit and the fire matchup are mirrored into sessionStorage (or localStorage, `kept`) and
 * restored on start.
 */
export function keepAcrossReloads<T>(
  key: string,
  read: () => T | undefined,
  restore: (value: T) => void,
  kept: Kept = 'session',
): void {
  const storageKey = `gb.unsaved.${key}`;
  try {
    // An earlier version kept everything in sessionStorage: what it kept is read once after the update.
    const saved = storeOf(kept).getItem(storageKey) ?? sessionStorage.getItem(storageKey);
    if (saved) restore(JSON.parse(saved) as T);
  } catch {
    // nothing usable was saved
  }
  createEffect(() => {
    const value = read();
    try {
      if (value === undefined) storeOf(kept).removeItem(storageKey);
      else storeOf(kept).setItem(storageKey, JSON.stringify(value));
    } catch {
      // storage full or disabled: the input simply is not kept
    }
  });
}

/**
 * The same for module state in a screen's own chunk: restored when the chunk loads, mirrored for
 * as long as the page lives.
 */
export function keepModuleState<T>(
  key: string,
  read: () => T | undefined,
  restore: (value: T) => void,
  kept: Kept = 'session',
): void {
  createRoot(() => keepAcrossReloads(key, read, restore, kept));
}

const KEPT_PREFIX = 'gb.unsaved.';

/** Every kept input's key, with the storage it is in. */
function keptKeys(): { store: Storage; key: string }[] {
  const keys: { store: Storage; key: string }[] = [];
  for (const kept of ['session', 'closed'] as const) {
    try {
      const store = storeOf(kept);
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(KEPT_PREFIX)) keys.push({ store, key });
      }
    } catch {
      // no such storage: nothing is kept there
    }
  }
  return keys;
}

/** Input is kept for the next start (an open edit, a shot, a pack being edited). */
export function hasKeptInput(): boolean {
  return keptKeys().length > 0;
}

/**
 * Drops every kept input, so the next start opens clean: the way out when what was kept makes a
 * screen fail. Call it right before a reload (the page's own copy in memory goes with the reload).
 */
export function discardKeptInput(): void {
  for (const { store, key } of keptKeys()) {
    try {
      store.removeItem(key);
    } catch {
      // nothing to drop
    }
  }
}
