/** A pack's modifiers: the half-move penalty and the target modifiers by formation, cavalry and battery. */

import { integer, record } from '../check/parse';
import { at, type Problems } from '../check/problem';
import type { PackModifiers } from '../core/pack';
import { CAVALRY_FORMATIONS, PACK_FORMATIONS } from '../core/vocabulary';
import { PACK_LIMITS, type PackProblemCode } from './problems';

type Sink = Problems<PackProblemCode>;

/** Optional whole-number modifiers keyed by a closed set (formations), each within the bounds. */
function modifierGroup<K extends string>(
  problems: Sink,
  value: unknown,
  path: string,
  keys: readonly K[],
): Partial<Record<K, number>> | undefined {
  const data = record(problems, value, path, [], keys);
  if (data === undefined) return undefined;
  const limit = PACK_LIMITS.modifierAbs;
  const parsed: Partial<Record<K, number>> = {};
  for (const key of keys) {
    if (data[key] === undefined) continue;
    const entry = integer(problems, data[key], at(path, key), -limit, limit);
    if (entry !== undefined) parsed[key] = entry;
  }
  return parsed;
}

export function modifiers(problems: Sink, value: unknown, path: string): PackModifiers | undefined {
  const data = record(
    problems,
    value,
    path,
    ['movedHalf', 'targetFormation'],
    ['cavalryFormation', 'batteryTarget'],
  );
  if (data === undefined) return undefined;
  const before = problems.length;
  const limit = PACK_LIMITS.modifierAbs;
  const movedHalfPath = at(path, 'movedHalf');
  const movedHalf = integer(problems, data.movedHalf, movedHalfPath, -limit, limit);
  // artillery.movement: «отрицательный модификатор», a negative modifier. Zero or more is not one.
  if (movedHalf !== undefined && movedHalf >= 0)
    problems.push({ path: movedHalfPath, code: 'modifier.not-negative' });
  // Open order is not among the keys: its −2 is the rules text's own (open-order.e).
  const targetFormation = modifierGroup(
    problems,
    data.targetFormation,
    at(path, 'targetFormation'),
    PACK_FORMATIONS,
  );
  // Packs made before cavalry and batteries could be targets have neither: absent means none.
  const cavalryFormation =
    data.cavalryFormation === undefined
      ? undefined
      : modifierGroup(problems, data.cavalryFormation, at(path, 'cavalryFormation'), CAVALRY_FORMATIONS);
  const batteryTarget =
    data.batteryTarget === undefined
      ? undefined
      : integer(problems, data.batteryTarget, at(path, 'batteryTarget'), -limit, limit);
  if (movedHalf === undefined || targetFormation === undefined || problems.length !== before)
    return undefined;
  return {
    movedHalf,
    targetFormation,
    ...(cavalryFormation === undefined ? {} : { cavalryFormation }),
    ...(batteryTarget === undefined ? {} : { batteryTarget }),
  };
}
