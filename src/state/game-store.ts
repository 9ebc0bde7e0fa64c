/**
 * The game store's signals and its one way of writing (src/state/game.tsx assembles the store from
 * this and the actions in game-units.ts, game-turns.ts, game-shots.ts and game-answers.ts).
 *
 * State lives in Solid signals holding plain data that is never changed in place (a change is a new
 * list or object); every change is written to IndexedDB at once. When storage fails, the store is
 * left as it was before the change and the problem is shown, so nothing half-written stays on screen.
 */
import { batch, createSignal, onCleanup } from 'solid-js';
import type { SituationAnswers, ValidatedPack } from '../core';
import { fail, ok, type Result } from '../core/result';
import { practicePack } from '../packs';
import { DEFAULT_GAME, type GameSettings, type ResolutionRecord, type UnitCard } from '../records/model';
import { type Connection, reconnecting } from '../storage/connection';
import { classifyError, type GbDb, loadGame, openGbDb, type StorageProblem } from '../storage/db';
import { listResolutions } from '../storage/log-list';
import { listUnits } from '../storage/units';
import { firstScreenPainted } from './first-screen';
import { keepUnchanged, sameData, withItem } from './game-lists';
import { type AnswersKey, readAnswers } from './remembered-answers';

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

/** A write made before the database opened, run (in order) once it has, or without it when it failed. */
export type WaitingJob = (d: GbDb | undefined) => Promise<void>;

export function createGameStore() {
  const [units, setUnits] = createSignal<UnitCard[]>([]);
  const [log, setLog] = createSignal<ResolutionRecord[]>([]);
  const [settings, setSettings] = createSignal<GameSettings>(structuredClone(DEFAULT_GAME));
  const [ready, setReady] = createSignal(false);
  const [unitsReady, setUnitsReady] = createSignal(false);
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
  const [problem, setProblem] = createSignal<StorageProblem>();
  const [blocked, setBlocked] = createSignal(false);
  /**
   * The open database, reopened once when the browser drops it (WebKit, a page in the background):
   * every job through `run` is retried once on a new connection (src/storage/connection.ts).
   */
  let connection: Connection | undefined;
  const db = () => connection?.current();
  /** A job on the database (retried once on a new connection if the old one was lost). */
  const run = <T>(job: (d: GbDb, retry: boolean) => Promise<T>): Promise<T> =>
    (connection as Connection).run(job); // only called once `connection` is set
  let closedForUpgrade = false;
  /**
   * Writes made before the database is open (an old tab blocking the upgrade can hold it for
   * minutes): kept on screen and stored, in order, the moment it opens — never lost, never faked.
   */
  let waiting: WaitingJob[] | undefined = [];
  async function flushWaiting(d: GbDb | undefined) {
    const queued = waiting ?? [];
    waiting = undefined;
    for (const job of queued) await job(d);
  }
  const answers = new Map<AnswersKey, Partial<SituationAnswers>>();

  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('grand-battery');
  onCleanup(() => channel?.close());

  /** `logAfter`: what the log's reading waits for (at open, the roster's first paint). */
  async function reload(logAfter?: Promise<void>) {
    if (!connection) return;
    // The roster first: the log (up to 200 full chains) is asked for only once the cards are
    // drawn, so its reading does not delay them (the roster needs no log: the batteries that fired
    // this turn are in the settings).
    const [stored, game] = await run((d) => Promise.all([listUnits(d), loadGame(d, DEFAULT_GAME)]));
    batch(() => {
      setUnits((before) => keepUnchanged(before, stored));
      setGame(game);
      setUnitsReady(true);
    });
    await logAfter;
    if (!connection) return;
    const entries = await run((d) => listResolutions(d));
    setLog((before) => keepUnchanged(before, entries));
  }

  async function init() {
    try {
      const handlers = {
        onBlocked: () => {
          setBlocked(true);
          // Show the roster (what is entered meanwhile) instead of "Loading…"; the banner says why.
          setUnitsReady(true);
        },
        onVersionChange: () => {
          // A newer version wants the database: ours is closed (db.ts); no write may pretend to succeed.
          closedForUpgrade = true;
          setProblem('version-change');
        },
        onTerminated: () => connection?.lost(),
      };
      const opened = await openGbDb(handlers);
      connection = reconnecting(
        opened,
        () => openGbDb(handlers),
        () => !closedForUpgrade,
      );
      setBlocked(false);
      await flushWaiting(opened);
      await reload(firstScreenPainted());
      await run((d) => readAnswers(d, answers));
    } catch (error) {
      connection = undefined;
      const cause = classifyError(error);
      // The data belongs to a newer version: nothing entered here could be stored, so nothing is
      // accepted (rather than kept in memory and lost on the reload the banner asks for).
      if (cause === 'newer-version') closedForUpgrade = true;
      setProblem(cause);
      await flushWaiting(undefined);
    } finally {
      // Also when storage failed: the app runs in memory and says so.
      batch(() => {
        setUnitsReady(true);
        setReady(true);
      });
    }
  }
  // Another tab changed the data: read it again.
  if (channel) channel.onmessage = () => void reload().catch(() => undefined);

  /** The database went to a newer version (another tab now, or before we opened): say which. */
  const closedProblem = (): StorageProblem =>
    problem() === 'newer-version' ? 'newer-version' : 'version-change';

  /**
   * Run a write; on failure undo the in-memory change and say what happened. `persist` may run
   * twice (`retry`: the first connection was lost, perhaps after it committed): it writes values,
   * not increments, so a second run stores the same. Answers whether the change stands: kept until
   * the database opens, or in memory when storage is unavailable, is a change that stands.
   */
  async function write(
    apply: () => void,
    revert: () => void,
    persist: (d: GbDb, retry?: boolean) => Promise<void>,
  ): Promise<Result<void, StorageProblem>> {
    apply();
    if (closedForUpgrade) {
      revert(); // the database was handed to a newer tab: keep the screen equal to what is stored
      setProblem(closedProblem());
      return fail(closedProblem());
    }
    if (waiting) {
      waiting.push(async (d) => {
        if (!d) return; // storage turned out unavailable: the game goes on in memory, the banner says so
        try {
          await persist(d);
        } catch (error) {
          revert();
          setProblem(classifyError(error));
        }
      });
      return ok();
    }
    if (!connection) return ok(); // storage unavailable: the banner says so, the game still works in memory
    try {
      await run(persist);
      setProblem(undefined);
      channel?.postMessage('changed');
      return ok();
    } catch (error) {
      revert();
      const problem = classifyError(error);
      setProblem(problem);
      return fail(problem);
    }
  }

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

  /** Show a record and a card exactly as they were stored. */
  function showStored(record: ResolutionRecord, unit?: UnitCard) {
    batch(() => {
      setLog((entries) => withItem(entries, record, 'first'));
      if (unit && state.units.some((c) => c.id === unit.id)) setUnits((list) => withItem(list, unit, 'last'));
    });
  }

  // The rule pack new resolutions use. Packs other than the built-in practice pack are loaded by the
  // packs module (src/state/packs.ts) and set here; logged resolutions keep the stamp of the pack they used.
  const [pack, setActivePack] = createSignal<ValidatedPack>(practicePack);

  return {
    state,
    setUnits,
    setLog,
    setGame,
    setSettings,
    problem,
    setProblem,
    blocked,
    pack,
    setActivePack,
    answers,
    /** The open database; undefined before it opens or when storage is unavailable. */
    database: db,
    /** The reconnecting connection (undefined before it opens or when storage is unavailable). */
    connection: () => connection,
    /** The database was handed to a newer version: no write may pretend to succeed. */
    closed: () => closedForUpgrade,
    closedProblem,
    /** Keep a write for when the database opens (dropped once it has opened or failed). */
    queue: (job: WaitingJob) => void waiting?.push(job),
    /** Tell other tabs that the data changed. */
    announce: () => channel?.postMessage('changed'),
    init,
    reload,
    write,
    markShotsAt,
    showStored,
  };
}

export type GameStore = ReturnType<typeof createGameStore>;
