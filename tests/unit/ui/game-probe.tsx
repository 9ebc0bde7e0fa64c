/** Reaches the game store a screen runs with, so a component test can seed it and read what was stored. */
import { type Game, useGame } from '../../../src/state/game';

let game: Game | undefined;

/** Render inside <GameProvider>: remembers the store for `g()`. */
export function Capture() {
  game = useGame();
  return null;
}

/** The store, once rendered. */
export function g(): Game {
  if (!game) throw new Error('no game');
  return game;
}

/** The store, or undefined before the first render. */
export function probed(): Game | undefined {
  return game;
}

/** Between tests: the next render captures a fresh store. */
export function forgetGame(): void {
  game = undefined;
}
