import { describe, expect, it } from 'vitest';
import { askedAnswers } from '../../../src/core/situation';

// artillery.restrictions: the answers the engine reads are those to the questions the screen asked
// for this shot; a remembered answer to a question not asked (another ammunition, the screen gone)
// stays out, so it cannot refuse a shot the player has no way to see.
describe('askedAnswers (the Fire screen and a shot worked out again from a compact text)', () => {
  const every = {
    friendlyInArc: true,
    friendlyNearFront: true,
    clearSightBeyond: true,
    friendlyInBouncePath: true,
    overheadFire: true,
    batteryOnHigherGround: true,
    friendsClearOfBatteryAndEnemy: true,
    screenIsTarget: true,
  };

  it('roundshot at effective range keeps the bounce path and overhead answers, drops canister and long-range ones', () => {
    expect(askedAnswers({ ammo: 'roundshot', band: 'effective', screened: false }, every)).toEqual({
      friendlyInBouncePath: true,
      overheadFire: true,
      batteryOnHigherGround: true,
      friendsClearOfBatteryAndEnemy: true,
    });
  });

  it('a measured distance (band not known yet) counts the long-range questions as asked', () => {
    const asked = askedAnswers({ ammo: 'canister', band: undefined, screened: true }, every);
    expect(asked).toEqual({ ...every, friendlyInBouncePath: undefined });
    expect(Object.keys(asked)).not.toContain('friendlyInBouncePath');
  });

  it('a follow-up question counts only when its condition was answered yes', () => {
    const answers = { overheadFire: false, batteryOnHigherGround: true, friendsClearOfBatteryAndEnemy: true };
    expect(askedAnswers({ ammo: 'roundshot', band: 'long', screened: false }, answers)).toEqual({
      overheadFire: false,
    });
  });

  it('the screen question only while the target has a screen', () => {
    const answers = { screenIsTarget: true };
    expect(askedAnswers({ ammo: 'roundshot', band: 'effective', screened: false }, answers)).toEqual({});
    expect(askedAnswers({ ammo: 'roundshot', band: 'effective', screened: true }, answers)).toEqual(answers);
  });
});
