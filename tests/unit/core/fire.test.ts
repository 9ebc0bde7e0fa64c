import { describe, expect, it } from 'vitest';
import { legalAlternatives, resolveFire } from '../../../src/core/fire';
import type { FireRequest } from '../../../src/core/fire-request';
import { relevantQuestions, SITUATION_DEFAULTS } from '../../../src/core/situation';
import { shot, testPack } from './helpers';

function chainOf(request: FireRequest) {
  const result = resolveFire(request, testPack);
  if (!result.legal) throw new Error(`refused: ${JSON.stringify(result.refusals)}`);
  return result.chain;
}

function refusalCodes(request: FireRequest): string[] {
  const result = resolveFire(request, testPack);
  return result.legal ? [] : result.refusals.map((r) => r.code);
}

describe('range from a measured distance (artillery.procedure: measure range)', () => {
  // Test pack 9pdr: canister ≤ 10 cm / 6", effective ≤ 30 cm / 18", long ≤ 60 cm / 36".
  it.each([
    { distance: 0, scale: 'cm', band: 'canister', bandMax: 10 },
    { distance: 10, scale: 'cm', band: 'canister', bandMax: 10 },
    { distance: 10.5, scale: 'cm', band: 'effective', bandMax: 30 },
    { distance: 30, scale: 'cm', band: 'effective', bandMax: 30 },
    { distance: 59, scale: 'cm', band: 'long', bandMax: 60 },
    { distance: 6, scale: 'in', band: 'canister', bandMax: 6 },
    { distance: 20, scale: 'in', band: 'long', bandMax: 36 },
  ] as const)('$distance $scale is $band range', ({ distance, scale, band, bandMax }) => {
    const chain = chainOf(shot({ range: { distance, scale } }));
    expect(chain.range).toEqual({ band, derivation: 'measured', distance, scale, bandMax });
    expect(chain.cell.band).toBe(band);
  });

  it('uses the gun type’s own bands: 26 cm is long range for a horse 6pdr, effective for a 9pdr', () => {
    const horse = chainOf(
      shot({ battery: { kind: 'horse', gunType: 'horse-6pdr' }, range: { distance: 26, scale: 'cm' } }),
    );
    expect(horse.range.band).toBe('long');
    expect(chainOf(shot({ range: { distance: 26, scale: 'cm' } })).range.band).toBe('effective');
  });

  it('refuses beyond long range, giving the distance and the limit', () => {
    const result = resolveFire(shot({ range: { distance: 61, scale: 'cm' } }), testPack);
    expect(result).toEqual({
      legal: false,
      refusals: [
        { code: 'range.beyond-long', ruleRef: 'artillery.procedure', params: { distance: 61, longMax: 60 } },
      ],
    });
  });

  it('a declared band is recorded as declared', () => {
    expect(chainOf(shot({ range: { band: 'long' } })).range).toEqual({
      band: 'long',
      derivation: 'declared',
    });
  });

  it('refuses a negative or non-finite distance', () => {
    expect(refusalCodes(shot({ range: { distance: -1, scale: 'cm' } }))).toEqual(['request.invalid-range']);
    expect(refusalCodes(shot({ range: { distance: Number.NaN, scale: 'in' } }))).toEqual([
      'request.invalid-range',
    ]);
  });
});

describe('the casualty table (artillery.procedure)', () => {
  it('reads the row for the modified score and records the cell', () => {
    const chain = chainOf(shot({ dice: [6, 4] }));
    expect(chain.roll).toBe(10);
    expect(chain.cell).toEqual({
      ammo: 'roundshot',
      band: 'effective',
      score: 10,
      row: 10,
      clamped: 'none',
      casualties: 4,
    });
  });

  it('a score below the table uses its lowest row', () => {
    // 1 + 1 − 2 (skirmish screen) = 0, below the lowest row (2).
    const chain = chainOf(shot({ dice: [1, 1], target: { formation: 'skirmish-screen' } }));
    expect(chain.modifiedScore).toBe(0);
    expect(chain.cell).toMatchObject({ row: 2, clamped: 'below', casualties: 0 });
  });

  it('a score above the table uses its highest row', () => {
    const chain = chainOf(shot({ dice: [6, 6], target: { formation: 'square' } }));
    expect(chain.modifiedScore).toBe(14);
    expect(chain.cell).toMatchObject({ row: 12, clamped: 'above', casualties: 5 });
  });

  it('casualties never exceed the figures the target has', () => {
    const chain = chainOf(shot({ dice: [6, 6], target: { figures: 3 } }));
    expect(chain.cell.casualties).toBe(5);
    expect(chain.casualties).toBe(3);
    expect(chain.allocation).toEqual({ skirmishers: 0, line: 3 });
  });

  it('a one-figure screen takes the first canister casualty, the capped column the rest', () => {
    const chain = chainOf(
      shot({
        battery: { nation: 'britain' },
        ammo: 'canister',
        range: { band: 'canister' },
        target: { nation: 'france', formation: 'column', figures: 2, screen: { figures: 1 } },
        dice: [6, 6],
      }),
    );
    expect(chain.cell.casualties).toBe(7);
    expect(chain.allocation).toEqual({ skirmishers: 1, line: 2, ruleRef: 'artillery.skirmishers.canister' });
    expect(chain.casualties).toBe(3);
  });

  it('stamps the pack on every result, so practice numbers can be labelled', () => {
    expect(chainOf(shot()).pack).toEqual({ id: 'test', version: 3, official: false });
  });

  it('an artillery target takes no formation modifier', () => {
    const chain = chainOf(
      shot({
        target: {
          arm: 'artillery',
          infantryType: undefined,
          markers: undefined,
          formation: undefined,
          figures: 4,
        },
      }),
    );
    expect(chain.modifiers).toEqual([]);
  });
});

describe('checks recorded on a legal shot', () => {
  it('lists every restriction considered, with its clause', () => {
    const refs = chainOf(shot()).checks.map((check) => check.ruleRef);
    for (const ref of [
      'artillery.movement',
      'artillery.restrictions.A',
      'artillery.restrictions.B.b',
      'artillery.restrictions.B.c',
      'artillery.restrictions.C.a',
      'artillery.procedure',
    ]) {
      expect(refs).toContain(ref);
    }
  });
});

describe('refusals', () => {
  it('gives every reason at once, not just the first', () => {
    const codes = refusalCodes(
      shot({
        firedThisTurn: true,
        ammo: 'canister',
        range: { band: 'long' },
        situation: {
          friendlyInArc: true,
          friendlyNearFront: true,
          clearSightBeyond: false,
          overheadFire: true,
        },
        dice: [0, 9],
      }),
    );
    // The two overhead-fire conditions were left unanswered: they permit the shot, so they are
    // owed an answer (situation.unanswered), one refusal each.
    expect(codes.sort()).toEqual(
      [
        'movement.fired-this-turn',
        'situation.unanswered',
        'situation.unanswered',
        'canister.friendly-in-arc',
        'long-range.friendly-near-front',
        'overhead.canister',
        'table.no-column',
        'dice.invalid',
        'dice.invalid',
      ].sort(),
    );
  });

  it('refuses an unknown gun type and a gun the battery kind cannot field', () => {
    expect(refusalCodes(shot({ battery: { gunType: '24pdr' } }))).toEqual(['gun-type.unknown']);
    expect(refusalCodes(shot({ battery: { gunType: 'horse-6pdr' } }))).toEqual([
      'gun-type.wrong-battery-kind',
    ]);
  });

  it('refuses firing at one’s own side as the players set the sides, never by nation', () => {
    expect(refusalCodes(shot({ target: { side: 'mine' } }))).toEqual(['target.same-side']);
    expect(refusalCodes(shot({ battery: { side: 'opponent' }, target: { side: 'opponent' } }))).toEqual([
      'target.same-side',
    ]);
    // Club games field one army on both sides: an Austrian battery fires at an Austrian opponent,
    // and a French battery at an opponent card marked "Ally of France".
    expect(refusalCodes(shot({ battery: { nation: 'austria' }, target: { nation: 'austria' } }))).toEqual([]);
    expect(refusalCodes(shot({ target: { nation: 'french-ally' } }))).toEqual([]);
    expect(refusalCodes(shot({ target: { nation: 'france' } }))).toEqual([]);
    // The opponent's battery fires back at my unit.
    expect(refusalCodes(shot({ battery: { side: 'opponent' }, target: { side: 'mine' } }))).toEqual([]);
  });

  it('checks that an open-order target may be in open order (open-order.a–c), with the campaign year', () => {
    const target = { formation: 'open-order', infantryType: 'line', class: 'veteran' } as const;
    expect(refusalCodes(shot({ target }))).toEqual(['request.campaign-year-missing']);
    expect(refusalCodes(shot({ target, campaignYear: 1809 }))).toEqual(['open-order.before-1812']);
    expect(chainOf(shot({ target, campaignYear: 1813 })).checks).toContainEqual({
      code: 'target.open-order-eligible',
      ruleRef: 'open-order.c',
    });
  });

  it('refuses an infantry target without a formation', () => {
    expect(refusalCodes(shot({ target: { formation: undefined } }))).toEqual(['target.formation-missing']);
  });

  it('never throws on malformed input from storage or a link', () => {
    const broken = {
      ...shot(),
      target: null,
      battery: 'x',
      range: {},
      movement: 5,
      situation: [],
    } as unknown as FireRequest;
    const codes = refusalCodes(broken);
    expect(codes).toEqual(
      expect.arrayContaining([
        'request.invalid-battery',
        'request.invalid-target',
        'request.invalid-range',
        'request.invalid-movement',
        'request.invalid-situation',
      ]),
    );
  });

  it('does not mutate the request', () => {
    const request = shot({ target: { screen: { figures: 4 } }, situation: { overheadFire: true } });
    const copy = structuredClone(request);
    resolveFire(request, testPack);
    legalAlternatives(request, testPack);
    expect(request).toEqual(copy);
  });
});

describe('legalAlternatives', () => {
  it('offers roundshot when canister is barred by friends in the arc (A)', () => {
    const request = shot({
      ammo: 'canister',
      range: { band: 'canister' },
      situation: { friendlyInArc: true },
    });
    expect(legalAlternatives(request, testPack)).toEqual([
      { ammo: 'roundshot', band: 'canister' },
      { ammo: 'roundshot', band: 'effective' },
      { ammo: 'roundshot', band: 'long' },
    ]);
  });

  it('offers the closer bands when long range is blocked by friends (B.a), never canister at long', () => {
    const request = shot({
      range: { band: 'long' },
      situation: { friendlyNearFront: true, clearSightBeyond: false },
    });
    expect(legalAlternatives(request, testPack)).toEqual([
      { ammo: 'roundshot', band: 'canister' },
      { ammo: 'roundshot', band: 'effective' },
      { ammo: 'canister', band: 'canister' },
      { ammo: 'canister', band: 'effective' },
    ]);
  });

  it('offers nothing when the battery may not fire at all this turn', () => {
    expect(legalAlternatives(shot({ firedThisTurn: true }), testPack)).toEqual([]);
  });
});

describe('relevantQuestions', () => {
  const asked = (...args: Parameters<typeof relevantQuestions>) =>
    relevantQuestions(...args).map((q) => q.question);

  it('gives the same question as the same object every time, so the shot form keeps its rows', () => {
    const canister = relevantQuestions('canister', 'long');
    const roundshot = relevantQuestions('roundshot', 'long');
    for (const q of canister) {
      const again = roundshot.find((r) => r.question === q.question);
      if (again) expect(again).toBe(q);
    }
    expect(canister.filter((q) => roundshot.includes(q))).toHaveLength(5);
  });

  it('asks about the arc only for canister, and not about bounce-through', () => {
    expect(asked('canister', 'canister')).toEqual([
      'friendlyInArc',
      'overheadFire',
      'batteryOnHigherGround',
      'friendsClearOfBatteryAndEnemy',
    ]);
  });

  it('asks about friends near the front only at long range, the exception only if there are some', () => {
    const questions = relevantQuestions('roundshot', 'long', true);
    expect(questions.map((q) => q.question)).toEqual([
      'friendlyNearFront',
      'clearSightBeyond',
      'friendlyInBouncePath',
      'overheadFire',
      'batteryOnHigherGround',
      'friendsClearOfBatteryAndEnemy',
      'screenIsTarget',
    ]);
    expect(questions[1]).toEqual({
      question: 'clearSightBeyond',
      ruleRef: 'artillery.restrictions.B.a',
      unrestricted: true,
      onlyIf: 'friendlyNearFront',
      mustAnswer: true,
    });
  });

  it('the default answers never refuse a shot', () => {
    const request = shot({ situation: SITUATION_DEFAULTS });
    expect(resolveFire(request, testPack).legal).toBe(true);
  });
});
