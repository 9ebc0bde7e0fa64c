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
} from '../../core';
import type { ResolutionRecord } from '../../records/model';
import { shotGame } from '../../records/model';
import { type Game, useGame } from '../game';
import {
  DEFAULT_SHOT_FORM,
  fireSetup,
  forNewTurn,
  missingGunType,
  parseDistance,
  type ShotForm,
  startingShotForm,
  targetsFor,
  unansweredQuestions,
} from './model';
import { batteryId, resultId, showResult, targetId } from './selection';
import { shotActions } from './shot-actions';
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
