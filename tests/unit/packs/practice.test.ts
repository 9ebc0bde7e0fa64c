import { describe, expect, it } from 'vitest';
import { resolveFire } from '../../../src/core/fire';
import { fireOdds } from '../../../src/core/odds';
import { practicePack, practicePackData } from '../../../src/packs/practice';
import { validatePack } from '../../../src/packs/validate';
import { PRACTICE_PACK_ID, practicePackNow } from '../../../src/state/packs/practice';

describe('the practice pack', () => {
  it('passes validation, and the validator returns exactly the pack the app ships', () => {
    const checked = validatePack(practicePackData);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(practicePack).toEqual(checked.value);
    expect(practicePack.id).toBe('practice');
    // The game knows the practice pack by its id before its chunk comes (state/packs/practice.ts);
    // once it has come (the tests' setup waits for it, as every chunk of the app does), it is this pack.
    expect(PRACTICE_PACK_ID).toBe(practicePack.id);
    expect(practicePackNow()).toEqual(practicePack);
    expect(Object.isFrozen(practicePack.table.roundshot)).toBe(true);
  });

  it('says plainly, in both languages, that its numbers are not from the rulebook', () => {
    expect(practicePack.official).toBe(false);
    expect(practicePack.name).toEqual({
      en: 'Practice values — not from the rulebook',
      ru: 'Учебные значения — не из книги правил',
    });
    expect(practicePack.source.en).toMatch(/not taken from any rulebook/i);
    expect(practicePack.source.ru).toMatch(/не взяты ни из какой книги правил/i);
  });

  it('has foot and horse guns, and canister cannot reach long range', () => {
    const horse = practicePack.gunTypes.filter(
      (gun) => !gun.batteryKinds || gun.batteryKinds.includes('horse'),
    );
    const foot = practicePack.gunTypes.filter(
      (gun) => !gun.batteryKinds || gun.batteryKinds.includes('foot'),
    );
    expect(horse.length).toBeGreaterThan(1);
    expect(foot.length).toBeGreaterThan(1);
    expect(practicePack.table.canister.long).toBeNull();
  });

  it('results that use it are stamped unofficial, so the UI labels them', () => {
    const setup = {
      battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '12pdr' },
      target: {
        side: 'opponent',
        arm: 'infantry',
        nation: 'russia',
        infantryType: 'line',
        class: 'line',
        formation: 'column',
        figures: 36,
      },
      ammo: 'roundshot',
      range: { distance: 40, scale: 'in' },
      movement: { moved: 'none', unlimbered: false },
      firedThisTurn: false,
    } as const;
    const result = resolveFire({ ...setup, dice: [4, 4] }, practicePack);
    // Version 2: the cavalry and battery target values were added (a pack's version is bumped on
    // every change to its numbers, src/core/pack.ts).
    expect(result.legal && result.chain.pack).toEqual({ id: 'practice', version: 2, official: false });
    const odds = fireOdds(setup, practicePack);
    expect(odds.legal && odds.pack.official).toBe(false);
  });

  it('gives practice values for cavalry in line and column and for a battery target, labelled as the pack’s', () => {
    expect(practicePack.modifiers.cavalryFormation).toEqual({ line: 1, column: 2 });
    expect(practicePack.modifiers.batteryTarget).toBe(-2);
    const base = {
      battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '12pdr' },
      ammo: 'roundshot',
      range: { band: 'effective' },
      movement: { moved: 'none', unlimbered: false },
      firedThisTurn: false,
      dice: [4, 4],
    } as const;
    const cavalry = resolveFire(
      {
        ...base,
        target: {
          side: 'opponent',
          arm: 'cavalry',
          nation: 'russia',
          class: 'line',
          formation: 'column',
          figures: 12,
        },
      },
      practicePack,
    );
    expect(cavalry.legal && cavalry.chain.modifiers).toEqual([
      { code: 'target-cavalry.column', value: 2, ruleRef: 'artillery.procedure', source: 'pack' },
    ]);
    const battery = resolveFire(
      {
        ...base,
        target: { side: 'opponent', arm: 'artillery', nation: 'russia', class: 'line', figures: 4 },
      },
      practicePack,
    );
    expect(battery.legal && battery.chain.modifiers).toEqual([
      { code: 'target.battery', value: -2, ruleRef: 'artillery.procedure', source: 'pack' },
    ]);
    expect(battery.legal && battery.chain.pack.official).toBe(false);
  });
});
