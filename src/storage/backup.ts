import { fail } from '../core';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Backup,
  type BackupData,
  type BackupPrefs,
  DEVICE_META_KEYS,
  LAST_BACKUP_KEY,
  type MetaEntry,
} from './backup-format';
import { findDangling } from './backup-import';
import { type ParseResult, parseBackup } from './backup-read';
import { STORE_NAMES } from './backup-records';
import type { GbDb } from './db';

// ---------------------------------------------------------------------------------------------
// Summary

export interface BackupSummary {
  version: number;
  exportedAt: string;
  app: string;
  units: number;
  resolutions: number;
  packs: number;
  /** The file carries game settings (turn, scale, year, active pack). */
  settings: boolean;
  /** The file carries display preferences (language, theme, text size). */
  prefs: boolean;
}

export function summarize(backup: Backup): BackupSummary {
  return {
    version: backup.version,
    exportedAt: backup.exportedAt,
    app: backup.app,
    units: backup.data.units.length,
    resolutions: backup.data.resolutions.length,
    packs: backup.data.packs.length,
    settings: backup.data.meta.some((m) => m.key === 'game'),
    prefs: backup.prefs !== undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Export

/** Reads every store in one read-only transaction, so the file is one consistent moment. */
export async function collectBackup(
  db: GbDb,
  context: { app: string; now: number; prefs?: BackupPrefs },
): Promise<Backup> {
  const tx = db.transaction(STORE_NAMES, 'readonly');
  const [units, resolutions, metaValues, metaKeys, packs, corrections, tombstones, brigades, savedSides] =
    await Promise.all([
      tx.objectStore('units').getAll(),
      tx.objectStore('resolutions').getAll(),
      tx.objectStore('meta').getAll(),
      tx.objectStore('meta').getAllKeys(),
      tx.objectStore('packs').getAll(),
      tx.objectStore('corrections').getAll(),
      tx.objectStore('tombstones').getAll(),
      tx.objectStore('brigades').getAll(),
      tx.objectStore('savedSides').getAll(),
    ]);
  await tx.done;
  const meta: MetaEntry[] = [];
  metaKeys.forEach((key, i) => {
    if (typeof key === 'string' && !DEVICE_META_KEYS.includes(key)) meta.push({ key, value: metaValues[i] });
  });
  return makeBackup(
    { units, resolutions, meta, packs, corrections, tombstones, brigades, savedSides },
    context,
  );
}

/**
 * A backup of data that is not (or cannot be) stored: when the browser refuses IndexedDB, what
 * the player entered lives only in memory, and this file is the one way to keep it.
 */
export function makeBackup(
  data: BackupData,
  context: { app: string; now: number; prefs?: BackupPrefs },
): Backup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(context.now).toISOString(),
    app: context.app,
    // Only the preferences the backup format knows: a display choice added later (the roster's
    // Cards or List) stays on the phone, so the file still reads in every version that reads it now.
    ...(context.prefs
      ? { prefs: { lang: context.prefs.lang, theme: context.prefs.theme, textSize: context.prefs.textSize } }
      : {}),
    data,
  };
}

/**
 * Export never writes what import would refuse: the file's text goes through the very checks an
 * import runs (shape, every record, and what a Replace would find dangling).
 */
export function verifyBackup(text: string): ParseResult {
  const parsed = parseBackup(text);
  if (!parsed.ok) return parsed;
  const dangling = findDangling(parsed.value, 'replace', [], []);
  return dangling ? fail(dangling) : parsed;
}

export function serializeBackup(backup: Backup): string {
  return `${JSON.stringify(backup)}\n`;
}

/** `grand-battery-2025-06-01-1830.json`, in local time (the player's clock). */
export function backupFileName(now: number): string {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `grand-battery-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.json`;
}

export async function lastBackupAt(db: GbDb): Promise<number | undefined> {
  const value = await db.get('meta', LAST_BACKUP_KEY);
  return typeof value === 'number' ? value : undefined;
}

export async function markBackedUp(db: GbDb, at: number): Promise<void> {
  await db.put('meta', at, LAST_BACKUP_KEY);
}
