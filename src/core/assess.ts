/**
 * Whether a shot is allowed, before any dice are rolled: the request's shape, the gun and
 * the range, the target, and every restriction. Shared by `resolveFire`, `fireOdds` and
 * `legalAlternatives`, so all three always agree.
 */
import type { Check, Modifier, Refusal } from './codes';
import {
  type FireSetup,
  validAmmo,
  validBattery,
  validMovement,
  validRange,
  validSituation,
  validTarget,
} from './fire-request';
import { aimedFormation, collectModifiers } from './modifiers';
import { canFormOpenOrder } from './open-order';
import { findGunType, type GunType, type TableRow, type ValidatedPack } from './pack';
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
import { SITUATION_DEFAULTS, type SituationAnswers } from './situation';
import { tableColumn } from './table';

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

function resolveGun(setup: FireSetup, pack: ValidatedPack, verdict: Verdict): GunType | undefined {
  if (!validBattery(setup.battery)) {
    verdict.refusals.push({ code: 'request.invalid-battery', ruleRef: 'artillery.procedure' });
    return undefined;
  }
  const gun = findGunType(pack, setup.battery.gunType);
  if (gun === undefined) {
    verdict.refusals.push({ code: 'gun-type.unknown', ruleRef: 'artillery.procedure' });
    return undefined;
  }
  if (gun.batteryKinds !== undefined && !gun.batteryKinds.includes(setup.battery.kind)) {
    verdict.refusals.push({ code: 'gun-type.wrong-battery-kind', ruleRef: 'artillery.procedure' });
  }
  return gun;
}

function resolveRange(
  setup: FireSetup,
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

/** The target must be an enemy with figures to lose, in a formation it may take. */
function checkTarget(setup: FireSetup, screenIsTarget: boolean, verdict: Verdict): void {
  const target = setup.target;
  const ruleRef = 'artillery.procedure';
  if (validBattery(setup.battery)) {
    // The sides are what the players said, never the nations (club games field one army on both).
    if (setup.battery.side === target.side) verdict.refusals.push({ code: 'target.same-side', ruleRef });
    else verdict.checks.push({ code: 'target.enemy', ruleRef });
  }
  const screen = target.screen?.figures ?? 0;
  if (screenIsTarget && screen <= 0) {
    verdict.refusals.push({ code: 'screen.missing', ruleRef: 'artillery.skirmishers.roundshot' });
  } else if ((screenIsTarget ? screen : target.figures) <= 0) {
    verdict.refusals.push({ code: 'target.no-figures', ruleRef });
  } else {
    verdict.checks.push({ code: 'target.has-figures', ruleRef });
  }
  if (target.arm === 'infantry' && target.formation === undefined) {
    verdict.refusals.push({ code: 'target.formation-missing', ruleRef });
  }
  if (target.formation === 'open-order' && !screenIsTarget) {
    // open-order.a–c: a unit may only be in open order if a clause allows it.
    if (setup.campaignYear === undefined) {
      verdict.refusals.push({ code: 'request.campaign-year-missing', ruleRef: 'open-order.c' });
      return;
    }
    const answer = canFormOpenOrder(target, setup.campaignYear);
    if (answer.ok) verdict.checks.push({ code: 'target.open-order-eligible', ruleRef: answer.ruleRef });
    else verdict.refusals.push(...answer.refusals);
  }
}

/** Every reason this shot may not be fired, or the cleared shot. Never throws, never mutates. */
export function assessFire(setup: FireSetup, pack: ValidatedPack): Assessment {
  const verdict = emptyVerdict();
  const gun = resolveGun(setup, pack, verdict);
  const range = resolveRange(setup, gun, pack, verdict);

  const ammo = validAmmo(setup.ammo) ? setup.ammo : undefined;
  if (ammo === undefined)
    verdict.refusals.push({ code: 'request.invalid-ammo', ruleRef: 'artillery.procedure' });

  let situation = SITUATION_DEFAULTS;
  if (validSituation(setup.situation)) situation = { ...SITUATION_DEFAULTS, ...setup.situation };
  else verdict.refusals.push({ code: 'request.invalid-situation', ruleRef: 'artillery.procedure' });

  const targetOk = validTarget(setup.target);
  if (targetOk) checkTarget(setup, situation.screenIsTarget, verdict);
  else verdict.refusals.push({ code: 'request.invalid-target', ruleRef: 'artillery.procedure' });

  if (validMovement(setup.movement) && typeof setup.firedThisTurn === 'boolean') {
    if (validBattery(setup.battery))
      checkMovement(setup.battery.kind, setup.movement, setup.firedThisTurn, verdict);
  } else {
    verdict.refusals.push({ code: 'request.invalid-movement', ruleRef: 'artillery.movement' });
  }

  if (ammo !== undefined) checkCanisterArc(ammo, situation, verdict);
  if (range !== undefined) checkFriendsNearFront(range.band, situation, verdict);
  if (ammo !== undefined) {
    checkBounceThrough(ammo, situation, verdict);
    checkOverheadFire(ammo, situation, verdict);
  }

  // artillery.procedure: the table must have a column for this ammunition at this band.
  let column: readonly TableRow[] | null = null;
  if (ammo !== undefined && range !== undefined) {
    column = tableColumn(pack, ammo, range.band);
    if (column === null) verdict.refusals.push({ code: 'table.no-column', ruleRef: 'artillery.procedure' });
    else verdict.checks.push({ code: 'table.has-column', ruleRef: 'artillery.procedure' });
  }

  if (
    verdict.refusals.length > 0 ||
    gun === undefined ||
    range === undefined ||
    column === null ||
    !targetOk
  ) {
    return { ok: false, refusals: verdict.refusals };
  }
  const formation = aimedFormation(setup.target, situation.screenIsTarget);
  const modifiers = collectModifiers(pack, formation, setup.movement.moved);
  return { ok: true, shot: { setup, gun, range, situation, column, checks: verdict.checks, modifiers } };
}
