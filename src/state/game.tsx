/**
 * The game the player has on the table: unit cards, the log, the game settings, assembled in
 * game-assembly.ts; here it starts (the sharing screens' registry, the log's writes and the stored
 * packs after the first screen) and is provided. Screens reach it with `useGame()`.
 */
import { createEffect, type JSX } from 'solid-js';
import { afterFirstScreen, markFirstScreenShown } from './first-screen';
import { assembleGame } from './game-assembly';
import { GameContext } from './game-context';
import { logWrites } from './game-shots';
import { syncStore } from './game-store';
import { unitWritesChunk } from './game-units';
import { setSyncGame } from './sync-registry';

export type { Game } from './game-assembly';
export { useGame } from './game-context';
export { newId } from './game-lists';
export type { GameState } from './game-store';
export type { AnswersKey } from './remembered-answers';

export function createGame() {
  const { game, started } = assembleGame();
  const { state } = game;
  // Rule packs load once the database is open (src/state/packs.ts sets the active one).
  // Stored packs load after the roster has shown: the module (and the pack file parsing) is its own chunk.
  createEffect(() => {
    if (state.unitsReady) markFirstScreenShown();
  });
  setSyncGame(game);
  // The log's writes are their own chunk: here before the first shot (a failure is retried then).
  afterFirstScreen(() => void logWrites().catch(() => undefined));
  // And the card writes (game-units.ts): there before the first Save.
  afterFirstScreen(() => void unitWritesChunk().catch(() => undefined));
  // Then the stamped writes' module (a write before it arrives waits for it).
  void started.then(() =>
    afterFirstScreen(async () => {
      await (await import('./packs')).loadPacks(game);
      await syncStore();
    }),
  );
  return game;
}

export function GameProvider(props: { children: JSX.Element }) {
  const game = createGame();
  return <GameContext.Provider value={game}>{props.children}</GameContext.Provider>;
}
