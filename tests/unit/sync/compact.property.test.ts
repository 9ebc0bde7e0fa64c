/**
 * The compact shared text (format v3, issue 27): a shot travels as its inputs, and the receiving
 * phone's engine works its chain out again. As a property (fast-check): shots of every kind the
 * Fire screen makes — every arm and formation of target, classes, markers, skirmish screens,
 * half figures, canister and roundshot, declared and measured ranges, movement and every
 * situation answer, any dice — fired as the Fire screen fires them (state/fire/model.ts fireSetup),
 * written in v3, read on a phone with the pack: the chain equals the one the firing phone showed,
 * and it travelled without it. On a phone without the pack: the same dice and casualties, and
 * the steps marked as needing the pack.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FireChain, resolveFire } from '../../../src/core/fire';
import { SITUATION_QUESTIONS } from '../../../src/core/situation';
import {
  AMMUNITION,
  ARMS,
  BATTERY_KINDS,
  FORMATIONS_BY_ARM,
  INFANTRY_TYPES,
  MOVED,
  NATIONS,
  RANGE_BANDS,
  UNIT_CLASSES,
} from '../../../src/core/vocabulary';
import { practicePack } from '../../../src/packs/practice';
import { DEFAULT_GAME, type ResolutionRecord, type UnitCard } from '../../../src/records/model';
import { DEFAULT_SHOT_FORM, fireSetup, type ShotForm, shotFormRange } from '../../../src/state/fire/model';
import { newShotId } from '../../../src/state/shots/id';
import { encodeSync, type PackLookup, parseSync, type SyncBody } from '../../../src/sync/payload';
import { unitCard } from '../fixtures';

const DEVICE = 'phoneaaaa1';
const clockAt = (ms: number, counter = 0) =>
  `${String(ms).padStart(16, '0')}.${String(counter).padStart(4, '0')}.${DEVICE}`;
const withPractice: PackLookup = (s) =>
  s.id === practicePack.id && s.version === practicePack.version ? practicePack : undefined;
const YEAR = 1812;

const half = (max: number) => fc.integer({ min: 1, max: max * 2 }).map((n) => n / 2);

const targetArb = fc
  .record({
    arm: fc.constantFrom(...ARMS),
    nation: fc.constantFrom(...NATIONS),
    class: fc.constantFrom(...UNIT_CLASSES),
    infantryType: fc.constantFrom(...INFANTRY_TYPES),
    markers: fc.record({ jager: fc.boolean(), fusilier: fc.boolean(), imperialGuard: fc.boolean() }),
    figures: half(40),
    formationIx: fc.nat(10),
    screen: fc.option(half(6), { nil: undefined }),
  })
  .map(({ formationIx, screen, ...t }): UnitCard => {
    const formations = FORMATIONS_BY_ARM[t.arm];
    return unitCard({
      ...t,
      id: 'target',
      name: 'Target',
      side: 'opponent',
      startFigures: 40,
      formation: formations[formationIx % Math.max(1, formations.length)] ?? 'line',
      screen: { attached: screen !== undefined, figures: screen ?? 0 },
    });
  });

const batteryArb = fc
  .record({
    nation: fc.constantFrom(...NATIONS),
    batteryKind: fc.constantFrom(...BATTERY_KINDS),
    gunType: fc.constantFrom(...practicePack.gunTypes.map((g) => g.id)),
  })
  .map(
    (b): UnitCard =>
      unitCard({ ...b, id: 'battery', name: 'Battery', arm: 'artillery', startFigures: 4, figures: 4 }),
  );

const answer = fc.option(fc.boolean(), { nil: undefined });
const formArb: fc.Arbitrary<ShotForm> = fc.record({
  ammo: fc.constantFrom(...AMMUNITION),
  rangeMode: fc.constantFrom('band' as const, 'distance' as const),
  band: fc.constantFrom(...RANGE_BANDS),
  distance: fc.integer({ min: 0, max: 7000 }).map((n) => String(n / 100)),
  movement: fc.record({ moved: fc.constantFrom(...MOVED), unlimbered: fc.boolean() }),
  situation: fc
    .tuple(...SITUATION_QUESTIONS.map(() => answer))
    .map((answers) =>
      Object.fromEntries(
        SITUATION_QUESTIONS.flatMap((q, i) => (answers[i] === undefined ? [] : [[q, answers[i]]])),
      ),
    ),
});
const diceArb = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }));

/** A shot as the Fire screen makes it (state/fire/shot.ts), or undefined where the engine refuses it. */
function fired(
  battery: UnitCard,
  target: UnitCard,
  form: ShotForm,
  dice: [number, number],
  n = 0,
): ResolutionRecord | undefined {
  const game = { ...structuredClone(DEFAULT_GAME), campaignYear: YEAR };
  const setup = fireSetup(battery, target, form, game, []);
  const range = shotFormRange(form, game.scale);
  if (!setup || !range) return undefined;
  const result = resolveFire({ ...setup, dice }, practicePack);
  if (!result.legal) return undefined;
  return {
    // Named as the Fire screen names a shot: its time and a random tail.
    id: newShotId(1_000_000 + n),
    at: 1_000_000 + n,
    turn: 1,
    input: {
      batteryId: battery.id,
      targetId: target.id,
      ammo: form.ammo,
      range,
      movement: { ...form.movement },
      situation: { ...form.situation },
    },
    batteryName: battery.name,
    targetName: target.name,
    dice,
    diceSource: 'app',
    // As stored (IndexedDB keeps plain data): what the firing phone's Log shows.
    result: JSON.parse(JSON.stringify(result)),
    pack: { id: practicePack.id, version: practicePack.version, official: practicePack.official },
    side: 'mine',
    game: 1,
    clock: clockAt(1_000_000 + n),
  };
}

function body(cards: UnitCard[], shots: ResolutionRecord[]): SyncBody {
  return {
    format: 'grand-battery.sync',
    formatVersion: 3,
    kind: 'game',
    from: DEVICE,
    clock: clockAt(2_000_000),
    cards,
    tombstones: [],
    shots,
    corrections: [],
    game: {
      turn: 1,
      gameNumber: 1,
      sideNames: { mine: '', opponent: '' },
      phasingSide: 'mine',
      fired: [],
    },
    identity: { id: 'tableaaaa1', gameNumber: 1, turn: 1, started: true },
  };
}

const chainOf = (r: ResolutionRecord | undefined): FireChain | undefined =>
  r?.result.legal ? r.result.chain : undefined;

describe('a shot in the compact text (v3)', () => {
  it('is worked out again by the receiving engine into the very chain the firing phone showed, and travels without it', () => {
    let legal = 0;
    fc.assert(
      fc.property(batteryArb, targetArb, formArb, diceArb, (battery, target, form, dice) => {
        const shot = fired(battery, target, form, dice);
        fc.pre(shot !== undefined);
        if (!shot) return;
        legal++;
        // The target card as it travels: its casualties since taken off (they are not what it had
        // when it was hit), so the text cannot lean on today's figures.
        const now = { ...target, figures: Math.max(0, target.figures - 1) };
        const text = encodeSync(body([battery, now], [shot]), { year: YEAR, packFor: withPractice });
        expect(text).not.toContain('"ch"'); // no chain travelled
        expect(text).not.toContain('"modifiers"');
        const read = parseSync(text, withPractice);
        if (!read.ok) throw new Error(`${read.problem.code} ${read.problem.detail}`);
        const received = read.value.shots[0];
        expect(received?.result).toEqual(shot.result);
        expect(received).toEqual(shot);
      }),
      { numRuns: 600 },
    );
    // The drawing reached legal shots of every kind (not only refusals).
    expect(legal).toBeGreaterThan(150);
  });

  it('on a phone without the pack: the dice, casualties and where they went, its steps marked as needing the pack', () => {
    fc.assert(
      fc.property(batteryArb, targetArb, formArb, diceArb, (battery, target, form, dice) => {
        const shot = fired(battery, target, form, dice);
        fc.pre(shot !== undefined);
        const original = chainOf(shot) as FireChain;
        const text = encodeSync(body([battery, target], [shot as ResolutionRecord]), {
          year: YEAR,
          packFor: withPractice,
        });
        const read = parseSync(text, () => undefined);
        if (!read.ok) throw new Error(read.problem.code);
        const received = read.value.shots[0] as ResolutionRecord;
        expect(received.result.legal && received.result.needsPack).toBe(true);
        const chain = chainOf(received) as FireChain;
        expect(chain.dice).toEqual(dice);
        expect(chain.casualties).toBe(original.casualties);
        expect(chain.allocation.line).toBe(original.allocation.line);
        expect(chain.allocation.skirmishers).toBe(original.allocation.skirmishers);
        expect(received.pack).toEqual(shot?.pack);
        // Passed on again from that phone, it reaches a phone with the pack whole.
        const again = encodeSync(body([battery, target], [received]), {
          year: YEAR,
          packFor: () => undefined,
        });
        const there = parseSync(again, withPractice);
        if (!there.ok) throw new Error(there.problem.code);
        expect(chainOf(there.value.shots[0])).toEqual(original);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a text that does not carry the battery (a side’s roster, one card)', () => {
  it('says what the engine reads of the battery, and the chain is worked out again all the same', () => {
    fc.assert(
      fc.property(batteryArb, targetArb, formArb, diceArb, (battery, target, form, dice) => {
        const shot = fired(battery, target, form, dice);
        fc.pre(shot !== undefined);
        const roster = {
          ...body([target], [shot as ResolutionRecord]),
          kind: 'roster' as const,
          side: 'opponent' as const,
        };
        delete roster.game;
        const text = encodeSync(roster, { year: YEAR, packFor: withPractice, cards: [battery, target] });
        expect(text).not.toContain('"ch"');
        expect(text).toContain(
          `"bk":["mine","${battery.nation}","${battery.batteryKind}","${battery.gunType}"]`,
        );
        const read = parseSync(text, withPractice);
        if (!read.ok) throw new Error(`${read.problem.code} ${read.problem.detail}`);
        expect(read.value.shots[0]).toEqual(shot);
      }),
      { numRuns: 200 },
    );
  });
});

describe('what the receiving engine would not give again travels whole', () => {
  const battery = unitCard({ id: 'battery', name: 'Battery', arm: 'artillery', gunType: '6pdr' });
  const target = unitCard({ id: 'target', name: 'Target', side: 'opponent', formation: 'line' });
  const form: ShotForm = { ...DEFAULT_SHOT_FORM, band: 'effective' };

  it('a target formed into column since the shot: the chain travels with the shot, as it was', () => {
    const shot = fired(battery, target, form, [6, 5]) as ResolutionRecord;
    const column = { ...target, formation: 'column' as const };
    expect(chainOf(fired(battery, column, form, [6, 5]))).not.toEqual(chainOf(shot)); // column matters
    const text = encodeSync(body([battery, column], [shot]), { year: YEAR, packFor: withPractice });
    expect(text).toContain('"ch"');
    const read = parseSync(text, withPractice);
    expect(read.ok && read.value.shots[0]).toEqual(shot);
  });

  it('a pack the sending phone no longer has: the chain travels with the shot', () => {
    const shot = fired(battery, target, form, [2, 3]) as ResolutionRecord;
    const text = encodeSync(body([battery, target], [shot]), { year: YEAR, packFor: () => undefined });
    expect(text).toContain('"ch"');
    const read = parseSync(text, () => undefined);
    expect(read.ok && read.value.shots[0]).toEqual(shot);
  });

  it('a name changed since the shot travels as it was then', () => {
    const shot = fired(battery, target, form, [4, 4]) as ResolutionRecord;
    const renamed = { ...target, name: 'Renamed' };
    const text = encodeSync(body([battery, renamed], [shot]), { year: YEAR, packFor: withPractice });
    const read = parseSync(text, withPractice);
    expect(read.ok && read.value.shots[0]?.targetName).toBe('Target');
  });
});
