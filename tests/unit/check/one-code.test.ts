/**
 * One code per fact (issue 25): figures that are neither whole nor half (1.3) are refused with the
 * same code wherever the player meets them: typed on a unit card, typed in the pack editor's
 * casualty table, or read from a pack file. Each place words the code in its own sentences.
 */
import { describe, expect, it } from 'vitest';
import { cellField, checkPackForm, packFormFromData } from '../../../src/packs/form';
import { validatePack } from '../../../src/packs/validate';
import { parseFigures, UNIT_FORM_ERROR_CODES } from '../../../src/state/units/model';
import { testPack, testPackData } from '../core/helpers';

const NOT_HALF = 'figures.not-half';

describe('a count that is not whole or half figures has one code', () => {
  it('the unit card refuses 1.3 figures with it', () => {
    const read = parseFigures('1.3');
    expect(read.ok ? undefined : read.problem.code).toBe(NOT_HALF);
    expect(UNIT_FORM_ERROR_CODES).toContain(NOT_HALF);
  });

  it('the pack editor flags a casualty cell of 1.3 with it', () => {
    const draft = packFormFromData(testPack);
    draft.table.canister.bands.effective.cells['4'] = '1.3';
    const problems = checkPackForm(draft, { takenIds: [], builtInId: 'practice' }).problems;
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      [cellField('canister', 'effective', 4), NOT_HALF],
    ]);
  });

  it('a pack file whose table holds 1.3 casualties is refused with it', () => {
    const data = structuredClone(testPackData) as unknown as {
      table: { canister: { canister: { casualties?: number }[] } };
    };
    const row = data.table.canister.canister[0];
    if (!row) throw new Error('the test pack has a canister row');
    row.casualties = 1.3;
    const result = validatePack(data);
    expect(result.ok ? [] : result.problem.problems.map((p) => p.code)).toEqual([NOT_HALF]);
  });
});
