/**
 * The Fire form's store (`createShot`): the pair chosen, the form as typed and kept, what the engine
 * says of it, and what the player does with it (answer, fire, the next volley, fire again), with
 * the record a shot logs.
 */
import { type Accessor, createEffect, createMemo, createSignal, on, type Setter, untrack } from 'solid-js';
import { createStore, reconcile, type SetStoreFunction, unwrap } from 'solid-js/store';
import {
  AMMUNITION,
  assessFire,
  bandForDistance,
  type FireSetup,
  findGunType,
  fireOdds,
  legalAlternatives,
  MOVED,
  ok,
  RANGE_BANDS,
  type RangeBand,
  type Result,
  relevantQuestions,
  resolveFire,
  rollDice,
  type SituationQuestion,
  type TurnOfPlay,
} from '../../core';
import type { StorageFailure } from '../../records';
import { type ResolutionRecord, type ShotInput, shotGame, type UnitCard, type UnitSide } from '../../records';
import { sheetClosed } from '../app/back-closes';
import { type Game, useGame } from '../game';
import { newShotId } from '../shots/id';
import {
  DEFAULT_SHOT_FORM,
  fireSetup,
  firingSide,
  forNewTurn,
  mayFire,
  missingGunType,
  parseDistance,
  rememberable,
  type ShotForm,
  shotFormRange,
  startingShotForm,
  targetsFor,
  unansweredQuestions,
} from './model';
import { batteryId, choosePair, resultId, showResult, targetId } from './selection';
import { type Faces, keepShot, keptShot } from './shot-keep';

/** A kept shot form that the form can show (anything else starts afresh). */
function saneShotForm(draft: ShotForm): boolean {
  return (
    (AMMUNITION as readonly string[]).includes(draft.ammo) &&
    (RANGE_BANDS as readonly string[]).includes(draft.band) &&
    (draft.rangeMode === 'band' || draft.rangeMode === 'distance') &&
    typeof draft.distance === 'string' &&
    (MOVED as readonly string[]).includes(draft.movement?.moved) &&
    typeof draft.movement.unlimbered === 'boolean'
  );
}

/** The chosen battery and target, the targets it may pick, and its gun type when the pack lacks it. */
function shotUnits(game: Game) {
  const battery = createMemo(() => game.state.units.find((u) => u.id === batteryId()));
  const target = createMemo(() => game.state.units.find((u) => u.id === targetId()));
  const targets = createMemo(() => {
    const b = battery();
    return b ? targetsFor(game.state.units, b) : [];
  });
  /** The chosen battery's gun type when the rule pack in use does not define it (even an empty one). */
  const missingGun = createMemo(() => {
    const b = battery();
    const gun = b ? missingGunType(b, game.pack()) : undefined;
    return gun === undefined ? undefined : { gun };
  });
  return { battery, target, targets, missingGun };
}

/** The form as typed, and how it shows: folded or open, the way of entering dice, the faces tapped. */
function shotDraft() {
  const [draft, setDraft] = createStore<ShotForm>(structuredClone(DEFAULT_SHOT_FORM));
  const [diceMode, setDiceMode] = createSignal<'app' | 'physical'>('app');
  /** The faces tapped on the dice pad so far. */
  const [faces, setFaces] = createSignal<Faces>([null, null]);
  /** The full form, or the one-line summary (the default answers fit most shots). */
  const [formOpen, setFormOpen] = createSignal(false);
  return { draft, setDraft, diceMode, setDiceMode, faces, setFaces, formOpen, setFormOpen };
}
type ShotDraft = ReturnType<typeof shotDraft>;

/**
 * The result on screen. A legal shot is logged at once and shown from the log (so Apply/Undo
 * anywhere show here too); a refused one is only shown.
 */
function shotResult(game: Game) {
  const [refusedShot, setRefusedShot] = createSignal<ResolutionRecord>();
  const result = createMemo(() => {
    const id = resultId();
    const logged = id ? game.state.log.find((r) => r.id === id) : undefined;
    return logged ?? refusedShot();
  });
  const closeResult = () => {
    showResult(undefined);
    setRefusedShot(undefined);
  };
  return { result, setRefusedShot, closeResult };
}

/**
 * The form follows the pair and the turn. A new battery→target pair starts from the last shot
 * between them and the remembered answers; what changes every turn (movement, unlimbering) starts
 * at its default. The same pair the player left (another screen, Back, a reload, an update) comes
 * back as it was typed.
 */
function followPair(game: Game, form: ShotDraft, closeRefused: () => void) {
  createEffect(
    on([batteryId, targetId], ([b, tg]) => {
      closeRefused();
      form.setFormOpen(false);
      if (!b || !tg) return;
      const kept = untrack(keptShot);
      if (kept && kept.battery === b && kept.target === tg && saneShotForm(kept.draft)) {
        const draft = structuredClone(kept.draft);
        form.setDraft(reconcile(kept.turn === game.state.game.turn ? draft : forNewTurn(draft)));
        form.setFormOpen(kept.formOpen);
        form.setDiceMode(kept.dice);
        form.setFaces(kept.faces);
        return;
      }
      // The last shot between them in this game: a new game starts every pair afresh.
      const last = game.state.log.find(
        (r) =>
          r.input.batteryId === b && r.input.targetId === tg && shotGame(r) === game.state.game.gameNumber,
      );
      form.setDraft(reconcile(startingShotForm(last, game.shots.remembered(b, tg))));
      form.setDiceMode('app');
      form.setFaces([null, null]);
    }),
  );
  // What is typed is kept until the shot is logged; a logged shot starts the next form from the log.
  createEffect(() => {
    const typed = JSON.stringify(form.draft);
    const b = batteryId();
    const tg = targetId();
    // The pair given up: so is the form typed for it.
    if (!b || !tg || resultId()) {
      keepShot(undefined);
      return;
    }
    keepShot({
      battery: b,
      target: tg,
      turn: game.state.game.turn,
      draft: JSON.parse(typed) as ShotForm,
      formOpen: form.formOpen(),
      dice: form.diceMode(),
      faces: form.faces(),
    });
  });
  // A new turn: the battery's movement is asked again, never carried over from the last turn.
  createEffect(
    on(
      () => game.state.game.turn,
      () => form.setDraft(reconcile(forNewTurn(structuredClone(unwrap(form.draft))))),
      { defer: true },
    ),
  );
}

/**
 * What the engine says of the shot as typed: legal or refused (with what would be legal instead),
 * the band the questions are about, the questions still to answer, the odds.
 */
function shotVerdict(game: Game, units: ReturnType<typeof shotUnits>, draft: ShotForm) {
  const setup = createMemo(() => {
    const b = units.battery();
    const tg = units.target();
    if (!b || !tg) return undefined;
    return fireSetup(b, tg, draft, game.state.game, game.state.log);
  });
  const assessment = createMemo(() => {
    const s = setup();
    return s ? assessFire(s, game.pack()) : undefined;
  });
  const refusals = createMemo(() => {
    const a = assessment();
    return a && !a.ok ? a.refusals : undefined;
  });
  const alternatives = createMemo(() => {
    const s = setup();
    const a = assessment();
    return s && a && !a.ok ? legalAlternatives(s, game.pack()) : [];
  });
  /** The band the questions are about: declared, or derived from the measured distance. */
  const band = createMemo<RangeBand | undefined>(() => {
    if (draft.rangeMode === 'band') return draft.band;
    const b = units.battery();
    const d = parseDistance(draft.distance);
    const gun = b ? findGunType(game.pack(), b.gunType) : undefined;
    if (!gun || d === undefined) return undefined;
    const answer = bandForDistance(gun, d, game.state.game.scale, game.pack());
    return answer.ok ? answer.range.band : undefined;
  });
  const target = units.target;
  const screened = () => Boolean(target()?.screen.attached && target()?.screen.figures);
  const questions = createMemo(() => relevantQuestions(draft.ammo, band() ?? 'long', screened()));
  /** Questions that permit a shot and wait for the player's own answer: no roll until answered. */
  const unanswered = createMemo(() => unansweredQuestions(questions(), draft.situation));
  const shot = createMemo(() => {
    const a = assessment();
    return a?.ok && unanswered().length === 0 ? a.shot : undefined;
  });
  const legalOdds = createMemo(() => {
    const s = setup();
    const odds = s && shot() ? fireOdds(s, game.pack()) : undefined;
    return odds?.legal ? odds : undefined;
  });
  return { setup, refusals, alternatives, band, questions, unanswered, shot, legalOdds };
}

/**
 * The shot on the Fire screen, the Fire form's store: the chosen battery and target, the form as
 * typed (kept across screens, reloads and updates until the shot is logged), what the engine says of
 * it (legal or refused, the questions still to answer, the odds), and firing it. The views
 * (Matchup, ShotFields, Verdict, RollBar) only show this and call its actions.
 */
export function createShot() {
  const game = useGame();
  const units = shotUnits(game);
  const form = shotDraft();
  const { result, setRefusedShot, closeResult } = shotResult(game);
  followPair(game, form, () => setRefusedShot(undefined));
  const { setup, ...verdict } = shotVerdict(game, units, form.draft);

  // A refused shot or a question waiting for its answer opens the form, and it stays open for this
  // pair so it never folds away under the player's finger.
  const mustShowForm = () => Boolean(verdict.refusals()) || verdict.unanswered().length > 0;
  // (It watches the fold too: a new pair folds the form first, whichever effect runs first.)
  createEffect(() => {
    if (mustShowForm() && !form.formOpen()) form.setFormOpen(true);
  });

  const parts = { ...units, ...form, setup, unanswered: verdict.unanswered, setRefusedShot, closeResult };
  return {
    ...units,
    ...form,
    result,
    closeResult,
    ...verdict,
    mustShowForm,
    ...shotActions(game, parts),
  };
}

export type Shot = ReturnType<typeof createShot>;

// --- what the player does with the shot ---

/** What the shot's actions read and write of the Fire form's store (above). */
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
   * "Next volley" from a result: the first battery that may still fire this turn, of the side whose
   * turn of fire it is, else of the other side (`nextVolley`), its target to choose; none left: the
   * battery list. Never the battery that just fired.
   */
  const nextShot = () => {
    const next = nextVolley(game.state.units, game.state.log, game.state.game, game.state.game.phasingSide);
    s.setRefusedShot(undefined);
    choosePair(next.battery, undefined);
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
 * Where "Next volley" starts: the first battery that may still fire this turn (not fired, figures
 * left, in the roster's order) of the side whose turn of fire it is, or, when that side has none
 * left, of the other side (so the other player's volley is four taps, never its fired battery
 * offered again). No target: a new volley is aimed afresh (the last one's target has moved, or
 * fallen). No battery of either side left: nothing chosen (the battery list, each marked fired).
 */
export function nextVolley(
  units: readonly UnitCard[],
  log: readonly ResolutionRecord[],
  turn: TurnOfPlay,
  phasingSide: UnitSide,
): { battery?: string } {
  const side = firingSide(units, log, turn, phasingSide);
  const battery = side ? mayFire(units, log, turn, side)[0] : undefined;
  return battery ? { battery: battery.id } : {};
}
