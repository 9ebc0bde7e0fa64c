/**
 * The engine takes anything without throwing (issue 15). Every function exported from
 * src/core/index.ts is fed arbitrary values (fast-check `anything()`), targeted junk (NaN, −0,
 * ±Infinity, huge numbers, objects with `__proto__` keys, null-prototype, frozen and sparse
 * values, junk packs) and near-valid requests with one field broken. None may throw; no number
 * anywhere in an answer may be NaN or infinite; every code in an answer is one of the engine's,
 * and every refusal cites a real clause.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from '../../../src/core';
import {
  AMMUNITION,
  ARMS,
  CHECK_CODES,
  FORMATIONS,
  isRuleRef,
  MODIFIER_CODES,
  MOVED,
  NATIONS,
  RANGE_BANDS,
  REFUSAL_CODES,
  SCALES,
  SIDES,
  SITUATION_DEFAULTS,
  SITUATION_QUESTIONS,
  UNIT_CLASSES,
} from '../../../src/core';
import { practicePack, practicePackData } from '../../../src/packs/practice';
import { testPack } from './helpers';

// --- junk -----------------------------------------------------------------------------------------

const specials = fc.constantFrom<unknown>(
  Number.NaN,
  -0,
  0,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 53,
  2 ** 53 + 2,
  0.5,
  0.25,
  7,
  -1,
  1812,
  '',
  '__proto__',
  'constructor',
  'canister',
  'long',
  'infantry',
  'cavalry',
  'artillery',
  'line',
  'open-order',
  'mine',
  'france',
  '6pdr',
  true,
  false,
  null,
  undefined,
);

/** Objects that trip careless code: own `__proto__` keys, no prototype, frozen, sparse. */
const tricky = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__": {"arm": "infantry", "figures": 3}}'),
  JSON.parse('{"__proto__": null, "band": "long"}'),
  Object.create(null),
  Object.assign(Object.create(null), { arm: 'infantry', figures: Number.NaN }),
  Object.freeze({ arm: 'cavalry', formation: 'square', figures: 2 }),
  Object.freeze([1, 2]),
  // biome-ignore lint/suspicious/noSparseArray: a sparse array is the point
  [, 3],
  new Array(2),
  [Number.NaN, 3],
  [6, 6, 6],
  { getRandomValues: () => 'no' },
);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: specials, weight: 3 },
  { arbitrary: tricky, weight: 2 },
  {
    arbitrary: fc.anything({
      withBoxedValues: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withMap: true,
      withSet: true,
      withBigInt: true,
      withDate: true,
      withTypedArray: true,
    }),
    weight: 4,
  },
);

/** Write `value` at a dotted path, making the objects on the way where they are missing. */
function setAt(root: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let node: Record<string, unknown> = root;
  for (const key of keys) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[last] = value;
  return root;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** A sound value with one path broken, sometimes frozen: the likeliest junk in real life. */
function broken<T>(sound: fc.Arbitrary<T>, paths: readonly string[]): fc.Arbitrary<unknown> {
  return fc.tuple(sound, fc.constantFrom(...paths), junk, fc.boolean()).map(([value, path, bad, freeze]) => {
    const copy = setAt(structuredClone(value) as Record<string, unknown>, path, bad);
    return freeze ? deepFreeze(copy) : copy;
  });
}

// --- near-valid arguments ---------------------------------------------------------------------------

/** Usually `usual`, sometimes `rare`: sound setups should often be legal shots. */
const mostly = <T>(usual: T, ...rare: T[]) =>
  fc.oneof(
    { arbitrary: fc.constant(usual), weight: 5 },
    { arbitrary: fc.constantFrom(usual, ...rare), weight: 1 },
  );

const targetArb = fc
  .record({
    side: mostly<string>('opponent', 'mine'),
    arm: fc.constantFrom(...ARMS),
    nation: fc.constantFrom(...NATIONS),
    class: fc.constantFrom(...UNIT_CLASSES),
    infantryType: fc.constantFrom('light', 'line'),
    markers: fc.record({ jager: fc.boolean(), fusilier: fc.boolean(), imperialGuard: fc.boolean() }),
    formation: fc.constantFrom(...FORMATIONS),
    figures: fc.integer({ min: 0, max: 120 }).map((halves) => halves / 2),
    screen: fc.record({ figures: fc.integer({ min: 0, max: 12 }).map((halves) => halves / 2) }),
  })
  .map((target) => {
    // Mostly a formation that fits the arm, so that many sound targets are legal ones.
    if (target.arm === 'artillery') {
      const { formation: _formation, ...battery } = target;
      return battery;
    }
    if (target.arm === 'cavalry' && !['line', 'column'].includes(target.formation))
      return { ...target, formation: 'line' };
    return target;
  });

const setupArb = fc.record({
  battery: fc.record({
    side: fc.constant('mine'),
    nation: fc.constantFrom(...NATIONS),
    kind: fc.constantFrom('foot', 'horse'),
    gunType: fc.constantFrom('6pdr', '9pdr', 'howitzer', '12pdr', '3pdr-horse', 'horse-6pdr'),
  }),
  target: targetArb,
  ammo: fc.constantFrom(...AMMUNITION),
  range: fc.oneof(
    fc.record({ band: fc.constantFrom(...RANGE_BANDS) }),
    fc.record({ distance: fc.integer({ min: 0, max: 100 }), scale: fc.constantFrom(...SCALES) }),
  ),
  movement: fc.record({ moved: mostly<string>('none', ...MOVED), unlimbered: mostly(false, true) }),
  firedThisTurn: mostly(false, true),
  situation: fc.record(
    Object.fromEntries(
      SITUATION_QUESTIONS.map((q) => [q, mostly(SITUATION_DEFAULTS[q], !SITUATION_DEFAULTS[q])]),
    ),
    { requiredKeys: [] },
  ),
  campaignYear: fc.integer({ min: 1792, max: 1815 }),
  dice: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
});

const SETUP_PATHS = [
  'battery',
  'battery.side',
  'battery.nation',
  'battery.kind',
  'battery.gunType',
  'target',
  'target.arm',
  'target.side',
  'target.nation',
  'target.class',
  'target.formation',
  'target.figures',
  'target.screen',
  'target.screen.figures',
  'target.markers',
  'target.markers.jager',
  'target.infantryType',
  'ammo',
  'range',
  'range.band',
  'range.distance',
  'range.scale',
  'movement',
  'movement.moved',
  'movement.unlimbered',
  'firedThisTurn',
  'situation',
  'situation.overheadFire',
  'situation.friendlyNearFront',
  'situation.screenIsTarget',
  'campaignYear',
  'dice',
  'dice.0',
  'dice.1',
] as const;

const PACK_PATHS = [
  'id',
  'version',
  'official',
  'scales',
  'scales.0',
  'gunTypes',
  'gunTypes.0',
  'gunTypes.0.id',
  'gunTypes.0.name',
  'gunTypes.0.name.en',
  'gunTypes.0.ranges',
  'gunTypes.0.ranges.long',
  'gunTypes.0.ranges.long.cm',
  'gunTypes.0.ranges.canister.in',
  'gunTypes.1.batteryKinds',
  'modifiers',
  'modifiers.movedHalf',
  'modifiers.targetFormation',
  'modifiers.targetFormation.column',
  'modifiers.cavalryFormation',
  'modifiers.cavalryFormation.line',
  'modifiers.batteryTarget',
  'table',
  'table.roundshot',
  'table.roundshot.effective',
  'table.roundshot.effective.3',
  'table.roundshot.effective.3.casualties',
  'table.roundshot.effective.3.score',
  'table.canister.long',
] as const;

/** Setups: sound ones (so legal shots are exercised too), one broken field, or anything. */
const setupish = fc.oneof(setupArb, broken(setupArb, SETUP_PATHS), junk);
const targetish = fc.oneof(
  targetArb,
  broken(targetArb, ['arm', 'figures', 'screen', 'nation', 'markers']),
  junk,
);
const packish = fc.oneof(
  fc.constantFrom(practicePack, testPack),
  broken(fc.constant(practicePackData), PACK_PATHS),
  junk,
);
const member = <T>(values: readonly T[]) => fc.oneof(fc.constantFrom(...values), junk);
const numberish = fc.oneof(fc.integer({ min: -30, max: 40 }), fc.double(), junk);
const gunish = fc.oneof(fc.constantFrom(...practicePack.gunTypes), junk);
const columnish = fc.oneof(fc.constant(practicePack.table.roundshot.effective), junk);
const aimish = fc.oneof(
  fc.constant({ arm: 'infantry', formation: 'open-order' }),
  fc.constant({ arm: 'cavalry', formation: 'column' }),
  fc.constant({ arm: 'artillery' }),
  junk,
);
const modifierish = fc.oneof(
  fc.array(fc.oneof(fc.constant({ code: 'target.battery', value: -2 }), junk)),
  junk,
);

/** The arguments each public function is fed. A new export without a row here fails below. */
/** A log as the fired-this-turn rule reads it, whole or broken. */
const logish = fc.oneof(
  fc.array(
    fc.oneof(
      fc.record({
        turn: numberish,
        game: numberish,
        input: fc.oneof(fc.record({ batteryId: fc.constantFrom('b', 'c') }), junk),
        result: fc.oneof(fc.record({ legal: fc.boolean() }), junk),
      }),
      junk,
    ),
  ),
  junk,
);
const turnOfPlayish = fc.oneof(
  numberish,
  fc.record({
    turn: numberish,
    gameNumber: numberish,
    fired: fc.oneof(fc.array(fc.constantFrom('b', 'c')), junk),
  }),
  junk,
);
const ARGUMENTS: Readonly<Record<string, fc.Arbitrary<readonly unknown[]>>> = {
  // the shot
  resolveFire: fc.tuple(setupish, packish),
  fireOdds: fc.tuple(setupish, packish),
  assessFire: fc.tuple(setupish, packish),
  legalAlternatives: fc.tuple(setupish, packish),
  // its parts
  canFormOpenOrder: fc.tuple(targetish, numberish),
  firesAs: fc.tuple(member(FORMATIONS)),
  bandForDistance: fc.tuple(gunish, numberish, member(SCALES), packish),
  allocateCasualties: fc.tuple(numberish, targetish, member(AMMUNITION), junk),
  screenFigures: fc.tuple(targetish),
  readTable: fc.tuple(columnish, member(AMMUNITION), member(RANGE_BANDS), numberish),
  tableColumn: fc.tuple(packish, member(AMMUNITION), member(RANGE_BANDS)),
  relevantQuestions: fc.tuple(member(AMMUNITION), member(RANGE_BANDS), junk),
  askedAnswers: fc.tuple(
    fc.oneof(
      fc.record({ ammo: member(AMMUNITION), band: member([...RANGE_BANDS, undefined]), screened: junk }),
      junk,
    ),
    fc.oneof(
      setupArb.map((s) => s.situation),
      fc.dictionary(fc.constantFrom(...SITUATION_QUESTIONS), junk),
      junk,
    ),
  ),
  hasFiredThisTurn: fc.tuple(logish, turnOfPlayish, fc.oneof(fc.constantFrom('b', 'c'), junk)),
  firedThisTurnIds: fc.tuple(logish, turnOfPlayish),
  unansweredQuestions: fc.tuple(
    member(AMMUNITION),
    member(RANGE_BANDS),
    fc.oneof(
      setupArb.map((s) => s.situation),
      junk,
    ),
  ),
  aimedAt: fc.tuple(targetish, junk),
  collectModifiers: fc.tuple(packish, aimish, member(MOVED)),
  totalModifier: fc.tuple(modifierish),
  packStamp: fc.tuple(packish),
  findGunType: fc.tuple(packish, member(['6pdr', '9pdr', 'howitzer'])),
  isUsablePack: fc.tuple(packish),
  isSlug: fc.tuple(fc.oneof(fc.constantFrom('6pdr', 'horse-3pdr', 'Bad Id'), junk)),
  rollDie: fc.tuple(junk),
  rollDice: fc.tuple(junk),
  diceRefusals: fc.tuple(junk),
  // guards
  validBattery: fc.tuple(junk),
  validTarget: fc.tuple(targetish),
  validRange: fc.tuple(junk),
  validMovement: fc.tuple(junk),
  validSituation: fc.tuple(junk),
  validAmmo: fc.tuple(junk),
  isDie: fc.tuple(junk),
  isRecord: fc.tuple(junk),
  isSafeWhole: fc.tuple(junk),
  isHalfFigures: fc.tuple(junk),
  figuresOr0: fc.tuple(junk),
  // vocabulary
  otherSide: fc.tuple(member(SIDES)),
  allegianceOf: fc.tuple(member(NATIONS)),
  isFrench: fc.tuple(member(NATIONS)),
  isCoalition: fc.tuple(member(NATIONS)),
  isOneOf: fc.tuple(fc.oneof(fc.constant(NATIONS), junk), junk),
  isRuleRef: fc.tuple(junk),
  // the languages and the one Result shape, on the engine's face since it names them (lang.ts, result.ts)
  isLang: fc.tuple(fc.oneof(fc.constantFrom('en', 'ru', 'de'), junk)),
  // (they carry what they are given, so a NaN given is a NaN answered: given only sound values)
  ok: fc.tuple(fc.oneof(fc.string(), fc.integer(), fc.constant(undefined))),
  fail: fc.tuple(fc.oneof(fc.string(), fc.record({ code: fc.string() }))),
};

// --- what every answer must be ----------------------------------------------------------------------

const CODES = new Set<string>([...REFUSAL_CODES, ...CHECK_CODES, ...MODIFIER_CODES]);

/** Every number finite; every `code` the engine's, with a real clause; every refusal list non-empty. */
function expectSound(value: unknown, path: string, seen = new Set<unknown>()): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} = ${value}`).toBe(true);
    return;
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && typeof record.code === 'string' && 'ruleRef' in record) {
    expect(CODES.has(record.code), `${path}.code ${record.code}`).toBe(true);
    expect(isRuleRef(record.ruleRef), `${path}.ruleRef of ${record.code}`).toBe(true);
  }
  if (Array.isArray(record.refusals)) {
    expect(record.refusals.length, `${path}.refusals`).toBeGreaterThan(0);
    for (const refusal of record.refusals as unknown[])
      expect(REFUSAL_CODES as readonly unknown[], `${path}.refusals`).toContain(
        (refusal as { code?: unknown }).code,
      );
  }
  for (const [key, child] of Object.entries(record)) expectSound(child, `${path}.${key}`, seen);
}

/** The shape each function promises, beyond soundness. */
const SHAPES: Readonly<Record<string, (answer: unknown) => void>> = {
  resolveFire: (a) => expect(typeof (a as { legal: unknown }).legal).toBe('boolean'),
  fireOdds: (a) => expect(typeof (a as { legal: unknown }).legal).toBe('boolean'),
  assessFire: (a) => expect(typeof (a as { ok: unknown }).ok).toBe('boolean'),
  canFormOpenOrder: (a) => expect(typeof (a as { ok: unknown }).ok).toBe('boolean'),
  bandForDistance: (a) => {
    const answer = a as { ok: boolean; refusal?: { code: unknown } };
    expect(typeof answer.ok).toBe('boolean');
    if (!answer.ok) expect(REFUSAL_CODES as readonly unknown[]).toContain(answer.refusal?.code);
  },
  legalAlternatives: (a) => {
    expect(Array.isArray(a)).toBe(true);
    for (const option of a as { ammo: unknown; band: unknown }[]) {
      expect(AMMUNITION as readonly unknown[]).toContain(option.ammo);
      expect(RANGE_BANDS as readonly unknown[]).toContain(option.band);
    }
  },
  allocateCasualties: (a) => {
    const { skirmishers, line } = a as { skirmishers: number; line: number };
    expect(core.isHalfFigures(skirmishers) && core.isHalfFigures(line)).toBe(true);
  },
  screenFigures: (a) => expect(core.isHalfFigures(a)).toBe(true),
  figuresOr0: (a) => expect(core.isHalfFigures(a)).toBe(true),
  rollDie: (a) => expect(core.isDie(a)).toBe(true),
  rollDice: (a) => expect((a as unknown[]).length === 2 && (a as unknown[]).every(core.isDie)).toBe(true),
  readTable: (a) => {
    if (a !== undefined) expect(['none', 'below', 'above']).toContain((a as { clamped: unknown }).clamped);
  },
  otherSide: (a) => expect(SIDES as readonly unknown[]).toContain(a),
  hasFiredThisTurn: (a) => expect(typeof a).toBe('boolean'),
  firedThisTurnIds: (a) => {
    expect(a).toBeInstanceOf(Set);
    for (const id of a as Set<unknown>) expect(typeof id).toBe('string');
  },
  isSlug: (a) => expect(typeof a).toBe('boolean'),
  isLang: (a) => expect(typeof a).toBe('boolean'),
  ok: (a) => expect((a as { ok: unknown }).ok).toBe(true),
  fail: (a) => expect((a as { ok: unknown }).ok).toBe(false),
  askedAnswers: (a) => {
    for (const [question, answer] of Object.entries(a as object)) {
      expect(SITUATION_QUESTIONS as readonly string[]).toContain(question);
      expect(typeof answer).toBe('boolean');
    }
  },
};

const functions = Object.entries(core as Record<string, unknown>).filter(
  (entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function',
);

describe('the engine takes anything without throwing', () => {
  it('every public function has a row here (a new export must join the property below)', () => {
    expect(functions.map(([name]) => name).sort()).toEqual(Object.keys(ARGUMENTS).sort());
  });

  it.each(functions)('%s: no throw, no NaN, only the engine’s codes', (name, fn) => {
    const args = ARGUMENTS[name];
    if (args === undefined) throw new Error(`no arguments for ${name}`);
    const heavy = ['fireOdds', 'legalAlternatives'].includes(name);
    fc.assert(
      fc.property(args, (values) => {
        let answer: unknown;
        expect(() => {
          answer = fn(...values);
        }).not.toThrow();
        expectSound(answer, name);
        SHAPES[name]?.(answer);
      }),
      { numRuns: heavy ? 300 : 600 },
    );
  });

  it('a refused request says so even when every field is junk', () => {
    fc.assert(
      fc.property(junk, packish, (request, pack) => {
        const result = core.resolveFire(request as core.FireRequest, pack as core.ValidatedPack);
        expect(result.legal).toBe(false);
      }),
    );
  });

  it('a junk pack is refused with its own code and nothing else', () => {
    const setup = fc.sample(setupArb, { numRuns: 1, seed: 7 })[0];
    for (const pack of [null, undefined, {}, [], 'practice', { ...practicePackData, table: null }]) {
      expect(core.resolveFire(setup as core.FireRequest, pack as unknown as core.ValidatedPack)).toEqual({
        legal: false,
        refusals: [{ code: 'pack.invalid', ruleRef: 'artillery.procedure' }],
      });
    }
  });

  it('the property runs see legal shots too, so the sound answers are checked as well', () => {
    const sample = fc.sample(fc.tuple(setupArb, fc.constantFrom(practicePack, testPack)), {
      numRuns: 400,
      seed: 15,
    });
    const legal = sample.filter(
      ([setup, pack]) => core.resolveFire(setup as core.FireRequest, pack).legal,
    ).length;
    expect(legal).toBeGreaterThan(60);
  });
});

describe('the roster reads who fired in one pass', () => {
  it('firedThisTurnIds names exactly the batteries hasFiredThisTurn says fired, whatever the log holds', () => {
    fc.assert(
      fc.property(logish, turnOfPlayish, (log, play) => {
        const ids = core.firedThisTurnIds(log as never, play as never);
        for (const id of ['b', 'c'])
          expect(ids.has(id)).toBe(core.hasFiredThisTurn(log as never, play as never, id));
      }),
    );
  });
});
