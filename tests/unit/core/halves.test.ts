/**
 * Half figures (issue 15): players' tables give casualties in whole and half figures, and cards
 * keep halves. Allocation caps each part at what it has; the skirmish screen's "first casualty
 * figure" is the first WHOLE figure (translator's note `note.first-casualty-half`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCasualties } from '../../../src/core/allocation';
import { resolveFire } from '../../../src/core/fire';
import type { FireTarget } from '../../../src/core/fire-request';
import { isHalfFigures } from '../../../src/core/guards';
import { fireOdds } from '../../../src/core/odds';
import type { ValidatedPack } from '../../../src/core/pack';
import { validatePack } from '../../../src/packs/validate';
import { austrianLine, shot, testPackData } from './helpers';

const screened = (figures: number, screen: number): FireTarget => ({
  ...austrianLine,
  formation: 'column',
  figures,
  screen: { figures: screen },
});

describe('canister through a screen with half figures (artillery.skirmishers.canister, our reading)', () => {
  it.each([
    {
      casualties: 0.5,
      figures: 24,
      screen: 6,
      skirmishers: 0.5,
      line: 0,
      why: '½ goes wholly to the screen',
    },
    { casualties: 2.5, figures: 24, screen: 6, skirmishers: 1, line: 1.5, why: '2½: 1 to the screen, 1½ on' },
    {
      casualties: 4,
      figures: 24,
      screen: 6,
      skirmishers: 1,
      line: 3,
      why: 'the worked example: 4 → 1 and 3',
    },
    { casualties: 1.5, figures: 24, screen: 1, skirmishers: 1, line: 0.5, why: '1½ at a one-figure screen' },
    {
      casualties: 3,
      figures: 24,
      screen: 0.5,
      skirmishers: 0.5,
      line: 2.5,
      why: 'a ½ screen takes only its ½',
    },
    { casualties: 0.5, figures: 24, screen: 0.5, skirmishers: 0.5, line: 0, why: '½ at a ½ screen' },
    {
      casualties: 5.5,
      figures: 2.5,
      screen: 1,
      skirmishers: 1,
      line: 2.5,
      why: 'the line loses no more than its 2½',
    },
  ])('$why', ({ casualties, figures, screen, skirmishers, line }) => {
    expect(allocateCasualties(casualties, screened(figures, screen), 'canister', false)).toEqual({
      skirmishers,
      line,
      ruleRef: 'artillery.skirmishers.canister',
    });
  });

  it('for any halves: parts are halves, none exceeds what it has, and the screen takes at most the first whole figure', () => {
    const halves = (max: number) => fc.integer({ min: 0, max: max * 2 }).map((n) => n / 2);
    fc.assert(
      fc.property(
        halves(20),
        halves(40),
        halves(8),
        fc.constantFrom('roundshot', 'canister' as const),
        fc.boolean(),
        (casualties, figures, screen, ammo, screenIsTarget) => {
          const split = allocateCasualties(casualties, screened(figures, screen), ammo, screenIsTarget);
          expect(isHalfFigures(split.skirmishers) && isHalfFigures(split.line)).toBe(true);
          expect(split.skirmishers).toBeLessThanOrEqual(screen);
          expect(split.line).toBeLessThanOrEqual(figures);
          expect(split.skirmishers + split.line).toBeLessThanOrEqual(casualties);
          if (ammo === 'canister' && !screenIsTarget)
            expect(split.skirmishers).toBe(Math.min(1, casualties, screen));
        },
      ),
    );
  });

  it('roundshot passes the screen by, halves and all; a screen that is the target takes up to what it has', () => {
    expect(allocateCasualties(2.5, screened(24, 6), 'roundshot', false)).toEqual({
      skirmishers: 0,
      line: 2.5,
      ruleRef: 'artillery.skirmishers.roundshot',
    });
    expect(allocateCasualties(2.5, screened(24, 1.5), 'roundshot', true)).toEqual({
      skirmishers: 1.5,
      line: 0,
      ruleRef: 'artillery.skirmishers.roundshot',
    });
  });
});

/** The test pack with halves in two cells: roundshot/effective score 7 → 2½, canister/canister score 2 → ½. */
function halvesPack(): ValidatedPack {
  const data = structuredClone(testPackData) as unknown as {
    table: Record<string, Record<string, { score: number; casualties: number }[]>>;
  };
  const effective = data.table.roundshot?.effective?.[5];
  const close = data.table.canister?.canister?.[0];
  if (!effective || !close) throw new Error('test pack changed');
  effective.casualties = 2.5;
  close.casualties = 0.5;
  const result = validatePack(data);
  if (!result.ok) throw new Error(JSON.stringify(result.problem.problems));
  return result.value;
}

describe('a shot with half figures, end to end', () => {
  const pack = halvesPack();

  it('a battalion of 24 hit for 2½ (3 + 4 = 7) stands at 21½', () => {
    const result = resolveFire(shot({}), pack);
    if (!result.legal) throw new Error('refused');
    expect(result.chain.cell.casualties).toBe(2.5);
    expect(result.chain.casualties).toBe(2.5);
    expect(24 - result.chain.casualties).toBe(21.5);
  });

  it('a battalion standing at 23½ may be fired at; one at 1½ loses no more than 1½', () => {
    expect(resolveFire(shot({ target: { figures: 23.5 } }), pack).legal).toBe(true);
    const result = resolveFire(shot({ target: { figures: 1.5 }, dice: [6, 6] }), pack);
    expect(result.legal && [result.chain.cell.casualties, result.chain.casualties]).toEqual([5, 1.5]);
  });

  it('canister reading ½ at a screened line: the ½ goes to the skirmishers', () => {
    const result = resolveFire(
      shot({
        ammo: 'canister',
        range: { band: 'canister' },
        target: { screen: { figures: 6 } },
        dice: [1, 1],
      }),
      pack,
    );
    expect(result.legal && result.chain.allocation).toEqual({
      skirmishers: 0.5,
      line: 0,
      ruleRef: 'artillery.skirmishers.canister',
    });
  });

  it('the odds count 2½ as an outcome of its own', () => {
    const { dice: _dice, ...setup } = shot({});
    const odds = fireOdds(setup, pack);
    if (!odds.legal) throw new Error('refused');
    expect(odds.outcomes.map((o) => o.casualties)).toContain(2.5);
    expect(odds.outcomes.find((o) => o.casualties === 2.5)?.ways).toBe(6);
  });

  it.each([
    ['a quarter figure in the unit', { figures: 23.25 }],
    ['a quarter figure in the screen', { screen: { figures: 0.25 } }],
    ['negative figures', { figures: -0.5 }],
  ])('%s is not a target the engine can read', (_, target) => {
    const result = resolveFire(shot({ target }), pack);
    expect(!result.legal && result.refusals.map((r) => r.code)).toEqual(['request.invalid-target']);
  });
});
