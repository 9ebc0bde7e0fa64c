/**
 * readOrderOfBattle, what a player pasting an order of battle sees: the doc's two examples read
 * whole, figures and men in their forms, counts and battalion lists made into numbered units,
 * spreadsheets, the lines that are no units, and an account of every line with what was guessed.
 */
import { describe, expect, it } from 'vitest';
import { readOrderOfBattle } from '../../../src/oob';
import type { OobContext, OobReading, OobUnit } from '../../../src/oob/model';
import { practicePack } from '../../../src/packs/practice';

const context: OobContext = { guns: practicePack.gunTypes, nations: ['france', 'austria'] };
const read = (text: string, more: Partial<OobContext> = {}) =>
  readOrderOfBattle(text, { ...context, ...more });
const units = (r: OobReading): OobUnit[] => r.lines.flatMap((l) => l.units.map((u) => u.unit));
const one = (text: string, more: Partial<OobContext> = {}): OobUnit => {
  const [unit, ...rest] = units(read(text, more));
  expect(rest, text).toEqual([]);
  if (!unit) throw new Error(`no unit in ${text}`);
  return unit;
};

describe('the examples of the orders-of-battle notes', () => {
  it('reads the French example: side, brigades with commanders, numbered battalions, a total', () => {
    const r = read(
      [
        'French — Division Marchand (GdD Marchand, Good)',
        'Brigade Lefèvre (GdB Lefèvre, Average)',
        '  1/, 2/, 3/ 27e Ligne — 3 bns, 36 figs each, Regular',
        '  4e Léger (1 bn, 680 men) Veteran, may skirmish',
        '  Foot battery, 6 × 8pdr',
        'Brigade Roux: 2x line bn (30) conscripts; 1 bn 12e Ligne 33 figs',
        'Cavalry: 5e Chasseurs à cheval, 24 figs, Veteran',
        'Total: 6 battalions, 1 regiment, 1 battery',
      ].join('\n'),
    );
    expect(r.sides).toHaveLength(1);
    const [side] = r.sides;
    expect(side).toMatchObject({
      name: 'French',
      nation: 'france',
      commander: 'GdD Marchand',
      rating: 'Good',
    });
    expect(side?.brigades.map((b) => [b.name, b.commander, b.rating, b.units.map((u) => u.name)])).toEqual([
      [
        'Brigade Lefèvre',
        'GdB Lefèvre',
        'Average',
        ['1/27e Ligne', '2/27e Ligne', '3/27e Ligne', '4e Léger', 'Foot battery'],
      ],
      ['Brigade Roux', undefined, undefined, ['1/line bn', '2/line bn', '12e Ligne']],
      ['Cavalry', undefined, undefined, ['5e Chasseurs à cheval']],
    ]);
    expect(r.lines.map((l) => l.kind)).toEqual([
      'side',
      'brigade',
      'units',
      'unit',
      'unit',
      'brigade',
      'brigade',
      'total',
    ]);
    const [first, , , leger, battery, line1, , twelfth, chasseurs] = units(r);
    expect(first).toMatchObject({ arm: 'infantry', infantryType: 'line', class: 'line', figures: 36 });
    expect(leger).toMatchObject({ infantryType: 'light', class: 'veteran' });
    expect(leger?.figures).toBeUndefined();
    expect(battery).toMatchObject({ arm: 'artillery', batteryKind: 'foot' });
    expect(battery?.gunType).toBeUndefined();
    expect(line1).toMatchObject({ class: 'conscript', figures: 30 });
    expect(twelfth).toMatchObject({ figures: 33, class: 'line' });
    expect(chasseurs).toMatchObject({ arm: 'cavalry', class: 'veteran', figures: 24 });
    const lineOf = (n: number) => r.lines[n - 1];
    expect(lineOf(4)?.units[0]?.problems).toContainEqual({
      code: 'men.no-figure-scale',
      params: { men: 680 },
    });
    expect(lineOf(5)?.units[0]?.problems).toContainEqual({
      code: 'gun.unknown',
      params: { written: '8pdr' },
    });
  });

  it('reads the Austrian example: a side and a brigade on one line, «по 36 фиг.», men at a practice scale', () => {
    const r = read(
      [
        'Австрийцы. Бригада Зоммер (ген.-майор Зоммер, хороший)',
        '- 1-й и 2-й бат. пехотного полка № 12 — по 36 фиг., регуляры',
        '- Граничары, 1 бат., 600 чел., ветераны',
        '- Пешая батарея, 6-фунт.',
        'Кавалерия: шволежеры, 20 фиг.',
      ].join('\n'),
      { figureScale: { menPerFigure: 20, practice: true } },
    );
    const [side] = r.sides;
    expect(side).toMatchObject({ name: 'Австрийцы', nation: 'austria' });
    expect(side?.brigades[0]).toMatchObject({
      name: 'Бригада Зоммер',
      commander: 'ген.-майор Зоммер',
      rating: 'хороший',
    });
    const [b1, b2, grenz, battery, chevaulegers] = units(r);
    expect([b1?.name, b2?.name]).toEqual(['1/пехотного полка № 12', '2/пехотного полка № 12']);
    expect(b2).toMatchObject({ nation: 'austria', class: 'line', figures: 36 });
    expect(grenz).toMatchObject({ infantryType: 'light', class: 'veteran', figures: 30 });
    expect(r.lines[2]?.units[0]?.guessed).toContainEqual({
      field: 'figures',
      code: 'figures.from-men',
      params: { men: 600, menPerFigure: 20, practice: true },
    });
    expect(battery).toMatchObject({ arm: 'artillery', batteryKind: 'foot', gunType: '6pdr' });
    expect(chevaulegers).toMatchObject({ arm: 'cavalry', name: 'шволежеры', figures: 20 });
    expect(side?.brigades[1]?.name).toBe('Кавалерия');
  });
});

describe('figures and men', () => {
  it.each([
    ['1/45e Ligne, 36', 36],
    ['1/45e Ligne, 36 figs', 36],
    ['1/45e Ligne — 36 фиг.', 36],
    ['1/45e Ligne (30)', 30],
    ['1/45e Ligne, 36½ figs', 36.5],
    ['1/45e Ligne, 36,5 фиг.', 36.5],
    ['1/45e Ligne, figs: 32', 32],
    ['Hussars 24', 24],
  ])('%s: %s figures', (text, figures) => {
    expect(one(text).figures).toBe(figures);
  });

  it('turns men into figures at the scale, whole (or half where the scale keeps halves), and says so', () => {
    expect(one('IR 4, 730 men', { figureScale: { menPerFigure: 20, practice: true } }).figures).toBe(37);
    expect(
      one('IR 4, 730 чел.', { figureScale: { menPerFigure: 20, practice: false, halves: true } }).figures,
    ).toBe(36.5);
    const line = read('IR 4, 1 200 чел.', { figureScale: { menPerFigure: 30, practice: true } }).lines[0];
    expect(line?.units[0]?.unit.figures).toBe(40);
    expect(line?.units[0]?.guessed).toContainEqual({
      field: 'figures',
      code: 'figures.from-men',
      params: { men: 1200, menPerFigure: 30, practice: true },
    });
  });

  it('without a scale keeps the men as a problem and makes no figures', () => {
    const line = read('IR 4 (2,160 men)').lines[0];
    expect(line?.units[0]?.unit.figures).toBeUndefined();
    expect(line?.units[0]?.problems).toContainEqual({ code: 'men.no-figure-scale', params: { men: 2160 } });
  });

  it('shares men given for several battalions, and says it guessed', () => {
    const line = read('IR 20, 3 bns (2,400 men)', { figureScale: { menPerFigure: 20, practice: true } })
      .lines[0];
    expect(line?.units.map((u) => u.unit.figures)).toEqual([40, 40, 40]);
    expect(line?.units[0]?.guessed).toContainEqual({
      field: 'figures',
      code: 'men.shared',
      params: { men: 2400, count: 3 },
    });
  });

  it('refuses figures that are no whole or half, or more than a card holds', () => {
    expect(read('IR 4, 36.3 figs').lines[0]?.units[0]?.problems).toContainEqual({
      code: 'figures.not-half',
      params: { found: 36.3 },
    });
    expect(read('IR 4, 1200 figs').lines[0]?.units[0]?.problems).toContainEqual({
      code: 'figures.too-many',
      params: { found: 1200, max: 999 },
    });
    expect(read('IR 4, line infantry').lines[0]?.units[0]?.problems).toContainEqual({
      code: 'figures.missing',
    });
  });
});

describe('counts and battalion numbers', () => {
  const names = (text: string) => units(read(text)).map((u) => u.name);

  it.each([
    ['3 × line battalion, 30 figs', ['1/line battalion', '2/line battalion', '3/line battalion']],
    ['2x Hussars, 20 figs', ['1/Hussars', '2/Hussars']],
    ['IR 49 Kerpen, 3 bns, 32 figs', ['1/IR 49 Kerpen', '2/IR 49 Kerpen', '3/IR 49 Kerpen']],
    ['Полк № 59, 2 бат., по 32 фиг.', ['1/Полк № 59', '2/Полк № 59']],
    ['1/, 2/, 3/ 27e Ligne, 36 figs', ['1/27e Ligne', '2/27e Ligne', '3/27e Ligne']],
    ['I/ II/ IR 4, 36', ['I/IR 4', 'II/IR 4']],
    ['1-й и 2-й бат. 84-го линейного, 36 фиг.', ['1/84-го линейного', '2/84-го линейного']],
    ['1st Silesian Regt, 1st & 2nd bns — 32 figs each', ['1/1st Silesian Regt', '2/1st Silesian Regt']],
    ['2 Don Cossack regts, 18 figs each', ['1/Don Cossack', '2/Don Cossack']],
    ['IR 4, 1st batallion, 36 figs', ['1/IR 4']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('keeps the list where a count differs from it, and says so; makes one unit of a count past 40', () => {
    const differs = read('1/, 2/ 27e Ligne, 3 bns, 36 figs').lines[0];
    expect(differs?.units).toHaveLength(2);
    expect(differs?.units[0]?.problems).toContainEqual({
      code: 'count.differs',
      params: { listed: 2, count: 3 },
    });
    const many = read('50 × line bn, 30 figs').lines[0];
    expect(many?.units).toHaveLength(1);
    expect(many?.units[0]?.problems).toContainEqual({
      code: 'count.too-many',
      params: { count: 50, max: 40 },
    });
  });
});

describe('what a unit is', () => {
  it.each([
    ['Kienmayer Hussars, 24', 'cavalry', 'line', 'line'],
    ["O'Reilly Chevaulegers 20 figures", 'cavalry', 'line', 'line'],
    ['Лейб-гвардии Конный полк, кирасиры, 24 фиг., гвардия', 'cavalry', 'line', 'guard'],
    ['Silesian Landwehr, 36 figs', 'infantry', 'line', 'militia'],
    ['East Prussian Jäger, 24 figs, elite', 'infantry', 'light', 'elite'],
    ['Grenzer, 1 batallion, 30 figs', 'infantry', 'light', 'line'],
    ['Егеря, 9-й баталион — 24 фиг., ветиранты', 'infantry', 'light', 'veteran'],
    ['Grenz IR 14 (780 men) Line', 'infantry', 'light', 'line'],
    ['12pdr position battery — 8 figs', 'artillery', 'line', 'line'],
  ])('%s: %s, %s, %s', (text, arm, type, cls) => {
    const unit = one(text);
    expect([unit.arm, unit.infantryType, unit.class]).toEqual([arm, type, cls]);
  });

  it("reads guns: calibre in either language, the horse kind, a howitzer, the pack's gun names", () => {
    expect(one('Horse battery, 6pdr, 5 figs')).toMatchObject({ batteryKind: 'horse', gunType: '6pdr' });
    expect(one('Конная рота, 3-фунт., 4 фиг.')).toMatchObject({
      batteryKind: 'horse',
      gunType: '3pdr-horse',
    });
    expect(one('Howitzer battery, 6 figs')).toMatchObject({ arm: 'artillery', gunType: 'howitzer' });
    expect(one('Batterie Lanoy — foot battery, 12-pounder, 6 figs')).toMatchObject({ gunType: '12pdr' });
    const line = read('Horse battery, 12pdr, 6 figs').lines[0];
    expect(line?.units[0]?.problems).toContainEqual({
      code: 'gun.not-for-kind',
      params: { gun: '12pdr', kind: 'horse' },
    });
    const guessed = read('Foot battery, 6 figs').lines[0]?.units[0];
    expect(guessed?.unit.gunType).toBe('6pdr');
    expect(guessed?.guessed).toContainEqual({
      field: 'gunType',
      code: 'gun.not-given',
      params: { gunType: '6pdr' },
    });
  });

  it("takes the nation from the side heading, a unit line, or guesses the side's default and says so", () => {
    const r = read(
      [
        'Russians',
        '- Pavlovsky Grenadiers, 36',
        '- Bavarian light bn, 30',
        '',
        'Brigade: Blue',
        '- IR 4, 36',
      ].join('\n'),
    );
    expect(units(r).map((u) => u.nation)).toEqual(['russia', 'french-ally', 'russia']);
    const unnamed = read('IR 4, 36').lines[0]?.units[0];
    expect(unnamed?.unit.nation).toBe('france');
    expect(unnamed?.guessed).toContainEqual({
      field: 'nation',
      code: 'nation.default',
      params: { nation: 'france' },
    });
  });

  it('marks what it guessed and why', () => {
    const guesses = read('Kaiser, 36').lines[0]?.units[0]?.guessed.map((g) => g.code);
    expect(guesses).toEqual([
      'arm.not-given',
      'class.not-given',
      'nation.default',
      'infantry-type.not-given',
    ]);
  });
});

describe('spreadsheets', () => {
  it('reads a tab copy by its header row, columns in any order and in Russian', () => {
    const r = read(
      [
        'Фигуры\tЧасть\tКласс\tБригада\tКомандир\tПримечания\tЦвет',
        '36\t1/, 2/ 8-й линейный\tветераны\tБригада Шарпантье\tген. Шарпантье\t\tсиний',
        '20\t7-й гусарский\tрегуляры\tБригада Бордесуля\tген. Бордесуль\tконные\t',
      ].join('\n'),
    );
    expect(r.lines[0]).toMatchObject({
      kind: 'columns',
      problems: [{ code: 'column.unknown', params: { column: 'Цвет' } }],
    });
    expect(units(r).map((u) => [u.name, u.arm, u.class, u.figures])).toEqual([
      ['1/8-й линейный', 'infantry', 'veteran', 36],
      ['2/8-й линейный', 'infantry', 'veteran', 36],
      ['7-й гусарский', 'cavalry', 'line', 20],
    ]);
    expect(r.sides[0]?.brigades.map((b) => [b.name, b.commander])).toEqual([
      ['Бригада Шарпантье', 'ген. Шарпантье'],
      ['Бригада Бордесуля', 'ген. Бордесуль'],
    ]);
  });
});

describe('the account of every line', () => {
  it('answers every line, and makes no unit of titles, notes, totals, dates and blank lines', () => {
    const text = [
      'Scenario 3: The Crossroads',
      '16 June 1815',
      '',
      'Brigade Roux (GdB Roux, Good)',
      '- 1/45e Ligne, 36 figs',
      'Note: the Landwehr may not form square',
      '(the battery arrives on turn 3)',
      'Итого: 1 батальон',
      'Lefèvre',
      '-----',
    ].join('\n');
    const r = read(text);
    expect(r.lines.map((l) => [l.number, l.kind])).toEqual([
      [1, 'title'],
      [2, 'date'],
      [3, 'blank'],
      [4, 'brigade'],
      [5, 'unit'],
      [6, 'note'],
      [7, 'note'],
      [8, 'total'],
      [9, 'unread'],
      [10, 'blank'],
    ]);
    expect(r.lines.map((l) => l.text)).toEqual(text.split('\n'));
    expect(r.lines[8]?.problems).toEqual([{ code: 'line.unread' }]);
    expect(units(r)).toHaveLength(1);
  });

  it('says which words of a unit line it did not understand', () => {
    expect(read('IR 4, 36 figs, Wien').lines[0]?.units[0]?.problems).toContainEqual({
      code: 'words.unread',
      params: { words: 'Wien' },
    });
  });

  it('reads a 500-line paste whole', () => {
    const block = [
      'Brigade X (GdB X, Good)',
      '- 1/, 2/ 27e Ligne — 36 figs each, veteran',
      '- Hussars, 24',
      'Total: 3',
    ];
    const text = Array.from({ length: 125 }, () => block.join('\n')).join('\n');
    const r = read(text);
    expect(r.lines).toHaveLength(500);
    expect(units(r)).toHaveLength(375);
  });
});
