import { createEffect, createMemo, createSignal, on, untrack } from 'solid-js';
import { createStore, reconcile, unwrap } from 'solid-js/store';
import {
  AMMUNITION,
  assessFire,
  bandForDistance,
  findGunType,
  fireOdds,
  legalAlternatives,
  MOVED,
  RANGE_BANDS,
  type RangeBand,
  relevantQuestions,
  resolveFire,
  rollDice,
} from '../../core';
import type { ResolutionRecord } from '../../records/model';
import { shotGame } from '../../records/model';
import { sheetClosed } from '../../state/back-closes';
import {
  DEFAULT_SHOT_FORM,
  fireSetup,
  forNewTurn,
  missingGunType,
  parseDistance,
  rememberable,
  type ShotForm,
  shotFormRange,
  startingShotForm,
  targetsFor,
  unansweredQuestions,
} from '../../state/fire';
import { batteryId, choosePair, resultId, showResult, targetId } from '../../state/fire-selection';
import { useGame } from '../../state/game';
import { nextVolley } from '../../state/next-volley';
import { newShotId } from '../../state/shot-id';
import { type Faces, keepShot, keptShot } from '../../state/shot-keep';

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

/**
 * The shot on the Fire screen: the chosen battery and target, the form as typed (kept across screens,
 * reloads and updates until the shot is logged), what the engine says of it (legal or refused, the
 * questions still to answer, the odds), and firing it. The views (Matchup, ShotForm, Verdict, RollBar)
 * only show this and call its actions.
 */
export function createShot() {
  const game = useGame();

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

  const [draft, setDraft] = createStore<ShotForm>(structuredClone(DEFAULT_SHOT_FORM));
  // A legal shot is logged at once and shown from the log (so Apply/Undo anywhere show here too);
  // a refused one is only shown.
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
  const [diceMode, setDiceMode] = createSignal<'app' | 'physical'>('app');
  /** The faces tapped on the dice pad so far. */
  const [faces, setFaces] = createSignal<Faces>([null, null]);
  /** The full form, or the one-line summary (the default answers fit most shots). */
  const [formOpen, setFormOpen] = createSignal(false);

  // A new battery→target pair: start from the last shot between them and the remembered answers;
  // what changes every turn (movement, unlimbering) starts at its default. The same pair the player
  // left (another screen, Back, a reload, an update) comes back as it was typed.
  createEffect(
    on([batteryId, targetId], ([b, tg]) => {
      setRefusedShot(undefined);
      setFormOpen(false);
      if (!b || !tg) return;
      const kept = untrack(keptShot);
      if (kept && kept.battery === b && kept.target === tg && saneShotForm(kept.draft)) {
        const draft = structuredClone(kept.draft);
        setDraft(reconcile(kept.turn === game.state.game.turn ? draft : forNewTurn(draft)));
        setFormOpen(kept.formOpen);
        setDiceMode(kept.dice);
        setFaces(kept.faces);
        return;
      }
      // The last shot between them in this game: a new game starts every pair afresh.
      const last = game.state.log.find(
        (r) =>
          r.input.batteryId === b && r.input.targetId === tg && shotGame(r) === game.state.game.gameNumber,
      );
      setDraft(reconcile(startingShotForm(last, game.actions.rememberedAnswers(b, tg))));
      setDiceMode('app');
      setFaces([null, null]);
    }),
  );
  // What is typed is kept until the shot is logged; a logged shot starts the next form from the log.
  createEffect(() => {
    const typed = JSON.stringify(draft);
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
      formOpen: formOpen(),
      dice: diceMode(),
      faces: faces(),
    });
  });
  // A new turn: the battery's movement is asked again, never carried over from the last turn.
  createEffect(
    on(
      () => game.state.game.turn,
      () => setDraft(reconcile(forNewTurn(structuredClone(unwrap(draft))))),
      { defer: true },
    ),
  );

  const setup = createMemo(() => {
    const b = battery();
    const tg = target();
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
    const b = battery();
    const d = parseDistance(draft.distance);
    const gun = b ? findGunType(game.pack(), b.gunType) : undefined;
    if (!gun || d === undefined) return undefined;
    const answer = bandForDistance(gun, d, game.state.game.scale, game.pack());
    return answer.ok ? answer.range.band : undefined;
  });
  const questions = createMemo(() =>
    relevantQuestions(
      draft.ammo,
      band() ?? 'long',
      Boolean(target()?.screen.attached && target()?.screen.figures),
    ),
  );
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

  // A refused shot or a question waiting for its answer opens the form, and it stays open for this
  // pair so it never folds away under the player's finger.
  const mustShowForm = () => Boolean(refusals()) || unanswered().length > 0;
  // (It watches the fold too: a new pair folds the form first, whichever effect runs first.)
  createEffect(() => {
    if (mustShowForm() && !formOpen()) setFormOpen(true);
  });

  const answer = (question: keyof ShotForm['situation'], value: boolean) => {
    setDraft('situation', question, value);
    const b = batteryId();
    const tg = targetId();
    // Only what may stay remembered: a must-answer question is asked afresh every time.
    if (b && tg) void game.actions.rememberAnswers(b, tg, rememberable({ ...draft.situation }));
  };

  async function fire(dice: [number, number], source: 'app' | 'physical') {
    const b = battery();
    const tg = target();
    const s = setup();
    const range = shotFormRange(draft, game.state.game.scale);
    // Never rolled while a question that permits the shot waits for its answer.
    if (!b || !tg || !s || !range || unanswered().length > 0) return;
    if (source === 'physical') {
      // The pad gives way to the result: its faces are cleared for the next shot (the way of
      // entering dice stays), and Back has it no more.
      sheetClosed('dice-pad');
      setFaces([null, null]);
    }
    const outcome = resolveFire({ ...s, dice }, game.pack());
    const pack = game.pack();
    const at = Date.now();
    const record: ResolutionRecord = {
      id: newShotId(at),
      at,
      turn: game.state.game.turn,
      input: {
        batteryId: b.id,
        targetId: tg.id,
        ammo: draft.ammo,
        range,
        movement: { ...draft.movement },
        situation: { ...draft.situation },
      },
      batteryName: b.name,
      targetName: tg.name,
      dice,
      diceSource: source,
      result: outcome,
      pack: { id: pack.id, version: pack.version, official: pack.official },
    };
    if (outcome.legal) {
      await game.actions.record(record);
      setRefusedShot(undefined);
      showResult(record.id);
    } else {
      showResult(undefined);
      setRefusedShot(record);
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
    setRefusedShot(undefined);
    choosePair(next.battery, next.target);
    window.scrollTo(0, 0);
  };
  /**
   * "Fire again" in a later turn: the same pair, the shot form open with movement and unlimbering
   * back at their defaults, so the player answers them for this turn and rolls (or enters dice).
   */
  const fireAgain = () => {
    closeResult();
    setDraft(reconcile(forNewTurn(structuredClone(unwrap(draft)))));
    setFormOpen(true);
  };

  return {
    battery,
    target,
    targets,
    missingGun,
    draft,
    setDraft,
    result,
    closeResult,
    diceMode,
    setDiceMode,
    faces,
    setFaces,
    formOpen,
    setFormOpen,
    refusals,
    alternatives,
    band,
    questions,
    unanswered,
    shot,
    legalOdds,
    mustShowForm,
    answer,
    fire,
    roll,
    fireAgain,
    nextShot,
  };
}

export type Shot = ReturnType<typeof createShot>;
