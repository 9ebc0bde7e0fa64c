import type { GbDb } from './db';
import type { UnitCard } from './model';

export async function listUnits(db: GbDb): Promise<UnitCard[]> {
  return db.getAllFromIndex('units', 'byCreated');
}

export async function saveUnit(db: GbDb, unit: UnitCard): Promise<void> {
  await db.put('units', unit);
}

export async function deleteUnit(db: GbDb, id: string): Promise<void> {
  await db.delete('units', id);
}
