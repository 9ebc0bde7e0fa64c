/**
 * Whether a shot is allowed, before any dice are rolled: the pack, the request's shape, the gun
 * and the range, the target, the answers that permit the shot, and every restriction. Shared by
 * `resolveFire`, `fireOdds` and `legalAlternatives`, so all three always agree.
 */
import { screenFigures } from './allocation';
import { answersGiven, cleanSetup, type Loose } from './clean-setup';
import type { Check, Modifier, Refusal } from './codes';
import {
  type FireBattery,
  type FireSetup,
  type FireTarget,
  validAmmo,
  validBattery,
  validMovement,
  validRange,
  validSituation,
  validTarget,
} from './fire-request';
import { isRecord } from './guards';
import { aimedAt, collectModifiers } from './modifiers';
import { canFormOpenOrder } from './open-order';
import { findGunType, type GunType, isUsablePack, type TableRow, type ValidatedPack } from './pack';
import { bandForDistance, type ResolvedRange } from './range';
import {
  checkBounceThrough,
  checkCanisterArc,
  checkFriendsNearFront,
  checkMovement,
  checkOverheadFire,
  emptyVerdict,
  type Verdict,
} from './restrictions';
import {
  SITUATION_DEFAULTS,
  SITUATION_QUESTIONS,
  type SituationAnswers,
  unansweredQuestions,
} from './situation';
import { tableColumn } from './table';
import { type Ammo, ARMS, type RangeBand } from './vocabulary';

/** A shot that may be fired: everything the dice need. */
export interface ClearedShot {
  readonly setup: FireSetup;
  readonly gun: GunType;
  readonly range: ResolvedRange;
  readonly situation: SituationAnswers;
  readonly column: readonly TableRow[];
  readonly checks: readonly Check[];
  readonly modifiers: readonly Modifier[];
}

export type Assessment =
  | { readonly ok: true; readonly shot: ClearedShot }
  | { readonly ok: false; readonly refusals: readonly Refusal[] };

function resolveGun(
  battery: FireBattery | undefined,
  pack: ValidatedPack,
  verdict: Verdict,
): GunType | undefined {
  if (battery === undefined) {
    verdict.refusals.push({ code: 'request.invalid-battery', ruleRef: 'artillery.procedure' });
    return undefined;
  }
  const gun = findGunType(pack, battery.gunType);
  if (gun === undefined) {
    verdict.refusals.push({ code: 'gun-type.unknown', ruleRef: 'artillery.procedure' });
    return undefined;
  }
  if (gun.batteryKinds !== undefined && !gun.batteryKinds.includes(battery.kind)) {
    verdict.refusals.push({ code: 'gun-type.wrong-battery-kind', ruleRef: 'artillery.procedure' });
  }
  return gun;
}

function resolveRange(
  setup: Loose,
  gun: GunType | undefined,
  pack: ValidatedPack,
  verdict: Verdict,
): ResolvedRange | undefined {
  const range = setup.range;
  if (!validRange(range)) {
    verdict.refusals.push({ code: 'request.invalid-range', ruleRef: 'artillery.procedure' });
    return undefined;
  }
  if ('band' in range) return { band: range.band, derivation: 'declared' };
  if (gun === undefined) return undefined; // already refused: no gun, no range bands
  const answer = bandForDistance(gun, range.distance, range.scale, pack);
  if (answer.ok) return answer.range;
  verdict.refusals.push(answer.refusal);
  return undefined;
}

/**
 * The target must be an enemy with figures to lose, in a formation that fits its arm. Cavalry
 * stands in line or column; a battery has no formation. Only infantry has a skirmish screen.
 */
function checkTarget(
  setup: Loose,
  battery: FireBattery | undefined,
  target: FireTarget,
  screenIsTarget: boolean,
  verdict: Verdict,
): void {
  const ruleRef = 'artillery.procedure';
  if (battery !== undefined) {
    // The sides are what the players said, never the nations (club games field one army on both).
    if (battery.side === target.side) verdict.refusals.push({ code: 'target.same-side', ruleRef });
    else verdict.checks.push({ code: 'target.enemy', ruleRef });
  }
  const screen = screenFigures(target);
  if (screenIsTarget && screen <= 0) {
    verdict.refusals.push({ code: 'screen.missing', ruleRef: 'artillery.skirmishers.roundshot' });
  } else if ((screenIsTarget ? screen : target.figures) <= 0) {
    verdict.refusals.push({ code: 'target.no-figures', ruleRef });
  } else {
    verdict.checks.push({ code: 'target.has-figures', ruleRef });
  }
  if (target.arm !== 'artillery' && target.formation === undefined) {
    verdict.refusals.push({
      code: 'target.formation-missing',
      ruleRef,
      params: { arm: ARMS.indexOf(target.arm) },
    });
  }
  if (target.formation === 'open-order' && !screenIsTarget) {
    // open-order.a–c: a unit may only be in open order if a clause allows it.
    if (setup.campaignYear === undefined) {
      verdict.refusals.push({ code: 'request.campaign-year-missing', ruleRef: 'open-order.c' });
      return;
    }
    const year = typeof setup.campaignYear === 'number' ? setup.campaignYear : Number.NaN;
    const answer = canFormOpenOrder(target, year);
    if (answer.ok) verdict.checks.push({ code: 'target.open-order-eligible', ruleRef: answer.ruleRef });
    else verdict.refusals.push(...answer.refusals);
  }
}

/** The battery's movement this turn, checked against its kind (artillery.movement); or refused. */
function resolveMovement(given: Loose, battery: FireBattery | undefined, verdict: Verdict) {
  const movement = validMovement(given.movement) ? given.movement : undefined;
  if (movement !== undefined && typeof given.firedThisTurn === 'boolean') {
    if (battery !== undefined) checkMovement(battery.kind, movement, given.firedThisTurn, verdict);
  } else {
    verdict.refusals.push({ code: 'request.invalid-movement', ruleRef: 'artillery.movement' });
  }
  return movement;
}

/**
 * The situation's rules: a question that would permit the shot (B.a exception, C.a, C.b) must be
 * answered, not assumed; then the canister arc, friends near the front, bounce-through, overhead fire.
 */
function checkSituation(
  ammo: Ammo | undefined,
  band: RangeBand | undefined,
  answers: Partial<SituationAnswers> | undefined,
  situation: SituationAnswers,
  verdict: Verdict,
): void {
  if (answers !== undefined && ammo !== undefined && band !== undefined) {
    for (const q of unansweredQuestions(ammo, band, answers)) {
      verdict.refusals.push({
        code: 'situation.unanswered',
        ruleRef: q.ruleRef,
        params: { question: SITUATION_QUESTIONS.indexOf(q.question) },
      });
    }
  }
  if (ammo !== undefined) checkCanisterArc(ammo, situation, verdict);
  if (band !== undefined) checkFriendsNearFront(band, situation, verdict);
  if (ammo !== undefined) {
    checkBounceThrough(ammo, situation, verdict);
    checkOverheadFire(ammo, situation, verdict);
  }
}

/** artillery.procedure: the table must have a column for this ammunition at this band. */
function checkColumn(
  pack: ValidatedPack,
  ammo: Ammo | undefined,
  band: RangeBand | undefined,
  verdict: Verdict,
): readonly TableRow[] | null {
  if (ammo === undefined || band === undefined) return null;
  const column = tableColumn(pack, ammo, band);
  if (column === null) verdict.refusals.push({ code: 'table.no-column', ruleRef: 'artillery.procedure' });
  else verdict.checks.push({ code: 'table.has-column', ruleRef: 'artillery.procedure' });
  return column;
}

/**
 * Every reason this shot may not be fired, or the cleared shot. Never throws, never mutates.
 * Total: a setup that is not an object has every field missing; a value that is not a usable
 * pack is `pack.invalid` alone (nothing else can be judged without the pack's numbers).
 */
export function assessFire(setup: FireSetup, pack: ValidatedPack): Assessment {
  if (!isUsablePack(pack)) {
    return { ok: false, refusals: [{ code: 'pack.invalid', ruleRef: 'artillery.procedure' }] };
  }
  const given: Loose = isRecord(setup) ? setup : {};
  const verdict = emptyVerdict();
  const battery = validBattery(given.battery) ? given.battery : undefined;
  const gun = resolveGun(battery, pack, verdict);
  const range = resolveRange(given, gun, pack, verdict);

  const ammo = validAmmo(given.ammo) ? given.ammo : undefined;
  if (ammo === undefined)
    verdict.refusals.push({ code: 'request.invalid-ammo', ruleRef: 'artillery.procedure' });

  const answers = validSituation(given.situation) ? answersGiven(given.situation) : undefined;
  if (answers === undefined)
    verdict.refusals.push({ code: 'request.invalid-situation', ruleRef: 'artillery.procedure' });
  const situation: SituationAnswers = { ...SITUATION_DEFAULTS, ...answers };

  const target = validTarget(given.target) ? given.target : undefined;
  if (target !== undefined) checkTarget(given, battery, target, situation.screenIsTarget, verdict);
  else verdict.refusals.push({ code: 'request.invalid-target', ruleRef: 'artillery.procedure' });

  const movement = resolveMovement(given, battery, verdict);
  checkSituation(ammo, range?.band, answers, situation, verdict);
  const column = checkColumn(pack, ammo, range?.band, verdict);

  if (
    verdict.refusals.length > 0 ||
    battery === undefined ||
    ammo === undefined ||
    gun === undefined ||
    range === undefined ||
    column === null ||
    target === undefined ||
    movement === undefined
  ) {
    return { ok: false, refusals: verdict.refusals };
  }
  const modifiers = collectModifiers(pack, aimedAt(target, situation.screenIsTarget), movement.moved);
  const clean = cleanSetup(given, { battery, gun, target, ammo, range, movement, answers });
  return {
    ok: true,
    shot: { setup: clean, gun, range, situation, column, checks: verdict.checks, modifiers },
  };
}
