/**
 * The newest log entries as the game store reads them at start (before the first screen
 * draws). The writes (log a shot, clear, restore) are resolutions.ts, loaded when first
 * used, so the first load does not carry them.
 */

import type { ResolutionRecord } from '../records';
import type { GbDb } from './db';

/** How many of the newest log entries the app keeps on screen (the rest stay stored). */
export const LOG_ON_SCREEN = 200;

/**
 * The newest `limit` entries not hidden by Clear log, newest first (ties in time: the larger id
 * first). The index gives every entry's id in time order (ids only, no records), the hidden are
 * left out, and the newest `limit` are read.
 */
export async function listResolutions(db: GbDb, limit = LOG_ON_SCREEN): Promise<ResolutionRecord[]> {
  const tx = db.transaction(['resolutions', 'meta']);
  const { upTo, ids } = await hiddenOf(tx.objectStore('meta'));
  const store = tx.objectStore('resolutions');
  const keys = (
    await store.index('byAt').getAllKeys(upTo === undefined ? null : IDBKeyRange.lowerBound(upTo, true))
  ).filter((k) => !ids.has(k));
  // Every key read in this transaction has its record.
  return (await Promise.all(
    keys
      .slice(keys.length - limit)
      .reverse()
      .map((k) => store.get(k)),
  )) as ResolutionRecord[];
}

/**
 * Clear log hides, on this phone only (a per-phone view), the entries that were on its log when it
 * was cleared: their ids (`log.cleared`). The shots stay stored, so casualties that still count are
 * never deleted (the other phone would send them back), and backups keep them. A shot that arrives
 * later shows, whatever time it was logged at (another phone's clock may be behind, this phone's
 * was perhaps ahead). `log.hiddenUpTo` (a time) is how the first v5 builds hid them: read until
 * the next Clear turns it into ids.
 */
export const LOG_HIDDEN_KEY = 'log.hiddenUpTo';
export const LOG_CLEARED_KEY = 'log.cleared';

export async function hiddenOf(meta: {
  get(key: string): Promise<unknown>;
}): Promise<{ upTo: number | undefined; ids: Set<string> }> {
  const upTo = await meta.get(LOG_HIDDEN_KEY);
  return {
    upTo: typeof upTo === 'number' ? upTo : undefined,
    ids: new Set((await meta.get(LOG_CLEARED_KEY)) as string[] | undefined),
  };
}
