/**
 * The exact odds of a shot: `resolveFire` run for each of the 36 ordered 2D6 outcomes, so the
 * odds can never disagree with the resolution itself.
 */
import type { Refusal } from './codes';
import { resolveFire } from './fire';
import type { FireSetup } from './fire-request';
import type { PackStamp, ValidatedPack } from './pack';

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

export function fireOdds(setup: FireSetup, pack: ValidatedPack): FireOdds {
  const ways = new Map<number, number>();
  let skirmishers = 0;
  let line = 0;
  let stamp: PackStamp | undefined;
  for (const first of FACES) {
    for (const second of FACES) {
      const result = resolveFire({ ...setup, dice: [first, second] }, pack);
      // Legality does not depend on the dice, so the first outcome decides for all 36.
      if (!result.legal) return result;
      const { chain } = result;
      ways.set(chain.casualties, (ways.get(chain.casualties) ?? 0) + 1);
      skirmishers += chain.allocation.skirmishers;
      line += chain.allocation.line;
      stamp = chain.pack;
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
    pack: stamp ?? { id: pack.id, version: pack.version, official: pack.official },
  };
}
