/**
 * The game object screens reach with `useGame()`, assembled from one room per concern: the signals
 * and the one way of writing (game-store.ts), card actions (game-units.ts), turn and game actions
 * (game-turns.ts), shots and the log (game-shots.ts), remembered answers (game-answers.ts). Apart
 * from game.tsx (which starts it: the context, the sharing screens' registry, the packs after the
 * first screen) so those modules name its type without importing game.tsx back.
 */
import { answerActions } from './game-answers';
import { holdDatabase } from './game-database';
import { plain } from './game-lists';
import { shotActions } from './game-shots';
import { createGameStore } from './game-store';
import { turnActions } from './game-turns';
import { unitActions } from './game-units';

/** The game and the promise of its first read from storage. */
export function assembleGame() {
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
  // The database is the state room's (game-database.ts): no screen holds it or runs a transaction.
  holdDatabase(game, store.database);
  return { game, started };
}

export type Game = ReturnType<typeof assembleGame>['game'];
