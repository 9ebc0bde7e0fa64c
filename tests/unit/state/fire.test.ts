import { describe, expect, it } from 'vitest';
import { NO_MARKERS, resolveFire } from '../../../src/core';
import { practicePack } from '../../../src/packs';
import {
  DEFAULT_DRAFT,
  fireSetup,
  hasFiredThisTurn,
  parseDistance,
  toFireTarget,
  withCasualties,
  withoutCasualties,
} from '../../../src/state/fire';
import { DEFAULT_GAME, type ResolutionRecord, type UnitCard } from '../../../src/storage/model';
import { unitCard } from '../fixtures';

function card(patch: Partial<UnitCard> = {}): UnitCard {
  return unitCard({
    name: 'U',
    side: 'opponent',
    markers: NO_MARKERS,
    formation: 'column',
    gunType: '9pdr',
    createdAt: 0,
    updatedAt: 0,
    ...patch,
  });
}

const battery = card({ id: 'b', side: 'mine', nation: 'britain', arm: 'artillery', figures: 4 });

describe('from cards to the engine', () => {
  it('a screen counts only when attached and with figures', () => {
    expect(toFireTarget(card({ screen: { attached: true, figures: 4 } })).screen).toEqual({ figures: 4 });
    expect(toFireTarget(card({ screen: { attached: false, figures: 4 } })).screen).toBeUndefined();
    expect(toFireTarget(card({ screen: { attached: true, figures: 0 } })).screen).toBeUndefined();
  });

  it('a measured distance uses the game scale; a half-typed one gives no setup yet', () => {
    const draft = { ...DEFAULT_DRAFT, rangeMode: 'distance' as const, distance: '12,5' };
    const setup = fireSetup(battery, card({}), draft, { ...DEFAULT_GAME, scale: 'in' }, []);
    expect(setup?.range).toEqual({ distance: 12.5, scale: 'in' });
    expect(fireSetup(battery, card({}), { ...draft, distance: '12.' }, DEFAULT_GAME, [])).toBeUndefined();
    expect(parseDistance('-3')).toBeUndefined();
    expect(parseDistance('abc')).toBeUndefined();
    expect(parseDistance('40')).toBe(40);
  });

  it('a battery that fired this turn is refused again (artillery.movement), not next turn', () => {
    const fired = {
      turn: 2,
      input: { batteryId: 'b' },
      result: { legal: true },
    } as unknown as ResolutionRecord;
    expect(hasFiredThisTurn([fired], 2, 'b')).toBe(true);
    expect(hasFiredThisTurn([fired], 3, 'b')).toBe(false);
    const setup = fireSetup(battery, card({}), DEFAULT_DRAFT, { ...DEFAULT_GAME, turn: 2 }, [fired]);
    if (!setup) throw new Error('no setup');
    const result = resolveFire({ ...setup, dice: [3, 3] }, practicePack);
    expect(result.legal).toBe(false);
    if (!result.legal) expect(result.refusals.map((r) => r.ruleRef)).toContain('artillery.movement');
  });
});

describe('applying casualties to a card', () => {
  it('takes line and skirmisher figures off and puts exactly them back on undo', () => {
    const target = card({ figures: 3, screen: { attached: true, figures: 2 } });
    const hit = withCasualties(target, { line: 5, skirmishers: 1 });
    expect(hit.figures).toBe(0);
    expect(hit.screen.figures).toBe(1);
    const applied = {
      line: target.figures - hit.figures,
      skirmishers: target.screen.figures - hit.screen.figures,
    };
    expect(withoutCasualties(hit, applied)).toEqual(target);
  });
});

describe('only the questions asked reach the engine', () => {
  it('a remembered "skirmishers are the target" no longer counts once the screen is gone', () => {
    const screened = card({ screen: { attached: true, figures: 0 } });
    const draft = { ...DEFAULT_DRAFT, situation: { screenIsTarget: true } };
    const setup = fireSetup(battery, screened, draft, DEFAULT_GAME, []);
    if (!setup) throw new Error('no setup');
    expect(setup.situation).toEqual({});
    expect(resolveFire({ ...setup, dice: [3, 3] }, practicePack).legal).toBe(true);
    // With a screen, the answer is asked and used.
    const withScreen = fireSetup(
      battery,
      card({ screen: { attached: true, figures: 3 } }),
      draft,
      DEFAULT_GAME,
      [],
    );
    expect(withScreen?.situation).toEqual({ screenIsTarget: true });
  });

  it('the clear-sight answer counts only when a friend is near the front, and the arc only for canister', () => {
    const draft = {
      ...DEFAULT_DRAFT,
      band: 'long' as const,
      situation: { clearSightBeyond: false, friendlyInArc: true },
    };
    expect(fireSetup(battery, card({}), draft, DEFAULT_GAME, [])?.situation).toEqual({});
    const near = { ...draft, situation: { ...draft.situation, friendlyNearFront: true } };
    expect(fireSetup(battery, card({}), near, DEFAULT_GAME, [])?.situation).toEqual({
      friendlyNearFront: true,
      clearSightBeyond: false,
    });
  });
});
