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

const KEPT_PREFIX = 'gb.unsaved.';

function keptKeys(): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(KEPT_PREFIX)) keys.push(key);
    }
  } catch {
    // no sessionStorage: nothing is kept
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
  for (const key of keptKeys()) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing to drop
    }
  }
}
