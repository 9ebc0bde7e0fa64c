/**
 * Fire modifiers (artillery.procedure: "add all modifiers, they are cumulative"). Each says
 * whether its value is the rules text's own or the rule pack's.
 */
import type { Modifier } from './codes';
import type { FireTarget } from './fire-request';
import { OPEN_ORDER_TARGET_MODIFIER } from './open-order';
import type { ValidatedPack } from './pack';
import type { Formation, Moved, PackFormation } from './vocabulary';

/**
 * The formation the shot is aimed at: the screen's when the skirmishers themselves are the
 * target, the formed unit's otherwise; artillery targets have none.
 */
export function aimedFormation(target: FireTarget, screenIsTarget: boolean): Formation | undefined {
  if (screenIsTarget) return 'skirmish-screen';
  return target.arm === 'infantry' ? target.formation : undefined;
}

export function collectModifiers(
  pack: ValidatedPack,
  formation: Formation | undefined,
  moved: Moved,
): readonly Modifier[] {
  const modifiers: Modifier[] = [];
  if (formation === 'open-order') {
    // open-order.e: the text's −2; a pack cannot change it.
    modifiers.push(OPEN_ORDER_TARGET_MODIFIER);
  } else if (formation !== undefined) {
    const value = pack.modifiers.targetFormation[formation satisfies PackFormation];
    if (value !== undefined) {
      modifiers.push({
        code: `target-formation.${formation}`,
        value,
        ruleRef: 'artillery.procedure',
        source: 'pack',
      });
    }
  }
  if (moved === 'half') {
    // artillery.movement names a penalty for moving up to half but gives no value: pack data.
    modifiers.push({
      code: 'battery.moved-half',
      value: pack.modifiers.movedHalf,
      ruleRef: 'artillery.movement',
      source: 'pack',
    });
  }
  return modifiers;
}

export function totalModifier(modifiers: readonly Modifier[]): number {
  return modifiers.reduce((sum, modifier) => sum + modifier.value, 0);
}
