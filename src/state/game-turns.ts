/** The game store's turn and game actions: settings, Next turn and its Undo, New game and its Undo. */
import { hasFiredThisTurn } from '../core/fired';
import { fail, ok, type Result } from '../core/result';
import { type GameSettings, MAX_TURN } from '../records/model';
import type { StorageProblem } from '../storage/db';
import type { NewGameChange } from '../storage/game-changes';
import type { NewGameUndoProblem } from './figure-changes';
import { type GameStore, loadedSync, syncStore } from './game-store';

/**
 * New game and its Undo (their bodies, the answers they keep for Undo and the transactions they
 * run): not needed for the first screen, so loaded when first used.
 */
const figureChanges = () => import('./figure-changes');

/** The turn and the batteries that had fired before Next turn, for its Undo. */
type TurnBefore = Pick<GameSettings, 'turn' | 'fired'>;

export function turnActions(store: GameStore) {
  const { state, setGame } = store;
  /** Changes the game settings; answers whether the change stands (a storage problem puts them back). */
  function updateGame(patch: Partial<GameSettings>) {
    const before = { ...state.game };
    const next = { ...state.game, ...patch };
    return store.write(
      () => setGame(next),
      () => setGame(before),
      // The stored settings also carry their clocks (src/storage/sync-writes.ts); the screen needs
      // none of them, so what is shown stays exactly what was asked for.
      async (d) => {
        await (loadedSync() ?? (await syncStore())).saveGameStamped(d, next);
      },
    );
  }
  return {
    updateGame,
    /**
     * Next turn: every battery may fire again. Answers what it was, for Undo (a mis-tap must not
     * cost a battery its shot); `last-turn` at the last turn, or the storage problem (the turn stays).
     */
    async nextTurn(): Promise<Result<TurnBefore, StorageProblem | 'last-turn'>> {
      if (state.game.turn >= MAX_TURN) return fail('last-turn');
      const before = { turn: state.game.turn, fired: [...state.game.fired] };
      const moved = await updateGame({ turn: before.turn + 1, fired: [] });
      return moved.ok ? ok(before) : moved;
    },
    /**
     * Undo of Next turn: the turn and the batteries that had fired, as they were. Answers whether
     * it stood: the storage problem, or `moved-on` when the turn is no longer the one it made.
     */
    undoNextTurn(before: TurnBefore): Promise<Result<void, StorageProblem | 'moved-on'>> {
      if (state.game.turn !== before.turn + 1) return Promise.resolve(fail('moved-on'));
      return updateGame({ turn: before.turn, fired: [...before.fired] });
    },
    /** Whether a battery has fired this turn of this game (artillery.movement: once per turn). */
    hasFired(batteryId: string): boolean {
      return hasFiredThisTurn(state.log, state.game, batteryId);
    },
    /**
     * New game: the roster stays, every card back at its starting figures, turn 1, the next game
     * number; the old games' log stays. Answers the change, for Undo, or the storage problem (then
     * nothing changed).
     */
    newGame: (): Promise<Result<NewGameChange, StorageProblem>> =>
      figureChanges().then((m) => m.newGame(store)),
    /**
     * Undo of New game: the cards, the settings and the remembered answers as they were. Answers
     * whether it stood: a storage problem, or `moved-on` (a later New game has started since).
     */
    undoNewGame: (change: NewGameChange): Promise<Result<void, NewGameUndoProblem>> =>
      figureChanges().then((m) => m.undoNewGame(store, change)),
  };
}
