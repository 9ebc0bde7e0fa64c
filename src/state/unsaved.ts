import { createEffect, createRoot } from 'solid-js';

/**
 * Unsaved input survives a reload (an update, a pull-to-refresh, the phone killing the tab): the
 * open edit and the fire matchup are mirrored into sessionStorage and restored on start.
 */
export function keepAcrossReloads<T>(
  key: string,
  read: () => T | undefined,
  restore: (value: T) => void,
): void {
  const storageKey = `gb.unsaved.${key}`;
  try {
    const saved = sessionStorage.getItem(storageKey);
    if (saved) restore(JSON.parse(saved) as T);
  } catch {
    // nothing usable was saved
  }
  createEffect(() => {
    const value = read();
    try {
      if (value === undefined) sessionStorage.removeItem(storageKey);
      else sessionStorage.setItem(storageKey, JSON.stringify(value));
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
): void {
  createRoot(() => keepAcrossReloads(key, read, restore));
}
