/**
 * Any paste is answered, never thrown at: for random texts (the fixtures' words and symbols in any
 * order, tabs, blank lines, any characters), every line gets one answer in order, the units of the
 * lines are exactly the sides' units, a unit's figures are whole or half within a card's bound,
 * and only unit and heading lines make units.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHalfFigures } from '../../../src/core/guards';
import { readOrderOfBattle } from '../../../src/oob';
import { practicePack } from '../../../src/packs/practice';
import { MAX_FIGURES } from '../../../src/records/model';

const PIECES = [
  'Brigade',
  'Бригада',
  'French',
  'Австрийцы',
  '1/,',
  '2/',
  '27e',
  'Ligne',
  'IR',
  '4',
  '36',
  'figs',
  'фиг.',
  '720',
  'men',
  'чел.',
  '3',
  '×',
  '2x',
  'bns',
  'бат.',
  'Hussars',
  'гусары',
  'battery',
  '6pdr',
  '12-фунт.',
  'Veteran',
  'ветераны',
  '(',
  ')',
  '[',
  ']',
  '—',
  '-',
  ',',
  ';',
  ':',
  '"',
  '«',
  '»',
  'Total',
  'Итого',
  'Note:',
  'GdB',
  'Good',
  'хороший',
  'ген.-майор',
  'по',
  'each',
  '½',
  '36,5',
  '1 200',
  'Unattached:',
  'Division',
  'Side:',
  '•',
  '1.',
  '\t',
];

const line = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((ws) => ws.join(' ')),
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[\r\n]/g, ' ')),
);
const text = fc.array(line, { minLength: 1, maxLength: 25 }).map((ls) => ls.join('\n'));

describe('readOrderOfBattle on any text', () => {
  it('answers every line and keeps the units where the lines say', () => {
    fc.assert(
      fc.property(text, fc.boolean(), (t, scale) => {
        const r = readOrderOfBattle(t, {
          guns: practicePack.gunTypes,
          nations: ['france', 'russia'],
          ...(scale ? { figureScale: { menPerFigure: 20, practice: true } } : {}),
        });
        expect(r.lines.map((l) => l.number)).toEqual(t.split('\n').map((_, i) => i + 1));
        const fromLines = r.lines.flatMap((l) => l.units.map((u) => u.unit));
        const fromSides = r.sides.flatMap((s) => [...s.units, ...s.brigades.flatMap((b) => b.units)]);
        expect(fromLines.length).toBe(fromSides.length);
        for (const u of fromSides) expect(fromLines).toContain(u);
        for (const l of r.lines) {
          if (l.units.length > 0)
            expect(['unit', 'units', 'brigade', 'side', 'unattached']).toContain(l.kind);
        }
        for (const u of fromSides) {
          if (u.figures !== undefined)
            expect(isHalfFigures(u.figures) && u.figures <= MAX_FIGURES).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
