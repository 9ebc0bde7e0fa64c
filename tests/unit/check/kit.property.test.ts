/**
 * The one checker, first problem or every problem (issue 25), over many records: each field a
 * record breaks is reported once, where it was broken, with its code; stopping at the first
 * reports the first of those; a sound record has none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bool, halves, int, list, object, oneOf, text } from '../../../src/check/kit';
import type { Problem } from '../../../src/check/problem';

const card = object({
  name: text(1, 20),
  kind: oneOf(['foot', 'horse']),
  figures: halves(0, 48),
  guns: list(int(1, 12), 4, 1),
  limbered: bool,
});

// Per field: a sound value, and a broken one with the code it must be reported with.
const FIELDS = {
  name: {
    sound: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
    bad: ['', 'string.empty'],
  },
  kind: { sound: fc.constantFrom('foot', 'horse'), bad: ['dragoon', 'value.unknown'] },
  figures: { sound: fc.integer({ min: 0, max: 96 }).map((n) => n / 2), bad: [1.3, 'figures.not-half'] },
  guns: {
    sound: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }),
    bad: [[], 'array.empty'],
  },
  limbered: { sound: fc.boolean(), bad: ['yes', 'type.boolean'] },
} as const;
type Field = keyof typeof FIELDS;
const NAMES = Object.keys(FIELDS) as Field[];

const record = fc.record({
  name: FIELDS.name.sound,
  kind: FIELDS.kind.sound,
  figures: FIELDS.figures.sound,
  guns: FIELDS.guns.sound,
  limbered: FIELDS.limbered.sound,
});

describe('first problem or every problem, over many records', () => {
  it('reports exactly the fields that were broken, in order, and the first of them when stopping', () => {
    fc.assert(
      fc.property(record, fc.subarray(NAMES), (sound, broken) => {
        const value: Record<string, unknown> = { ...sound };
        for (const name of broken) value[name] = FIELDS[name].bad[0];
        const expected = NAMES.filter((name) => broken.includes(name)).map((name) => [
          `units[1].${name}`,
          FIELDS[name].bad[1],
        ]);
        const every: Problem<string>[] = [];
        const first = card(value, 'units[1]', every);
        expect(every.map((p) => [p.path, p.code])).toEqual(expected);
        const stopped = card(value, 'units[1]');
        expect(stopped ? [stopped.path, stopped.code] : undefined).toEqual(expected[0]);
        expect(first).toEqual(stopped);
      }),
      { numRuns: 300 },
    );
  });
});
