import type { GbDb } from './db';
import type { ResolutionRecord, UnitCard } from './model';

/** Newest first. */
export async function listResolutions(db: GbDb, limit = 200): Promise<ResolutionRecord[]> {
  const out: ResolutionRecord[] = [];
  let cursor = await db.transaction('resolutions').store.index('byAt').openCursor(null, 'prev');
  while (cursor && out.length < limit) {
    out.push(cursor.value);
    cursor = await cursor.continue();
  }
  return out;
}

export async function appendResolution(db: GbDb, record: ResolutionRecord): Promise<void> {
  await db.put('resolutions', record);
}

/**
 * Writes a resolution and the target card it changed in one transaction: either both land or
 * neither does, so the log never says "applied" for casualties the card does not show.
 */
export async function saveResolutionWithUnit(
  db: GbDb,
  record: ResolutionRecord,
  unit: UnitCard,
): Promise<void> {
  const tx = db.transaction(['resolutions', 'units'], 'readwrite');
  await Promise.all([tx.objectStore('resolutions').put(record), tx.objectStore('units').put(unit), tx.done]);
}

export async function clearResolutions(db: GbDb): Promise<ResolutionRecord[]> {
  const tx = db.transaction('resolutions', 'readwrite');
  const all = await tx.store.getAll();
  await tx.store.clear();
  await tx.done;
  return all;
}

export async function restoreResolutions(db: GbDb, records: readonly ResolutionRecord[]): Promise<void> {
  const tx = db.transaction('resolutions', 'readwrite');
  await Promise.all([...records.map((r) => tx.store.put(r)), tx.done]);
}
