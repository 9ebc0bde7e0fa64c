/**
 * Whether a battery may fire at all: artillery.movement and artillery.restrictions A, B, C.
 * Each restriction either passes with a check code saying why, or adds a refusal. Every
 * restriction is always considered, so the player sees every reason at once.
 */
import type { Check, Refusal } from './codes';
import type { SituationAnswers } from './situation';
import type { Ammo, BatteryKind, BatteryMovement, RangeBand } from './vocabulary';

/** Checks passed and refusals found so far. */
export interface Verdict {
  readonly checks: Check[];
  readonly refusals: Refusal[];
}

export function emptyVerdict(): Verdict {
  return { checks: [], refusals: [] };
}

/** artillery.movement: once per turn; up to half a move; foot artillery that unlimbered may not fire. */
export function checkMovement(
  kind: BatteryKind,
  movement: BatteryMovement,
  firedThisTurn: boolean,
  verdict: Verdict,
): void {
  const ruleRef = 'artillery.movement';
  if (firedThisTurn) verdict.refusals.push({ code: 'movement.fired-this-turn', ruleRef });
  else verdict.checks.push({ code: 'movement.not-fired-this-turn', ruleRef });

  if (movement.moved === 'over-half') verdict.refusals.push({ code: 'movement.moved-over-half', ruleRef });
  else
    verdict.checks.push({
      code: movement.moved === 'half' ? 'movement.moved-half' : 'movement.did-not-move',
      ruleRef,
    });

  // The text stops only foot artillery that unlimbered; horse artillery may unlimber and fire.
  if (kind === 'foot' && movement.unlimbered)
    verdict.refusals.push({ code: 'movement.foot-unlimbered', ruleRef });
  else
    verdict.checks.push({
      code: kind === 'horse' ? 'movement.horse-artillery' : 'movement.not-unlimbered',
      ruleRef,
    });
}

/** artillery.restrictions.A: no canister with a friendly unit in the 30° arc of fire. */
export function checkCanisterArc(ammo: Ammo, situation: SituationAnswers, verdict: Verdict): void {
  const ruleRef = 'artillery.restrictions.A';
  if (ammo !== 'canister') verdict.checks.push({ code: 'canister.not-canister', ruleRef });
  else if (situation.friendlyInArc) verdict.refusals.push({ code: 'canister.friendly-in-arc', ruleRef });
  else verdict.checks.push({ code: 'canister.arc-clear', ruleRef });
}

/**
 * artillery.restrictions.B.a: no long-range fire with a friendly unit within 10 cm (6") in
 * front of the target or the battery, unless there is a clear line of sight and part of the
 * enemy is more than 10 cm (6") from the friends. B.b: not at effective or canister range.
 */
export function checkFriendsNearFront(band: RangeBand, situation: SituationAnswers, verdict: Verdict): void {
  if (band !== 'long') {
    verdict.checks.push({ code: 'long-range.not-long-range', ruleRef: 'artillery.restrictions.B.b' });
    return;
  }
  const ruleRef = 'artillery.restrictions.B.a';
  if (!situation.friendlyNearFront)
    verdict.checks.push({ code: 'long-range.no-friendly-near-front', ruleRef });
  else if (situation.clearSightBeyond)
    verdict.checks.push({ code: 'long-range.clear-sight-exception', ruleRef });
  else verdict.refusals.push({ code: 'long-range.friendly-near-front', ruleRef });
}

/** artillery.restrictions.B.c: no roundshot that would bounce through a friendly unit. */
export function checkBounceThrough(ammo: Ammo, situation: SituationAnswers, verdict: Verdict): void {
  const ruleRef = 'artillery.restrictions.B.c';
  if (ammo !== 'roundshot') verdict.checks.push({ code: 'bounce.not-roundshot', ruleRef });
  else if (situation.friendlyInBouncePath)
    verdict.refusals.push({ code: 'roundshot.friendly-in-bounce-path', ruleRef });
  else verdict.checks.push({ code: 'bounce.path-clear', ruleRef });
}

/**
 * artillery.restrictions.C: overhead fire needs high ground (C.a), friends 10 cm (6") clear
 * of the battery and of the enemy (C.b), and roundshot (C.c). Each failure is its own refusal.
 */
export function checkOverheadFire(ammo: Ammo, situation: SituationAnswers, verdict: Verdict): void {
  if (!situation.overheadFire) {
    verdict.checks.push({ code: 'overhead.not-overhead', ruleRef: 'artillery.restrictions.C.a' });
    return;
  }
  if (situation.batteryOnHigherGround) {
    verdict.checks.push({ code: 'overhead.higher-ground', ruleRef: 'artillery.restrictions.C.a' });
  } else {
    verdict.refusals.push({ code: 'overhead.not-higher-ground', ruleRef: 'artillery.restrictions.C.a' });
  }
  if (situation.friendsClearOfBatteryAndEnemy) {
    verdict.checks.push({ code: 'overhead.friends-clear', ruleRef: 'artillery.restrictions.C.b' });
  } else {
    verdict.refusals.push({ code: 'overhead.friends-too-close', ruleRef: 'artillery.restrictions.C.b' });
  }
  if (ammo === 'canister')
    verdict.refusals.push({ code: 'overhead.canister', ruleRef: 'artillery.restrictions.C.c' });
  else verdict.checks.push({ code: 'overhead.roundshot', ruleRef: 'artillery.restrictions.C.c' });
}
