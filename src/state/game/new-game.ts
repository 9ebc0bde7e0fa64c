/**
 * New game and its Undo (`game.turns.newGame`/`undoNewGame`), with the remembered answers New game
 * forgets and its Undo brings back: one stored transaction each, then the screen shows what was
 * written; without storage the same step runs on the cards in memory. Not needed for the first
 * screen: their own chunk, loaded when first used, with the transactions they run.
 */
import { batch } from 'solid-js';
import { fail, ok, type Result } from '../../core';
import type { StorageFailure } from '../../records';
import { MAX_GAME_NUMBER } from '../../records';
import {
  type Answers,
  type AnswersKey,
  atGameStart,
  failureOf,
  forgetAnswers,
  type NewGameChange,
  saveAnswers,
  saveGame,
  saveUnit,
  startNewGame,
  undoNewGame as undoStoredGame,
} from '../../storage';
import { clearFireSelection } from '../fire/selection';
import { keepShot } from '../fire/shot-keep';
import { type Core, type Job, settled } from './connection';
import { plain } from './lists';
import { keepUnchanged } from './store';

export interface NewGameVerbs {
  /**
   * New game: the roster stays, every card back at its starting figures, turn 1, the next game
   * number; the old games' log stays. Every battery→target pair's remembered answers are
   * forgotten, and the Fire screen starts empty. Answers the change for Undo, or the storage
   * failure (then nothing changed: the game, its answers and the Fire screen stay as they were).
   */
  newGame(): Promise<Result<NewGameChange, StorageFailure>>;
  /**
   * Undo of New game: the cards, the settings and the remembered answers as they were. Answers
   * whether it stood: a storage failure, or `moved-on` when another New game (here, in another
   * tab or on another phone) has started since, which this Undo does not take back.
   */
  undoNewGame(change: NewGameChange): Promise<Result<void, 'moved-on' | StorageFailure>>;
}

export function newGameVerbs(core: Core): NewGameVerbs {
  /** The remembered answers each New game forgot, for its Undo. */
  const forgotten = new WeakMap<NewGameChange, Map<AnswersKey, Answers>>();

  /**
   * A job on the open database, run once (never again on a new connection: New game counts the game
   * up from what is stored, so a retry after a commit would count twice; a failure says so and the
   * player taps again), its failure said on the banner.
   */
  const once = async <T>(job: Job<T>): Promise<Result<T, StorageFailure>> => {
    const connection = core.connection();
    const done = connection ? await settled(job(connection.current(), false)) : fail(core.notOpen());
    core.setProblem(done.ok ? undefined : done.problem.kind);
    return done;
  };

  /**
   * The cards at their figures for the next game (their starting figures less the hits the log
   * already holds in that game), turn 1: in one transaction, or in memory before the database
   * opens (or where there is none), stored once it opens.
   */
  async function nextGame(): Promise<Result<NewGameChange, StorageFailure>> {
    if (core.status() === 'open') {
      const started = await once((d) => startNewGame(d, MAX_GAME_NUMBER));
      if (started.ok) core.announce();
      return started;
    }
    const { units, log, game } = plain({
      units: core.state.units,
      log: core.state.log,
      game: core.state.game,
    });
    const gameNumber = Math.min(MAX_GAME_NUMBER, game.gameNumber + 1);
    const after = {
      units: units.map((u) => atGameStart(u, log, game.gameNumber, gameNumber)),
      game: { ...game, gameNumber, turn: 1, fired: [] },
    };
    // A write that fails once the database opens is shown by the banner, like every write kept until then.
    core.queue(async (d) => {
      if (!d) return;
      try {
        for (const unit of after.units) await saveUnit(d, unit);
        await saveGame(d, after.game);
      } catch (error) {
        core.setProblem(failureOf(error).kind);
      }
    });
    return ok({ before: { units, game }, after });
  }

  return {
    async newGame(): Promise<Result<NewGameChange, StorageFailure>> {
      if (core.status() === 'closed') {
        const closed = core.notOpen();
        core.setProblem(closed.kind);
        return fail(closed);
      }
      const started = await nextGame();
      if (!started.ok) return started;
      const change = started.value;
      batch(() => {
        core.setUnits((list) => keepUnchanged(list, change.after.units));
        core.setGame(change.after.game);
      });
      // Every battery→target pair starts afresh: no answer of the last game carries over (a stored
      // copy that cannot be forgotten comes back only after a restart).
      const answers = new Map(core.answers);
      core.answers.clear();
      forgotten.set(change, answers);
      if (core.status() === 'open') await core.run((d) => forgetAnswers(d, answers.keys()));
      // Nor does a shot being set up, or the last game's result: the Fire screen starts empty.
      clearFireSelection();
      keepShot(undefined);
      return started;
    },
    async undoNewGame(change: NewGameChange): Promise<Result<void, 'moved-on' | StorageFailure>> {
      if (core.status() === 'open') {
        const undone = await once((d) => undoStoredGame(d, change));
        if (!undone.ok) return undone;
        if (!undone.value) return fail('moved-on');
        core.announce();
        // The Undo is stored: a failure to read it back is the banner's, not the Undo's.
        await core.reload().catch((error: unknown) => core.setProblem(failureOf(error).kind));
      } else {
        if (core.state.game.gameNumber !== change.after.game.gameNumber) return fail('moved-on');
        batch(() => {
          core.setUnits((list) => keepUnchanged(list, change.before.units));
          core.setGame(change.before.game);
        });
      }
      // The answers that New game forgot, remembered again (unless answered anew since).
      const answers = forgotten.get(change);
      forgotten.delete(change);
      if (!answers || core.state.game.gameNumber !== change.before.game.gameNumber) return ok();
      const back = new Map([...answers].filter(([key]) => !core.answers.has(key)));
      for (const [key, value] of back) core.answers.set(key, value);
      // A remembered answer is a convenience: one the phone could not store again is not worth an alarm.
      if (core.status() === 'open') await core.run((d) => saveAnswers(d, back));
      return ok();
    },
  };
}
