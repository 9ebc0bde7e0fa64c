/**
 * A fire setup as the engine cleared it (assess.ts): only what the rules read, never other keys a
 * value brought along, so a cleared shot can be logged and compared as it is.
 */
import type { FireBattery, FireSetup, FireTarget } from './fire-request';
import type { GunType } from './pack';
import type { ResolvedRange } from './range';
import { SITUATION_QUESTIONS, type SituationAnswers, type SituationQuestion } from './situation';
import type { Ammo, BatteryMovement } from './vocabulary';

/** A setup as it may arrive: any of its fields may be anything. */
export type Loose = Readonly<Partial<Record<keyof FireSetup, unknown>>>;

/** Only the answers to the questions, never other keys a value brought along. */
export function answersGiven(situation: Partial<SituationAnswers> | undefined): Partial<SituationAnswers> {
  const answers: Partial<Record<SituationQuestion, boolean>> = {};
  for (const question of SITUATION_QUESTIONS) {
    const answer = situation?.[question];
    if (typeof answer === 'boolean') answers[question] = answer;
  }
  return answers;
}

/** A validated target with only the fields the engine knows (a value may bring others along). */
function cleanTarget(target: FireTarget): FireTarget {
  return {
    side: target.side,
    arm: target.arm,
    nation: target.nation,
    class: target.class,
    figures: target.figures,
    ...(target.infantryType === undefined ? {} : { infantryType: target.infantryType }),
    ...(target.markers === undefined
      ? {}
      : {
          markers: {
            jager: target.markers.jager,
            fusilier: target.markers.fusilier,
            imperialGuard: target.markers.imperialGuard,
          },
        }),
    ...(target.formation === undefined ? {} : { formation: target.formation }),
    ...(target.screen === undefined ? {} : { screen: { figures: target.screen.figures } }),
  };
}

/** The setup as cleared: only what the rules read, the gun named by its pack id. */
export function cleanSetup(
  given: Loose,
  parts: {
    battery: FireBattery;
    gun: GunType;
    target: FireTarget;
    ammo: Ammo;
    range: ResolvedRange;
    movement: BatteryMovement;
    answers: Partial<SituationAnswers> | undefined;
  },
): FireSetup {
  const { battery, gun, target, ammo, range, movement, answers } = parts;
  const year = given.campaignYear;
  return {
    battery: { side: battery.side, nation: battery.nation, kind: battery.kind, gunType: gun.id },
    target: cleanTarget(target),
    ammo,
    range:
      range.derivation === 'declared'
        ? { band: range.band }
        : { distance: range.distance, scale: range.scale },
    movement: { moved: movement.moved, unlimbered: movement.unlimbered },
    firedThisTurn: given.firedThisTurn === true,
    situation: answers,
    ...(Number.isSafeInteger(year) ? { campaignYear: year as number } : {}),
  };
}
