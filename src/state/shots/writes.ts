/**
 * The game's shot verbs (`game.shots`), written once over storage: log a shot, Clear the log and
 * its Undo, Apply and Undo of a shot's casualties (one stored transaction each, on what is stored;
 * the screen then shows what was written; without storage the same step runs on the cards in
 * memory). Not needed to draw the first screen: their own chunk, asked for once it has shown
 * (game.tsx), there before any shot is logged.
 */
import { batch } from 'solid-js';
import { fail, ok, type Result } from '../../core';
import type { StorageFailure } from '../../records';
import { type ResolutionRecord, shotGame, type UnitCard } from '../../records';
import {
  type Answers,
  applyShot,
  changeShotRetrying,
  clearResolutions,
  failureOf,
  LOG_ON_SCREEN,
  logShot,
  restoreResolutions,
  type ShotChanged,
  type ShotChangeProblem,
  saveAnswers,
  saveResolutionWithUnit,
  undoShot,
} from '../../storage';
import type { Core, Stored } from '../game/connection';
import { plain, withItem } from '../game/lists';
import { answersKey } from './answers';

/** A shot's Apply or Undo: the record and card as written, or why not. */
export type ShotAnswer = Result<ShotChanged, ShotChangeProblem | StorageFailure>;

type ShotStep = Parameters<typeof changeShotRetrying>[2];

export interface ShotVerbs {
  /** Takes a logged shot's casualties off its target card. */
  apply(id: string): Promise<ShotAnswer>;
  /** Puts a shot's applied casualties back; the log then shows it as undone. */
  undo(id: string): Promise<ShotAnswer>;
  /**
   * Logs a resolution (and, when `changed` is given, the changed target card in the same
   * transaction). A new shot is stamped with the side that fired and the game it belongs to; a
   * legal one marks its battery as fired this turn. Answers whether it stands.
   */
  record(shot: ResolutionRecord, changed?: UnitCard): Promise<Result<Stored, StorageFailure>>;
  /**
   * Clears the log; answers every entry that was stored (not only the newest ones on screen),
   * for Undo, or the storage failure (the log is then back on screen).
   */
  clearLog(): Promise<Result<ResolutionRecord[], StorageFailure>>;
  /** Undo of Clear: the cleared entries come back beside any shot fired since. */
  restoreLog(records: ResolutionRecord[]): Promise<Result<Stored, StorageFailure>>;
  /**
   * Remembers a pair's answers: at once for the form, and stored when it can be. A remembered
   * answer is a convenience: one the phone could not store is not worth an alarm (the form has it
   * for this visit), and the banner is about what the player entered.
   */
  remember(batteryId: string, targetId: string, value: Answers): Promise<Result<void, StorageFailure>>;
}

/** Show a record and a card exactly as they were stored. */
function showStored(core: Core, record: ResolutionRecord, unit?: UnitCard) {
  batch(() => {
    core.setLog((entries) => withItem(entries, record, 'first'));
    if (unit && core.state.units.some((c) => c.id === unit.id))
      core.setUnits((list) => withItem(list, unit, 'last'));
  });
}

/** Before the database opens (or where there is none): the step on the cards in memory, stored later. */
function changeInMemory(core: Core, id: string, step: ShotStep): ShotAnswer {
  const { state } = core;
  const record = state.log.find((r) => r.id === id);
  const targetId = record?.applied?.targetId ?? record?.input.targetId;
  const unit = state.units.find((u) => u.id === targetId);
  const change = step(plain(record), plain(unit), state.game.gameNumber);
  if (change.ok) {
    const { record: changed, unit: card } = change.value;
    showStored(core, changed, card);
    core.queue(async (d) => {
      if (d) await saveResolutionWithUnit(d, changed, card).catch((e) => core.setProblem(failureOf(e).kind));
    });
  }
  return change;
}

/** Apply or Undo: one transaction on what is stored; the screen then shows what was written. */
async function changeFigures(
  core: Core,
  id: string,
  step: ShotStep,
  done: ShotChangeProblem,
): Promise<ShotAnswer> {
  const connection = core.connection();
  if (core.status() === 'closed') {
    // Closed for a newer version: not "not found", and the banner says so.
    const closed = core.notOpen();
    core.setProblem(closed.kind);
    return fail(closed);
  }
  if (!connection) return changeInMemory(core, id, step);
  try {
    // A connection lost under the transaction is reopened and the change tried once more; if it
    // had committed, the retry finds it done and shows what is stored (never applied twice).
    const change = await changeShotRetrying(connection, id, step, done);
    core.setProblem(undefined);
    if (change.ok) {
      showStored(core, change.value.record, change.value.unit);
      core.announce();
    } else {
      // Another tab got there first: show what is stored.
      await core.reload();
    }
    return change;
  } catch (error) {
    const failure = failureOf(error);
    core.setProblem(failure.kind);
    return fail(failure);
  }
}

function record(
  core: Core,
  shot: ResolutionRecord,
  changed?: UnitCard,
): Promise<Result<Stored, StorageFailure>> {
  const { state, setLog, setUnits, setSettings } = core;
  const firer = state.units.find((u) => u.id === shot.input.batteryId);
  const logged = plain({
    ...shot,
    side: shot.side ?? firer?.side ?? 'mine',
    game: shot.game ?? state.game.gameNumber,
  });
  const unit = changed === undefined ? undefined : plain(changed);
  const unitBefore = unit ? state.units.find((u) => u.id === unit.id) : undefined;
  const recordBefore = state.log.find((r) => r.id === logged.id);
  const gameBefore = plain(state.game);
  const fires =
    logged.result.legal &&
    logged.turn === gameBefore.turn &&
    shotGame(logged) === gameBefore.gameNumber &&
    !gameBefore.fired.includes(logged.input.batteryId);
  return core.write(
    () =>
      batch(() => {
        setLog((entries) => withItem(entries, logged, 'first'));
        if (unit && unitBefore) setUnits((list) => withItem(list, unit, 'last'));
        if (fires) setSettings((game) => ({ ...game, fired: [...game.fired, logged.input.batteryId] }));
      }),
    () =>
      batch(() => {
        setLog((entries) =>
          recordBefore ? withItem(entries, recordBefore, 'first') : entries.filter((r) => r.id !== logged.id),
        );
        if (unitBefore) setUnits((list) => withItem(list, unitBefore, 'last'));
        setSettings((game) => ({ ...game, fired: gameBefore.fired }));
      }),
    async (d) => {
      if (unit) await saveResolutionWithUnit(d, logged, unit);
      // The screen already shows the battery as fired (above); the stored settings are not copied
      // back, or a Next turn tapped meanwhile would be overwritten by this older turn.
      else await logShot(d, logged);
    },
  );
}

async function clearLog(core: Core): Promise<Result<ResolutionRecord[], StorageFailure>> {
  let removed = [...core.state.log];
  const shown = removed;
  const written = await core.write(
    () => core.setLog([]),
    () => core.setLog(shown),
    async (d, retry) => {
      const cleared = await clearResolutions(d);
      // A retry after a lost connection that had committed finds the log already empty: keep
      // the entries the first run was clearing (those on screen) for Undo.
      if (!retry || cleared.length) removed = cleared;
    },
  );
  return written.ok ? ok(removed) : written;
}

function restoreLog(core: Core, records: ResolutionRecord[]): Promise<Result<Stored, StorageFailure>> {
  const current = [...core.state.log];
  const merged = new Map([...records, ...current].map((r) => [r.id, r]));
  const newest = [...merged.values()].sort((a, b) => b.at - a.at).slice(0, LOG_ON_SCREEN);
  return core.write(
    () => core.setLog(newest),
    () => core.setLog(current),
    async (d) => restoreResolutions(d, records),
  );
}

export function shotWrites(core: Core): ShotVerbs {
  return {
    apply: (id) => changeFigures(core, id, applyShot, 'already-applied'),
    undo: (id) =>
      changeFigures(
        core,
        id,
        (r, unit, gameNumber) => undoShot(r, unit, gameNumber, Date.now()),
        'not-applied',
      ),
    record: (shot, changed) => record(core, shot, changed),
    clearLog: () => clearLog(core),
    restoreLog: (records) => restoreLog(core, records),
    async remember(batteryId, targetId, value) {
      const key = answersKey(batteryId, targetId);
      core.answers.set(key, value);
      return core.status() === 'open' ? core.run((d) => saveAnswers(d, new Map([[key, value]]))) : ok();
    },
  };
}
