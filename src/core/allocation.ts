/**
 * Where the casualties go when the target has a skirmish screen
 * (artillery.skirmishers.canister, .roundshot, .example).
 */
import type { FireTarget } from './fire-request';
import { figuresOr0, isHalfFigures, isRecord } from './guards';
import type { Ammo, RuleRef } from './vocabulary';

export interface Allocation {
  /** Figures the skirmish screen loses (whole or half). */
  readonly skirmishers: number;
  /** Figures the formed unit loses (whole or half). */
  readonly line: number;
  /** The clause that split the casualties; absent when there is no screen. */
  readonly ruleRef?: RuleRef;
}

/**
 * Figures in the target's skirmish screen. Screens are infantry's (застрельщики before a line of
 * infantry): a screen on a cavalry or artillery target is ignored, and so is anything that is not
 * a whole or half count of figures. Total: 0 for anything that is not a target.
 */
export function screenFigures(target: FireTarget): number {
  if (!isRecord(target) || target.arm !== 'infantry' || !isRecord(target.screen)) return 0;
  return figuresOr0(target.screen.figures);
}

/**
 * The skirmishers' share of canister casualties (artillery.skirmishers.canister: "the first
 * casualty figure always goes to the skirmishers"). Our reading with half figures: the first
 * WHOLE figure of the casualties, as far as there are casualties and skirmishers to take it
 * (translator's note `note.first-casualty-half`): ½ → ½ to the screen; 2½ → 1 to the screen and
 * 1½ to the line; a screen down to ½ takes only that ½.
 */
function firstCasualty(casualties: number, screen: number): number {
  return Math.min(1, casualties, screen);
}

/**
 * Split the table's casualties. Neither part exceeds the figures that part has, so the total
 * lost is the sum of the capped parts. Total: casualties that are not a whole or half number of
 * figures count as none, a value that is not a target has no figures, any ammunition but
 * canister passes the screen by (roundshot's rule), and only `screenIsTarget === true` aims at
 * the screen.
 */
export function allocateCasualties(
  casualties: number,
  target: FireTarget,
  ammo: Ammo,
  screenIsTarget: boolean,
): Allocation {
  const lost = isHalfFigures(casualties) ? casualties : 0;
  const figures = isRecord(target) ? figuresOr0(target.figures) : 0;
  const screen = screenFigures(target);
  if (screen <= 0) {
    return { skirmishers: 0, line: Math.min(lost, figures) };
  }
  if (screenIsTarget === true) {
    // The exception in artillery.skirmishers.roundshot: the skirmishers themselves are the target.
    return { skirmishers: Math.min(lost, screen), line: 0, ruleRef: 'artillery.skirmishers.roundshot' };
  }
  if (ammo === 'canister') {
    // artillery.skirmishers.canister: the first casualty figure always goes to the skirmishers,
    // the rest to the formed unit (the worked example: 4 → 1 and 3).
    const toScreen = firstCasualty(lost, screen);
    return {
      skirmishers: toScreen,
      line: Math.min(lost - toScreen, figures),
      ruleRef: 'artillery.skirmishers.canister',
    };
  }
  // artillery.skirmishers.roundshot: the screen takes nothing, the formed unit takes it all.
  return {
    skirmishers: 0,
    line: Math.min(lost, figures),
    ruleRef: 'artillery.skirmishers.roundshot',
  };
}
