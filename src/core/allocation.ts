/**
 * Where the casualties go when the target has a skirmish screen
 * (artillery.skirmishers.canister, .roundshot, .example).
 */
import type { FireTarget } from './fire-request';
import type { Ammo, RuleRef } from './vocabulary';

export interface Allocation {
  /** Figures the skirmish screen loses. */
  readonly skirmishers: number;
  /** Figures the formed unit loses. */
  readonly line: number;
  /** The clause that split the casualties; absent when there is no screen. */
  readonly ruleRef?: RuleRef;
}

export function screenFigures(target: FireTarget): number {
  return target.screen?.figures ?? 0;
}

/**
 * Split the table's casualties. Neither part exceeds the figures that part has, so the total
 * lost is the sum of the capped parts.
 */
export function allocateCasualties(
  casualties: number,
  target: FireTarget,
  ammo: Ammo,
  screenIsTarget: boolean,
): Allocation {
  const screen = screenFigures(target);
  if (screen <= 0) {
    return { skirmishers: 0, line: Math.min(casualties, target.figures) };
  }
  if (screenIsTarget) {
    // The exception in artillery.skirmishers.roundshot: the skirmishers themselves are the target.
    return { skirmishers: Math.min(casualties, screen), line: 0, ruleRef: 'artillery.skirmishers.roundshot' };
  }
  if (ammo === 'canister') {
    // artillery.skirmishers.canister: the first casualty figure always goes to the skirmishers,
    // the rest to the formed unit (the worked example: 4 → 1 and 3).
    const toScreen = Math.min(1, casualties, screen);
    return {
      skirmishers: toScreen,
      line: Math.min(casualties - toScreen, target.figures),
      ruleRef: 'artillery.skirmishers.canister',
    };
  }
  // artillery.skirmishers.roundshot: the screen takes nothing, the formed unit takes it all.
  return {
    skirmishers: 0,
    line: Math.min(casualties, target.figures),
    ruleRef: 'artillery.skirmishers.roundshot',
  };
}
