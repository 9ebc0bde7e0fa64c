/**
 * v7: the saved sides (issue 34, item 4), kept apart from the game: never merged, never sent in a
 * game's text or to the club's game; in backups like every store. Each write is one record.
 */
import type { SavedSide } from '../records';
import type { GbDb } from './db';

/** Every saved side, the newest saved first. */
export async function listSavedSides(db: GbDb): Promise<SavedSide[]> {
  const all = await db.getAll('savedSides');
  return all.sort((a, b) => b.createdAt - a.createdAt || a.name.localeCompare(b.name));
}

/** Saves a side, or writes it again (a rename; a deleted one put back by Undo). */
export async function putSavedSide(db: GbDb, side: SavedSide): Promise<void> {
  await db.put('savedSides', side);
}

export async function readSavedSide(db: GbDb, id: string): Promise<SavedSide | undefined> {
  return db.get('savedSides', id);
}

export async function deleteSavedSide(db: GbDb, id: string): Promise<void> {
  await db.delete('savedSides', id);
}
