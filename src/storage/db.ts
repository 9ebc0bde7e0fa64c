import { type IDBPDatabase, openDB } from 'idb';
import type { SituationAnswers } from '../core';
import {
  DEFAULT_GAME,
  type GameSettings,
  type StorageFailure,
  type StorageKind,
  storageFailure,
} from '../records';
import type { GbSchema } from './schema';

/** The steps of a database older than v5 (upgrade-v5.ts, loaded only for one). */
type OldSteps = typeof import('./upgrade-v5');

export const DB_NAME = 'grand-battery';
export const DB_VERSION = 7;

/** Meta keys of this phone's identity and clock (src/storage/clock.ts): never exported, never replaced. */
export const DEVICE_KEY = 'sync.device';
export const CLOCK_KEY = 'sync.clock';
/** The snapshot that Undo merge restores. */
export const LAST_MERGE_KEY = 'sync.lastMerge';

export type GbDb = IDBPDatabase<GbSchema>;

export class StorageError extends Error {
  constructor(
    readonly problem: StorageKind,
    cause?: unknown,
  ) {
    super(problem, { cause });
  }
}

/** QuotaExceededError can arrive on its own or as the inner error of an AbortError (Dexie docs; pwa-pitfalls §14). */
export function classifyError(error: unknown): StorageKind {
  const names: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && e !== null && 'name' in e) names.push(String((e as { name: unknown }).name));
    e =
      typeof e === 'object' && e !== null
        ? ((e as { inner?: unknown; cause?: unknown }).inner ?? (e as { cause?: unknown }).cause)
        : undefined;
  }
  if (names.some((n) => n === 'QuotaExceededError')) return 'quota';
  // Opening with a lower version than the stored one: a newer copy of the app upgraded the data.
  if (names.some((n) => n === 'VersionError')) return 'newer-version';
  if (error instanceof StorageError) return error.problem;
  if (names.some((n) => n === 'InvalidStateError' || n === 'SecurityError' || n === 'UnknownError')) {
    return 'unavailable';
  }
  return 'failed';
}

/** A thrown storage error as the one failure every verb answers (src/records/failure.ts). */
export function failureOf(error: unknown): StorageFailure {
  return storageFailure(classifyError(error));
}

export interface OpenHandlers {
  /** Another tab holds an older version open: ask the player to close it. */
  onBlocked?: () => void;
  /** A newer version wants the database: we close ours so it can upgrade. */
  onVersionChange?: () => void;
  /** The browser dropped the connection (WebKit, a page in the background): open another. */
  onTerminated?: () => void;
}

/** The app's database asked for before anyone reads it (openGbDbEarly), taken by the first open. */
let early: { opened: Promise<GbDb>; take: (handlers: OpenHandlers) => void } | undefined;

/**
 * Starts opening the app's database at once, while the first screen's words load and the frame is
 * drawn: the first `openGbDb` of it (the game's) takes this open instead of starting its own, so
 * the roster's reads do not wait for the page to be ready to show them. What the browser says of
 * the connection before it is taken (an old tab blocking, a newer version, the connection dropped)
 * is told to the handlers it is taken with, in order.
 */
export function openGbDbEarly(): void {
  if (early || typeof indexedDB === 'undefined') return;
  let handlers: OpenHandlers | undefined;
  const told: (keyof OpenHandlers)[] = [];
  const tell = (event: keyof OpenHandlers) => () => {
    if (handlers) handlers[event]?.();
    else told.push(event);
  };
  const opened = openGbDb({
    onBlocked: tell('onBlocked'),
    onVersionChange: tell('onVersionChange'),
    onTerminated: tell('onTerminated'),
  });
  // Its failure is the first open's to meet (it returns this promise), not an unhandled rejection.
  opened.catch(() => undefined);
  early = {
    opened,
    take: (taken) => {
      handlers = taken;
      for (const event of told.splice(0)) taken[event]?.();
    },
  };
}

/**
 * Opens the database. Upgrade steps are `if (oldVersion < N)` blocks that are never edited once
 * released: a new schema adds a new block.
 */
export async function openGbDb(handlers: OpenHandlers = {}, name = DB_NAME): Promise<GbDb> {
  if (early && name === DB_NAME) {
    const { opened, take } = early;
    early = undefined;
    take(handlers);
    return opened;
  }
  if (typeof indexedDB === 'undefined') throw new StorageError('unavailable');
  try {
    return await openWith(handlers, name, undefined);
  } catch (error) {
    if (!(error instanceof MissedV5)) throw error;
    return openWith(handlers, name, await import('./upgrade-v5'));
  }
}

/**
 * The upgrade was aborted because it found a database older than v5 and its steps (upgrade-v5.ts:
 * v3's, v4's and v5's, which derives figures with src/sync) were not loaded: openGbDb loads them and
 * opens again. Opening straight away, rather than first asking the browser which databases it holds
 * and at what version, spares every start a round trip; only a phone whose data is older than v5
 * opens twice, once.
 */
class MissedV5 extends Error {}

async function openWith(handlers: OpenHandlers, name: string, old: OldSteps | undefined): Promise<GbDb> {
  let missedV5 = false;
  try {
    const db = await openDB<GbSchema>(name, DB_VERSION, {
      upgrade(database, oldVersion, _newVersion, transaction) {
        if (oldVersion < 1) {
          const units = database.createObjectStore('units', { keyPath: 'id' });
          units.createIndex('byCreated', 'createdAt');
          const resolutions = database.createObjectStore('resolutions', { keyPath: 'id' });
          resolutions.createIndex('byAt', 'at');
          database.createObjectStore('meta');
        }
        if (oldVersion < 2) {
          database.createObjectStore('packs', { keyPath: 'id' });
        }
        if (oldVersion < 3) {
          transaction.objectStore('resolutions').createIndex('byTarget', 'input.targetId');
        }
        if (oldVersion < 4) {
          database.createObjectStore('corrections', { keyPath: 'id' }).createIndex('byCard', 'cardId');
          database.createObjectStore('tombstones', { keyPath: 'id' });
        }
        if (oldVersion > 0 && oldVersion < 5) {
          // The old steps are not loaded (they are only where a database this old is found): stop
          // here, load them and open again (openGbDb). Nothing of this transaction is kept.
          if (!old) {
            missedV5 = true;
            // The aborted transaction's own promise fails by design: nothing waits for it.
            transaction.done.catch(() => undefined);
            transaction.abort();
            return;
          }
          // v3's, v4's and v5's steps, in order, in this one transaction (a v2 database runs all).
          let steps: Promise<void> = oldVersion < 3 ? old.upgradeToV3(transaction) : Promise.resolve();
          if (oldVersion < 4) steps = steps.then(() => old.upgradeToV4(transaction, { device: DEVICE_KEY }));
          void steps.then(() => old.upgradeToV5(transaction, { device: DEVICE_KEY, clock: CLOCK_KEY }));
        }
        storesSinceV6(database, oldVersion);
        if (oldVersion < 5 && oldVersion === 0) {
          // v5: a new phone's games get their table id at once (src/sync/merge.ts), so another
          // table's file is never taken for this game. A phone upgraded from v1–4 gets its own in
          // the v5 step (upgrade-v5.ts).
          const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
            (b % 36).toString(36),
          ).join('');
          void transaction.objectStore('meta').put({ ...structuredClone(DEFAULT_GAME), gameId: id }, 'game');
        }
      },
      blocked() {
        handlers.onBlocked?.();
      },
      blocking() {
        db.close();
        handlers.onVersionChange?.();
      },
      terminated() {
        handlers.onTerminated?.();
      },
    });
    return db;
  } catch (error) {
    if (missedV5) throw new MissedV5();
    throw new StorageError(classifyError(error), error);
  }
}

/** The steps from v6 on: each a new store, no record changed. */
function storesSinceV6(database: IDBPDatabase<GbSchema>, oldVersion: number): void {
  if (oldVersion < 6) {
    // v6: brigades. Every card stored before stands unattached (it names no brigade).
    database.createObjectStore('brigades', { keyPath: 'id' });
  }
  if (oldVersion < 7) {
    // v7: saved sides, kept apart from the game (issue 34, item 4).
    database.createObjectStore('savedSides', { keyPath: 'id' });
  }
}

/** The situation answers remembered per battery→target pair (storage/answers.ts writes them). */
export type AnswersKey = `${string}→${string}`;
export type Answers = Partial<SituationAnswers>;
export const ANSWERS_PREFIX = 'answers:';

/** Every remembered answer stored, by its battery→target key (read at start, with the roster). */
export async function readAnswers(db: GbDb): Promise<Map<AnswersKey, Answers>> {
  const tx = db.transaction('meta');
  const [values, keys] = await Promise.all([tx.store.getAll(), tx.store.getAllKeys(), tx.done]);
  const answers = new Map<AnswersKey, Answers>();
  keys.forEach((key, i) => {
    if (typeof key === 'string' && key.startsWith(ANSWERS_PREFIX))
      answers.set(key.slice(ANSWERS_PREFIX.length) as AnswersKey, values[i] as Answers);
  });
  return answers;
}

export async function loadGame(db: GbDb, fallback: GameSettings): Promise<GameSettings> {
  const stored = (await db.get('meta', 'game')) as Partial<GameSettings> | undefined;
  // A copy: the defaults' nested values (side names, fired) must never be shared with a store.
  return structuredClone({ ...fallback, ...(stored ?? {}) });
}

export async function saveGame(db: GbDb, game: GameSettings): Promise<void> {
  await db.put('meta', game, 'game');
}
