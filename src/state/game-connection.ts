/**
 * The game store's tie to IndexedDB (game-store.ts builds the store on it): the database opened
 * and reopened once when the browser drops it, the roster and log read from it, every write made
 * through it (or kept, in order, until it opens), and other tabs told of a change.
 */
import { type Accessor, batch, type Setter } from 'solid-js';
import type { SituationAnswers } from '../core';
import { fail, ok, type Result } from '../core/result';
import { DEFAULT_GAME, type GameSettings, type ResolutionRecord, type UnitCard } from '../records/model';
import { type Connection, reconnecting } from '../storage/connection';
import { classifyError, type GbDb, loadGame, openGbDb, type StorageProblem } from '../storage/db';
import { listResolutions } from '../storage/log-list';
import { listUnits } from '../storage/units';
import { firstScreenPainted } from './first-screen';
import { keepUnchanged } from './game-lists';
import { type AnswersKey, readAnswers } from './remembered-answers';

/** A write made before the database opened, run (in order) once it has, or without it when it failed. */
export type WaitingJob = (d: GbDb | undefined) => Promise<void>;

/** The game store's signals that the database side sets (game-store.ts's `createGameSignals`). */
export interface GameSignals {
  readonly setUnits: Setter<UnitCard[]>;
  readonly setLog: Setter<ResolutionRecord[]>;
  readonly setGame: (next: GameSettings) => void;
  readonly setReady: Setter<boolean>;
  readonly setUnitsReady: Setter<boolean>;
  readonly problem: Accessor<StorageProblem | undefined>;
  readonly setProblem: Setter<StorageProblem | undefined>;
  readonly setBlocked: Setter<boolean>;
}

/** The store's one database: what the functions below share. */
export interface DatabaseLink {
  /**
   * The open database, reopened once when the browser drops it (WebKit, a page in the background):
   * every job through `run` is retried once on a new connection (src/storage/connection.ts).
   */
  connection?: Connection;
  /** A newer version took the database (another tab, or before we opened): no write may pretend to succeed. */
  closed: boolean;
  /**
   * Writes made before the database is open (an old tab blocking the upgrade can hold it for
   * minutes): kept on screen and stored, in order, the moment it opens — never lost, never faked.
   */
  waiting?: WaitingJob[];
  readonly channel?: BroadcastChannel;
}

/** A job on the database (retried once on a new connection if the old one was lost). */
const run = <T>(link: DatabaseLink, job: (d: GbDb, retry: boolean) => Promise<T>): Promise<T> =>
  (link.connection as Connection).run(job); // only called once `connection` is set

async function flushWaiting(link: DatabaseLink, d: GbDb | undefined) {
  const queued = link.waiting ?? [];
  link.waiting = undefined;
  for (const job of queued) await job(d);
}

/** The database went to a newer version (another tab now, or before we opened): say which. */
export const closedProblem = (problem: StorageProblem | undefined): StorageProblem =>
  problem === 'newer-version' ? 'newer-version' : 'version-change';

/** `logAfter`: what the log's reading waits for (at open, the roster's first paint). */
export async function reloadGame(link: DatabaseLink, signals: GameSignals, logAfter?: Promise<void>) {
  if (!link.connection) return;
  // The roster first: the log (up to 200 full chains) is asked for only once the cards are
  // drawn, so its reading does not delay them (the roster needs no log: the batteries that fired
  // this turn are in the settings).
  const [stored, game] = await run(link, (d) => Promise.all([listUnits(d), loadGame(d, DEFAULT_GAME)]));
  batch(() => {
    signals.setUnits((before) => keepUnchanged(before, stored));
    signals.setGame(game);
    signals.setUnitsReady(true);
  });
  await logAfter;
  if (!link.connection) return;
  const entries = await run(link, (d) => listResolutions(d));
  signals.setLog((before) => keepUnchanged(before, entries));
}

/** Open the database, run the writes kept meanwhile, read the game; or say why it cannot be. */
export async function initDatabase(
  link: DatabaseLink,
  signals: GameSignals,
  answers: Map<AnswersKey, Partial<SituationAnswers>>,
) {
  try {
    const handlers = {
      onBlocked: () => {
        signals.setBlocked(true);
        // Show the roster (what is entered meanwhile) instead of "Loading…"; the banner says why.
        signals.setUnitsReady(true);
      },
      onVersionChange: () => {
        // A newer version wants the database: ours is closed (db.ts); no write may pretend to succeed.
        link.closed = true;
        signals.setProblem('version-change');
      },
      onTerminated: () => link.connection?.lost(),
    };
    const opened = await openGbDb(handlers);
    link.connection = reconnecting(
      opened,
      () => openGbDb(handlers),
      () => !link.closed,
    );
    signals.setBlocked(false);
    await flushWaiting(link, opened);
    await reloadGame(link, signals, firstScreenPainted());
    await run(link, (d) => readAnswers(d, answers));
  } catch (error) {
    link.connection = undefined;
    const cause = classifyError(error);
    // The data belongs to a newer version: nothing entered here could be stored, so nothing is
    // accepted (rather than kept in memory and lost on the reload the banner asks for).
    if (cause === 'newer-version') link.closed = true;
    signals.setProblem(cause);
    await flushWaiting(link, undefined);
  } finally {
    // Also when storage failed: the app runs in memory and says so.
    batch(() => {
      signals.setUnitsReady(true);
      signals.setReady(true);
    });
  }
}

/**
 * Run a write; on failure undo the in-memory change and say what happened. `persist` may run
 * twice (`retry`: the first connection was lost, perhaps after it committed): it writes values,
 * not increments, so a second run stores the same.
 */
export async function writeThrough(
  link: DatabaseLink,
  signals: GameSignals,
  apply: () => void,
  revert: () => void,
  persist: (d: GbDb, retry?: boolean) => Promise<void>,
): Promise<Result<void, StorageProblem>> {
  apply();
  if (link.closed) {
    revert(); // the database was handed to a newer tab: keep the screen equal to what is stored
    const closed = closedProblem(signals.problem());
    signals.setProblem(closed);
    return fail(closed);
  }
  if (link.waiting) {
    link.waiting.push(async (d) => {
      if (!d) return; // storage turned out unavailable: the game goes on in memory, the banner says so
      try {
        await persist(d);
      } catch (error) {
        revert();
        signals.setProblem(classifyError(error));
      }
    });
    return ok();
  }
  if (!link.connection) return ok(); // storage unavailable: the banner says so, the game still works in memory
  try {
    await run(link, persist);
    signals.setProblem(undefined);
    link.channel?.postMessage('changed');
    return ok();
  } catch (error) {
    revert();
    const problem = classifyError(error);
    signals.setProblem(problem);
    return fail(problem);
  }
}
