/**
 * Which brigades are folded on this phone's roster (issue 34): kept locally (localStorage), never
 * sent; a brigade id no longer on the roster is simply never asked about.
 */
import { createSignal } from 'solid-js';

const KEY = 'gb.folded.v1';

function read(): string[] {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string').slice(0, 500) : [];
  } catch {
    return [];
  }
}

const [foldedIds, setFolded] = createSignal<readonly string[]>(read());

/** The folded brigades' ids. */
export const folded = foldedIds;

/** Folds or unfolds a brigade, and keeps the choice. */
export function toggleFold(id: string): void {
  const next = foldedIds().includes(id) ? foldedIds().filter((x) => x !== id) : [...foldedIds(), id];
  setFolded(next);
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // private mode or a full quota: the fold holds for this visit
  }
}
