/**
 * The game's one tie to IndexedDB: the database opened (and reopened once when the browser drops
 * it), the roster and log read from it, every job run through it, every write made through it (or
 * kept, in order, until it opens), and other tabs told of a change. Only the game (game.tsx) holds
 * it; its verbs reach the database through `run` and `write`, which answer the one StorageFailure.
 */
import { type Accessor, batch, onCleanup, type Setter } from 'solid-js';
import { fail, ok, type Result } from '../../core';
import {
  type BrigadeRecord,
  DEFAULT_GAME,
  type GameSettings,
  type ResolutionRecord,
  type StorageFailure,
  type StorageKind,
  storageFailure,
  type UnitCard,
} from '../../records';
import {
  type Answers,
  type AnswersKey,
  type Connection,
  classifyError,
  failureOf,
  type GbDb,
  listBrigades,
  listResolutions,
  listUnits,
  loadGame,
  type OpenHandlers,
  openGbDb,
  openGbDbEarly,
  readAnswers,
  reconnecting,
} from '../../storage';
import { firstScreenPainted } from '../app/first-screen';
import { lazy } from './lazy';
import { createGameSignals, keepUnchanged } from './store';

/** A write made before the database opened, run (in order) once it has, or without it when it failed. */
export type WaitingJob = (d: GbDb | undefined) => Promise<void>;

/**
 * Where a write that stands went: stored `now`, kept to be stored `later` (the database is not
 * open yet: an old tab blocks the upgrade), or kept in `memory` only (this browser stores nothing:
 * the banner says so, and a backup can still be made of it).
 */
export interface Stored {
  readonly stored: 'now' | 'later' | 'memory';
}

/** How the game opens its database (tests hand in their own). */
export type Opener = (handlers: OpenHandlers) => Promise<GbDb>;

/** The game's signals that the database side sets (store.ts). */
export interface DatabaseSignals {
  readonly setUnits: Setter<UnitCard[]>;
  readonly setBrigades: Setter<BrigadeRecord[]>;
  readonly setLog: Setter<ResolutionRecord[]>;
  readonly setGame: (next: GameSettings) => void;
  readonly setReady: Setter<boolean>;
  readonly setUnitsReady: Setter<boolean>;
  readonly problem: Accessor<StorageKind | undefined>;
  readonly setProblem: Setter<StorageKind | undefined>;
  readonly blocked: Accessor<boolean>;
  readonly setBlocked: Setter<boolean>;
}

/** A job on the database (retried once on a new connection when the old one was lost). */
export type Job<T> = (d: GbDb, retry: boolean) => Promise<T>;

/** A job's answer as a verb gives it: its value, or the one StorageFailure (never a throw). */
export function settled<T>(job: Promise<T>): Promise<Result<T, StorageFailure>> {
  return job.then(
    (value) => ok(value),
    (error: unknown) => fail(failureOf(error)),
  );
}

/** The game's one database: what the functions below share. */
interface Link {
  readonly signals: DatabaseSignals;
  readonly answers: Map<AnswersKey, Answers>;
  readonly open: Opener;
  readonly channel?: BroadcastChannel;
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
}

async function flushWaiting(link: Link, d: GbDb | undefined) {
  const queued = link.waiting ?? [];
  link.waiting = undefined;
  for (const job of queued) await job(d);
}

/** The database went to a newer version (another tab now, or before we opened): say which. */
const closedKind = (link: Link): StorageKind =>
  link.signals.problem() === 'newer-version' ? 'newer-version' : 'version-change';

/** Why no job can run now: closed, not open yet (an old tab blocks it), or no storage at all. */
function notOpen(link: Link): StorageFailure {
  const { problem, blocked } = link.signals;
  return storageFailure(
    link.closed ? closedKind(link) : (problem() ?? (blocked() ? 'blocked' : 'unavailable')),
  );
}

/** `logAfter`: what the log's reading waits for (at open, the roster's first paint). */
async function reload(link: Link, logAfter?: Promise<void>) {
  const { connection: c, signals } = link;
  if (!c) return;
  // The roster first: the log (up to 200 full chains) is asked for only once the cards are
  // drawn, so its reading does not delay them (the roster needs no log: the batteries that fired
  // this turn are in the settings).
  const [stored, game, brigades] = await c.run((d) =>
    Promise.all([listUnits(d), loadGame(d, DEFAULT_GAME), listBrigades(d)]),
  );
  batch(() => {
    signals.setUnits((before) => keepUnchanged(before, stored));
    signals.setBrigades((before) => keepUnchanged(before, brigades));
    signals.setGame(game);
    signals.setUnitsReady(true);
  });
  await logAfter;
  const entries = await c.run((d) => listResolutions(d));
  signals.setLog((before) => keepUnchanged(before, entries));
}

/** Open the database, run the writes kept meanwhile, read the game; or say why it cannot be. */
async function init(link: Link) {
  const { signals } = link;
  try {
    const handlers: OpenHandlers = {
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
    const opened = await link.open(handlers);
    const connection = reconnecting(
      opened,
      () => link.open(handlers),
      () => !link.closed,
    );
    link.connection = connection;
    signals.setBlocked(false);
    await flushWaiting(link, opened);
    await reload(link, firstScreenPainted());
    for (const [key, value] of await connection.run((d) => readAnswers(d))) link.answers.set(key, value);
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
 * Run a write; on failure undo the in-memory change and say what happened (the banner). `persist`
 * may run twice (`retry`: the first connection was lost, perhaps after it committed): it writes
 * values, not increments, so a second run stores the same.
 */
async function write(
  link: Link,
  apply: () => void,
  revert: () => void,
  persist: Job<void>,
): Promise<Result<Stored, StorageFailure>> {
  const { signals } = link;
  apply();
  if (link.closed) {
    revert(); // the database was handed to a newer tab: keep the screen equal to what is stored
    const kind = closedKind(link);
    signals.setProblem(kind);
    return fail(storageFailure(kind));
  }
  if (link.waiting) {
    link.waiting.push(async (d) => {
      if (!d) return; // storage turned out unavailable: the game goes on in memory, the banner says so
      try {
        await persist(d, false);
      } catch (error) {
        revert();
        signals.setProblem(classifyError(error));
      }
    });
    return ok({ stored: 'later' });
  }
  // Storage unavailable: the banner says so, the game still works in memory.
  if (!link.connection) return ok({ stored: 'memory' });
  try {
    await link.connection.run(persist);
    signals.setProblem(undefined);
    link.channel?.postMessage('changed');
    return ok({ stored: 'now' });
  } catch (error) {
    revert();
    const kind = classifyError(error);
    signals.setProblem(kind);
    return fail(storageFailure(kind));
  }
}

/**
 * The game's database opens as the app starts (main.tsx), beside the first screen's words, not once
 * the frame is drawn: the game's first open takes it (storage/db.ts `openGbDbEarly`).
 */
export function openGameEarly(): void {
  openGbDbEarly();
}

export function connect(
  signals: DatabaseSignals,
  answers: Map<AnswersKey, Answers>,
  open: Opener = (handlers) => openGbDb(handlers),
) {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('grand-battery');
  const link: Link = { signals, answers, open, channel, closed: false, waiting: [] };
  return {
    init: () => init(link),
    reload: (logAfter?: Promise<void>) => reload(link, logAfter),
    write: (apply: () => void, revert: () => void, persist: Job<void>) => write(link, apply, revert, persist),
    /**
     * A job on the open database (reads, a backup, a merge): its value, or the StorageFailure (the
     * database not open, closed for a newer version, or the job failed). The banner is left alone:
     * the verb's caller says it.
     */
    run: <T>(job: Job<T>): Promise<Result<T, StorageFailure>> =>
      link.connection ? settled(link.connection.run(job)) : Promise.resolve(fail(notOpen(link))),
    /** Where the database is: `open`, `waiting` (writes are kept), `memory` (none) or `closed`. */
    status: (): 'open' | 'waiting' | 'memory' | 'closed' => {
      if (link.closed) return 'closed';
      if (link.connection) return 'open';
      return link.waiting ? 'waiting' : 'memory';
    },
    /** The reconnecting connection, for a transaction that decides its own retry (Apply, Undo). */
    connection: () => link.connection,
    notOpen: () => notOpen(link),
    /** Keep a write for when the database opens (dropped once it has opened or failed). */
    queue: (job: WaitingJob) => {
      link.waiting?.push(job);
    },
    /** Tell other tabs that the data changed. */
    announce: () => channel?.postMessage('changed'),
    channel,
  };
}

export type Database = ReturnType<typeof connect>;

/**
 * The stamped writes (clocks, corrections, tombstones: src/storage/sync-writes.ts): not on the
 * first screen; loaded right after it and kept, so a write calls `(stamped.now() ?? (await
 * stamped.get()))` and, once loaded, starts its transaction at once, in the order the player made it.
 */
export const stamped = lazy(() => import('../../storage/sync-writes'));

/**
 * What every concern's bodies work on: the game's signals, its one database and the remembered
 * answers. Made once per game (game.tsx), inside its owner's root.
 */
export function createCore(open?: Opener) {
  const signals = createGameSignals();
  const answers = new Map<AnswersKey, Answers>();
  const db = connect(signals, answers, open);
  onCleanup(() => db.channel?.close());
  // Another tab changed the data: read it again (a failure is the next read's).
  if (db.channel) db.channel.onmessage = () => db.reload().catch(() => undefined);
  return { ...signals, ...db, answers };
}

export type Core = ReturnType<typeof createCore>;
