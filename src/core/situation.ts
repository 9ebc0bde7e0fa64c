/**
 * The questions about the table a player answers before a battery fires
 * (artillery.restrictions A–C and the skirmish-screen clauses). Each has an unrestricted
 * default: the answer under which that clause does not stop the fire.
 */
import { isRecord } from './guards';
import type { Ammo, RangeBand, RuleRef } from './vocabulary';

export const SITUATION_QUESTIONS = [
  'friendlyInArc',
  'friendlyNearFront',
  'clearSightBeyond',
  'friendlyInBouncePath',
  'overheadFire',
  'batteryOnHigherGround',
  'friendsClearOfBatteryAndEnemy',
  'screenIsTarget',
] as const;
export type SituationQuestion = (typeof SITUATION_QUESTIONS)[number];

export type SituationAnswers = Readonly<Record<SituationQuestion, boolean>>;

/** Unrestricted answers: with these, no restriction refuses the fire. */
export const SITUATION_DEFAULTS: SituationAnswers = Object.freeze({
  friendlyInArc: false,
  friendlyNearFront: false,
  clearSightBeyond: true,
  friendlyInBouncePath: false,
  overheadFire: false,
  batteryOnHigherGround: true,
  friendsClearOfBatteryAndEnemy: true,
  screenIsTarget: false,
});

/** The clause each question serves. */
export const QUESTION_RULE_REFS: Readonly<Record<SituationQuestion, RuleRef>> = Object.freeze({
  friendlyInArc: 'artillery.restrictions.A',
  friendlyNearFront: 'artillery.restrictions.B.a',
  clearSightBeyond: 'artillery.restrictions.B.a',
  friendlyInBouncePath: 'artillery.restrictions.B.c',
  overheadFire: 'artillery.restrictions.C.a',
  batteryOnHigherGround: 'artillery.restrictions.C.a',
  friendsClearOfBatteryAndEnemy: 'artillery.restrictions.C.b',
  screenIsTarget: 'artillery.skirmishers.roundshot',
});

export interface RelevantQuestion {
  readonly question: SituationQuestion;
  readonly ruleRef: RuleRef;
  readonly unrestricted: boolean;
  /** Ask only when this other question was answered `true` (e.g. the B.a exception). */
  readonly onlyIf?: SituationQuestion;
  /**
   * The answer would permit a shot the clause otherwise forbids (the B.a exception, the two C
   * conditions for overhead fire): it has no default and starts unanswered; the shot cannot be
   * rolled until the player answers it.
   */
  readonly mustAnswer: boolean;
}

function ask(question: SituationQuestion, onlyIf?: SituationQuestion): RelevantQuestion {
  const base = {
    question,
    ruleRef: QUESTION_RULE_REFS[question],
    unrestricted: SITUATION_DEFAULTS[question],
    mustAnswer: onlyIf !== undefined,
  };
  return Object.freeze(onlyIf === undefined ? base : { ...base, onlyIf });
}

/**
 * Each question as asked, made once: two lists of the same questions hold the same objects, so a
 * view keyed by them (the shot form's rows) keeps a row that stays instead of drawing it again.
 */
const ASKED: Readonly<Record<SituationQuestion, RelevantQuestion>> = Object.freeze({
  friendlyInArc: ask('friendlyInArc'),
  friendlyNearFront: ask('friendlyNearFront'),
  clearSightBeyond: ask('clearSightBeyond', 'friendlyNearFront'),
  friendlyInBouncePath: ask('friendlyInBouncePath'),
  overheadFire: ask('overheadFire'),
  batteryOnHigherGround: ask('batteryOnHigherGround', 'overheadFire'),
  friendsClearOfBatteryAndEnemy: ask('friendsClearOfBatteryAndEnemy', 'overheadFire'),
  screenIsTarget: ask('screenIsTarget'),
});

/**
 * The questions that matter for this ammunition at this band, so the UI asks only those.
 * A: only canister. B.a: only at long range (B.b). B.c: only roundshot. C: always (C.c
 * is what refuses canister overhead). `screenIsTarget`: only when the target is screened.
 * Total: an unknown ammunition or band asks only what applies whatever they are (C), and only
 * `screened === true` asks about the screen.
 */
export function relevantQuestions(
  ammo: Ammo,
  band: RangeBand,
  screened = false,
): readonly RelevantQuestion[] {
  const questions: RelevantQuestion[] = [];
  if (ammo === 'canister') questions.push(ASKED.friendlyInArc);
  if (band === 'long') {
    questions.push(ASKED.friendlyNearFront, ASKED.clearSightBeyond);
  }
  if (ammo === 'roundshot') questions.push(ASKED.friendlyInBouncePath);
  questions.push(ASKED.overheadFire, ASKED.batteryOnHigherGround, ASKED.friendsClearOfBatteryAndEnemy);
  if (screened === true) questions.push(ASKED.screenIsTarget);
  return questions;
}

/**
 * Only the answers to the questions asked for this shot (`relevantQuestions`, and a question whose
 * condition (`onlyIf`) was answered yes) reach the engine: a remembered answer to a question no longer
 * asked (say "the skirmishers are the target" after the screen was wiped out) must not refuse a shot
 * with no way to see or change it. With a measured distance (`band` undefined) the band is not known
 * yet, so the long-range questions count as asked (the Fire screen asks them too). The Fire screen's
 * shot and a shot's chain worked out again from a compact text (src/sync/shot-rebuild.ts) read the
 * same answers.
 */
export function askedAnswers(
  shot: { readonly ammo: Ammo; readonly band: RangeBand | undefined; readonly screened: boolean },
  answers: Partial<Record<SituationQuestion, boolean>>,
): Partial<Record<SituationQuestion, boolean>> {
  const asked: Partial<Record<SituationQuestion, boolean>> = {};
  if (!isRecord(shot)) return asked;
  const given: Partial<Record<SituationQuestion, unknown>> = isRecord(answers) ? answers : {};
  for (const q of relevantQuestions(shot.ammo, shot.band ?? 'long', shot.screened === true)) {
    if (q.onlyIf && given[q.onlyIf] !== true) continue;
    const answer = given[q.question];
    if (typeof answer === 'boolean') asked[q.question] = answer;
  }
  return asked;
}

/**
 * The questions asked for this shot that permit it (`mustAnswer`) whose condition was answered
 * yes but which have no answer yet in `given` (the player's answers, before the defaults): the
 * shot may not be rolled until they are answered (refusal `situation.unanswered`). A condition
 * left unanswered counts as its unrestricted default, no, so nothing is owed then. Total: an
 * answer that is not a boolean, or `given` that is not a set of answers, counts as unanswered.
 */
export function unansweredQuestions(
  ammo: Ammo,
  band: RangeBand,
  given: unknown,
): readonly RelevantQuestion[] {
  const answers: Readonly<Record<string, unknown>> = isRecord(given) ? given : {};
  return relevantQuestions(ammo, band).filter(
    (q) =>
      q.mustAnswer &&
      q.onlyIf !== undefined &&
      answers[q.onlyIf] === true &&
      typeof answers[q.question] !== 'boolean',
  );
}
