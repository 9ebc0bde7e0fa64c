/**
 * "Copy as text" in the players' style: a side's heading with its commander and rating, its
 * units of no brigade, each brigade's heading and its units, one a line, in English and Russian;
 * a name that would read as something else goes in quotes.
 */
import { describe, expect, it } from 'vitest';
import { NO_MARKERS } from '../../../src/core/vocabulary';
import { readOrderOfBattle } from '../../../src/oob';
import type { OobSide, OobUnit } from '../../../src/oob/model';
import { writeOrderOfBattle } from '../../../src/oob/write';
import { practicePack } from '../../../src/packs/practice';

const guns = practicePack.gunTypes;

const battalion = (name: string, patch: Partial<OobUnit> = {}): OobUnit => ({
  name,
  arm: 'infantry',
  infantryType: 'line',
  markers: NO_MARKERS,
  class: 'line',
  nation: 'france',
  figures: 36,
  ...patch,
});

const french: OobSide = {
  name: 'French',
  nation: 'france',
  commander: 'GdD Marchand',
  rating: 'Good',
  units: [
    { ...battalion('Batterie Lanoy'), arm: 'artillery', batteryKind: 'horse', gunType: '6pdr', figures: 6 },
  ],
  brigades: [
    {
      name: 'Brigade Lefèvre',
      commander: 'GdB Lefèvre',
      rating: 'Average',
      units: [
        battalion('1/27e Ligne', { class: 'veteran' }),
        battalion('4e Léger', { infantryType: 'light', figures: 33.5 }),
        battalion('Hessen-Darmstadt Leib', { nation: 'french-ally', class: 'elite' }),
      ],
    },
    { name: 'Cavalry', units: [{ ...battalion('5e Chasseurs à cheval'), arm: 'cavalry', figures: 24 }] },
  ],
};

describe('writeOrderOfBattle', () => {
  it('writes a side as players do, in English', () => {
    expect(writeOrderOfBattle(french, 'en', { guns })).toBe(
      [
        'French (GdD Marchand, Good)',
        '- Batterie Lanoy — horse battery, 6-pounder, regular, 6 figs',
        '',
        'Brigade Lefèvre (GdB Lefèvre, Average)',
        '- 1/27e Ligne — line infantry, veteran, 36 figs',
        '- 4e Léger — light infantry, regular, 33.5 figs',
        '- Hessen-Darmstadt Leib — line infantry, elite, 36 figs, French allies',
        '',
        'Cavalry',
        '- 5e Chasseurs à cheval — cavalry, regular, 24 figs',
        '',
      ].join('\n'),
    );
  });

  it('and in Russian, half figures with a comma', () => {
    const text = writeOrderOfBattle(french, 'ru', { guns });
    expect(text).toContain('- 4e Léger — лёгкая пехота, регуляры, 33,5 фиг.');
    expect(text).toContain('- Batterie Lanoy — конная батарея, 6-фунтовое орудие, регуляры, 6 фиг.');
    expect(readOrderOfBattle(text, { guns, nations: ['austria'] }).sides).toEqual([french]);
  });

  it('puts in quotes a name that would read otherwise, and a side its nation where its name does not say it', () => {
    const side: OobSide = {
      name: 'Blue',
      nation: 'austria',
      brigades: [{ name: 'Austrians', units: [battalion('Hussars, 2 bns', { nation: 'austria' })] }],
      units: [],
    };
    const text = writeOrderOfBattle(side, 'en', { guns });
    expect(text).toBe(
      [
        'Side: Blue (Austrian)',
        '',
        'Brigade: Austrians',
        '- "Hussars, 2 bns" — line infantry, regular, 36 figs',
        '',
      ].join('\n'),
    );
    expect(readOrderOfBattle(text, { guns, nations: ['france'] }).sides).toEqual([side]);
  });
});
