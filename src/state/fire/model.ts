/**
 * The glue between unit cards and the engine for one shot: plain functions, no Solid, so the
 * Fire screen stays thin and these are tested on their own.
 */
import type {
  Ammo,
  FireBattery,
  FireSetup,
  FireTarget,
  Moved,
  RangeBand,
  RelevantQuestion,
  Scale,
  SituationQuestion,
  ValidatedPack,
} from '../../core';
import {
  AMMUNITION,
  askedAnswers,
  findGunType,
  firedThisTurnIds,
  hasFiredThisTurn,
  RANGE_BANDS,
  relevantQuestions,
  SITUATION_QUESTIONS,
  type TurnOfPlay,
} from '../../core';
import type { GameSettings, ResolutionRecord, ShotInput, UnitCard, UnitSide } from '../../records';

export function toFireBattery(card: UnitCard): FireBattery {
  return { side: card.side, nation: card.nation, kind: card.batteryKind, gunType: card.gunType };
}

export function toFireTarget(card: UnitCard): FireTarget {
  const base = {
    side: card.side,
    arm: card.arm,
    nation: card.nation,
    class: card.class,
    figures: card.figures,
  } as const;
  if (card.arm === 'artillery') return base;
  const screen =
    card.screen.attached && card.screen.figures > 0 ? { figures: card.screen.figures } : undefined;
  return {
    ...base,
    infantryType: card.infantryType,
    markers: card.markers,
    formation: card.formation,
    ...(screen ? { screen } : {}),
  };
}

/** What the player has chosen on the Fire screen, before the dice. */
export interface ShotForm {
  ammo: Ammo;
  /** A declared band, or a measured distance in the game's scale (empty while being typed). */
  rangeMode: 'band' | 'distance';
  band: RangeBand;
  distance: string;
  movement: { moved: Moved; unlimbered: boolean };
  situation: { [Q in SituationQuestion]?: boolean };
}

export const DEFAULT_SHOT_FORM: ShotForm = {
  ammo: 'roundshot',
  rangeMode: 'band',
  band: 'effective',
  distance: '',
  movement: { moved: 'none', unlimbered: false },
  situation: {},
};

/** A typed distance as a number, or undefined while it is not a usable one. */
export function parseDistance(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(normalised)) return undefined;
  return Number(normalised);
}

export function shotFormRange(draft: ShotForm, scale: Scale): ShotInput['range'] | undefined {
  if (draft.rangeMode === 'band') return { band: draft.band };
  const distance = parseDistance(draft.distance);
  return distance === undefined ? undefined : { distance, scale };
}

export function fireSetup(
  battery: UnitCard,
  target: UnitCard,
  draft: ShotForm,
  game: GameSettings,
  log: readonly ResolutionRecord[],
): FireSetup | undefined {
  const range = shotFormRange(draft, game.scale);
  if (!range) return undefined;
  const fireTarget = toFireTarget(target);
  const band = draft.rangeMode === 'band' ? draft.band : undefined;
  const screened = (fireTarget.screen?.figures ?? 0) > 0;
  return {
    battery: toFireBattery(battery),
    target: fireTarget,
    ammo: draft.ammo,
    range,
    movement: draft.movement,
    firedThisTurn: hasFiredThisTurn(log, game, battery.id),
    // Only the answers to the questions the screen asked for this shot (core/situation.ts).
    situation: askedAnswers({ ammo: draft.ammo, band, screened }, draft.situation),
    campaignYear: game.campaignYear,
  };
}

/**
 * The questions whose answer permits a shot the clause otherwise forbids (`mustAnswer`): whatever
 * ammunition, band or target, they are asked afresh for every shot and never remembered, so a
 * remembered answer can never silently let a shot through.
 */
export const MUST_ANSWER_QUESTIONS: ReadonlySet<SituationQuestion> = new Set(
  SITUATION_QUESTIONS.filter((question) =>
    AMMUNITION.some((ammo) =>
      RANGE_BANDS.some((band) =>
        [false, true].some((screened) =>
          relevantQuestions(ammo, band, screened).some((q) => q.question === question && q.mustAnswer),
        ),
      ),
    ),
  ),
);

/** The answers that may stay remembered per battery→target pair: every one but the must-answer ones. */
export function rememberable(situation: ShotForm['situation']): ShotForm['situation'] {
  const kept: ShotForm['situation'] = {};
  for (const question of SITUATION_QUESTIONS) {
    const answer = situation[question];
    if (typeof answer === 'boolean' && !MUST_ANSWER_QUESTIONS.has(question)) kept[question] = answer;
  }
  return kept;
}

/** What changes every turn starts from its default: the battery did not move and did not unlimber. */
export const TURN_DEFAULTS: ShotForm['movement'] = Object.freeze({ moved: 'none', unlimbered: false });

/**
 * The draft for a battery→target pair: ammunition and range from the last shot between them (they
 * rarely change), the remembered answers to the table questions except the must-answer ones, and
 * movement and unlimbering at their defaults (they change every turn: never carried over).
 */
export function startingShotForm(
  last: ResolutionRecord | undefined,
  remembered: ShotForm['situation'],
): ShotForm {
  const situation = rememberable(remembered);
  const movement = { ...TURN_DEFAULTS };
  if (!last) return { ...DEFAULT_SHOT_FORM, movement, situation };
  const range = last.input.range;
  return {
    ammo: last.input.ammo,
    rangeMode: 'band' in range ? 'band' : 'distance',
    band: 'band' in range ? range.band : DEFAULT_SHOT_FORM.band,
    distance: 'distance' in range ? String(range.distance) : '',
    movement,
    situation,
  };
}

/** The draft for the same pair in a new turn (or "Fire again"): movement asked again. */
export function forNewTurn(draft: ShotForm): ShotForm {
  return { ...draft, movement: { ...TURN_DEFAULTS }, situation: rememberable(draft.situation) };
}

/** Whether a question is on screen: a follow-up shows only once its lead question is answered Yes. */
export function isShown(question: RelevantQuestion, situation: ShotForm['situation']): boolean {
  return !question.onlyIf || situation[question.onlyIf] === true;
}

/** The must-answer questions on screen that the player has not answered yet: no roll until they are. */
export function unansweredQuestions(
  questions: readonly RelevantQuestion[],
  situation: ShotForm['situation'],
): SituationQuestion[] {
  return questions
    .filter((q) => q.mustAnswer && isShown(q, situation) && situation[q.question] === undefined)
    .map((q) => q.question);
}

/** A battery whose gun type the rule pack in use does not define cannot be resolved with it. */
export function missingGunType(card: UnitCard, pack: ValidatedPack): string | undefined {
  if (card.arm !== 'artillery') return undefined;
  return findGunType(pack, card.gunType) ? undefined : card.gunType;
}

export interface FirerGroup {
  side: UnitSide;
  /** Batteries that may still fire this turn first, then those that fired (marked on screen). */
  batteries: UnitCard[];
}

/** A side's batteries that may still fire this turn: not fired, figures left, in the roster's order. */
export function mayFire(
  units: readonly UnitCard[],
  log: readonly ResolutionRecord[],
  turn: TurnOfPlay | number,
  side: UnitSide,
): UnitCard[] {
  const fired = firedThisTurnIds(log, turn);
  return [...units]
    .sort((a, b) => a.createdAt - b.createdAt)
    .filter((u) => u.side === side && u.arm === 'artillery' && u.figures > 0 && !fired.has(u.id));
}

/**
 * The side firing now: the side whose turn of fire it is (the game's phasing side) while it has a
 * battery that may still fire, else the other side while that one has; neither: none (every
 * battery has fired, or there is none).
 */
export function firingSide(
  units: readonly UnitCard[],
  log: readonly ResolutionRecord[],
  turn: TurnOfPlay | number,
  phasingSide: UnitSide,
): UnitSide | undefined {
  const other: UnitSide = phasingSide === 'mine' ? 'opponent' : 'mine';
  return [phasingSide, other].find((side) => mayFire(units, log, turn, side).length > 0);
}

/**
 * Every battery of both sides, grouped by side: the side whose turn of fire it is first. One phone
 * serves both players, so the other side's batteries are never hidden.
 */
export function firerGroups(
  units: readonly UnitCard[],
  phasingSide: UnitSide,
  log: readonly ResolutionRecord[],
  turn: TurnOfPlay | number,
): FirerGroup[] {
  const other: UnitSide = phasingSide === 'mine' ? 'opponent' : 'mine';
  const firedIds = firedThisTurnIds(log, turn);
  return [phasingSide, other].map((side) => {
    const batteries = units.filter((u) => u.side === side && u.arm === 'artillery');
    const fired = (u: UnitCard) => firedIds.has(u.id);
    return { side, batteries: [...batteries.filter((u) => !fired(u)), ...batteries.filter(fired)] };
  });
}

/** What a battery may aim at: every unit of the other side, of any arm (the engine judges the rest). */
export function targetsFor(units: readonly UnitCard[], battery: UnitCard): UnitCard[] {
  return units.filter((u) => u.side !== battery.side);
}
