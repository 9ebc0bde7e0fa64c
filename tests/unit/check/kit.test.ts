/**
 * The one checker (issue 25): the same check stops at the first problem (a backup record is
 * refused on the first thing wrong) or, given a list, reports every problem (a rule pack shows the
 * player all that is wrong at once); the backup's edge words the kit's codes as `field.*`.
 */
import { describe, expect, it } from 'vitest';
import * as fields from '../../../src/check/fields';
import { halves, int, list, members, object, text } from '../../../src/check/kit';
import type { Problem } from '../../../src/check/problem';

const battery = object({
  name: text(1, 10),
  figures: halves(0, 48),
  guns: list(int(1, 12), 4, 1),
});
// Three things wrong: a blank name, 60 figures (more than 48), a gun count of 0.
const broken = { name: '  ', figures: 60, guns: [2, 0] };

describe('one check, first problem or every problem', () => {
  it('without a list it stops at the first problem', () => {
    expect(battery(broken, 'units[0]')).toEqual({ path: 'units[0].name', code: 'string.empty' });
  });

  it('with a list it reports every problem, in order, with the limits for the message', () => {
    const every: Problem<string>[] = [];
    const first = battery(broken, 'units[0]', every);
    expect(every).toEqual([
      { path: 'units[0].name', code: 'string.empty' },
      { path: 'units[0].figures', code: 'number.out-of-range', params: { min: 0, max: 48 } },
      { path: 'units[0].guns[1]', code: 'number.out-of-range', params: { min: 1, max: 12 } },
    ]);
    expect(first).toEqual(every[0]);
  });

  it('a sound value has no problem either way', () => {
    const every: Problem<string>[] = [];
    expect(battery({ name: 'Foot', figures: 23.5, guns: [6] }, '', every)).toBeUndefined();
    expect(every).toEqual([]);
  });

  it('an empty list is reported and, collecting, the rest is still checked', () => {
    const every: Problem<string>[] = [];
    battery({ name: 'Foot', figures: 1.3, guns: [] }, '', every);
    expect(every.map((p) => [p.path, p.code])).toEqual([
      ['figures', 'figures.not-half'],
      ['guns', 'array.empty'],
    ]);
  });

  it('a closed set names each unknown and repeated entry', () => {
    const every: Problem<string>[] = [];
    members(['cm', 'in', 'mm'])(['cm', 'yd', 'cm'], 'scales', every);
    expect(every).toEqual([
      { path: 'scales[1]', code: 'value.unknown' },
      { path: 'scales[2]', code: 'value.duplicate' },
    ]);
  });

  it('text length counts what a player sees by default, UTF-16 units when asked', () => {
    const flags = '🇫🇷🇫🇷'; // 4 code points, 8 UTF-16 units
    expect(text(1, 4)(flags, 'name')).toBeUndefined();
    expect(text(1, 4, { count: 'utf16' })(flags, 'name')).toEqual({
      path: 'name',
      code: 'string.too-long',
      params: { max: 4 },
    });
  });
});

describe("the backup's edge", () => {
  it('words the same problems as field.* codes, without the params', () => {
    const record = fields.object({ name: fields.text(1, 10), figures: fields.halves(0, 48) });
    expect(record({ name: 'Foot', figures: 60 }, 'units[3]')).toEqual({
      path: 'units[3].figures',
      code: 'field.range',
    });
    expect(record({ name: 'Foot', figures: 2, extra: 1 }, 'units[3]')).toEqual({
      path: 'units[3].extra',
      code: 'field.unexpected',
    });
    expect(record(JSON.parse('{"__proto__":{},"name":"Foot","figures":2}'), '')).toEqual({
      path: '__proto__',
      code: 'field.forbidden-key',
    });
    expect(record({ name: 'Foot' }, '')).toEqual({ path: 'figures', code: 'field.missing' });
    expect(record({ name: 'Foot', figures: 1.3 }, '')).toEqual({ path: 'figures', code: 'field.type' });
  });

  it('a stored count finer than a half is a wrong type whatever its size; a pack names the range first', () => {
    expect(fields.halves(0, 48)(60.3, 'figures')).toEqual({ path: 'figures', code: 'field.type' });
    expect(fields.halves(0, 48)(60, 'figures')).toEqual({ path: 'figures', code: 'field.range' });
    expect(halves(0, 48)(60.3, 'figures')?.code).toBe('number.out-of-range');
  });
});
