/**
 * The exact odds of a shot: each of the 36 ordered 2D6 outcomes resolved along the very path
 * `resolveFire` takes (`assessFire`, then `resolveCleared`), so the odds can never disagree with
 * the resolution itself.
 */
import { assessFire } from './assess';
import type { Refusal } from './codes';
import type { FireSetup } from './fire-request';
import { type PackStamp, packStamp, type ValidatedPack } from './pack';
import { resolveCleared } from './resolve';

export interface CasualtyOdds {
  readonly casualties: number;
  /** How many of the 36 ordered outcomes give exactly this many casualties. */
  readonly ways: number;
  readonly probability: number;
  /** Probability of at least this many casualties. */
  readonly atLeast: number;
}

export interface ExpectedLosses {
  readonly total: number;
  readonly skirmishers: number;
  readonly line: number;
}

export type FireOdds =
  | {
      readonly legal: true;
      /** One entry per casualty count that can happen, fewest first. */
      readonly outcomes: readonly CasualtyOdds[];
      readonly expected: ExpectedLosses;
      readonly pack: PackStamp;
    }
  | { readonly legal: false; readonly refusals: readonly Refusal[] };

const FACES = [1, 2, 3, 4, 5, 6] as const;
const OUTCOMES = FACES.length * FACES.length;

/**
 * The exact odds of a shot. Total: a setup or pack that would be refused gives the same refusals
 * `resolveFire` gives (whatever `setup.dice` holds: the 36 outcomes are the dice here).
 */
export function fireOdds(setup: FireSetup, pack: ValidatedPack): FireOdds {
  // Legality does not depend on the dice: assess once, then the same path `resolveFire` takes.
  const assessment = assessFire(setup, pack);
  if (!assessment.ok) return { legal: false, refusals: assessment.refusals };
  const ways = new Map<number, number>();
  let skirmishers = 0;
  let line = 0;
  for (const first of FACES) {
    for (const second of FACES) {
      const result = resolveCleared(assessment.shot, [first, second], pack);
      if (!result.legal) return result;
      const { chain } = result;
      ways.set(chain.casualties, (ways.get(chain.casualties) ?? 0) + 1);
      skirmishers += chain.allocation.skirmishers;
      line += chain.allocation.line;
    }
  }
  const counts = [...ways.keys()].sort((a, b) => a - b);
  let remaining = OUTCOMES;
  const outcomes = counts.map((casualties) => {
    const count = ways.get(casualties) ?? 0;
    const entry = { casualties, ways: count, probability: count / OUTCOMES, atLeast: remaining / OUTCOMES };
    remaining -= count;
    return entry;
  });
  return {
    legal: true,
    outcomes,
    expected: {
      total: (skirmishers + line) / OUTCOMES,
      skirmishers: skirmishers / OUTCOMES,
      line: line / OUTCOMES,
    },
    pack: packStamp(pack),
  };
}
