/**
 * The newest log entries as the game store reads them at start (before the first screen
 * draws). The writes (log a shot, clear, restore) are resolutions.ts, loaded when first
 * used, so the first load does not carry them.
 */
import type { GbDb } from './db';
import type { ResolutionRecord } from './model';

/** How many of the newest log entries the app keeps on screen (the rest stay stored). */
export const LOG_ON_SCREEN = 200;

/**
 * The newest `limit` entries, newest first (ties in time: the larger id first, as a backward cursor
 * gives them). Three requests instead of one a record: a key cursor steps back `limit` entries to
 * find the oldest time kept, then one getAll reads from there on.
 */
export async function listResolutions(db: GbDb, limit = LOG_ON_SCREEN): Promise<ResolutionRecord[]> {
  if (limit <= 0) return [];
  const tx = db.transaction(['resolutions', 'meta']);
  const hidden = await hiddenUpTo(tx.objectStore('meta'));
  const byAt = tx.objectStore('resolutions').index('byAt');
  const shown = hidden === undefined ? null : IDBKeyRange.lowerBound(hidden, true);
  let cursor = await byAt.openKeyCursor(shown, 'prev');
  if (cursor && limit > 1) cursor = await cursor.advance(limit - 1);
  const oldest = cursor?.key;
  const records = await byAt.getAll(oldest === undefined ? shown : IDBKeyRange.lowerBound(oldest));
  return records.reverse().slice(0, limit);
}

/**
 * v5: Clear log hides the entries logged up to a time on this phone's screen (a per-phone view):
 * the shots stay stored, so casualties that still count are never deleted (the other phone would
 * send them back, and a difference would be counted twice), and backups keep them.
 */
export const LOG_HIDDEN_KEY = 'log.hiddenUpTo';

export async function hiddenUpTo(meta: { get(key: string): Promise<unknown> }): Promise<number | undefined> {
  const value = await meta.get(LOG_HIDDEN_KEY);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
