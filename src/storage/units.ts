import type { BrigadeRecord, UnitCard } from '../records';
import type { GbDb } from './db';

/** v6: every brigade stored, deleted ones too (they carry the deletion to the other phones). */
export async function listBrigades(db: GbDb): Promise<BrigadeRecord[]> {
  return db.getAll('brigades');
}

export async function listUnits(db: GbDb): Promise<UnitCard[]> {
  return db.getAllFromIndex('units', 'byCreated');
}

export async function saveUnit(db: GbDb, unit: UnitCard): Promise<void> {
  await db.put('units', unit);
}

/**
 * Deletes a card. Its applied shots stay in the log as applied (the log keeps the names), marked
 * `targetDeleted` in the same transaction: the log stays consistent, so a backup of it restores
 * (an applied shot must otherwise name a card that exists).
 */
export async function deleteUnit(db: GbDb, id: string): Promise<void> {
  await markShotsAt(db, id, true, (tx) => tx.objectStore('units').delete(id));
}

/** Undo of Delete: the card back, and its applied shots pointing at it again. */
export async function restoreUnit(db: GbDb, unit: UnitCard): Promise<void> {
  await markShotsAt(db, unit.id, false, (tx) => tx.objectStore('units').put(unit));
}

async function markShotsAt(
  db: GbDb,
  id: string,
  deleted: boolean,
  change: (tx: ReturnType<typeof unitsAndLog>) => Promise<unknown>,
): Promise<void> {
  const tx = unitsAndLog(db);
  const writes: Promise<unknown>[] = [change(tx)];
  let cursor = await tx.objectStore('resolutions').index('byTarget').openCursor(id);
  while (cursor) {
    const record = cursor.value;
    if (
      record.applied &&
      record.applied.targetId === id &&
      Boolean(record.applied.targetDeleted) !== deleted
    ) {
      const { targetDeleted: _flag, ...applied } = record.applied;
      writes.push(
        cursor.update({ ...record, applied: deleted ? { ...applied, targetDeleted: true } : applied }),
      );
    }
    cursor = await cursor.continue();
  }
  await Promise.all([...writes, tx.done]);
}

function unitsAndLog(db: GbDb) {
  return db.transaction(['units', 'resolutions'], 'readwrite');
}
