/**
 * The editor's model: what a player types becomes pack data checked by the one validator, each
 * problem lands on the field (or table cell) it belongs to, and an edited pack changes the next
 * resolution exactly as its numbers say (artillery.procedure: 2D6 + modifiers, read the table).
 */
import { describe, expect, it } from 'vitest';
import { resolveFire } from '../../../src/core/fire';
import type { RulePack, ValidatedPack } from '../../../src/core/pack';
import { practicePack } from '../../../src/packs';
import {
  cellField,
  checkPackForm,
  clampSpan,
  copyPackForm,
  dataFromPackForm,
  fillOtherScale,
  type PackForm,
  type PackFormContext,
  packFormFromData,
  readFigures,
  readNumber,
  tidyFigures,
  toggleHalf,
} from '../../../src/packs/form';
import { PACK_LIMITS, validatePack } from '../../../src/packs/validate';
import { shot, testPack, testPackData } from '../core/helpers';

const context: PackFormContext = { takenIds: [], builtInId: 'practice' };

function sound(draft: PackForm, ctx: PackFormContext = context): ValidatedPack {
  const check = checkPackForm(draft, ctx);
  if (!check.pack) throw new Error(`problems: ${JSON.stringify(check.problems)}`);
  return check.pack;
}

const fields = (draft: PackForm, ctx: PackFormContext = context) =>
  checkPackForm(draft, ctx).problems.map((p) => [p.field, p.code]);

type Rows = readonly { score: number; casualties?: unknown }[];
/** The rows a draft would store for one column. */
const rowsOf = (draft: PackForm, ammo: 'roundshot' | 'canister', band: 'canister' | 'effective' | 'long') =>
  (dataFromPackForm(draft) as { table: Record<string, Record<string, Rows>> }).table[ammo]?.[band];

/** A pack with the cavalry and battery modifiers and a half figure in its table. */
const newerData = {
  ...testPackData,
  modifiers: {
    ...testPackData.modifiers,
    cavalryFormation: { line: -1, column: 1 },
    batteryTarget: -2,
  },
  table: {
    ...testPackData.table,
    roundshot: {
      ...testPackData.table.roundshot,
      long: testPackData.table.roundshot.long?.map((row) =>
        row.score === 7 ? { score: 7, casualties: 1.5 } : row,
      ),
    },
  },
};
/**
 * Whether the validator in this checkout already takes the newer fields and halves (issue 15's
 * engine part, built in parallel): the tests that need a sound pack with them run once it does.
 */
const validatorTakesNewer = validatePack(newerData).ok;

describe('the cavalry and battery modifiers (target-cavalry.line, target-cavalry.column, target.battery)', () => {
  it('are read into the editor and written back as typed; empty means none, and is left out', () => {
    const draft = packFormFromData(newerData);
    expect(draft.cavalry).toEqual({ line: '−1', column: '+1' });
    expect(draft.batteryTarget).toBe('−2');
    expect((dataFromPackForm(draft) as RulePack).modifiers).toEqual(newerData.modifiers);
    draft.cavalry.column = '';
    draft.batteryTarget = ' ';
    expect((dataFromPackForm(draft) as RulePack).modifiers).toEqual({
      ...testPackData.modifiers,
      cavalryFormation: { line: -1 },
    });
  });

  it('a pack made before them opens with them empty and is written back without them', () => {
    const draft = packFormFromData(testPack);
    expect(draft.cavalry).toEqual({ line: '', column: '' });
    expect(draft.batteryTarget).toBe('');
    expect((dataFromPackForm(draft) as RulePack).modifiers).toEqual(testPackData.modifiers);
  });

  it('a value that is not a number is flagged on its own field', () => {
    const draft = packFormFromData(testPack);
    draft.batteryTarget = '−x';
    expect(fields(draft).map(([field]) => field)).toContain('modifiers.batteryTarget');
  });

  it.skipIf(!validatorTakesNewer)('a pack with them is sound and reads back the same', () => {
    const pack = validatePack(newerData);
    if (!pack.ok) throw new Error('fixture');
    expect(sound(packFormFromData(pack.value))).toEqual(pack.value);
  });
});

describe('a pack, opened in the editor and saved unchanged, is the same pack', () => {
  it.each([
    ['the test pack', testPack],
    ['the practice pack', practicePack],
  ])('%s', (_, pack) => {
    // The practice id is reserved for the built-in pack, so check it as if it were another.
    const ctx = { takenIds: [], builtInId: pack.id === 'practice' ? '-' : 'practice' };
    expect(sound(packFormFromData(pack), ctx)).toEqual(pack);
  });
});

describe('an edited pack changes the next resolution exactly as its numbers say', () => {
  // The test pack's roundshot, effective range, dice 3 + 4 = 7 at the Austrian line (no modifier): 2 figures.
  const before = resolveFire(shot(), testPack);

  it('a casualty cell: score 7 now kills 5 instead of 2', () => {
    expect(before.legal && before.chain.cell).toMatchObject({ row: 7, casualties: 2 });
    const draft = packFormFromData(testPack);
    draft.table.roundshot.bands.effective.cells['7'] = '5';
    // 5 at score 7 would exceed later rows (4 at 10): raise the rest so a better score never kills fewer.
    for (const score of [8, 9, 10, 11, 12]) draft.table.roundshot.bands.effective.cells[String(score)] = '5';
    const edited = sound(draft);
    const after = resolveFire(shot(), edited);
    expect(after.legal).toBe(true);
    if (!after.legal) return;
    expect(after.chain.cell).toMatchObject({ ammo: 'roundshot', band: 'effective', row: 7, casualties: 5 });
    expect(after.chain.allocation.line).toBe(5);
  });

  it('a formation modifier: column +1 becomes +3, and the score read moves two rows down the table', () => {
    const draft = packFormFromData(testPack);
    draft.formations.column = '+3';
    const edited = sound(draft);
    const atColumn = shot({ target: { formation: 'column' } });
    const was = resolveFire(atColumn, testPack);
    const now = resolveFire(atColumn, edited);
    if (!was.legal || !now.legal) throw new Error('refused');
    expect(was.chain.modifiedScore).toBe(8);
    expect(now.chain.modifiedScore).toBe(10);
    expect(now.chain.modifiers).toContainEqual(
      expect.objectContaining({ code: 'target-formation.column', value: 3, source: 'pack' }),
    );
    // The test pack's roundshot effective column at 10: 4 figures.
    expect(now.chain.cell.casualties).toBe(4);
  });

  it('the half-move penalty typed with a real minus sign (−2) is read as −2 (artillery.movement)', () => {
    const draft = packFormFromData(testPack);
    draft.movedHalf = '−2';
    const now = resolveFire(shot({ movement: { moved: 'half' } }), sound(draft));
    if (!now.legal) throw new Error('refused');
    expect(now.chain.modifiedScore).toBe(5);
  });

  it('a gun range: effective range shortened from 30 cm to 20 cm makes a 25 cm shot long range', () => {
    const draft = packFormFromData(testPack);
    const gun = draft.guns[0];
    if (!gun) throw new Error('no gun');
    gun.ranges.effective.cm = '20';
    const measured = shot({ range: { distance: 25, scale: 'cm' } });
    const was = resolveFire(measured, testPack);
    const now = resolveFire(measured, sound(draft));
    if (!was.legal || !now.legal) throw new Error('refused');
    expect(was.chain.range.band).toBe('effective');
    expect(now.chain.range.band).toBe('long');
  });

  it('a column marked "cannot fire" refuses that ammunition at that band', () => {
    const draft = packFormFromData(testPack);
    draft.table.roundshot.bands.long.used = false;
    const now = resolveFire(shot({ range: { band: 'long' } }), sound(draft));
    expect(now.legal).toBe(false);
    if (!now.legal) expect(now.refusals.map((r) => r.code)).toContain('table.no-column');
  });
});

describe('validation as you type: every problem on its own field', () => {
  // Issue 15: halves are figures now, so a cell that is not a number says what a cell may hold
  // (whole or half figures) in the editor's words, once, instead of the validator's "must be a whole number".
  it('a cell that is not figures is flagged on that cell, by its score, once', () => {
    const draft = packFormFromData(testPack);
    draft.table.canister.bands.canister.cells['6'] = 'x';
    expect(fields(draft)).toEqual([[cellField('canister', 'canister', 6), 'figures.not-half']]);
  });

  it.each(['1.3', '2,25', '1¼', '1/3', '2x', '1 ½ 2'])('%j is neither whole nor half figures', (text) => {
    const draft = packFormFromData(testPack);
    draft.table.roundshot.bands.long.cells['9'] = text;
    expect(fields(draft)).toEqual([[cellField('roundshot', 'long', 9), 'figures.not-half']]);
  });

  it.each([
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['1 1/2', 1.5],
    ['½', 0.5],
    ['1/2', 0.5],
    ['0,5', 0.5],
    ['12½', 12.5],
    ['3', 3],
  ])('a half typed as %j is stored as %j, with no problem of the editor’s own', (text, value) => {
    const draft = packFormFromData(testPack);
    draft.table.roundshot.bands.long.cells['12'] = text;
    expect(rowsOf(draft, 'roundshot', 'long')?.find((row) => row.score === 12)?.casualties).toBe(value);
    expect(fields(draft).filter(([, code]) => code === 'figures.not-half')).toEqual([]);
  });

  it('a stored half is shown back in its cell as 1½ (and half a figure alone as ½)', () => {
    const draft = packFormFromData({
      ...testPackData,
      table: {
        ...testPackData.table,
        canister: {
          ...testPackData.table.canister,
          effective: [
            { score: 2, casualties: 0.5 },
            { score: 3, casualties: 1.5 },
          ],
        },
      },
    });
    expect(draft.table.canister.bands.effective.cells).toEqual({ '2': '½', '3': '1½' });
  });

  it.skipIf(!validatorTakesNewer)('a table with halves is a sound pack, and reads back the same', () => {
    const draft = packFormFromData(testPack);
    draft.table.roundshot.bands.long.cells['7'] = '1,5';
    const pack = sound(draft);
    expect(pack.table.roundshot.long?.find((row) => row.score === 7)?.casualties).toBe(1.5);
    expect(sound(packFormFromData(pack))).toEqual(pack);
  });

  it('the half-move penalty must be below 0: the text calls it a negative modifier (artillery.movement)', () => {
    for (const text of ['0', '1', '+2']) {
      const draft = packFormFromData(testPack);
      draft.movedHalf = text;
      expect(fields(draft)).toEqual([['modifiers.movedHalf', 'modifier.not-negative']]);
      expect(checkPackForm(draft, context).pack).toBeUndefined();
    }
    const draft = packFormFromData(testPack);
    draft.movedHalf = '−2';
    expect(fields(draft)).toEqual([]);
  });

  it('the half-move penalty is shown as the negative number it is, with a real minus', () => {
    expect(packFormFromData(testPack).movedHalf).toBe('−1');
    expect(packFormFromData(testPack).formations).toMatchObject({ column: '+1', square: '+2', line: '' });
  });

  it('problems are listed top to bottom as the form reads, the editor’s own among the validator’s', () => {
    const draft = packFormFromData(testPack);
    draft.table.roundshot.bands.effective.cells['9'] = '1'; // the validator's: fewer than score 8
    draft.table.roundshot.bands.canister.cells['4'] = 'x'; // the editor's own, one column earlier
    draft.movedHalf = '1'; // the editor's own, above the table
    draft.name.en = ''; // the validator's, at the top
    expect(fields(draft)).toEqual([
      ['name.en', 'string.empty'],
      ['modifiers.movedHalf', 'modifier.not-negative'],
      [cellField('roundshot', 'canister', 4), 'figures.not-half'],
      [cellField('roundshot', 'effective', 9), 'casualties.decreasing'],
    ]);
  });

  it('an empty cell inside a column says "fill this in"; empty cells at either end are left out', () => {
    const draft = packFormFromData(testPack);
    draft.table.roundshot.bands.effective.cells['5'] = '';
    expect(fields(draft)).toEqual([[cellField('roundshot', 'effective', 5), 'key.missing']]);
    const trimmed = packFormFromData(testPack);
    trimmed.table.roundshot.bands.effective.cells['2'] = '';
    trimmed.table.roundshot.bands.effective.cells['12'] = '';
    const pack = sound(trimmed);
    expect(pack.table.roundshot.effective?.map((row) => row.score)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('a cell lower than the one above it is flagged where the player typed it', () => {
    const draft = packFormFromData(testPack);
    // Score 8 kills 3; typing 1 at score 9 is flagged on score 9.
    draft.table.roundshot.bands.effective.cells['9'] = '1';
    expect(fields(draft)).toEqual([[cellField('roundshot', 'effective', 9), 'casualties.decreasing']]);
  });

  it('a column that can fire but is empty is flagged on the column', () => {
    const draft = packFormFromData(testPack);
    for (const key of Object.keys(draft.table.canister.bands.effective.cells))
      draft.table.canister.bands.effective.cells[key] = '';
    expect(fields(draft)).toEqual([['table.canister.effective', 'array.empty']]);
  });

  it('ranges that do not increase, and an empty distance, are flagged on their inputs', () => {
    const draft = packFormFromData(testPack);
    const gun = draft.guns[1];
    if (!gun) throw new Error('no gun');
    gun.ranges.long.in = '10';
    gun.ranges.canister.cm = '';
    expect(fields(draft)).toEqual([
      ['gunTypes[1].ranges.canister.cm', 'key.missing'],
      ['gunTypes[1].ranges.long.in', 'range.not-increasing'],
    ]);
  });

  it('no battery kind ticked is flagged on the battery kinds', () => {
    const draft = packFormFromData(testPack);
    const gun = draft.guns[0];
    if (!gun) throw new Error('no gun');
    gun.foot = false;
    gun.horse = false;
    expect(fields(draft)).toEqual([['gunTypes[0].batteryKinds', 'array.empty']]);
  });

  it('an id already used on this phone, or the practice pack’s, cannot be saved as a ready pack', () => {
    const draft = packFormFromData(testPack);
    expect(fields(draft, { takenIds: ['test'], builtInId: 'practice' })).toEqual([['id', 'id-taken']]);
    draft.id = 'practice';
    expect(fields(draft)).toEqual([['id', 'id-built-in']]);
    expect(checkPackForm(draft, context).pack).toBeUndefined();
  });

  it('an empty source is flagged: a copy of the practice pack must say where its numbers come from', () => {
    const copy = copyPackForm(practicePack, { id: 'mine', name: { en: 'Mine', ru: 'Мой' } });
    expect(copy.official).toBe(false);
    expect(fields(copy)).toEqual([
      ['source.en', 'string.empty'],
      ['source.ru', 'string.empty'],
    ]);
  });

  it('a broken draft survives storage: reading its data back gives the same draft', () => {
    const draft = packFormFromData(testPack);
    draft.table.roundshot.bands.effective.cells['5'] = 'x';
    draft.table.roundshot.bands.effective.cells['6'] = '';
    draft.movedHalf = '';
    const again = packFormFromData(JSON.parse(JSON.stringify(dataFromPackForm(draft))));
    expect(dataFromPackForm(again)).toEqual(dataFromPackForm(draft));
    expect(again.table.roundshot.bands.effective.cells['5']).toBe('x');
  });

  it('anything at all can be opened as a draft without throwing', () => {
    for (const junk of [null, 42, 'pack', [], { gunTypes: 'x', table: { roundshot: [1] } }]) {
      expect(() => checkPackForm(packFormFromData(junk), context)).not.toThrow();
    }
  });
});

describe('typing numbers on a phone', () => {
  it.each([
    ['3', 3],
    ['+1', 1],
    ['-2', -2],
    ['−2', -2],
    ['12,5', 12.5],
    [' 7 ', 7],
    ['', undefined],
    ['7a', '7a'],
  ])('%j reads as %j', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });

  it.each([
    ['2', 2],
    ['2.5', 2.5],
    ['2,5', 2.5],
    [',5', 0.5],
    ['2½', 2.5],
    ['2 1/2', 2.5],
    ['-1', -1],
    ['', undefined],
    ['21/2', '21/2'],
    ['2½½', '2½½'],
  ])('casualties typed as %j read as %j', (text, value) => {
    expect(readFigures(text)).toBe(value);
  });

  it('a cell left is tidied to how players write figures; anything else is left as typed', () => {
    expect(['1.5', '1,5', '1 1/2', '0.5', '2.0', '3'].map(tidyFigures)).toEqual([
      '1½',
      '1½',
      '1½',
      '½',
      '2',
      '3',
    ]);
    expect(['1.3', 'x', '-1', ''].map(tidyFigures)).toEqual(['1.3', 'x', '-1', '']);
  });

  it('the ½ key adds half a figure, and pressed again takes it away', () => {
    expect(['', '1', '12', '1,5', '1½', '½', 'x'].map(toggleHalf)).toEqual([
      '½',
      '1½',
      '12½',
      '1',
      '1',
      '',
      'x½',
    ]);
  });

  it('filling the other scale uses the text’s 10 cm = 6″ pairing, and only fills empty fields', () => {
    const draft = packFormFromData(testPack);
    const gun = draft.guns[0];
    if (!gun) throw new Error('no gun');
    gun.ranges.canister.in = '';
    gun.ranges.effective.cm = '';
    gun.ranges.long.in = '40';
    const filled = fillOtherScale(gun);
    expect(filled.ranges.canister.in).toBe('6'); // 10 cm → 6"
    expect(filled.ranges.effective.cm).toBe('30'); // 18" → 30 cm
    expect(filled.ranges.long.in).toBe('40'); // typed: kept
  });

  it('the score span stays within the pack limits and the row limit', () => {
    expect(clampSpan(-100, 100)).toEqual({
      first: PACK_LIMITS.scoreMin,
      last: PACK_LIMITS.scoreMin + PACK_LIMITS.rows - 1,
    });
    expect(clampSpan(5, 3)).toEqual({ first: 5, last: 5 });
  });
});
