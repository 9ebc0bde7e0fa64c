/**
 * Every shared-text format ever written is still read (issue 27): stored examples of a v1 text (no
 * game identity), a v2 text (every shot with its chain) and a v3 text (compact: shots as their
 * inputs), all of the same game — the Pavlovsky Grenadiers (36 figures, a screen of 4) hit by
 * canister for 5 + 1 (applied) and by roundshot at a measured 25 cm for 2 (not applied). And a v3
 * text meets every check a v2 text met: each spoiled field below is refused with its code.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FireChain } from '../../../src/core/fire';
import { practicePack } from '../../../src/packs/practice';
import type { ResolutionRecord } from '../../../src/records/model';
import { crc32 } from '../../../src/share/crc32';
import { applyMerge } from '../../../src/storage/sync-merge';
import { type PackLookup, parseSync, type SyncPayload } from '../../../src/sync/payload';
import v1 from '../../fixtures/sync-v1.json?raw';
import v2 from '../../fixtures/sync-v2.json?raw';
import v3 from '../../fixtures/sync-v3.json?raw';
import { closePhones, phone } from './phones';

afterEach(closePhones);

const withPractice: PackLookup = (s) =>
  s.id === practicePack.id && s.version === practicePack.version ? practicePack : undefined;

function read(text: string, packs: PackLookup = withPractice): SyncPayload {
  const parsed = parseSync(text, packs);
  if (!parsed.ok) throw new Error(`${parsed.problem.code} ${parsed.problem.detail ?? ''}`);
  return parsed.value;
}

const chain = (r: ResolutionRecord | undefined): FireChain | undefined =>
  r?.result.legal ? r.result.chain : undefined;
const byId = (p: SyncPayload) => [...p.shots].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('stored texts of every format', () => {
  for (const [version, text] of [
    [1, v1],
    [2, v2],
    [3, v3],
  ] as const) {
    it(`a v${version} text merges into a new phone: 36 − 5 = 31 figures, both shots with every step`, async () => {
      const payload = read(text);
      expect(payload.formatVersion).toBe(version);
      expect(payload.identity === undefined).toBe(version === 1);
      const db = await phone();
      const { summary } = await applyMerge(db, payload);
      expect(summary.counts.shotsNew).toBe(2);
      const card = await db.get('units', 'bn-pavlov');
      expect(card?.figures).toBe(36 - 5);
      const [canister, roundshot] = byId(payload);
      expect(chain(canister)?.allocation).toMatchObject({ line: 5, skirmishers: 1 });
      expect(chain(canister)?.checks.length).toBeGreaterThan(0); // what the engine checked, each with its clause
      expect(chain(roundshot)?.range).toMatchObject({ derivation: 'measured', distance: 25, scale: 'cm' });
      expect(roundshot?.applied).toBeUndefined();
    });
  }

  it('the v3 text is a fifth of the v2 text, and its chains, worked out again, are the v2 text’s', () => {
    expect(v3.length).toBeLessThan(v2.length / 3);
    expect(byId(read(v3))).toEqual(byId(read(v2)));
  });

  it('a v3 text on a phone without the pack: each shot keeps its dice and casualties, its steps need the pack', () => {
    const [canister, roundshot] = byId(read(v3, () => undefined));
    expect(canister?.result).toMatchObject({ legal: true, needsPack: true });
    expect(chain(canister)).toMatchObject({ dice: [6, 5], casualties: 6 });
    expect(chain(roundshot)).toMatchObject({ dice: [4, 3], casualties: 2 });
    expect(canister?.applied).toEqual({ targetId: 'bn-pavlov', line: 5, skirmishers: 1 });
  });
});

/** The v3 example (or another) spoiled by `spoil` and signed again, as a hostile sender would. */
function spoiled(
  spoil: (body: Record<string, unknown> & { shots: Record<string, unknown>[] }) => void,
  example: string = v3,
) {
  const { sum: _sum, ...body } = JSON.parse(example) as Record<string, unknown> & {
    shots: Record<string, unknown>[];
  };
  spoil(body);
  const text = JSON.stringify(body);
  const sum = `crc32:${crc32(new TextEncoder().encode(text)).toString(16).padStart(8, '0')}`;
  return `${text.slice(0, -1)},"sum":"${sum}"}`;
}

describe('a v3 text is checked as a v2 text was', () => {
  const first = (b: { shots: Record<string, unknown>[] }) => b.shots[0] as Record<string, unknown>;
  const cases: [string, string, Parameters<typeof spoiled>[0], string?][] = [
    [
      'dangling',
      'a shot naming a card the text does not carry',
      (b) => Object.assign(first(b), { x: 7 }),
      'shots[0].x',
    ],
    [
      'dangling',
      'a shot naming a pack the text does not list',
      (b) => Object.assign(first(b), { p: 3 }),
      'shots[0].p',
    ],
    [
      'shape',
      'a shot with both an outcome and a chain',
      (b) => Object.assign(first(b), { ch: { roll: 2 } }),
      'shots[0].o',
    ],
    ['shape', 'a shot with no result at all', (b) => void delete first(b).o, 'shots[0].o'],
    ['shape', 'a range that is a number', (b) => Object.assign(first(b), { r: 5 })],
    ['shape', 'an unknown ammunition', (b) => Object.assign(first(b), { m: 'grapeshot' })],
    ['out-of-range', 'a die of 7', (b) => Object.assign(first(b), { d: [7, 1] })],
    ['out-of-range', 'a turn of 10,000', (b) => Object.assign(first(b), { t: 10_000 }), 'shots[0].t'],
    ['shape', 'a clock before 1970', (b) => Object.assign(first(b), { c: -5 })],
    ['shape', 'a key the format does not have', (b) => Object.assign(first(b), { zz: 1 }), 'shots[0].zz'],
    ['shape', 'casualties of a third of a figure', (b) => Object.assign(first(b), { o: [1 / 3] })],
    [
      'out-of-range',
      'more applied than the table gave',
      (b) => Object.assign(first(b), { ap: [9, 1] }),
      'shots[0].applied.line',
    ],
    ['shape', 'a year that is text', (b) => Object.assign(b, { year: '1812' }), 'year'],
    [
      'forbidden-key',
      'a prototype key in a shot',
      (b) => Object.assign(first(b), { q: JSON.parse('{"__proto__":{"x":1}}') }),
    ],
    [
      'shape',
      'a v2 text with a card’s one clock (only v3 says it so)',
      (b) => Object.assign(b, { formatVersion: 2 }),
    ],
  ];
  for (const [code, what, spoil, detail] of cases) {
    it(`${what}: refused (${code})`, () => {
      const parsed = parseSync(spoiled(spoil), withPractice);
      expect(parsed.ok ? 'accepted' : parsed.problem.code).toBe(code);
      if (detail !== undefined && !parsed.ok) expect(parsed.problem.detail).toBe(detail);
    });
  }

  it('the unspoiled example, signed the same way, is accepted (the cases above fail for their spoiling)', () => {
    expect(
      parseSync(
        spoiled(() => undefined),
        withPractice,
      ).ok,
    ).toBe(true);
  });

  it('a shot clocked an hour after the text is refused as clock-ahead, as in v2', async () => {
    const { checkClocks } = await import('../../../src/sync/clock-bound');
    const ahead = read(spoiled((b) => Object.assign(first(b), { c: 1764601000000 + 3_600_000 + 2_000_000 })));
    expect(checkClocks(ahead, Date.parse('2025-12-01T16:00:00Z'))).toEqual({
      code: 'clock-ahead',
      detail: 'records',
    });
  });
});

describe('a shot whose dice do not give the casualties it states (issue 37)', () => {
  type Shot = Record<string, unknown>;
  const first = (b: { shots: Shot[] }) => b.shots[0] as Shot;
  /**
   * The forgery: a shot's dice changed, its chain left out, its casualties kept (here the
   * canister shot's 6 + 5 made 1 + 1: the practice table's 6 + 6 gives the same 6 casualties).
   */
  const forged = spoiled((b) => Object.assign(first(b), { d: [1, 1] }));

  it('with its pack on this phone it is refused, the shot named', () => {
    const parsed = parseSync(forged, withPractice);
    expect(parsed).toEqual({
      ok: false,
      problem: {
        code: 'shot-mismatch',
        detail: 'shots[0]',
        shot: {
          turn: 1,
          battery: '12-pdr Foot Battery',
          target: 'Pavlovsky Grenadiers',
          dice: [1, 1],
          casualties: 6,
          pack: { id: 'practice', version: 2 },
        },
      },
    });
  });

  it('with its pack absent it keeps its dice and casualties, and its steps need the pack', () => {
    const [canister] = byId(read(forged, () => undefined));
    expect(canister?.result).toMatchObject({ legal: true, needsPack: true });
    expect(chain(canister)).toMatchObject({ dice: [1, 1], casualties: 6 });
  });

  it('a shot that names no card to work its chain out from, with its pack here, is refused too', () => {
    const parsed = parseSync(
      spoiled((b) => Object.assign(first(b), { b: 'battery-not-carried', bn: 'A battery' })),
      withPractice,
    );
    expect(parsed.ok ? 'accepted' : [parsed.problem.code, parsed.problem.detail]).toEqual([
      'shot-mismatch',
      'shots[0]',
    ]);
  });

  const v2Chain = (b: { shots: Shot[] }) => (first(b).result as { chain: Record<string, unknown> }).chain;
  const cases: [string, Parameters<typeof spoiled>[0]][] = [
    ['a v2 shot whose dice are not its chain’s', (b) => Object.assign(first(b), { dice: [6, 6] })],
    [
      'a v2 chain whose casualties are not where they went',
      (b) => Object.assign(v2Chain(b), { casualties: 9 }),
    ],
    [
      'a v2 chain that reads another cell than its pack’s table gives (every sum kept)',
      (b) => {
        const c = v2Chain(b) as {
          cell: { casualties: number };
          casualties: number;
          allocation: { line: number };
        };
        c.cell.casualties += 3;
        c.casualties += 3;
        c.allocation.line += 3;
      },
    ],
    [
      'a v2 shot that says it needs a pack this phone has',
      (b) => Object.assign(first(b).result as Shot, { needsPack: true }),
    ],
  ];
  for (const [what, spoil] of cases)
    it(`${what}: refused with the shot named`, () => {
      const parsed = parseSync(spoiled(spoil, v2), withPractice);
      expect(parsed.ok ? 'accepted' : [parsed.problem.code, parsed.problem.detail]).toEqual([
        'shot-mismatch',
        'shots[0]',
      ]);
    });

  it('the v2 example, signed the same way, is accepted (the cases above fail for their spoiling)', () => {
    expect(
      parseSync(
        spoiled(() => undefined, v2),
        withPractice,
      ).ok,
    ).toBe(true);
  });
});
