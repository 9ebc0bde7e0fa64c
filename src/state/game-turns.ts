/** The game store's turn and game actions: settings, Next turn and its Undo, New game and its Undo. */
import { batch } from 'solid-js';
import type { SituationAnswers } from '../core';
import { hasFiredThisTurn } from '../core/fired';
import { type GameSettings, MAX_TURN } from '../records/model';
import type { NewGameChange } from '../storage/game-changes';
import { clearFireSelection } from './fire-selection';
import { forgetAllAnswers, restoreAnswers } from './game-answers';
import { keepUnchanged } from './game-lists';
import { type GameStore, loadedSync, syncStore } from './game-store';
import type { AnswersKey } from './remembered-answers';
import { keepShot } from './shot-keep';

/** New game and its Undo on what is stored: not needed for the first screen, so loaded when first used. */
const figureChanges = () => import('./figure-changes');

/** The remembered answers each New game forgot, for its Undo. */
const forgottenAnswers = new WeakMap<NewGameChange, Map<AnswersKey, Partial<SituationAnswers>>>();

export function turnActions(store: GameStore) {
  const { state, setGame, setUnits, setProblem } = store;
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
     * Next turn: every battery may fire again. Returns what it was, for Undo (a mis-tap must not
     * cost a battery its shot); undefined at the last turn.
     */
    async nextTurn(): Promise<Pick<GameSettings, 'turn' | 'fired'> | undefined> {
      if (state.game.turn >= MAX_TURN) return undefined;
      const before = { turn: state.game.turn, fired: [...state.game.fired] };
      return (await updateGame({ turn: before.turn + 1, fired: [] })).ok ? before : undefined;
    },
    /** Undo of Next turn: the turn and the batteries that had fired, as they were. */
    async undoNextTurn(before: Pick<GameSettings, 'turn' | 'fired'>) {
      if (state.game.turn !== before.turn + 1) return;
      await updateGame({ turn: before.turn, fired: [...before.fired] });
    },
    /** Whether a battery has fired this turn of this game (artillery.movement: once per turn). */
    hasFired(batteryId: string): boolean {
      return hasFiredThisTurn(state.log, state.game, batteryId);
    },
    /**
     * New game: the roster stays, every card back at its starting figures, turn 1, the next game
     * number; the old games' log stays. Returns the change for Undo.
     */
    async newGame(): Promise<NewGameChange | undefined> {
      if (store.closed()) {
        setProblem(store.closedProblem());
        return undefined;
      }
      const change = await (await figureChanges()).newGameFigures(store);
      // Every battery→target pair starts afresh: no answer of the last game carries over.
      if (change) {
        forgottenAnswers.set(change, await forgetAllAnswers(store));
        // Nor does a shot being set up, or the last game's result: the Fire screen starts empty.
        clearFireSelection();
        keepShot(undefined);
      }
      return change;
    },
    async undoNewGame(change: NewGameChange) {
      const answers = forgottenAnswers.get(change);
      forgottenAnswers.delete(change);
      const db = store.database();
      if (db) {
        await (await figureChanges()).undoStoredNewGame(store, db, change);
        if (answers && state.game.gameNumber === change.before.game.gameNumber)
          await restoreAnswers(store, answers);
        return;
      }
      if (state.game.gameNumber !== change.after.game.gameNumber) return;
      batch(() => {
        setUnits((list) => keepUnchanged(list, change.before.units));
        setGame(change.before.game);
      });
      if (answers) await restoreAnswers(store, answers);
    },
  };
}
