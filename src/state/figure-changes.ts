/**
 * The game store's changes of figures that run one stored transaction: Apply and Undo of a logged
 * shot's casualties (`applyShot` / `undoShot`), New game and its Undo. The screen then shows what
 * was written; without storage the same step runs on the cards in memory. Also the bodies of the
 * New game actions (game-turns.ts), with the remembered answers New game forgets and its Undo
 * brings back. Not needed for the first screen: loaded when first used (game-shots.ts,
 * game-turns.ts), with the transactions it runs.
 */
import { batch } from 'solid-js';
import type { SituationAnswers } from '../core';
import { fail, ok, type Result } from '../core/result';
import { MAX_GAME_NUMBER, type ResolutionRecord, type UnitCard } from '../records/model';
import { applyShot, atGameStart, type ShotChange, undoShot } from '../storage/casualties';
import { classifyError, type StorageProblem, saveGame } from '../storage/db';
import {
  changeShotRetrying,
  type NewGameChange,
  startNewGame,
  undoNewGame as undoStoredGame,
} from '../storage/game-changes';
import { saveResolutionWithUnit } from '../storage/resolutions';
import { saveUnit } from '../storage/units';
import { clearFireSelection } from './fire-selection';
import { keepUnchanged, plain, withItem } from './game-lists';
import type { GameStore } from './game-store';
import type { AnswersKey } from './remembered-answers';
import { keepShot } from './shot-keep';

/** Show a record and a card exactly as they were stored. */
function showStored(store: GameStore, record: ResolutionRecord, unit?: UnitCard) {
  batch(() => {
    store.setLog((entries) => withItem(entries, record, 'first'));
    if (unit && store.state.units.some((c) => c.id === unit.id))
      store.setUnits((list) => withItem(list, unit, 'last'));
  });
}

type ShotStep = (
  record: ResolutionRecord | undefined,
  unit: UnitCard | undefined,
  gameNumber: number,
) => ShotChange;

async function changeShotFigures(
  store: GameStore,
  id: string,
  step: ShotStep,
  done: 'already-applied' | 'not-applied',
): Promise<ShotChange> {
  const { state, setProblem } = store;
  if (store.closed()) {
    setProblem(store.closedProblem());
    return fail('not-found');
  }
  const connection = store.connection();
  if (!connection) {
    const record = state.log.find((r) => r.id === id);
    const targetId = record?.applied?.targetId ?? record?.input.targetId;
    const unit = state.units.find((u) => u.id === targetId);
    const change = step(plain(record), plain(unit), state.game.gameNumber);
    if (change.ok) {
      const { record: changed, unit: card } = change.value;
      showStored(store, changed, card);
      store.queue(async (d) => {
        if (d) await saveResolutionWithUnit(d, changed, card).catch((e) => setProblem(classifyError(e)));
      });
    }
    return change;
  }
  try {
    // A connection lost under the transaction is reopened and the change tried once more; if it
    // had committed, the retry finds it done and shows what is stored (never applied twice).
    const change = await changeShotRetrying(connection, id, step, done);
    setProblem(undefined);
    if (change.ok) {
      showStored(store, change.value.record, change.value.unit);
      store.announce();
    } else {
      // Another tab got there first: show what is stored.
      await store.reload();
    }
    return change;
  } catch (error) {
    setProblem(classifyError(error));
    return fail('not-found');
  }
}

/** Takes a logged shot's casualties off its target card. */
export function applyShotFigures(store: GameStore, id: string): Promise<ShotChange> {
  return changeShotFigures(store, id, applyShot, 'already-applied');
}

/** Puts a shot's applied casualties back; the log then shows it as undone. */
export function undoShotFigures(store: GameStore, id: string): Promise<ShotChange> {
  return changeShotFigures(
    store,
    id,
    (record, unit, gameNumber) => undoShot(record, unit, gameNumber, Date.now()),
    'not-applied',
  );
}

/**
 * New game: the roster stays, every card at its figures for the next game (its starting figures
 * less the hits the log already holds in that game), turn 1; the old games' log stays. Answers
 * the change for Undo, or the storage problem (nothing changed; the banner says why).
 */
async function newGameFigures(store: GameStore): Promise<Result<NewGameChange, StorageProblem>> {
  const { state, setProblem } = store;
  let change: NewGameChange;
  // Not retried on a lost connection: it counts the game up from what is stored, so a retry after a
  // commit would count twice. A failure says so and the player taps New game again.
  const db = store.database();
  if (db) {
    try {
      change = await startNewGame(db, MAX_GAME_NUMBER);
      setProblem(undefined);
      store.announce();
    } catch (error) {
      const problem = classifyError(error);
      setProblem(problem);
      return fail(problem);
    }
  } else {
    const units = plain(state.units);
    const log = plain(state.log);
    const game = plain(state.game);
    const gameNumber = Math.min(MAX_GAME_NUMBER, game.gameNumber + 1);
    change = {
      before: { units, game },
      after: {
        units: units.map((u) => atGameStart(u, log, game.gameNumber, gameNumber)),
        game: { ...game, gameNumber, turn: 1, fired: [] },
      },
    };
    const after = change.after;
    // Before the database opens (or where there is none) the game goes on in memory; a write that
    // fails once it opens is shown by the banner, like every write kept until then.
    store.queue(async (d) => {
      if (!d) return;
      try {
        for (const unit of after.units) await saveUnit(d, unit);
        await saveGame(d, after.game);
      } catch (error) {
        setProblem(classifyError(error));
      }
    });
  }
  batch(() => {
    store.setUnits((list) => keepUnchanged(list, change.after.units));
    store.setGame(change.after.game);
  });
  return ok(change);
}

/**
 * Undo of New game on what is stored, then the screen reads it again. Answers whether it stood:
 * the storage problem, or `moved-on` when another New game (here, in another tab or on another
 * phone) has started since, which this Undo does not take back.
 */
async function undoStoredNewGame(
  store: GameStore,
  db: NonNullable<ReturnType<GameStore['database']>>,
  change: NewGameChange,
): Promise<Result<void, NewGameUndoProblem>> {
  try {
    if (!(await undoStoredGame(db, change))) return fail('moved-on');
    store.setProblem(undefined);
  } catch (error) {
    const problem = classifyError(error);
    store.setProblem(problem);
    return fail(problem);
  }
  store.announce();
  // The Undo is stored: a failure to read it back is the banner's, not the Undo's.
  await store.reload().catch((error: unknown) => store.setProblem(classifyError(error)));
  return ok();
}

/** The remembered answers each New game forgot, for its Undo. */
const forgottenAnswers = new WeakMap<NewGameChange, Map<AnswersKey, Partial<SituationAnswers>>>();

/** Why New game's Undo did not stand: storage failed, or a later New game has started since. */
export type NewGameUndoProblem = StorageProblem | 'moved-on';

/**
 * New game: the roster stays, every card back at its starting figures, turn 1, the next game
 * number; the old games' log stays. Every battery→target pair's remembered answers are forgotten,
 * and the Fire screen starts empty. Answers the change for Undo, or the storage problem (then
 * nothing changed: the game, its answers and the Fire screen stay as they were).
 */
export async function newGame(store: GameStore): Promise<Result<NewGameChange, StorageProblem>> {
  if (store.closed()) {
    const problem = store.closedProblem();
    store.setProblem(problem);
    return fail(problem);
  }
  const started = await newGameFigures(store);
  if (!started.ok) return started;
  // Every battery→target pair starts afresh: no answer of the last game carries over.
  forgottenAnswers.set(started.value, await forgetAllAnswers(store));
  // Nor does a shot being set up, or the last game's result: the Fire screen starts empty.
  clearFireSelection();
  keepShot(undefined);
  return started;
}

/**
 * Undo of New game: the cards, the settings and the remembered answers as they were. Answers
 * whether it stood (a storage problem, or `moved-on`: a later New game has started since).
 */
export async function undoNewGame(
  store: GameStore,
  change: NewGameChange,
): Promise<Result<void, NewGameUndoProblem>> {
  const { state } = store;
  const db = store.database();
  if (db) {
    const undone = await undoStoredNewGame(store, db, change);
    if (undone.ok) await restoreForgotten(store, change);
    return undone;
  }
  if (state.game.gameNumber !== change.after.game.gameNumber) return fail('moved-on');
  batch(() => {
    store.setUnits((list) => keepUnchanged(list, change.before.units));
    store.setGame(change.before.game);
  });
  await restoreForgotten(store, change);
  return ok();
}

/** After New game's Undo: the answers that New game forgot, remembered again. */
async function restoreForgotten(store: GameStore, change: NewGameChange): Promise<void> {
  const answers = forgottenAnswers.get(change);
  forgottenAnswers.delete(change);
  if (answers && store.state.game.gameNumber === change.before.game.gameNumber)
    await restoreAnswers(store, answers);
}

/**
 * New game: every battery→target pair's answers start fresh (a last game's "firing over heads: Yes"
 * must not come back). Forgets them on the screen and in storage; returns them, for Undo.
 */
async function forgetAllAnswers(store: GameStore): Promise<Map<AnswersKey, Partial<SituationAnswers>>> {
  const before = new Map(store.answers);
  store.answers.clear();
  try {
    const db = store.database();
    if (db) {
      const tx = db.transaction('meta', 'readwrite');
      await Promise.all([...before.keys()].map((key) => tx.store.delete(`answers:${key}`)));
      await tx.done;
    }
  } catch {
    // the screen has forgotten them; a stored copy left behind comes back only after a restart
  }
  return before;
}

/** Undo of New game: the answers it forgot, remembered again (unless answered anew since). */
async function restoreAnswers(
  store: GameStore,
  before: ReadonlyMap<AnswersKey, Partial<SituationAnswers>>,
): Promise<void> {
  try {
    const db = store.database();
    const tx = db?.transaction('meta', 'readwrite');
    for (const [key, value] of before) {
      if (store.answers.has(key)) continue;
      store.answers.set(key, value);
      void tx?.store.put(value, `answers:${key}`);
    }
    await tx?.done;
  } catch {
    // a remembered answer is a convenience: losing it is not worth an alarm
  }
}
