import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalAlternatives, resolveFire } from '../../../src/core/fire';
import type { FireRequest, FireSetup } from '../../../src/core/fire-request';
import { fireOdds } from '../../../src/core/odds';
import { SITUATION_DEFAULTS, SITUATION_QUESTIONS } from '../../../src/core/situation';
import {
  AMMUNITION,
  type Arm,
  BATTERY_KINDS,
  FORMATIONS,
  INFANTRY_TYPES,
  type Moved,
  NATIONS,
  otherSide,
  RANGE_BANDS,
  SCALES,
  SIDES,
  UNIT_CLASSES,
} from '../../../src/core/vocabulary';
import { practicePack } from '../../../src/packs/practice';
import { testPack } from './helpers';

const packs = [testPack, practicePack] as const;
const gunIds = [...new Set(packs.flatMap((pack) => pack.gunTypes.map((gun) => gun.id))), 'no-such-gun'];

/** Usually `usual`, sometimes `rare`: random requests should be legal often enough to test. */
const mostly = <T>(usual: T, rare: T) =>
  fc.oneof({ arbitrary: fc.constant(usual), weight: 6 }, { arbitrary: fc.constant(rare), weight: 1 });

const situationArb = fc.record(
  Object.fromEntries(
    SITUATION_QUESTIONS.map((q) => [q, mostly(SITUATION_DEFAULTS[q], !SITUATION_DEFAULTS[q])]),
  ),
  { requiredKeys: [] },
);

const setupArb: fc.Arbitrary<FireSetup> = fc
  .record(
    {
      battery: fc.record({
        side: fc.constantFrom(...SIDES),
        nation: fc.constantFrom(...NATIONS),
        kind: fc.constantFrom(...BATTERY_KINDS),
        gunType: fc.oneof({ arbitrary: fc.constantFrom(...gunIds), weight: 9 }, fc.constant('no-such-gun')),
      }),
      target: fc.record(
        {
          arm: mostly<Arm>('infantry', 'artillery'),
          enemy: mostly(true, false),
          nation: fc.constantFrom(...NATIONS),
          infantryType: fc.constantFrom(...INFANTRY_TYPES),
          markers: fc.record({ jager: fc.boolean(), fusilier: fc.boolean(), imperialGuard: fc.boolean() }),
          class: fc.constantFrom(...UNIT_CLASSES),
          formation: fc.constantFrom(...FORMATIONS),
          figures: fc.integer({ min: 0, max: 60 }),
          screen: fc.record({ figures: fc.integer({ min: 0, max: 8 }) }),
        },
        { requiredKeys: ['arm', 'enemy', 'nation', 'class', 'figures'] },
      ),
      ammo: fc.constantFrom(...AMMUNITION),
      range: fc.oneof(
        fc.record({ band: fc.constantFrom(...RANGE_BANDS) }),
        fc.record({
          distance: fc.double({ min: 0, max: 120, noNaN: true }),
          scale: fc.constantFrom(...SCALES),
        }),
      ),
      movement: fc.record({ moved: mostly<Moved>('none', 'over-half'), unlimbered: mostly(false, true) }),
      firedThisTurn: mostly(false, true),
      situation: situationArb,
      campaignYear: fc.integer({ min: 1792, max: 1815 }),
    },
    { requiredKeys: ['battery', 'target', 'ammo', 'range', 'movement', 'firedThisTurn'] },
  )
  .map(({ target: { enemy, ...target }, ...setup }) => {
    // Mostly aim at the other side (firing at one's own side is refused), keeping the variety.
    const side = enemy ? otherSide(setup.battery.side) : setup.battery.side;
    return { ...setup, target: { ...target, side } };
  });

const die = fc.integer({ min: 1, max: 6 });
const requestArb: fc.Arbitrary<FireRequest> = fc
  .tuple(setupArb, die, die)
  .map(([setup, a, b]) => ({ ...setup, dice: [a, b] as const }));
const packArb = fc.constantFrom(...packs);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const runs = { numRuns: 600 };

describe('the generator', () => {
  it('produces enough legal shots for the properties below to mean something', () => {
    const sample = fc.sample(fc.tuple(requestArb, packArb), { numRuns: 1000, seed: 42 });
    const legal = sample.filter(([request, pack]) => resolveFire(request, pack).legal).length;
    expect(legal).toBeGreaterThan(50);
  });
});

describe('resolveFire properties', () => {
  it('casualties are never negative, never more than each part has, and the parts sum to the total', () => {
    fc.assert(
      fc.property(requestArb, packArb, (request, pack) => {
        const result = resolveFire(request, pack);
        if (!result.legal) return;
        const { allocation, casualties, cell } = result.chain;
        expect(allocation.skirmishers).toBeGreaterThanOrEqual(0);
        expect(allocation.line).toBeGreaterThanOrEqual(0);
        expect(allocation.skirmishers + allocation.line).toBe(casualties);
        expect(casualties).toBeLessThanOrEqual(cell.casualties);
        expect(allocation.line).toBeLessThanOrEqual(request.target.figures);
        expect(allocation.skirmishers).toBeLessThanOrEqual(request.target.screen?.figures ?? 0);
      }),
      runs,
    );
  });

  it('never mutates its inputs (frozen inputs would throw in strict mode)', () => {
    fc.assert(
      fc.property(requestArb, packArb, (request, pack) => {
        const copy = structuredClone(request);
        const frozen = deepFreeze(request);
        resolveFire(frozen, pack);
        fireOdds(frozen, pack);
        legalAlternatives(frozen, pack);
        expect(frozen).toEqual(copy);
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on arbitrary dice; anything but two integers 1..6 is a dice.invalid refusal', () => {
    fc.assert(
      fc.property(setupArb, fc.anything(), packArb, (setup, dice, pack) => {
        const request = { ...setup, dice } as unknown as FireRequest;
        const result = resolveFire(request, pack);
        const valid =
          Array.isArray(dice) &&
          dice.length === 2 &&
          dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6);
        const diceRefused = !result.legal && result.refusals.some((r) => r.code === 'dice.invalid');
        expect(diceRefused).toBe(!valid);
      }),
      runs,
    );
  });

  it('whether a shot is allowed does not depend on the dice', () => {
    fc.assert(
      fc.property(setupArb, die, die, die, die, packArb, (setup, a, b, c, d, pack) => {
        const first = resolveFire({ ...setup, dice: [a, b] }, pack);
        const second = resolveFire({ ...setup, dice: [c, d] }, pack);
        expect(first.legal).toBe(second.legal);
      }),
      runs,
    );
  });

  it('a higher roll never reads fewer casualties from the table', () => {
    fc.assert(
      fc.property(requestArb, packArb, (request, pack) => {
        const low = resolveFire(request, pack);
        const high = resolveFire(
          { ...request, dice: [Math.min(6, request.dice[0] + 1), request.dice[1]] },
          pack,
        );
        if (low.legal && high.legal)
          expect(high.chain.cell.casualties).toBeGreaterThanOrEqual(low.chain.cell.casualties);
      }),
      runs,
    );
  });

  it('every legal alternative is in fact legal', () => {
    fc.assert(
      fc.property(requestArb, packArb, (request, pack) => {
        for (const option of legalAlternatives(request, pack)) {
          expect(
            resolveFire({ ...request, ammo: option.ammo, range: { band: option.band } }, pack).legal,
          ).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('fireOdds properties', () => {
  it('probabilities sum to 1, P(at least) starts at 1 and falls, and the mean matches', () => {
    fc.assert(
      fc.property(setupArb, packArb, (setup, pack) => {
        const odds = fireOdds(setup, pack);
        const single = resolveFire({ ...setup, dice: [1, 1] }, pack);
        expect(odds.legal).toBe(single.legal);
        if (!odds.legal) return;
        const total = odds.outcomes.reduce((sum, o) => sum + o.probability, 0);
        expect(total).toBeCloseTo(1, 12);
        expect(odds.outcomes.reduce((sum, o) => sum + o.ways, 0)).toBe(36);
        expect(odds.outcomes[0]?.atLeast).toBe(1);
        for (let i = 1; i < odds.outcomes.length; i++) {
          const previous = odds.outcomes[i - 1];
          const current = odds.outcomes[i];
          if (!previous || !current) continue;
          expect(current.casualties).toBeGreaterThan(previous.casualties);
          expect(current.atLeast).toBeCloseTo(previous.atLeast - previous.probability, 12);
        }
        const mean = odds.outcomes.reduce((sum, o) => sum + o.casualties * o.probability, 0);
        expect(odds.expected.total).toBeCloseTo(mean, 12);
        expect(odds.expected.skirmishers + odds.expected.line).toBeCloseTo(odds.expected.total, 12);
      }),
      { numRuns: 200 },
    );
  });
});
