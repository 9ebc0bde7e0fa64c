import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PackProblem, validatePack } from '../../../src/packs/validate';
import { testPackData } from '../core/helpers';

type Json = Record<string, unknown> | unknown[];

/** A fresh, mutable copy of the test pack. */
const fresh = (): Record<string, unknown> =>
  structuredClone(testPackData) as unknown as Record<string, unknown>;

/** Follow a path like `gunTypes[1].ranges.effective` to its parent and key. */
function locate(root: Json, path: string): [Json, string] {
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  const last = keys.pop() ?? '';
  let node: unknown = root;
  for (const key of keys) node = (node as Record<string, unknown>)[key];
  return [node as Json, last];
}

function set(pack: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [parent, key] = locate(pack, path);
  (parent as Record<string, unknown>)[key] = value;
  return pack;
}

function remove(pack: Record<string, unknown>, path: string): Record<string, unknown> {
  const [parent, key] = locate(pack, path);
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return pack;
}

interface BrokenPack {
  name: string;
  input: () => unknown;
  problems: Pick<PackProblem, 'path' | 'code'>[];
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ score: i, casualties: 0 }));

const broken: BrokenPack[] = [
  { name: 'not an object', input: () => 'pack', problems: [{ path: '', code: 'type.object' }] },
  {
    name: 'unknown top-level key',
    input: () => set(fresh(), 'colour', 'red'),
    problems: [{ path: 'colour', code: 'key.unknown' }],
  },
  { name: 'missing id', input: () => remove(fresh(), 'id'), problems: [{ path: 'id', code: 'key.missing' }] },
  {
    name: 'id not a slug',
    input: () => set(fresh(), 'id', 'My Pack'),
    problems: [{ path: 'id', code: 'id.format' }],
  },
  {
    name: 'empty Russian name',
    input: () => set(fresh(), 'name.ru', '  '),
    problems: [{ path: 'name.ru', code: 'string.empty' }],
  },
  {
    name: 'English name too long',
    input: () => set(fresh(), 'name.en', 'x'.repeat(81)),
    problems: [{ path: 'name.en', code: 'string.too-long' }],
  },
  {
    name: 'name in one language only',
    input: () => remove(fresh(), 'name.en'),
    problems: [{ path: 'name.en', code: 'key.missing' }],
  },
  {
    name: 'version zero',
    input: () => set(fresh(), 'version', 0),
    problems: [{ path: 'version', code: 'number.out-of-range' }],
  },
  {
    name: 'version as text',
    input: () => set(fresh(), 'version', '1.0.0'),
    problems: [{ path: 'version', code: 'type.integer' }],
  },
  {
    name: 'official not boolean',
    input: () => set(fresh(), 'official', 'no'),
    problems: [{ path: 'official', code: 'type.boolean' }],
  },
  {
    name: 'no scales',
    input: () => set(fresh(), 'scales', []),
    problems: [{ path: 'scales', code: 'array.empty' }],
  },
  {
    name: 'unknown scale',
    input: () => set(fresh(), 'scales', ['cm', 'mm']),
    problems: [{ path: 'scales[1]', code: 'value.unknown' }],
  },
  {
    name: 'scale twice',
    input: () => set(fresh(), 'scales', ['in', 'in']),
    problems: [{ path: 'scales[1]', code: 'value.duplicate' }],
  },
  {
    name: 'no gun types',
    input: () => set(fresh(), 'gunTypes', []),
    problems: [{ path: 'gunTypes', code: 'array.empty' }],
  },
  {
    name: 'too many gun types',
    input: () => {
      const pack = fresh();
      const gun = (pack.gunTypes as Record<string, unknown>[])[0];
      return set(
        pack,
        'gunTypes',
        Array.from({ length: 25 }, (_, i) => ({ ...gun, id: `g${i}` })),
      );
    },
    problems: [{ path: 'gunTypes', code: 'array.too-long' }],
  },
  {
    name: 'duplicate gun type id',
    input: () => set(fresh(), 'gunTypes[1].id', '9pdr'),
    problems: [{ path: 'gunTypes[1].id', code: 'id.duplicate' }],
  },
  {
    name: 'effective range not beyond canister range (cm)',
    input: () => set(fresh(), 'gunTypes[1].ranges.effective.cm', 8),
    problems: [{ path: 'gunTypes[1].ranges.effective.cm', code: 'range.not-increasing' }],
  },
  {
    name: 'long range shorter than effective (inches)',
    input: () => set(fresh(), 'gunTypes[0].ranges.long.in', 17),
    problems: [{ path: 'gunTypes[0].ranges.long.in', code: 'range.not-increasing' }],
  },
  {
    name: 'negative distance',
    input: () => set(fresh(), 'gunTypes[0].ranges.canister.cm', -5),
    problems: [{ path: 'gunTypes[0].ranges.canister.cm', code: 'number.out-of-range' }],
  },
  {
    name: 'distance not a number',
    input: () => set(fresh(), 'gunTypes[0].ranges.canister.in', '6"'),
    problems: [{ path: 'gunTypes[0].ranges.canister.in', code: 'type.number' }],
  },
  {
    name: 'range band missing',
    input: () => remove(fresh(), 'gunTypes[0].ranges.long'),
    problems: [{ path: 'gunTypes[0].ranges.long', code: 'key.missing' }],
  },
  {
    name: 'unknown battery kind',
    input: () => set(fresh(), 'gunTypes[1].batteryKinds', ['horse', 'camel']),
    problems: [{ path: 'gunTypes[1].batteryKinds[1]', code: 'value.unknown' }],
  },
  {
    name: 'unknown key on a gun type',
    input: () => set(fresh(), 'gunTypes[0].calibre', 9),
    problems: [{ path: 'gunTypes[0].calibre', code: 'key.unknown' }],
  },
  {
    name: 'gun type that is not an object',
    input: () => set(fresh(), 'gunTypes[1]', null),
    problems: [{ path: 'gunTypes[1]', code: 'type.object' }],
  },
  {
    name: 'half-move penalty out of range',
    input: () => set(fresh(), 'modifiers.movedHalf', -11),
    problems: [{ path: 'modifiers.movedHalf', code: 'number.out-of-range' }],
  },
  {
    // artillery.movement: «отрицательный модификатор».
    name: 'half-move penalty of zero: the text calls it a negative modifier',
    input: () => set(fresh(), 'modifiers.movedHalf', 0),
    problems: [{ path: 'modifiers.movedHalf', code: 'modifier.not-negative' }],
  },
  {
    name: 'half-move penalty that is a bonus',
    input: () => set(fresh(), 'modifiers.movedHalf', 2),
    problems: [{ path: 'modifiers.movedHalf', code: 'modifier.not-negative' }],
  },
  {
    name: 'cavalry in square: cavalry stands in line or column only',
    input: () => set(fresh(), 'modifiers.cavalryFormation', { line: 1, square: 2 }),
    problems: [{ path: 'modifiers.cavalryFormation.square', code: 'key.unknown' }],
  },
  {
    name: 'cavalry modifier out of range',
    input: () => set(fresh(), 'modifiers.cavalryFormation', { column: 11 }),
    problems: [{ path: 'modifiers.cavalryFormation.column', code: 'number.out-of-range' }],
  },
  {
    name: 'fractional cavalry modifier',
    input: () => set(fresh(), 'modifiers.cavalryFormation', { line: 0.5 }),
    problems: [{ path: 'modifiers.cavalryFormation.line', code: 'type.integer' }],
  },
  {
    name: 'cavalry modifiers that are not a group of fields',
    input: () => set(fresh(), 'modifiers.cavalryFormation', [1, 2]),
    problems: [{ path: 'modifiers.cavalryFormation', code: 'type.object' }],
  },
  {
    name: 'battery target modifier out of range',
    input: () => set(fresh(), 'modifiers.batteryTarget', -11),
    problems: [{ path: 'modifiers.batteryTarget', code: 'number.out-of-range' }],
  },
  {
    name: 'battery target modifier as text',
    input: () => set(fresh(), 'modifiers.batteryTarget', '-1'),
    problems: [{ path: 'modifiers.batteryTarget', code: 'type.integer' }],
  },
  {
    name: 'an unknown modifier is refused as before',
    input: () => set(fresh(), 'modifiers.infantryTarget', 1),
    problems: [{ path: 'modifiers.infantryTarget', code: 'key.unknown' }],
  },
  {
    name: 'open order modifier in a pack: it is the text’s −2 (open-order.e)',
    input: () => set(fresh(), 'modifiers.targetFormation.open-order', -2),
    problems: [{ path: 'modifiers.targetFormation.open-order', code: 'key.unknown' }],
  },
  {
    name: 'fractional formation modifier',
    input: () => set(fresh(), 'modifiers.targetFormation.column', 0.5),
    problems: [{ path: 'modifiers.targetFormation.column', code: 'type.integer' }],
  },
  {
    name: 'empty table column',
    input: () => set(fresh(), 'table.canister.long', []),
    problems: [{ path: 'table.canister.long', code: 'array.empty' }],
  },
  {
    name: 'too many rows',
    input: () => set(fresh(), 'table.canister.long', rows(41)),
    problems: [{ path: 'table.canister.long', code: 'array.too-long' }],
  },
  {
    name: 'a score row skipped',
    input: () => remove(fresh(), 'table.roundshot.effective[4]'),
    problems: [{ path: 'table.roundshot.effective[4].score', code: 'rows.not-contiguous' }],
  },
  {
    name: 'casualties fall as the score rises',
    input: () => set(fresh(), 'table.roundshot.long[6].casualties', 0),
    problems: [{ path: 'table.roundshot.long[6].casualties', code: 'casualties.decreasing' }],
  },
  {
    // Half figures are the rulebooks' own (2½); anything finer is not a count of figures.
    name: 'casualties finer than a half figure',
    input: () => set(fresh(), 'table.canister.canister[0].casualties', 1.25),
    problems: [{ path: 'table.canister.canister[0].casualties', code: 'figures.not-half' }],
  },
  {
    name: 'casualties as text',
    input: () => set(fresh(), 'table.canister.canister[0].casualties', '1½'),
    problems: [{ path: 'table.canister.canister[0].casualties', code: 'type.number' }],
  },
  {
    name: 'negative half casualties',
    input: () => set(fresh(), 'table.canister.canister[0].casualties', -0.5),
    problems: [{ path: 'table.canister.canister[0].casualties', code: 'number.out-of-range' }],
  },
  {
    name: 'half a figure after a row of one: a higher score may not kill fewer',
    input: () => set(fresh(), 'table.roundshot.long[6].casualties', 0.5),
    problems: [{ path: 'table.roundshot.long[6].casualties', code: 'casualties.decreasing' }],
  },
  {
    name: 'casualties above 99',
    input: () => set(fresh(), 'table.canister.canister[10].casualties', 100),
    problems: [{ path: 'table.canister.canister[10].casualties', code: 'number.out-of-range' }],
  },
  {
    name: 'a row with an unknown key',
    input: () => set(fresh(), 'table.roundshot.long[0].note', 'x'),
    problems: [{ path: 'table.roundshot.long[0].note', code: 'key.unknown' }],
  },
  {
    name: 'an ammunition missing from the table',
    input: () => remove(fresh(), 'table.canister'),
    problems: [{ path: 'table.canister', code: 'key.missing' }],
  },
  {
    name: 'a table where nothing can be fired',
    input: () => {
      const pack = fresh();
      for (const ammo of ['roundshot', 'canister']) {
        for (const band of ['canister', 'effective', 'long']) set(pack, `table.${ammo}.${band}`, null);
      }
      return pack;
    },
    problems: [{ path: 'table', code: 'table.no-columns' }],
  },
  {
    name: 'several problems at once: all of them are reported',
    input: () => {
      const pack = set(fresh(), 'version', -1);
      set(pack, 'source.ru', '');
      return set(pack, 'gunTypes[0].ranges.effective.in', 4);
    },
    problems: [
      { path: 'version', code: 'number.out-of-range' },
      { path: 'source.ru', code: 'string.empty' },
      { path: 'gunTypes[0].ranges.effective.in', code: 'range.not-increasing' },
    ],
  },
];

describe('validatePack: broken packs', () => {
  it.each(broken)('$name', ({ input, problems }) => {
    const result = validatePack(input());
    expect(result.ok).toBe(false);
    const found = result.ok ? [] : result.problem.problems.map(({ path, code }) => ({ path, code }));
    expect(found).toEqual(problems);
  });
});

describe('validatePack: sound packs', () => {
  it('accepts the test pack, as a frozen copy', () => {
    const input = fresh();
    const before = structuredClone(input);
    const result = validatePack(input);
    if (!result.ok) throw new Error(JSON.stringify(result.problem.problems));
    expect(result.value).toEqual(input);
    expect(result.value).not.toBe(input);
    expect(input).toEqual(before);
    expect(Object.isFrozen(result.value.table.roundshot.long)).toBe(true);
    expect(Object.isFrozen(result.value.gunTypes[0]?.ranges.long)).toBe(true);
  });

  it('casualties may be whole or half figures, kept exactly', () => {
    // Roundshot at long range, scores 2..8: 0, 0, ½, 1, 1½, 1½, 2.
    const pack = set(fresh(), 'table.roundshot.long[2].casualties', 0.5);
    set(pack, 'table.roundshot.long[4].casualties', 1.5);
    set(pack, 'table.roundshot.long[5].casualties', 1.5);
    const result = validatePack(pack);
    if (!result.ok) throw new Error(JSON.stringify(result.problem.problems));
    expect(result.value.table.roundshot.long?.slice(0, 7).map((row) => row.casualties)).toEqual([
      0, 0, 0.5, 1, 1.5, 1.5, 2,
    ]);
  });

  it('a pack made before cavalry and battery targets (neither field) still validates, unchanged', () => {
    const old = fresh();
    expect((old.modifiers as Record<string, unknown>).cavalryFormation).toBeUndefined();
    const result = validatePack(old);
    if (!result.ok) throw new Error(JSON.stringify(result.problem.problems));
    expect(result.value.modifiers).toEqual(old.modifiers);
    expect('cavalryFormation' in result.value.modifiers).toBe(false);
    expect('batteryTarget' in result.value.modifiers).toBe(false);
  });

  it('keeps the cavalry and battery target modifiers it is given, one cavalry formation or both', () => {
    const pack = set(fresh(), 'modifiers.cavalryFormation', { column: 2 });
    set(pack, 'modifiers.batteryTarget', -1);
    const result = validatePack(pack);
    if (!result.ok) throw new Error(JSON.stringify(result.problem.problems));
    expect(result.value.modifiers.cavalryFormation).toEqual({ column: 2 });
    expect(result.value.modifiers.batteryTarget).toBe(-1);
    expect(Object.isFrozen(result.value.modifiers.cavalryFormation)).toBe(true);
  });

  it('the half-move penalty may be any negative whole number within the bounds', () => {
    for (const value of [-1, -3, -10])
      expect(validatePack(set(fresh(), 'modifiers.movedHalf', value)).ok).toBe(true);
  });

  it('a gun type may omit its battery kinds (serves both)', () => {
    const result = validatePack(remove(fresh(), 'gunTypes[1].batteryKinds'));
    expect(result.ok && result.value.gunTypes[1]?.batteryKinds).toBeUndefined();
    expect(result.ok).toBe(true);
  });

  it('never throws, and a refusal always names at least one problem', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validatePack(input);
        if (!result.ok) expect(result.problem.problems.length).toBeGreaterThan(0);
      }),
    );
  });

  it('survives random damage to a sound pack without throwing', () => {
    const paths = [
      'id',
      'version',
      'scales',
      'gunTypes[0].ranges.long.cm',
      'modifiers.movedHalf',
      'modifiers.cavalryFormation',
      'modifiers.batteryTarget',
      'table.roundshot.long[2]',
      'table.roundshot.long[2].casualties',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.anything(), (path, value) => {
        const result = validatePack(set(fresh(), path, value));
        if (!result.ok) expect(result.problem.problems.length).toBeGreaterThan(0);
      }),
    );
  });
});
