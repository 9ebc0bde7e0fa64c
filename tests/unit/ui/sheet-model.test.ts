import { describe, expect, it } from 'vitest';
import {
  type Aim,
  CAVALRY_FORMATIONS,
  collectModifiers,
  FORMATIONS,
  MOVED,
  type RulePack,
  type ValidatedPack,
} from '../../../src/core';
import { practicePack, practicePackData } from '../../../src/packs';
import { validatePack } from '../../../src/packs/validate';
import { parseHash } from '../../../src/state/router';
import { newShotId } from '../../../src/state/shots/id';
import {
  CALIBRATION_LENGTH,
  PIECE_LENGTH,
  PRINT_PAGES_WARN,
  printPages,
  stickPieces,
} from '../../../src/ui/sheet/print-model';
import { focusParam, parseFocus, tablesHref } from '../../../src/ui/sheet/sheet-focus';
import { bandSpans, casualtyTables, gunRangeRows, sheetModifiers } from '../../../src/ui/sheet/sheet-model';

/** A validated copy of the practice pack with some numbers changed. */
function packWith(patch: (pack: RulePack) => RulePack): ValidatedPack {
  const data = patch(structuredClone(practicePackData) as unknown as RulePack);
  const checked = validatePack(data);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problem.problems));
  return checked.value;
}

describe('gun ranges in the player’s scale', () => {
  it('gives every gun of the pack its three bands, nearest first, from the previous band’s edge', () => {
    const rows = gunRangeRows(practicePack, 'cm');
    expect(rows.map((r) => r.id)).toEqual(practicePack.gunTypes.map((g) => g.id));
    expect(rows[0]?.bands).toEqual([
      { band: 'canister', from: 0, to: 15 },
      { band: 'effective', from: 15, to: 40 },
      { band: 'long', from: 40, to: 75 },
    ]);
  });

  it('reads the inch column for 25/28 mm figures, not a conversion of centimetres', () => {
    expect(gunRangeRows(practicePack, 'in')[0]?.bands.map((b) => b.to)).toEqual([9, 24, 45]);
  });
});

describe('every modifier with its value and clause', () => {
  it('lists the pack’s modifiers and the text’s open-order −2, each with the clause it comes from', () => {
    const list = sheetModifiers(practicePack);
    expect(list.map((m) => [m.code, m.value, m.ruleRef, m.source])).toEqual([
      ['target-formation.column', 1, 'artillery.procedure', 'pack'],
      ['target-formation.square', 2, 'artillery.procedure', 'pack'],
      ['target-formation.skirmish-screen', -3, 'artillery.procedure', 'pack'],
      ['target.open-order', -2, 'open-order.e', 'text'],
      ['target-cavalry.line', 1, 'artillery.procedure', 'pack'],
      ['target-cavalry.column', 2, 'artillery.procedure', 'pack'],
      ['target.battery', -2, 'artillery.procedure', 'pack'],
      ['battery.moved-half', -1, 'artillery.movement', 'pack'],
    ]);
  });

  it('lists a line modifier when a pack gives one, and leaves out what a pack made before cavalry lacks', () => {
    const pack = packWith((p) => {
      const { cavalryFormation: _c, batteryTarget: _b, ...rest } = p.modifiers;
      return { ...p, modifiers: { ...rest, targetFormation: { ...rest.targetFormation, line: 0 } } };
    });
    const codes = sheetModifiers(pack).map((m) => m.code);
    expect(codes).toContain('target-formation.line');
    expect(codes).not.toContain('target-cavalry.line');
    expect(codes).not.toContain('target.battery');
  });

  it('agrees with the engine: every modifier a shot can add is on the sheet with the same value and clause', () => {
    const aims: Aim[] = [
      ...FORMATIONS.map((formation) => ({ arm: 'infantry' as const, formation })),
      ...CAVALRY_FORMATIONS.map((formation) => ({ arm: 'cavalry' as const, formation })),
      { arm: 'artillery' },
    ];
    const sheet = sheetModifiers(practicePack);
    const added = aims.flatMap((aim) => MOVED.flatMap((moved) => collectModifiers(practicePack, aim, moved)));
    expect(added.length).toBeGreaterThan(0);
    for (const m of added) expect(sheet).toContainEqual(m);
    // …and nothing on the sheet that no shot adds.
    for (const m of sheet) expect(added).toContainEqual(m);
  });
});

describe('the casualty table by ammunition and range band', () => {
  it('has one table per ammunition, a row per score and the pack’s figures in each band’s cell', () => {
    const [roundshot, canister] = casualtyTables(practicePack);
    expect(roundshot?.ammo).toBe('roundshot');
    expect(roundshot?.rows.map((r) => r.score)).toEqual([...Array(15).keys()]);
    expect(roundshot?.rows[9]?.cells).toEqual([3, 3, 2]);
    // Canister cannot reach long range: that column is marked impossible and its cells are empty.
    expect(canister?.bands.map((b) => b.possible)).toEqual([true, true, false]);
    expect(canister?.rows[14]?.cells).toEqual([8, 5, undefined]);
  });

  it('covers columns of different lengths and prints half figures as the pack has them', () => {
    const pack = packWith((p) => ({
      ...p,
      table: {
        ...p.table,
        roundshot: {
          canister: [
            { score: -1, casualties: 0 },
            { score: 0, casualties: 0.5 },
          ],
          effective: [{ score: 2, casualties: 1.5 }],
          long: [{ score: 0, casualties: 0 }],
        },
      },
    }));
    const roundshot = casualtyTables(pack)[0];
    expect(roundshot?.rows.map((r) => [r.score, ...r.cells])).toEqual([
      [-1, 0, undefined, undefined],
      [0, 0.5, undefined, 0],
      [1, undefined, undefined, undefined],
      [2, undefined, 1.5, undefined],
    ]);
  });
});

describe('the shot the Fire screen points at', () => {
  it('survives the route: gun, ammunition, band, row, modifiers and pack', () => {
    const focus = {
      gun: '3pdr-horse',
      ammo: 'canister',
      band: 'effective',
      row: 11,
      mods: ['target-formation.column', 'battery.moved-half'],
      pack: { id: 'my-pack', version: 3 },
    } as const;
    expect(parseFocus(focusParam(focus))).toEqual(focus);
    // The Fire screen's link, as the router reads it back from the address bar.
    const route = parseHash(tablesHref(focus));
    expect(route.screen).toBe('tables');
    expect(parseFocus(route.param)).toEqual(focus);
  });

  it('remembers the shot it was opened from, so the Tables view can lead back to it', () => {
    const fromResult = { mods: [], fromFire: true, shot: 'b3c1-42' } as const;
    expect(focusParam(fromResult)).toBe('shot=b3c1-42');
    expect(parseFocus(parseHash(tablesHref(fromResult)).param)).toEqual(fromResult);
    // A shot fired today: its id is its time and a random tail (state/shot-id.ts), with a dot.
    const fired = { mods: [], fromFire: true, shot: newShotId(Date.UTC(2026, 11, 1, 20)) } as const;
    expect(parseFocus(parseHash(tablesHref(fired)).param)).toEqual(fired);
    const beforeRoll = { ammo: 'roundshot', mods: [], fromFire: true } as const;
    expect(parseFocus(focusParam(beforeRoll))).toEqual(beforeRoll);
    // An id that is not one of ours is no shot to go back to.
    expect(parseFocus('ammo=roundshot&shot=<script>')).toEqual({ ammo: 'roundshot', mods: [] });
  });

  it('keeps what a mangled link names correctly and drops the rest', () => {
    expect(parseFocus('ammo=grape&band=long&row=x&mods=target.battery,nonsense')).toEqual({
      band: 'long',
      mods: ['target.battery'],
    });
    expect(parseFocus(undefined)).toBeUndefined();
    expect(parseFocus('print')).toBeUndefined();
  });
});

describe('range sticks at true scale', () => {
  it('cuts a 75 cm stick into pieces that fit across A4 and Letter, ending at the long edge', () => {
    const pieces = stickPieces(bandSpans(practicePack.gunTypes[0]?.ranges ?? ({} as never), 'cm'), 'cm');
    expect(pieces.map((p) => [p.from, p.to])).toEqual([
      [0, 18],
      [18, 36],
      [36, 54],
      [54, 72],
      [72, 75],
    ]);
    // 18 cm fits inside A4's 210 mm less two 12 mm margins (186 mm), and 7 in (177.8 mm) too.
    expect(PIECE_LENGTH.cm * 10).toBeLessThanOrEqual(186);
    expect(PIECE_LENGTH.in * 25.4).toBeLessThanOrEqual(186);
    expect(CALIBRATION_LENGTH).toEqual({ cm: 10, in: 4 });
  });

  it('marks each band where it falls, with its far edge, and ticks every cm (numbered every 5)', () => {
    const [first, second, third] = stickPieces(
      bandSpans(practicePack.gunTypes[0]?.ranges ?? ({} as never), 'cm'),
      'cm',
    );
    expect(first?.segments.map((s) => [s.band, s.at, s.length])).toEqual([
      ['canister', 0, 15],
      ['effective', 15, 3],
    ]);
    expect(first?.edges).toEqual([{ band: 'canister', at: 15, value: 15 }]);
    expect(first?.ticks).toHaveLength(19);
    // 15 is the canister edge: its own bigger number is printed there, not a second one.
    expect(first?.ticks.filter((t) => t.labelled).map((t) => t.value)).toEqual([0, 5, 10]);
    expect(second?.segments.map((s) => s.band)).toEqual(['effective']);
    expect(third?.edges).toEqual([{ band: 'effective', at: 4, value: 40 }]);
  });

  it('ticks every half inch on the inch sticks, numbered every inch, in 7-inch pieces', () => {
    const pieces = stickPieces(bandSpans(practicePack.gunTypes[0]?.ranges ?? ({} as never), 'in'), 'in');
    expect(pieces).toHaveLength(7);
    expect(pieces[6]?.to).toBe(45);
    expect(pieces[1]?.ticks.slice(0, 3).map((t) => [t.at, t.value, t.major])).toEqual([
      [0, 7, true],
      [0.5, 7.5, false],
      [1, 8, true],
    ]);
    expect(pieces[1]?.edges).toEqual([{ band: 'canister', at: 2, value: 9 }]);
  });
});

describe('how many pages a printout makes (asked first beyond 10)', () => {
  const all = { sheet: true, rules: true, sticks: true };
  /** 24 gun types, the practice pack's first three over and over (75, 85 and 95 cm long). */
  const big = packWith((pack) => ({
    ...pack,
    gunTypes: Array.from({ length: 24 }, (_, i) => ({
      ...(pack.gunTypes[i % 3] as RulePack['gunTypes'][number]),
      id: `gun-${i}`,
    })),
  }));

  it('the practice pack: the sheet, two pages of rules and its sticks, on the longer of A4 and Letter', () => {
    // cm: 24 pieces (5+5+6+4+4) → Letter 10 + 12 + 2 = 3 pages; inches: 36 pieces → Letter 4 pages.
    expect(printPages(practicePack, all, 'cm')).toBe(1 + 2 + 3);
    expect(printPages(practicePack, all, 'in')).toBe(1 + 2 + 4);
    expect(printPages(practicePack, { sheet: false, rules: false, sticks: true }, 'in')).toBe(4);
    expect(printPages(practicePack, { sheet: true, rules: false, sticks: false }, 'cm')).toBe(1);
    expect(printPages(practicePack, all, 'in')).toBeLessThanOrEqual(PRINT_PAGES_WARN);
  });

  it('24 gun types: beyond 10 pages, more in inches, and fewer with a part left out', () => {
    // cm: 8 × 16 = 128 pieces → Letter 1 + ⌈118 / 12⌉ = 11; the sheet takes two pages.
    expect(printPages(big, all, 'cm')).toBe(2 + 2 + 11);
    // in: 8 × 24 = 192 pieces → Letter 1 + ⌈182 / 12⌉ = 17.
    expect(printPages(big, all, 'in')).toBe(2 + 2 + 17);
    expect(printPages(big, { sheet: true, rules: true, sticks: false }, 'in')).toBe(4);
    expect(printPages(big, { sheet: false, rules: false, sticks: false }, 'cm')).toBe(0);
  });
});
