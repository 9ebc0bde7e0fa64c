import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { GameSettings, ResolutionRecord, UnitCard } from './model';
import type { StoredPack } from './packs';

export const DB_NAME = 'grand-battery';
export const DB_VERSION = 2;

export interface GbSchema extends DBSchema {
  units: { key: string; value: UnitCard; indexes: { byCreated: number } };
  resolutions: { key: string; value: ResolutionRecord; indexes: { byAt: number } };
  /** Small keyed values: `game` settings, remembered answers per battery→target pair. */
  meta: { key: string; value: unknown };
  /** v2: rule packs the player entered or imported, drafts included (src/storage/packs.ts). */
  packs: { key: string; value: StoredPack };
}

export type GbDb = IDBPDatabase<GbSchema>;

/** What went wrong with storage, in words the UI can translate. */
export type StorageProblem = 'unavailable' | 'quota' | 'blocked' | 'version-change' | 'failed';

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
      upgrade(database, oldVersion) {
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

export async function loadGame(db: GbDb, fallback: GameSettings): Promise<GameSettings> {
  const stored = (await db.get('meta', 'game')) as Partial<GameSettings> | undefined;
  return { ...fallback, ...(stored ?? {}) };
}

export async function saveGame(db: GbDb, game: GameSettings): Promise<void> {
  await db.put('meta', game, 'game');
}
