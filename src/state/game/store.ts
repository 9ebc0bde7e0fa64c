/**
 * The game's signals: what screens read (`state`, read-only and reactive), their setters (only the
 * game's verbs write), the storage banner's problem, and the rule pack new shots use. State lives in
 * plain data that is never changed in place (a change is a new list or object); a list read again
 * keeps its unchanged objects, so the roster and the log redraw only what changed (the verbs' own
 * list helpers are lists.ts, with their chunks).
 */
import { createSignal } from 'solid-js';
import type { ValidatedPack } from '../../core';
import type { StorageKind } from '../../records';
import {
  type BrigadeRecord,
  DEFAULT_GAME,
  type GameSettings,
  type ResolutionRecord,
  type UnitCard,
} from '../../records';
import { practicePackNow } from '../packs/practice';

/** The game the player has on the table: unit cards, the log, the game settings. */
export interface GameState {
  /** Everything is loaded (cards, log, settings, remembered answers). */
  ready: boolean;
  /** The cards and settings are loaded: the roster can show. */
  unitsReady: boolean;
  units: UnitCard[];
  /** v6: the sides' brigades, deleted ones too (marked; screens leave them out: `brigadesOf`). */
  brigades: BrigadeRecord[];
  log: ResolutionRecord[];
  game: GameSettings;
}

export function createGameSignals() {
  const [units, setUnits] = createSignal<UnitCard[]>([]);
  const [brigades, setBrigades] = createSignal<BrigadeRecord[]>([]);
  const [log, setLog] = createSignal<ResolutionRecord[]>([]);
  const [settings, setSettings] = createSignal<GameSettings>(structuredClone(DEFAULT_GAME));
  const [ready, setReady] = createSignal(false);
  const [unitsReady, setUnitsReady] = createSignal(false);
  const [problem, setProblem] = createSignal<StorageKind>();
  const [blocked, setBlocked] = createSignal(false);
  // The rule pack new resolutions use: the practice pack until the packs (packs/) set the active
  // one; logged resolutions keep the stamp of the pack they used. Read only by code that came in a
  // chunk, which waits for the practice pack (packs/practice.ts): never before it is here.
  const [active, setActivePack] = createSignal<ValidatedPack>();
  const pack = (): ValidatedPack => {
    const now = active() ?? practicePackNow();
    if (now === undefined) throw new Error('pack.not-loaded: read by code that did not wait for it');
    return now;
  };
  const setGame = (next: GameSettings) => setSettings((before) => (sameData(before, next) ? before : next));
  /** Read-only and reactive: screens read `game.state.units` etc.; only the verbs change it. */
  const state: Readonly<GameState> = {
    get ready() {
      return ready();
    },
    get unitsReady() {
      return unitsReady();
    },
    get units() {
      return units();
    },
    get brigades() {
      return brigades();
    },
    get log() {
      return log();
    },
    get game() {
      return settings();
    },
  };
  return {
    state,
    ...{ setUnits, setBrigades, setLog, setGame, setSettings, setReady, setUnitsReady },
    ...{ problem, setProblem, blocked, setBlocked, pack, setActivePack },
  };
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
