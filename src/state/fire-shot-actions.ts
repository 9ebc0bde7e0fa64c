import type { Accessor, Setter } from 'solid-js';
import { reconcile, type SetStoreFunction, unwrap } from 'solid-js/store';
import { type FireSetup, resolveFire, rollDice, type SituationQuestion } from '../core';
import type { ResolutionRecord, ShotInput, UnitCard } from '../records/model';
import { sheetClosed } from './back-closes';
import { forNewTurn, rememberable, type ShotForm, shotFormRange } from './fire';
import { batteryId, choosePair, showResult, targetId } from './fire-selection';
import type { Game } from './game';
import { nextVolley } from './next-volley';
import { newShotId } from './shot-id';
import type { Faces } from './shot-keep';

/** What the shot's actions read and write of the Fire form's store (state/fire-shot.ts). */
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
  const answer = (question: keyof ShotForm['situation'], value: boolean) => {
    s.setDraft('situation', question, value);
    const b = batteryId();
    const tg = targetId();
    // Only what may stay remembered: a must-answer question is asked afresh every time.
    if (b && tg) void game.actions.rememberAnswers(b, tg, rememberable({ ...s.draft.situation }));
  };

  async function fire(dice: [number, number], source: 'app' | 'physical') {
    const battery = s.battery();
    const target = s.target();
    const setup = s.setup();
    const range = shotFormRange(s.draft, game.state.game.scale);
    // Never rolled while a question that permits the shot waits for its answer.
    if (!battery || !target || !setup || !range || s.unanswered().length > 0) return;
    if (source === 'physical') {
      // The pad gives way to the result: its faces are cleared for the next shot (the way of
      // entering dice stays), and Back has it no more.
      sheetClosed('dice-pad');
      s.setFaces([null, null]);
    }
    const outcome = resolveFire({ ...setup, dice }, game.pack());
    const record = shotRecord(game, { battery, target, draft: s.draft, range }, dice, source, outcome);
    if (outcome.legal) {
      await game.actions.record(record);
      s.setRefusedShot(undefined);
      showResult(record.id);
    } else {
      showResult(undefined);
      s.setRefusedShot(record);
    }
  }

  const roll = () => void fire(rollDice(), 'app');
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
