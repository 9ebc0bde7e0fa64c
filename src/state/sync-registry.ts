/**
 * The game the sharing screens' calls (src/state/sync.ts) work on: set once by createGame, so
 * sync.ts (loaded only on the sharing screens) needs no argument and game.tsx need not load it.
 */
import type { Game } from './game-assembly';

let current: Game | undefined;

export function setSyncGame(game: Game): void {
  current = game;
}

export function syncGame(): Game | undefined {
  return current;
}
