/** The backup file's format: its name, version, limits and shape (src/storage/backup.ts). */
import type { StoreNames } from 'idb';
import type { Lang } from '../core';
import type {
  BrigadeRecord,
  CorrectionRecord,
  ResolutionRecord,
  SavedSide,
  StoredPack,
  TombstoneRecord,
  UnitCard,
} from '../records';
import type { GbSchema } from './schema';

export const BACKUP_FORMAT = 'grand-battery-backup';
/** Raise only with a conversion step for older files; a file newer than this is refused. */
export const BACKUP_VERSION = 1;

/**
 * A backup larger than this is refused before it is read. A logged legal shot with its full chain
 * is about 1.6 KB, so 5,000 of them (a long campaign) make about 8 MB and fit with room to spare.
 */
export const MAX_BACKUP_BYTES = 16 * 1024 * 1024;

/** Meta keys that describe this phone, not the game: never exported, never overwritten by an import. */
export const DEVICE_META_KEYS: readonly string[] = [
  'backup.lastAt',
  // v4: this phone's identity and clock (a backup restored on another phone must not make it this
  // one: two phones with one id could not tell their writes apart), and its Undo merge snapshot.
  'sync.device',
  'sync.clock',
  'sync.lastMerge',
];
/** v4 stores: a backup written before v4 has none of them (read as empty). */
export const V4_STORES = ['corrections', 'tombstones'] as const;
/** Stores a backup may lack (written before them): read as empty. */
export const OPTIONAL_STORES = [...V4_STORES, 'brigades', 'savedSides'] as const;
export const LAST_BACKUP_KEY = 'backup.lastAt';

export type StoreName = StoreNames<GbSchema>;

export interface MetaEntry {
  key: string;
  value: unknown;
}

/** What the file holds for each store: meta as key/value pairs (its store has no key path). */
export interface BackupData {
  units: UnitCard[];
  resolutions: ResolutionRecord[];
  meta: MetaEntry[];
  packs: StoredPack[];
  /** v4; absent in older backups. */
  corrections?: CorrectionRecord[];
  tombstones?: TombstoneRecord[];
  /** v6; absent in older backups (every card unattached). */
  brigades?: BrigadeRecord[];
  /** v7; absent in older backups (no side saved). */
  savedSides?: SavedSide[];
}

/** Display preferences kept in localStorage (src/state/app/prefs.ts). */
export interface BackupPrefs {
  lang: Lang;
  theme: 'system' | 'light' | 'dark' | 'contrast';
  textSize: number;
}

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** ISO 8601 time of the export. */
  exportedAt: string;
  /** The app version that wrote the file. */
  app: string;
  prefs?: BackupPrefs;
  data: BackupData;
}
