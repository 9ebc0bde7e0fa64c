import { onCleanup } from 'solid-js';

/**
 * The phone's Back closes the open editor or sheet, not the screen behind it.
 *
 * A sheet, when it shows, adds one history entry at the same address (so the hash router sees no
 * change), marked in `history.state.gbSheets`, and marks the entry under it with the sheets it has.
 * Back returns to a marked entry that does not name the sheet: the popstate closes it. (A new entry
 * — a link, a tab of the bottom navigation — fires popstate too, unmarked: it closes nothing.) A sheet closed by its own button takes its entry back out, so no
 * stray entry is left for Back to stop at. An entry that already names the sheet (a reload while it
 * was open) is reused, not added again.
 *
 * A sheet that merely stops showing (the player switched screens, the editor stays open in memory)
 * leaves its entry: coming back past it closes nothing that is not showing.
 */

interface Shown {
  readonly key: string;
  readonly close: () => void;
}

const STATE_KEY = 'gbSheets';
/** Showing sheets, innermost last. */
const shown: Shown[] = [];
/** Popstates this module caused itself (a sheet taking its own entry out): not the player's Back. */
let ownBacks = 0;
let ownBackTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function marks(state: unknown): readonly string[] {
  if (typeof state !== 'object' || state === null) return [];
  const list = (state as Record<string, unknown>)[STATE_KEY];
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

function marked(state: unknown): boolean {
  return typeof state === 'object' && state !== null && STATE_KEY in state;
}

function onPopState(event: PopStateEvent): void {
  if (ownBacks > 0) {
    ownBacks--;
    return;
  }
  // A new entry (a link or a tab of the bottom navigation also fires popstate) names no sheets at
  // all: only a return to an entry this module marked closes anything.
  if (!marked(event.state)) return;
  const open = marks(event.state);
  // Close from the innermost out every showing sheet the entry Back landed on does not name.
  for (let i = shown.length - 1; i >= 0; i--) {
    const sheet = shown[i];
    if (sheet && !open.includes(sheet.key)) {
      shown.splice(i, 1);
      sheet.close();
    }
  }
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  window.addEventListener('popstate', onPopState);
  listening = true;
}

/**
 * A sheet shows: Back now closes it (`close`). Returns the function to call when it stops showing
 * without being closed (its component unmounts because the screen changed).
 */
export function sheetShown(key: string, close: () => void): () => void {
  listen();
  const entry: Shown = { key, close };
  for (let i = shown.length - 1; i >= 0; i--) if (shown[i]?.key === key) shown.splice(i, 1);
  shown.push(entry);
  const current = marks(history.state);
  if (!current.includes(key)) {
    const base = typeof history.state === 'object' && history.state !== null ? history.state : {};
    // The entry under the sheet says which sheets it has (maybe none): Back to it closes the rest.
    history.replaceState({ ...base, [STATE_KEY]: current }, '');
    history.pushState({ ...base, [STATE_KEY]: [...current, key] }, '', location.href);
  }
  return () => {
    const at = shown.indexOf(entry);
    if (at >= 0) shown.splice(at, 1);
  };
}

/**
 * The sheet closed by its own button (Save, Cancel, Use these dice…): its history entry goes too,
 * when it is the one on top. Call before any navigation that follows the close.
 */
export function sheetClosed(key: string): void {
  for (let i = shown.length - 1; i >= 0; i--) if (shown[i]?.key === key) shown.splice(i, 1);
  const current = marks(history.state);
  if (current[current.length - 1] === key) {
    ownBacks++;
    // A back that never arrives (the page is leaving) must not swallow the player's next Back.
    clearTimeout(ownBackTimer);
    ownBackTimer = setTimeout(() => {
      ownBacks = 0;
    }, 1000);
    history.back();
  }
}

/** In a component: Back closes this sheet while it shows. */
export function backCloses(key: string, close: () => void): void {
  onCleanup(sheetShown(key, close));
}

/** For tests: forget every showing sheet. */
export function resetSheets(): void {
  shown.length = 0;
  ownBacks = 0;
}
