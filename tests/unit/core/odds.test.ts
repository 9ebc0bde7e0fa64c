import { describe, expect, it } from 'vitest';
import { fireOdds } from '../../../src/core/odds';
import { shot, testPack } from './helpers';

const setup = (patch: Parameters<typeof shot>[0] = {}) => {
  const { dice: _dice, ...rest } = shot(patch);
  return rest;
};

describe('fireOdds: exact 2D6 distribution through resolveFire', () => {
  it('roundshot at effective range on a line (test pack, no modifiers)', () => {
    const odds = fireOdds(setup(), testPack);
    if (!odds.legal) throw new Error('refused');
    // Test pack roundshot/effective: 2–3 → 0, 4–5 → 1, 6–7 → 2, 8–9 → 3, 10–11 → 4, 12 → 5.
    // Ways of rolling 2..12 on 2D6: 1 2 3 4 5 6 5 4 3 2 1.
    expect(odds.outcomes.map((o) => [o.casualties, o.ways])).toEqual([
      [0, 3],
      [1, 7],
      [2, 11],
      [3, 9],
      [4, 5],
      [5, 1],
    ]);
    expect(odds.outcomes[0]).toMatchObject({ probability: 3 / 36, atLeast: 1 });
    expect(odds.outcomes[5]).toMatchObject({ probability: 1 / 36, atLeast: 1 / 36 });
    expect(odds.outcomes[2]?.atLeast).toBeCloseTo(26 / 36, 12);
    expect(odds.expected.total).toBeCloseTo((7 + 22 + 27 + 20 + 5) / 36, 12);
    expect(odds.expected.skirmishers).toBe(0);
    expect(odds.pack).toEqual({ id: 'test', version: 3, official: false });
  });

  it('splits expected losses between a screen and its column for canister', () => {
    const odds = fireOdds(
      setup({
        battery: { nation: 'britain' },
        ammo: 'canister',
        range: { band: 'canister' },
        target: { nation: 'france', formation: 'column', screen: { figures: 6 } },
      }),
      testPack,
    );
    if (!odds.legal) throw new Error('refused');
    // The canister column never reads 0, so the screen always loses exactly its first figure.
    expect(odds.expected.skirmishers).toBe(1);
    expect(odds.expected.line).toBeCloseTo(odds.expected.total - 1, 12);
  });

  it('a modifier shifts the odds: a square is easier to hit than a line', () => {
    const line = fireOdds(setup(), testPack);
    const square = fireOdds(setup({ target: { formation: 'square' } }), testPack);
    if (!line.legal || !square.legal) throw new Error('refused');
    expect(square.expected.total).toBeGreaterThan(line.expected.total);
  });

  it('returns the refusals for an illegal shot', () => {
    expect(fireOdds(setup({ firedThisTurn: true }), testPack)).toEqual({
      legal: false,
      refusals: [{ code: 'movement.fired-this-turn', ruleRef: 'artillery.movement' }],
    });
  });
});
