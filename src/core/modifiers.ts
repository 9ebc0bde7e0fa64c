/**
 * Fire modifiers (artillery.procedure: "add all modifiers, they are cumulative"). Each says
 * whether its value is the rules text's own or the rule pack's.
 */
import type { Modifier } from './codes';
import { validTarget } from './fire-request';
import { isRecord, isSafeWhole } from './guards';
import { OPEN_ORDER_TARGET_MODIFIER } from './open-order';
import type { ValidatedPack } from './pack';
import {
  CAVALRY_FORMATIONS,
  type CavalryFormation,
  FORMATIONS,
  type Formation,
  isOneOf,
  type Moved,
} from './vocabulary';

/** What a shot is aimed at, as far as modifiers care: the arm and the formation it stands in. */
export type Aim =
  | { readonly arm: 'infantry'; readonly formation: Formation }
  | { readonly arm: 'cavalry'; readonly formation: CavalryFormation }
  | { readonly arm: 'artillery' };

/**
 * What the shot is aimed at: the screen when the skirmishers themselves are the target, the
 * formed unit otherwise. Undefined when there is nothing a modifier could name: not a target, an
 * infantry or cavalry target without a formation, or skirmishers named as the target of a unit
 * that is not infantry (only infantry has a screen).
 */
export function aimedAt(target: unknown, screenIsTarget: unknown): Aim | undefined {
  if (!validTarget(target)) return undefined;
  if (screenIsTarget === true)
    return target.arm === 'infantry' ? { arm: 'infantry', formation: 'skirmish-screen' } : undefined;
  if (target.arm === 'artillery') return { arm: 'artillery' };
  const formation = target.formation;
  if (formation === undefined) return undefined;
  if (target.arm === 'infantry') return { arm: 'infantry', formation };
  return isOneOf(CAVALRY_FORMATIONS, formation) ? { arm: 'cavalry', formation } : undefined;
}

/** A value that really is an `Aim` (the arm and a formation that fits it). */
function isAim(value: unknown): value is Aim {
  if (!isRecord(value)) return false;
  if (value.arm === 'artillery') return true;
  if (value.arm === 'infantry') return isOneOf(FORMATIONS, value.formation);
  return value.arm === 'cavalry' && isOneOf(CAVALRY_FORMATIONS, value.formation);
}

/** A pack modifier the engine can add (a whole number), or undefined. Total for any value. */
function packValue(group: unknown, key: string): number | undefined {
  if (!isRecord(group)) return undefined;
  const value = group[key];
  return isSafeWhole(value) ? value : undefined;
}

function fromPack(code: Modifier['code'], value: number, ruleRef: Modifier['ruleRef']): Modifier {
  return { code, value, ruleRef, source: 'pack' };
}

/**
 * The modifiers for this aim and this movement. Total: a value that is not a pack adds no pack
 * modifiers, an unknown aim adds none for the target, and only `moved === 'half'` adds the
 * half-move penalty.
 */
export function collectModifiers(
  pack: ValidatedPack,
  aim: Aim | undefined,
  moved: Moved,
): readonly Modifier[] {
  const modifiers: Modifier[] = [];
  const values = isRecord(pack) && isRecord(pack.modifiers) ? pack.modifiers : undefined;
  const target = isAim(aim) ? aim : undefined;
  if (target?.arm === 'infantry') {
    if (target.formation === 'open-order') {
      // open-order.e: the text's −2; a pack cannot change it. Open order "is a line" (open-order),
      // yet the −2 REPLACES the pack's line value rather than adding to it (note.open-order-replaces-line).
      modifiers.push(OPEN_ORDER_TARGET_MODIFIER);
    } else {
      const value = packValue(values?.targetFormation, target.formation);
      if (value !== undefined)
        modifiers.push(fromPack(`target-formation.${target.formation}`, value, 'artillery.procedure'));
    }
  } else if (target?.arm === 'cavalry') {
    // Cavalry by its formation: pack data (the text gives no cavalry modifiers).
    const value = packValue(values?.cavalryFormation, target.formation);
    if (value !== undefined)
      modifiers.push(fromPack(`target-cavalry.${target.formation}`, value, 'artillery.procedure'));
  } else if (target?.arm === 'artillery') {
    const value = packValue(values, 'batteryTarget');
    if (value !== undefined) modifiers.push(fromPack('target.battery', value, 'artillery.procedure'));
  }
  if (moved === 'half') {
    // artillery.movement names a penalty for moving up to half but gives no value: pack data.
    const value = packValue(values, 'movedHalf');
    if (value !== undefined) modifiers.push(fromPack('battery.moved-half', value, 'artillery.movement'));
  }
  return modifiers;
}

/** The sum of the modifiers; entries that are not modifiers with a whole value count as 0. */
export function totalModifier(modifiers: readonly Modifier[]): number {
  if (!Array.isArray(modifiers)) return 0;
  return (modifiers as readonly unknown[]).reduce<number>(
    (sum, modifier) => sum + (isRecord(modifier) && isSafeWhole(modifier.value) ? modifier.value : 0),
    0,
  );
}
