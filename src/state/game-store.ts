/**
 * The game store's signals and its one way of writing (src/state/game.tsx assembles the store from
 * this and the actions in game-units.ts, game-turns.ts, game-shots.ts and game-answers.ts). The tie
 * to IndexedDB (open, read, write, the writes kept until it opens, other tabs) is game-connection.ts.
 *
 * State lives in Solid signals holding plain data that is never changed in place (a change is a new
 * list or object); every change is written to IndexedDB at once. When storage fails, the store is
 * left as it was before the change and the problem is shown, so nothing half-written stays on screen.
 */
import { createSignal, onCleanup } from 'solid-js';
import type { SituationAnswers, ValidatedPack } from '../core';
import { practicePack } from '../packs';
import { DEFAULT_GAME, type GameSettings, type ResolutionRecord, type UnitCard } from '../records/model';
import type { GbDb, StorageProblem } from '../storage/db';
import {
  closedProblem,
  type DatabaseLink,
  initDatabase,
  reloadGame,
  type WaitingJob,
  writeThrough,
} from './game-connection';
import { sameData } from './game-lists';
import type { AnswersKey } from './remembered-answers';

/**
 * The game the player has on the table: unit cards, the log, the game settings.
 */
export interface GameState {
  /** Everything is loaded (cards, log, settings, remembered answers). */
  ready: boolean;
  /** The cards and settings are loaded: the roster can show. */
  unitsReady: boolean;
  units: UnitCard[];
  log: ResolutionRecord[];
  game: GameSettings;
}

/**
 * v4 event-stamped writes (clocks, corrections, tombstones): not on the first screen; loaded right
 * after it, and kept, so a write starts its transaction at once, in the order the player made it.
 */
let syncModule: typeof import('../storage/sync-writes') | undefined;
export const syncStore = async () => {
  syncModule ??= await import('../storage/sync-writes');
  return syncModule;
};
/**
 * The stamped writes' module if it has arrived: a write calls `(loadedSync() ?? (await syncStore()))`,
 * so once loaded its transaction starts at once, with no extra wait that could reorder writes.
 */
export const loadedSync = () => syncModule;

export type { WaitingJob } from './game-connection';

/** The store's signals: what screens read (`state`, read-only and reactive) and their setters. */
function createGameSignals() {
  const [units, setUnits] = createSignal<UnitCard[]>([]);
  const [log, setLog] = createSignal<ResolutionRecord[]>([]);
  const [settings, setSettings] = createSignal<GameSettings>(structuredClone(DEFAULT_GAME));
  const [ready, setReady] = createSignal(false);
  const [unitsReady, setUnitsReady] = createSignal(false);
  const [problem, setProblem] = createSignal<StorageProblem>();
  const [blocked, setBlocked] = createSignal(false);
  const setGame = (next: GameSettings) => setSettings((before) => (sameData(before, next) ? before : next));
  /** Read-only and reactive: screens read `game.state.units` etc.; only the actions change it. */
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
    get log() {
      return log();
    },
    get game() {
      return settings();
    },
  };
  return {
    state,
    ...{ setUnits, setLog, setGame, setSettings, setReady, setUnitsReady },
    ...{ problem, setProblem, blocked, setBlocked },
  };
}

export function createGameStore() {
  const signals = createGameSignals();
  const { setLog, problem } = signals;
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('grand-battery');
  onCleanup(() => channel?.close());
  /**
   * The open database, reopened once when the browser drops it, the writes made before it opens,
   * and the channel to other tabs (game-connection.ts).
   */
  const link: DatabaseLink = { closed: false, waiting: [], channel };
  const answers = new Map<AnswersKey, Partial<SituationAnswers>>();
  /** `logAfter`: what the log's reading waits for (at open, the roster's first paint). */
  const reload = (logAfter?: Promise<void>) => reloadGame(link, signals, logAfter);
  // Another tab changed the data: read it again.
  if (channel) channel.onmessage = () => void reload().catch(() => undefined);

  /** The log on screen after a card was deleted or restored (storage marks its applied shots the same way). */
  function markShotsAt(id: string, deleted: boolean) {
    setLog((entries) =>
      entries.map((r) => {
        if (r.applied?.targetId !== id) return r;
        const { targetDeleted: _was, ...applied } = r.applied;
        return { ...r, applied: deleted ? { ...applied, targetDeleted: true } : applied };
      }),
    );
  }

  // The rule pack new resolutions use. Packs other than the built-in practice pack are loaded by the
  // packs module (src/state/packs.ts) and set here; logged resolutions keep the stamp of the pack they used.
  const [pack, setActivePack] = createSignal<ValidatedPack>(practicePack);

  return {
    // state, setUnits, setLog, setGame, setSettings, problem, setProblem, blocked (and the setters
    // of readiness and of the blocked upgrade, which only the database side uses)
    ...signals,
    pack,
    setActivePack,
    answers,
    /** The open database; undefined before it opens or when storage is unavailable. */
    database: () => link.connection?.current(),
    /** The reconnecting connection (undefined before it opens or when storage is unavailable). */
    connection: () => link.connection,
    /** The database was handed to a newer version: no write may pretend to succeed. */
    closed: () => link.closed,
    closedProblem: () => closedProblem(problem()),
    /** Keep a write for when the database opens (dropped once it has opened or failed). */
    queue: (job: WaitingJob) => void link.waiting?.push(job),
    /** Tell other tabs that the data changed. */
    announce: () => channel?.postMessage('changed'),
    init: () => initDatabase(link, signals, answers),
    reload,
    /**
     * Run a write; on failure undo the in-memory change and say what happened. `persist` may run
     * twice (`retry`: the first connection was lost, perhaps after it committed): it writes values,
     * not increments, so a second run stores the same.
     */
    write: (apply: () => void, revert: () => void, persist: (d: GbDb, retry?: boolean) => Promise<void>) =>
      writeThrough(link, signals, apply, revert, persist),
    markShotsAt,
  };
}

export type GameStore = ReturnType<typeof createGameStore>;
