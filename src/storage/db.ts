import { type IDBPDatabase, type IDBPTransaction, openDB, type StoreNames } from 'idb';
import type { SituationAnswers } from '../core';
import { type StorageFailure, type StorageKind, storageFailure } from '../records/failure';
import { DEFAULT_GAME, type GameSettings, MAX_FIGURES, shotGame } from '../records/model';
import type { GbSchema } from './schema';
import type { upgradeToV5 } from './upgrade-v5';

type UpgradeV5 = typeof upgradeToV5;

export const DB_NAME = 'grand-battery';
export const DB_VERSION = 6;

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

/**
 * Opens the database. Upgrade steps are `if (oldVersion < N)` blocks that are never edited once
 * released: a new schema adds a new block.
 */
export async function openGbDb(handlers: OpenHandlers = {}, name = DB_NAME): Promise<GbDb> {
  if (typeof indexedDB === 'undefined') throw new StorageError('unavailable');
  try {
    return await openWith(handlers, name, await v5StepFor(name));
  } catch (error) {
    if (!(error instanceof MissedV5)) throw error;
    return openWith(handlers, name, (await import('./upgrade-v5')).upgradeToV5);
  }
}

/** The upgrade was aborted because its v5 step was not loaded (openGbDb loads it and opens again). */
class MissedV5 extends Error {}

/**
 * The v5 step (upgrade-v5.ts) derives figures with src/sync: loaded before opening only where the
 * stored database is older than v5 (or the browser cannot list its databases), so the first
 * screen of every other phone does not carry it.
 */
async function v5StepFor(name: string): Promise<UpgradeV5 | undefined> {
  const listed =
    typeof indexedDB.databases === 'function'
      ? await indexedDB.databases().catch(() => undefined)
      : undefined;
  const version = listed?.find((d) => d.name === name)?.version;
  if (listed && (version === undefined || version >= 5)) return undefined;
  return (await import('./upgrade-v5')).upgradeToV5;
}

async function openWith(handlers: OpenHandlers, name: string, v5: UpgradeV5 | undefined): Promise<GbDb> {
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
        let steps: Promise<void> = Promise.resolve();
        if (oldVersion < 3) {
          transaction.objectStore('resolutions').createIndex('byTarget', 'input.targetId');
          steps = upgradeToV3(transaction);
        }
        if (oldVersion < 4) {
          database.createObjectStore('corrections', { keyPath: 'id' }).createIndex('byCard', 'cardId');
          database.createObjectStore('tombstones', { keyPath: 'id' });
          // After v3's step (a v2 database runs both, in order, in this one transaction).
          if (oldVersion > 0) steps = steps.then(() => upgradeToV4(transaction));
        }
        if (oldVersion > 0 && oldVersion < 5) {
          // The v5 step was not loaded (the browser did not list this database as older): stop
          // here, load it and open again (below). Nothing of this transaction is kept.
          if (!v5) {
            missedV5 = true;
            // The aborted transaction's own promises fail by design: nothing waits for them.
            transaction.done.catch(() => undefined);
            steps.catch(() => undefined);
            transaction.abort();
            return;
          }
          // After v3's and v4's steps, in order, in this one transaction.
          void steps.then(() => v5(transaction, { device: DEVICE_KEY, clock: CLOCK_KEY }));
        }
        if (oldVersion < 6) {
          // v6: brigades. Every card stored before stands unattached (it names no brigade).
          database.createObjectStore('brigades', { keyPath: 'id' });
        }
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

/**
 * v3: every logged shot says which side fired and which game it belongs to, and the settings
 * keep the batteries that fired this turn. Before v3 only my batteries could fire and there was
 * one game, so old shots are 'mine' and game 1; the batteries that fired are read from the log
 * once, here, and from then on kept in the settings (clearing the log no longer forgets them).
 */
async function upgradeToV3(transaction: IDBPTransaction<GbSchema, StoreNames<GbSchema>[], 'versionchange'>) {
  const meta = transaction.objectStore('meta');
  const game = (await meta.get('game')) as Partial<GameSettings> | undefined;
  const turn = game?.turn ?? DEFAULT_GAME.turn;
  const fired = new Set<string>();
  let cursor = await transaction.objectStore('resolutions').openCursor();
  while (cursor) {
    const record = cursor.value;
    if (record.turn === turn && record.result.legal) fired.add(record.input.batteryId);
    await cursor.update({ ...record, side: record.side ?? 'mine', game: record.game ?? 1 });
    cursor = await cursor.continue();
  }
  if (game) await meta.put({ ...game, gameNumber: 1, fired: [...fired] }, 'game');
}

/**
 * v4: a card's figures are derived from its starting figures, its applied shots and manual
 * corrections (src/sync/figures.ts). A v3 card's figures may differ from start − applied (the
 * editor set them, or the skirmish screen was set): that difference becomes a correction event,
 * so nothing on screen changes. The cards themselves are not rewritten: a card without clocks
 * counts as written at its `updatedAt` (src/sync/merge.ts), the clock it would have been given.
 */
async function upgradeToV4(transaction: IDBPTransaction<GbSchema, StoreNames<GbSchema>[], 'versionchange'>) {
  const meta = transaction.objectStore('meta');
  const game = (await meta.get('game')) as Partial<GameSettings> | undefined;
  const gameNumber = game?.gameNumber ?? DEFAULT_GAME.gameNumber;
  const units = await transaction.objectStore('units').getAll();
  const byTarget = transaction.objectStore('resolutions').index('byTarget');
  let device: string | undefined;
  for (const unit of units) {
    // src/sync/figures.ts `deriveFigures` with no corrections yet, written out here so the first
    // screen's code (this file) does not carry the sync modules; the v4 test checks they agree.
    let line = unit.startFigures;
    let screen = 0;
    for (const shot of await byTarget.getAll(unit.id)) {
      if (shot.applied?.targetId !== unit.id || shotGame(shot) !== gameNumber) continue;
      line -= shot.applied.line;
      screen -= shot.applied.skirmishers;
    }
    const shown = Math.max(0, Math.min(unit.startFigures, line));
    const shownScreen = Math.max(0, Math.min(MAX_FIGURES, screen));
    const delta = {
      line: unit.figures === shown ? 0 : unit.figures - line,
      skirmishers: unit.screen.figures === shownScreen ? 0 : unit.screen.figures - screen,
    };
    if (delta.line === 0 && delta.skirmishers === 0) continue;
    // A device id as src/sync/hlc.ts makes them, and a clock at the card's last edit.
    device ??= Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join('');
    const clock = `${String(unit.updatedAt).padStart(16, '0')}.0000.${device}`;
    await transaction
      .objectStore('corrections')
      .put({ id: `v4-${device}-${unit.id}`, cardId: unit.id, game: gameNumber, ...delta, clock });
  }
  if (device) await meta.put(device, DEVICE_KEY);
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
