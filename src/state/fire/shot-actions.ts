import type { Accessor, Setter } from 'solid-js';
import { reconcile, type SetStoreFunction, unwrap } from 'solid-js/store';
import { type FireSetup, resolveFire, rollDice, type SituationQuestion } from '../../core';
import { hasFiredThisTurn, type TurnOfPlay } from '../../core/fired';
import { ok, type Result } from '../../core/result';
import type { StorageFailure } from '../../records/failure';
import type { ResolutionRecord, ShotInput, UnitCard, UnitSide } from '../../records/model';
import { sheetClosed } from '../app/back-closes';
import type { Game } from '../game';
import { newShotId } from '../shots/id';
import { forNewTurn, rememberable, type ShotForm, shotFormRange } from './model';
import { batteryId, choosePair, showResult, targetId } from './selection';
import type { Faces } from './shot-keep';

/** What the shot's actions read and write of the Fire form's store (fire/shot.ts). */
export interface ShotParts {
  battery: Accessor<UnitCard | undefined>;
  target: Accessor<UnitCard | undefined>;
  draft: ShotForm;
  setDraft: SetStoreFunction<ShotForm>;
  setFaces: Setter<Faces>;
  setFormOpen: Setter<boolean>;
  setup: Accessor<FireSetup | undefined>;
  unanswered: Accessor<readonly SituationQuestion[]>;
  setRefusedShot: Setter<ResolutionRecord | undefined>;
  closeResult: () => void;
}

/** The log's record of a shot as fired: what was chosen and typed, the dice and the engine's outcome. */
export function shotRecord(
  game: Game,
  shot: { battery: UnitCard; target: UnitCard; draft: ShotForm; range: ShotInput['range'] },
  dice: [number, number],
  source: 'app' | 'physical',
  outcome: ResolutionRecord['result'],
): ResolutionRecord {
  const pack = game.pack();
  const at = Date.now();
  const { battery, target, draft } = shot;
  return {
    id: newShotId(at),
    at,
    turn: game.state.game.turn,
    input: {
      batteryId: battery.id,
      targetId: target.id,
      ammo: draft.ammo,
      range: shot.range,
      movement: { ...draft.movement },
      situation: { ...draft.situation },
    },
    batteryName: battery.name,
    targetName: target.name,
    dice,
    diceSource: source,
    result: outcome,
    pack: { id: pack.id, version: pack.version, official: pack.official },
  };
}

/**
 * What the player does with the shot: answer a question, fire it (the app's dice or their own), and
 * from a result, the next volley or the same battery again in a later turn.
 */
export function shotActions(game: Game, s: ShotParts) {
  const answer = async (question: keyof ShotForm['situation'], value: boolean): Promise<void> => {
    s.setDraft('situation', question, value);
    const b = batteryId();
    const tg = targetId();
    if (!b || !tg) return;
    // Only what may stay remembered: a must-answer question is asked afresh every time. One the
    // phone could not store stays for this visit: a convenience, not worth an alarm.
    const kept = await game.shots.remember(b, tg, rememberable({ ...s.draft.situation }));
    if (!kept.ok) return;
  };

  /**
   * Fires the shot with these dice: a legal one is logged and shown from the log; a refused one is
   * only shown. Answers whether the log took it: when storage failed (the banner says why), no
   * result shows and the form stays as typed, to roll again.
   */
  async function fire(
    dice: [number, number],
    source: 'app' | 'physical',
  ): Promise<Result<unknown, StorageFailure>> {
    const battery = s.battery();
    const target = s.target();
    const setup = s.setup();
    const range = shotFormRange(s.draft, game.state.game.scale);
    // Never rolled while a question that permits the shot waits for its answer.
    if (!battery || !target || !setup || !range || s.unanswered().length > 0) return ok();
    if (source === 'physical') {
      // The pad gives way to the result: its faces are cleared for the next shot (the way of
      // entering dice stays), and Back has it no more.
      sheetClosed('dice-pad');
      s.setFaces([null, null]);
    }
    const outcome = resolveFire({ ...setup, dice }, game.pack());
    const record = shotRecord(game, { battery, target, draft: s.draft, range }, dice, source, outcome);
    if (!outcome.legal) {
      showResult(undefined);
      s.setRefusedShot(record);
      return ok();
    }
    const logged = await game.shots.record(record);
    if (!logged.ok) return logged;
    s.setRefusedShot(undefined);
    showResult(record.id);
    return logged;
  }

  const roll = () => fire(rollDice(), 'app');
  /**
   * "Next volley" from a result: the first battery of the side whose turn of fire it is that has
   * not fired this turn, at the target it last fired at (with that pair's answers) when that still
   * makes sense; none left: the battery list. Never the battery that just fired.
   */
  const nextShot = () => {
    const next = nextVolley(game.state.units, game.state.log, game.state.game, game.state.game.phasingSide);
    s.setRefusedShot(undefined);
    choosePair(next.battery, next.target);
  };
  /**
   * "Fire again" in a later turn: the same pair, the shot form open with movement and unlimbering
   * back at their defaults, so the player answers them for this turn and rolls (or enters dice).
   */
  const fireAgain = () => {
    s.closeResult();
    s.setDraft(reconcile(forNewTurn(structuredClone(unwrap(s.draft)))));
    s.setFormOpen(true);
  };

  return { answer, fire, roll, nextShot, fireAgain };
}

/**
 * Where "Next volley" starts: the first battery of the side whose turn of fire it is that has not
 * fired this turn and still stands (in the roster's order), aimed at the target it last fired at
 * when that unit is still on the other side and has figures left. No such battery: nothing chosen
 * (the battery list, where the other side's batteries and "Switch" are).
 */
export function nextVolley(
  units: readonly UnitCard[],
  log: readonly ResolutionRecord[],
  turn: TurnOfPlay,
  phasingSide: UnitSide,
): { battery?: string; target?: string } {
  const battery = [...units]
    .sort((a, b) => a.createdAt - b.createdAt)
    .find(
      (u) =>
        u.side === phasingSide &&
        u.arm === 'artillery' &&
        u.figures > 0 &&
        !hasFiredThisTurn(log, turn, u.id),
    );
  if (!battery) return {};
  let last: ResolutionRecord | undefined;
  for (const r of log) if (r.input.batteryId === battery.id && (!last || r.at > last.at)) last = r;
  const target = last ? units.find((u) => u.id === last.input.targetId) : undefined;
  const aimable = target && target.side !== battery.side && target.figures > 0;
  return aimable ? { battery: battery.id, target: target.id } : { battery: battery.id };
}
