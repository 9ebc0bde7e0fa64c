/**
 * The game the player has on the table: unit cards, the log, the game settings, assembled from one
 * room per concern — the signals and the one way of writing (game-store.ts), card actions
 * (game-units.ts), turn and game actions (game-turns.ts), shots and the log (game-shots.ts),
 * remembered answers (game-answers.ts). Screens reach it with `useGame()`.
 */
import { createEffect, type JSX } from 'solid-js';
import { afterFirstScreen, markFirstScreenShown } from './first-screen';
import { answerActions } from './game-answers';
import { GameContext } from './game-context';
import { holdDatabase } from './game-database';
import { plain } from './game-lists';
import { logWrites, shotActions } from './game-shots';
import { createGameStore, syncStore } from './game-store';
import { turnActions } from './game-turns';
import { unitActions, unitWritesChunk } from './game-units';
import { setSyncGame } from './sync-registry';

export type { AnswersKey } from './game-answers';
export { useGame } from './game-context';
export { newId } from './game-lists';
export type { GameState } from './game-store';

export function createGame() {
  const store = createGameStore();
  const { state, answers } = store;

  const actions = {
    /** Read everything again from IndexedDB (after an import, or a change in another tab). */
    reload: () => store.reload(),
    ...unitActions(store),
    ...turnActions(store),
    ...shotActions(store),
    ...answerActions(store),
  };

  /** Everything entered, as plain data (for a backup when storage is unavailable). */
  const inMemory = () => ({
    units: plain(state.units),
    resolutions: plain(state.log),
    meta: [
      { key: 'game', value: plain(state.game) as unknown },
      ...[...answers].map(([key, value]) => ({
        key: `answers:${key}`,
        value: structuredClone(value) as unknown,
      })),
    ],
    packs: [],
  });

  const started = store.init();
  const game = {
    state,
    problem: store.problem,
    blocked: store.blocked,
    pack: store.pack,
    setActivePack: store.setActivePack,
    /** Tell other tabs that the data changed (after a write outside these actions, e.g. an import). */
    announce: store.announce,
    inMemory,
    actions,
  };
  // Rule packs load once the database is open (src/state/packs.ts sets the active one).
  // Stored packs load after the roster has shown: the module (and the pack file parsing) is its own chunk.
  createEffect(() => {
    if (state.unitsReady) markFirstScreenShown();
  });
  // The database is the state room's (game-database.ts): no screen holds it or runs a transaction.
  holdDatabase(game, store.database);
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

export type Game = ReturnType<typeof createGame>;

export function GameProvider(props: { children: JSX.Element }) {
  const game = createGame();
  return <GameContext.Provider value={game}>{props.children}</GameContext.Provider>;
}
