import { describe, expect, it } from 'vitest';
import { NO_MARKERS, relevantQuestions, resolveFire } from '../../../src/core';
import { hasFiredThisTurn } from '../../../src/core/fired';
import { practicePack } from '../../../src/packs';
import { builtInPack } from '../../../src/packs/built-in';
import { practicePackData } from '../../../src/packs/practice';
import { DEFAULT_GAME, type ResolutionRecord, type UnitCard } from '../../../src/records/model';
import {
  DEFAULT_SHOT_FORM,
  firerGroups,
  fireSetup,
  forNewTurn,
  MUST_ANSWER_QUESTIONS,
  missingGunType,
  parseDistance,
  rememberable,
  startingShotForm,
  targetsFor,
  toFireTarget,
  unansweredQuestions,
} from '../../../src/state/fire/model';
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
    const draft = { ...DEFAULT_SHOT_FORM, rangeMode: 'distance' as const, distance: '12,5' };
    const setup = fireSetup(battery, card({}), draft, { ...DEFAULT_GAME, scale: 'in' }, []);
    expect(setup?.range).toEqual({ distance: 12.5, scale: 'in' });
    expect(fireSetup(battery, card({}), { ...draft, distance: '12.' }, DEFAULT_GAME, [])).toBeUndefined();
    expect(parseDistance('-3')).toBeUndefined();
    expect(parseDistance('abc')).toBeUndefined();
    expect(parseDistance('40')).toBe(40);
  });

  it('a battery that fired this turn stays fired when the log is cleared; another game’s shots do not count', () => {
    const play = { turn: 2, gameNumber: 1, fired: ['b'] };
    expect(hasFiredThisTurn([], play, 'b')).toBe(true);
    const setup = fireSetup(battery, card({}), DEFAULT_SHOT_FORM, { ...DEFAULT_GAME, ...play }, []);
    expect(setup?.firedThisTurn).toBe(true);
    const earlierGame = {
      turn: 1,
      game: 1,
      input: { batteryId: 'c' },
      result: { legal: true },
    } as unknown as ResolutionRecord;
    expect(hasFiredThisTurn([earlierGame], { turn: 1, gameNumber: 2, fired: [] }, 'c')).toBe(false);
    expect(hasFiredThisTurn([earlierGame], { turn: 1, gameNumber: 1, fired: [] }, 'c')).toBe(true);
  });

  it('a battery that fired this turn is refused again (artillery.movement), not next turn', () => {
    const fired = {
      turn: 2,
      input: { batteryId: 'b' },
      result: { legal: true },
    } as unknown as ResolutionRecord;
    expect(hasFiredThisTurn([fired], 2, 'b')).toBe(true);
    expect(hasFiredThisTurn([fired], 3, 'b')).toBe(false);
    const setup = fireSetup(battery, card({}), DEFAULT_SHOT_FORM, { ...DEFAULT_GAME, turn: 2 }, [fired]);
    if (!setup) throw new Error('no setup');
    const result = resolveFire({ ...setup, dice: [3, 3] }, practicePack);
    expect(result.legal).toBe(false);
    if (!result.legal) expect(result.refusals.map((r) => r.ruleRef)).toContain('artillery.movement');
  });
});

describe('only the questions asked reach the engine', () => {
  it('a remembered "skirmishers are the target" no longer counts once the screen is gone', () => {
    const screened = card({ screen: { attached: true, figures: 0 } });
    const draft = { ...DEFAULT_SHOT_FORM, situation: { screenIsTarget: true } };
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
      ...DEFAULT_SHOT_FORM,
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

describe('what a battery→target pair remembers, and what it asks again', () => {
  it('the must-answer questions are exactly the ones that permit a shot (B.a exception, both C conditions)', () => {
    expect([...MUST_ANSWER_QUESTIONS].sort()).toEqual(
      ['batteryOnHigherGround', 'clearSightBeyond', 'friendsClearOfBatteryAndEnemy'].sort(),
    );
  });

  it('remembered answers never include them', () => {
    expect(
      rememberable({
        friendlyNearFront: true,
        clearSightBeyond: true,
        overheadFire: true,
        batteryOnHigherGround: true,
        friendsClearOfBatteryAndEnemy: true,
        screenIsTarget: false,
      }),
    ).toEqual({ friendlyNearFront: true, overheadFire: true, screenIsTarget: false });
  });

  it('a new pair, a new turn: ammunition and range from the last shot, movement at its default', () => {
    const last = {
      input: {
        batteryId: 'b',
        targetId: 'u',
        ammo: 'canister',
        range: { distance: 12.5, scale: 'cm' },
        movement: { moved: 'half', unlimbered: true },
        situation: { overheadFire: true, batteryOnHigherGround: true },
      },
    } as unknown as ResolutionRecord;
    const draft = startingShotForm(last, { overheadFire: true, batteryOnHigherGround: true });
    expect(draft).toEqual({
      ammo: 'canister',
      rangeMode: 'distance',
      band: 'effective',
      distance: '12.5',
      movement: { moved: 'none', unlimbered: false },
      situation: { overheadFire: true },
    });
    expect(startingShotForm(undefined, {})).toEqual(DEFAULT_SHOT_FORM);

    const moved = {
      ...draft,
      movement: { moved: 'half' as const, unlimbered: true },
      situation: { overheadFire: true, friendsClearOfBatteryAndEnemy: false },
    };
    expect(forNewTurn(moved)).toEqual({ ...draft, situation: { overheadFire: true } });
  });

  it('no roll while a must-answer question on screen is unanswered; a hidden follow-up does not count', () => {
    const asked = relevantQuestions('roundshot', 'long');
    expect(unansweredQuestions(asked, {})).toEqual([]);
    expect(unansweredQuestions(asked, { friendlyNearFront: true })).toEqual(['clearSightBeyond']);
    expect(unansweredQuestions(asked, { friendlyNearFront: true, clearSightBeyond: false })).toEqual([]);
    expect(unansweredQuestions(asked, { overheadFire: true, batteryOnHigherGround: true })).toEqual([
      'friendsClearOfBatteryAndEnemy',
    ]);
  });
});

describe('both sides at one phone', () => {
  const mine1 = card({ id: 'm1', side: 'mine', arm: 'artillery' });
  const mine2 = card({ id: 'm2', side: 'mine', arm: 'artillery' });
  const theirs = card({ id: 'o1', side: 'opponent', arm: 'artillery' });
  const foot = card({ id: 'o2', side: 'opponent' });
  const horse = card({ id: 'o3', side: 'opponent', arm: 'cavalry' });
  const ours = card({ id: 'm3', side: 'mine' });
  const units = [mine1, theirs, foot, mine2, horse, ours];
  const fired = {
    turn: 3,
    input: { batteryId: 'm1' },
    result: { legal: true },
  } as unknown as ResolutionRecord;

  it('every battery of both sides, the firing side first, the fired ones last in their side', () => {
    const ids = (side: 'mine' | 'opponent') =>
      firerGroups(units, side, [fired], 3).map((g) => [g.side, g.batteries.map((u) => u.id)]);
    expect(ids('mine')).toEqual([
      ['mine', ['m2', 'm1']],
      ['opponent', ['o1']],
    ]);
    expect(ids('opponent')).toEqual([
      ['opponent', ['o1']],
      ['mine', ['m2', 'm1']],
    ]);
    // Next turn the battery that fired is back in its place.
    expect(firerGroups(units, 'mine', [fired], 4)[0]?.batteries.map((u) => u.id)).toEqual(['m1', 'm2']);
  });

  it('targets are the other side’s units of every arm, whichever side fires', () => {
    expect(targetsFor(units, mine1).map((u) => u.id)).toEqual(['o1', 'o2', 'o3']);
    expect(targetsFor(units, theirs).map((u) => u.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('a gun type the pack in use lacks is named; a known one or a battalion is not', () => {
    expect(missingGunType(card({ arm: 'artillery', gunType: 'licorne' }), practicePack)).toBe('licorne');
    expect(missingGunType(card({ arm: 'artillery', gunType: '9pdr' }), practicePack)).toBeUndefined();
    expect(missingGunType(card({ arm: 'infantry', gunType: 'licorne' }), practicePack)).toBeUndefined();
    const other = builtInPack({ ...practicePackData, gunTypes: practicePackData.gunTypes.slice(0, 1) });
    expect(missingGunType(card({ arm: 'artillery', gunType: '9pdr' }), other)).toBe('9pdr');
  });
});
