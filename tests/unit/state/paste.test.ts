/**
 * Copy as text (issue 34, item 3): a side of the game, with its brigades, written as an order of
 * battle and read back gives the same side: the same brigades with their commanders and ratings,
 * the same units in the same order at their starting figures (not tonight's losses).
 */
import { describe, expect, it } from 'vitest';
import { readOrderOfBattle, writeOrderOfBattle } from '../../../src/oob';
import { practicePack } from '../../../src/packs/practice';
import type { BrigadeRecord, UnitCard } from '../../../src/records/model';
import { pasteContext, sideOfGame } from '../../../src/state';

const card = (over: Partial<UnitCard>): UnitCard => ({
  id: over.name ?? 'x',
  name: 'x',
  side: 'mine',
  nation: 'france',
  arm: 'infantry',
  infantryType: 'line',
  markers: { jager: false, fusilier: false, imperialGuard: false },
  class: 'line',
  startFigures: 36,
  figures: 36,
  formation: 'line',
  screen: { attached: false, figures: 0 },
  gunType: '',
  batteryKind: 'foot',
  createdAt: 1,
  updatedAt: 1,
  ...over,
});
const brigade = (id: string, name: string, order: number, commander = ''): BrigadeRecord => ({
  id,
  side: 'mine',
  name,
  commander,
  order,
  createdAt: order,
  updatedAt: order,
});

describe('a side of the game as text, read back', () => {
  const gun = practicePack.gunTypes[0]?.id ?? '';
  const units = [
    card({ name: '1/27e Ligne', brigadeId: 'b1', order: 0, createdAt: 1, figures: 20, class: 'veteran' }),
    card({
      name: '4e Léger',
      brigadeId: 'b1',
      order: 1,
      createdAt: 2,
      infantryType: 'light',
      startFigures: 34,
    }),
    card({ name: '5e Hussards', brigadeId: 'b2', order: 0, createdAt: 3, arm: 'cavalry', startFigures: 24 }),
    card({ name: 'Foot battery', createdAt: 4, arm: 'artillery', startFigures: 6, gunType: gun }),
    card({ name: 'IR 4', side: 'opponent', nation: 'austria', createdAt: 5 }),
  ];
  const brigades = [brigade('b1', 'Brigade Lefèvre', 0, 'GdB Lefèvre'), brigade('b2', 'Brigade Roux', 1)];

  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: the same brigades and units, at their starting figures`, () => {
      const side = sideOfGame(units, brigades, 'mine', 'French');
      expect(side.brigades.map((b) => [b.name, b.commander, b.units.map((u) => u.name)])).toEqual([
        ['Brigade Lefèvre', 'GdB Lefèvre', ['1/27e Ligne', '4e Léger']],
        ['Brigade Roux', undefined, ['5e Hussards']],
      ]);
      expect(side.units.map((u) => u.name)).toEqual(['Foot battery']);
      // The army, not tonight's losses: 36 figures at the start, 20 now.
      expect(side.brigades[0]?.units[0]?.figures).toBe(36);
      const text = writeOrderOfBattle(side, lang, { guns: practicePack.gunTypes });
      const read = readOrderOfBattle(text, pasteContext(practicePack, []));
      expect(read.sides).toHaveLength(1);
      const back = read.sides[0];
      expect(back?.name).toBe('French');
      expect(back?.brigades.map((b) => ({ name: b.name, commander: b.commander, units: b.units }))).toEqual(
        side.brigades.map((b) => ({ name: b.name, commander: b.commander, units: b.units })),
      );
      expect(back?.units).toEqual(side.units);
    });
  }
});
