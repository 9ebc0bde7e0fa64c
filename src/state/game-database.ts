/**
 * The game's open database, for the state room only. The game object screens get from `useGame()`
 * has no handle on it: a screen asks a state action (a card's save, a backup's export…) and reads
 * its answer, and never runs a transaction itself. The state modules that work on the database
 * beside the game's own actions (backups, packs, sharing, the club) reach it here.
 */
import type { GbDb } from '../storage/db';

const handles = new WeakMap<object, () => GbDb | undefined>();

/** Set once by createGame: the game's database, undefined before it opens or when storage is unavailable. */
export function holdDatabase(game: object, database: () => GbDb | undefined): void {
  handles.set(game, database);
}

/** The open database of a game (undefined before it opens, when storage is unavailable, or for a game without one). */
export function databaseOf(game: object): GbDb | undefined {
  return handles.get(game)?.();
}
