import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB, type StoreNames } from 'idb';
import { DEFAULT_GAME, type GameSettings, type ResolutionRecord, type UnitCard } from './model';
import type { StoredPack } from './packs';

export const DB_NAME = 'grand-battery';
export const DB_VERSION = 3;

export interface GbSchema extends DBSchema {
  units: { key: string; value: UnitCard; indexes: { byCreated: number } };
  /** v3: `byTarget` finds every shot at a card (New game puts its figures back from them). */
  resolutions: { key: string; value: ResolutionRecord; indexes: { byAt: number; byTarget: string } };
  /** Small keyed values: `game` settings, remembered answers per battery→target pair. */
  meta: { key: string; value: unknown };
  /** v2: rule packs the player entered or imported, drafts included (src/storage/packs.ts). */
  packs: { key: string; value: StoredPack };
}

export type GbDb = IDBPDatabase<GbSchema>;

/** What went wrong with storage, in words the UI can translate. */
export type StorageProblem =
  | 'unavailable'
  | 'quota'
  | 'blocked'
  | 'version-change'
  /** The data on this phone was written by a newer version of the app (another tab updated it). */
  | 'newer-version'
  | 'failed';

export class StorageError extends Error {
  constructor(
    readonly problem: StorageProblem,
    cause?: unknown,
  ) {
    super(problem, { cause });
  }
}

/** QuotaExceededError can arrive on its own or as the inner error of an AbortError (Dexie docs; pwa-pitfalls §14). */
export function classifyError(error: unknown): StorageProblem {
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

export interface OpenHandlers {
  /** Another tab holds an older version open: ask the player to close it. */
  onBlocked?: () => void;
  /** A newer version wants the database: we close ours so it can upgrade. */
  onVersionChange?: () => void;
}

/**
 * Opens the database. Upgrade steps are `if (oldVersion < N)` blocks that are never edited once
 * released: a new schema adds a new block.
 */
export async function openGbDb(handlers: OpenHandlers = {}, name = DB_NAME): Promise<GbDb> {
  if (typeof indexedDB === 'undefined') throw new StorageError('unavailable');
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
          void upgradeToV3(transaction);
        }
      },
      blocked() {
        handlers.onBlocked?.();
      },
      blocking() {
        db.close();
        handlers.onVersionChange?.();
      },
    });
    return db;
  } catch (error) {
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

export async function loadGame(db: GbDb, fallback: GameSettings): Promise<GameSettings> {
  const stored = (await db.get('meta', 'game')) as Partial<GameSettings> | undefined;
  // A copy: the defaults' nested values (side names, fired) must never be shared with a store.
  return structuredClone({ ...fallback, ...(stored ?? {}) });
}

export async function saveGame(db: GbDb, game: GameSettings): Promise<void> {
  await db.put('meta', game, 'game');
}
