/**
 * The readers a rule pack is built with (src/check/parse.ts) report the kit's codes less those they
 * never report: their list is derived from the kit's, so it cannot drift from it by hand, and these
 * tests hold it to what the readers do. Every code on the list is one a player can meet in a pack
 * (an input below gets exactly it), and no input, however odd, gets a code off the list (a pack's
 * words would have no sentence for it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boolean,
  closedSet,
  distance,
  halfFigures,
  integer,
  PARSE_PROBLEM_CODES,
  type ParseProblemCode,
  readList,
  readText,
  record,
} from '../../../src/check/parse';
import type { Problem } from '../../../src/check/problem';

type Sink = Problem<ParseProblemCode>[];
type Reader = (problems: Sink, value: unknown) => void;

/** Every reader, with the limits a pack gives it. */
const READERS: Readonly<Record<string, Reader>> = {
  record: (problems, value) => record(problems, value, '', ['id', 'name'], ['source']),
  readList: (problems, value) => readList(problems, value, 'gunTypes', 3),
  readText: (problems, value) => readText(problems, value, 'name.en', 5),
  boolean: (problems, value) => boolean(problems, value, 'horse'),
  integer: (problems, value) => integer(problems, value, 'version', 1, 9),
  halfFigures: (problems, value) => halfFigures(problems, value, 'casualties', 9),
  distance: (problems, value) => distance(problems, value, 'ranges.long.cm', 90),
  closedSet: (problems, value) => closedSet(problems, value, 'ammo', ['roundshot', 'canister']),
};

const codesOf = (reader: Reader, value: unknown): string[] => {
  const problems: Sink = [];
  reader(problems, value);
  return problems.map((p) => p.code);
};

// For each code the readers report: a reader and a value a pack might hold that gets that code alone.
const EVERY_CODE: Readonly<Record<ParseProblemCode, readonly [keyof typeof READERS, unknown]>> = {
  'type.object': ['record', ['id', 'name']],
  'type.array': ['readList', '6pdr'],
  'type.string': ['readText', 6],
  'type.number': ['distance', '90'],
  'type.integer': ['integer', 1.5],
  'type.boolean': ['boolean', 'yes'],
  'key.unknown': ['record', { id: 'a', name: 'b', colour: 'red' }],
  'key.missing': ['record', { id: 'a' }],
  'string.empty': ['readText', '   '],
  'string.too-long': ['readText', 'Licorne'],
  'value.unknown': ['closedSet', ['shrapnel']],
  'value.duplicate': ['closedSet', ['canister', 'canister']],
  'number.out-of-range': ['integer', 10],
  'figures.not-half': ['halfFigures', 1.3],
  'array.empty': ['readList', []],
  'array.too-long': ['readList', [1, 2, 3, 4]],
};

describe('the pack readers’ codes', () => {
  it('are the ones the readers report: each has a value that gets it, and none is left without one', () => {
    expect(Object.keys(EVERY_CODE).sort()).toEqual([...PARSE_PROBLEM_CODES].sort());
    for (const [code, [reader, value]] of Object.entries(EVERY_CODE)) {
      expect(codesOf(READERS[reader] as Reader, value), code).toEqual([code]);
    }
  });

  it('a prototype key in a pack is a key the pack does not have', () => {
    const value = JSON.parse('{"id":"a","name":"b","__proto__":{"x":1}}');
    expect(codesOf(READERS.record as Reader, value)).toEqual(['key.unknown']);
  });

  it('no value gets a code off the list: a blank or short text, an empty or short list, any JSON', () => {
    const listed = new Set<string>(PARSE_PROBLEM_CODES);
    const odd = fc.constantFrom<unknown>(
      '',
      ' ',
      [],
      [undefined],
      {},
      JSON.parse('{"__proto__":1,"constructor":2}'),
      'x'.repeat(100),
      Number.NaN,
      -0,
      Number.POSITIVE_INFINITY,
    );
    const any = fc.anything({
      key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'id', 'name', 'source')),
      withNullPrototype: true,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withSparseArray: true,
    });
    fc.assert(
      fc.property(fc.oneof(odd, any), (value) => {
        for (const reader of Object.values(READERS)) {
          for (const code of codesOf(reader, value)) expect(listed.has(code), code).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
