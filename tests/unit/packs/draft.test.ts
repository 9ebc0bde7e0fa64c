/**
 * The editor's model: what a player types becomes pack data checked by the one validator, each
 * problem lands on the field (or table cell) it belongs to, and an edited pack changes the next
 * resolution exactly as its numbers say (artillery.procedure: 2D6 + modifiers, read the table).
 */
import { describe, expect, it } from 'vitest';
import { resolveFire } from '../../../src/core/fire';
import type { ValidatedPack } from '../../../src/core/pack';
import { practicePack } from '../../../src/packs';
import {
  cellField,
  checkDraft,
  clampSpan,
  copyDraft,
  type DraftContext,
  dataFromDraft,
  draftFromData,
  fillOtherScale,
  type PackDraft,
  readNumber,
} from '../../../src/packs/draft';
import { PACK_LIMITS } from '../../../src/packs/validate';
import { shot, testPack } from '../core/helpers';

const context: DraftContext = { takenIds: [], builtInId: 'practice' };

function sound(draft: PackDraft, ctx: DraftContext = context): ValidatedPack {
  const check = checkDraft(draft, ctx);
  if (!check.pack) throw new Error(`problems: ${JSON.stringify(check.problems)}`);
  return check.pack;
}

const fields = (draft: PackDraft, ctx: DraftContext = context) =>
  checkDraft(draft, ctx).problems.map((p) => [p.field, p.code]);

describe('a pack, opened in the editor and saved unchanged, is the same pack', () => {
  it.each([
    ['the test pack', testPack],
    ['the practice pack', practicePack],
  ])('%s', (_, pack) => {
    // The practice id is reserved for the built-in pack, so check it as if it were another.
    const ctx = { takenIds: [], builtInId: pack.id === 'practice' ? '-' : 'practice' };
    expect(sound(draftFromData(pack), ctx)).toEqual(pack);
  });
});

describe('an edited pack changes the next resolution exactly as its numbers say', () => {
  // The test pack's roundshot, effective range, dice 3 + 4 = 7 at the Austrian line (no modifier): 2 figures.
  const before = resolveFire(shot(), testPack);

  it('a casualty cell: score 7 now kills 5 instead of 2', () => {
    expect(before.legal && before.chain.cell).toMatchObject({ row: 7, casualties: 2 });
    const draft = draftFromData(testPack);
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
    const draft = draftFromData(testPack);
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
    const draft = draftFromData(testPack);
    draft.movedHalf = '−2';
    const now = resolveFire(shot({ movement: { moved: 'half' } }), sound(draft));
    if (!now.legal) throw new Error('refused');
    expect(now.chain.modifiedScore).toBe(5);
  });

  it('a gun range: effective range shortened from 30 cm to 20 cm makes a 25 cm shot long range', () => {
    const draft = draftFromData(testPack);
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
    const draft = draftFromData(testPack);
    draft.table.roundshot.bands.long.used = false;
    const now = resolveFire(shot({ range: { band: 'long' } }), sound(draft));
    expect(now.legal).toBe(false);
    if (!now.legal) expect(now.refusals.map((r) => r.code)).toContain('table.no-column');
  });
});

describe('validation as you type: every problem on its own field', () => {
  it('a cell that is not a number is flagged on that cell, by its score', () => {
    const draft = draftFromData(testPack);
    draft.table.canister.bands.canister.cells['6'] = 'x';
    expect(fields(draft)).toEqual([[cellField('canister', 'canister', 6), 'type.integer']]);
  });

  it('half a figure is refused: the engine removes whole figures', () => {
    const draft = draftFromData(testPack);
    draft.table.roundshot.bands.long.cells['9'] = '2,5';
    expect(fields(draft)).toEqual([[cellField('roundshot', 'long', 9), 'type.integer']]);
  });

  it('an empty cell inside a column says "fill this in"; empty cells at either end are left out', () => {
    const draft = draftFromData(testPack);
    draft.table.roundshot.bands.effective.cells['5'] = '';
    expect(fields(draft)).toEqual([[cellField('roundshot', 'effective', 5), 'empty']]);
    const trimmed = draftFromData(testPack);
    trimmed.table.roundshot.bands.effective.cells['2'] = '';
    trimmed.table.roundshot.bands.effective.cells['12'] = '';
    const pack = sound(trimmed);
    expect(pack.table.roundshot.effective?.map((row) => row.score)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('a cell lower than the one above it is flagged where the player typed it', () => {
    const draft = draftFromData(testPack);
    // Score 8 kills 3; typing 1 at score 9 is flagged on score 9.
    draft.table.roundshot.bands.effective.cells['9'] = '1';
    expect(fields(draft)).toEqual([[cellField('roundshot', 'effective', 9), 'casualties.decreasing']]);
  });

  it('a column that can fire but is empty is flagged on the column', () => {
    const draft = draftFromData(testPack);
    for (const key of Object.keys(draft.table.canister.bands.effective.cells))
      draft.table.canister.bands.effective.cells[key] = '';
    expect(fields(draft)).toEqual([['table.canister.effective', 'array.empty']]);
  });

  it('ranges that do not increase, and an empty distance, are flagged on their inputs', () => {
    const draft = draftFromData(testPack);
    const gun = draft.guns[1];
    if (!gun) throw new Error('no gun');
    gun.ranges.long.in = '10';
    gun.ranges.canister.cm = '';
    expect(fields(draft)).toEqual([
      ['gunTypes[1].ranges.canister.cm', 'empty'],
      ['gunTypes[1].ranges.long.in', 'range.not-increasing'],
    ]);
  });

  it('no battery kind ticked is flagged on the battery kinds', () => {
    const draft = draftFromData(testPack);
    const gun = draft.guns[0];
    if (!gun) throw new Error('no gun');
    gun.foot = false;
    gun.horse = false;
    expect(fields(draft)).toEqual([['gunTypes[0].batteryKinds', 'array.empty']]);
  });

  it('an id already used on this phone, or the practice pack’s, cannot be saved as a ready pack', () => {
    const draft = draftFromData(testPack);
    expect(fields(draft, { takenIds: ['test'], builtInId: 'practice' })).toEqual([['id', 'id-taken']]);
    draft.id = 'practice';
    expect(fields(draft)).toEqual([['id', 'id-built-in']]);
    expect(checkDraft(draft, context).pack).toBeUndefined();
  });

  it('an empty source is flagged: a copy of the practice pack must say where its numbers come from', () => {
    const copy = copyDraft(practicePack, { id: 'mine', nameEn: 'Mine', nameRu: 'Мой' });
    expect(copy.official).toBe(false);
    expect(fields(copy)).toEqual([
      ['source.en', 'string.empty'],
      ['source.ru', 'string.empty'],
    ]);
  });

  it('a broken draft survives storage: reading its data back gives the same draft', () => {
    const draft = draftFromData(testPack);
    draft.table.roundshot.bands.effective.cells['5'] = 'x';
    draft.table.roundshot.bands.effective.cells['6'] = '';
    draft.movedHalf = '';
    const again = draftFromData(JSON.parse(JSON.stringify(dataFromDraft(draft))));
    expect(dataFromDraft(again)).toEqual(dataFromDraft(draft));
    expect(again.table.roundshot.bands.effective.cells['5']).toBe('x');
  });

  it('anything at all can be opened as a draft without throwing', () => {
    for (const junk of [null, 42, 'pack', [], { gunTypes: 'x', table: { roundshot: [1] } }]) {
      expect(() => checkDraft(draftFromData(junk), context)).not.toThrow();
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

  it('filling the other scale uses the text’s 10 cm = 6″ pairing, and only fills empty fields', () => {
    const draft = draftFromData(testPack);
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
