/**
 * The game's turn verbs the first screen needs (`game.turns`): the settings, Next turn and its
 * Undo. New game and its Undo are new-game.ts (their own chunk).
 */
import { fail, ok, type Result } from '../../core';
import type { StorageFailure } from '../../records';
import { type GameSettings, MAX_TURN } from '../../records';
import { type Core, type Stored, stamped } from './connection';

/** The turn and the batteries that had fired before Next turn, for its Undo. */
export type TurnBefore = Pick<GameSettings, 'turn' | 'fired'>;

export interface TurnVerbs {
  /** Changes the game settings; answers whether the change stands (a storage failure puts them back). */
  update(patch: Partial<GameSettings>): Promise<Result<Stored, StorageFailure>>;
  /**
   * Next turn: every battery may fire again. Answers what it was, for Undo (a mis-tap must not
   * cost a battery its shot); `last-turn` at the last turn, or the storage failure (the turn stays).
   */
  next(): Promise<Result<TurnBefore, 'last-turn' | StorageFailure>>;
  /**
   * Undo of Next turn: the turn and the batteries that had fired, as they were. Answers whether
   * it stood: the storage failure, or `moved-on` when the turn is no longer the one it made.
   */
  undoNext(before: TurnBefore): Promise<Result<Stored, 'moved-on' | StorageFailure>>;
}

export function turnVerbs(core: Core): TurnVerbs {
  const { state, setGame } = core;
  function update(patch: Partial<GameSettings>): Promise<Result<Stored, StorageFailure>> {
    const before = { ...state.game };
    const next = { ...state.game, ...patch };
    return core.write(
      () => setGame(next),
      () => setGame(before),
      // The stored settings also carry their clocks (src/storage/sync-writes.ts); the screen needs
      // none of them, so what is shown stays exactly what was asked for.
      async (d) => {
        await (stamped.now() ?? (await stamped.get())).saveGameStamped(d, next);
      },
    );
  }
  return {
    update,
    async next(): Promise<Result<TurnBefore, 'last-turn' | StorageFailure>> {
      if (state.game.turn >= MAX_TURN) return fail('last-turn');
      const before = { turn: state.game.turn, fired: [...state.game.fired] };
      const moved = await update({ turn: before.turn + 1, fired: [] });
      return moved.ok ? ok(before) : moved;
    },
    async undoNext(before: TurnBefore): Promise<Result<Stored, 'moved-on' | StorageFailure>> {
      if (state.game.turn !== before.turn + 1) return fail('moved-on');
      return update({ turn: before.turn, fired: [...before.fired] });
    },
  };
}
