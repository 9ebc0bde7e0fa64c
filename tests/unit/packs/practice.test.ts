import { describe, expect, it } from 'vitest';
import { resolveFire } from '../../../src/core/fire';
import { fireOdds } from '../../../src/core/odds';
import { practicePack, practicePackData } from '../../../src/packs/practice';
import { validatePack } from '../../../src/packs/validate';

describe('the practice pack', () => {
  it('passes validation, and the validator returns exactly the pack the app ships', () => {
    const checked = validatePack(practicePackData);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(practicePack).toEqual(checked.pack);
    expect(practicePack.id).toBe('practice');
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
    expect(result.legal && result.chain.pack).toEqual({ id: 'practice', version: 1, official: false });
    const odds = fireOdds(setup, practicePack);
    expect(odds.legal && odds.pack.official).toBe(false);
  });
});
