/**
 * A game with no screen, for the tests of what the game does: `startGame()` creates it as the app
 * does (in a root of its own), on the phone's database or on the one a test hands in, and answers
 * once it has read what is stored; `stopGames()` (after each test) disposes of every game started.
 * `withDb` reads what is stored on a connection of the test's own (no screen, and no test, holds
 * the game's).
 */
import { createRoot } from 'solid-js';
import { expect, vi } from 'vitest';
import { createGame, type Game } from '../../src/state';
import { type GbDb, openGbDb, StorageError } from '../../src/storage/db';

let disposers: (() => void)[] = [];

/** `db`: the game's database (`null`: a browser that stores nothing; none given: the phone's own). */
export async function startGame(db?: GbDb | null): Promise<Game> {
  const open =
    db === undefined
      ? undefined
      : async () => {
          if (db === null) throw new StorageError('unavailable');
          return db;
        };
  const game = createRoot((dispose) => {
    disposers.push(dispose);
    return createGame(open ? { open } : {});
  });
  await vi.waitFor(() => expect(game.state.ready).toBe(true));
  return game;
}

export function stopGames(): void {
  for (const dispose of disposers) dispose();
  disposers = [];
}

/** What is stored, read on a connection of the test's own, closed after. */
export async function withDb<T>(read: (db: GbDb) => Promise<T>): Promise<T> {
  const db = await openGbDb();
  try {
    return await read(db);
  } finally {
    db.close();
  }
}
