/**
 * Reading a compact shared text's shots (format v3; the writer and the format are compact.ts):
 * each shot's shape checked, its cards and pack looked up by their place in the text, its clock
 * read from the steps, and its chain worked out again by the engine (shot-rebuild.ts) or left
 * pending its pack. Pure: no storage, no DOM.
 */
import {
  type Check,
  either,
  halves,
  int,
  list,
  literal,
  object,
  oneOf,
  plainJson,
  text,
  tuple,
} from '../check/fields';
import { at } from '../check/problem';
import type { FireChain } from '../core/fire';
import type { ValidatedPack } from '../core/pack';
import type { BatteryKind, Nation } from '../core/vocabulary';
import { id, name } from '../records/cards';
import { isClock, MAX_WALL } from '../records/clock';
import {
  type AppliedCasualties,
  MAX_FIGURES,
  MAX_GAME_NUMBER,
  MAX_TURN,
  type ResolutionRecord,
  type ShotInput,
  type TombstoneRecord,
  UNIT_SIDES,
  type UnitCard,
  type UnitSide,
} from '../records/model';
import { checkShotInput } from '../records/shots';
import { type CardRef, type CompactShot, fullClock, type PackStamp, TAIL, wallOf } from './compact';
import type { NamedShot } from './problems';
import { namedShot } from './shot-check';
import { type BatteryOf, rebuildChain, type ShotOutcome } from './shot-rebuild';

const offset = int(-MAX_WALL, MAX_WALL);
const part = halves(0, MAX_FIGURES);
/** A clock as written: another phone's whole, or the sender's as a step (and counter). */
const shortClockCheck: Check = either(
  (v, p) => (isClock(v) ? undefined : { code: 'field.type', path: p }),
  offset,
  tuple(offset, int(0, 9_999)),
);
const cardRef: Check = either(int(0, 1e6), id);
const packStampCheck = object({
  id: text(1, 64),
  version: either(int(1, 1e9), text(1, 32)),
  official: (v, p) => (typeof v === 'boolean' ? undefined : { code: 'field.type', path: p }),
});

/** The shape of a v3 shot; what its fields hold is checked again once it is a record (payload.ts). */
const compactShot: Check = object(
  {
    i: id,
    it: (v, p) => (typeof v === 'string' && TAIL.test(v) ? undefined : { code: 'field.type', path: p }),
    c: shortClockCheck,
    a: offset,
    t: int(1, MAX_TURN),
    g: int(1, MAX_GAME_NUMBER),
    s: oneOf(UNIT_SIDES),
    b: cardRef,
    x: cardRef,
    bk: tuple(oneOf(UNIT_SIDES), text(1, 32), text(1, 32), text(0, 64)),
    bn: name,
    tn: name,
    m: text(1, 32),
    r: plainJson(3, 200),
    v: plainJson(3, 200),
    q: plainJson(3, 1000),
    d: tuple(int(1, 6), int(1, 6)),
    ds: literal('p'),
    p: int(0, 1e6),
    o: (v, p) =>
      Array.isArray(v) && (v.length === 1 || v.length === 2)
        ? list(part, 2)(v, p)
        : { code: 'field.type', path: p },
    ch: plainJson(8, 16_384),
    rf: plainJson(6, 16_384),
    ap: tuple(part, part),
    un: tuple(part, part, offset),
    sc: shortClockCheck,
  },
  { optional: ['i', 'it', 'a', 'g', 's', 'bk', 'bn', 'tn', 'ds', 'o', 'ch', 'rf', 'ap', 'un', 'sc'] },
);

export const compactPartsShape = {
  year: int(1, 9999),
  packs: list(packStampCheck, 1000),
  shotList: compactShot,
};

/** Where a v3 text's shots went wrong: a path and a code payload.ts turns into its own. */
export interface CompactProblem {
  code: 'shape' | 'out-of-range' | 'dangling' | 'shot-mismatch';
  path: string;
  /** For `shot-mismatch`: the shot, as the refusal names it. */
  shot?: NamedShot;
}

/** A chain from what is known without the pack: the result, the dice; its steps are not known. */
export function pendingChain(
  input: ShotInput,
  dice: readonly [number, number],
  outcome: ShotOutcome,
  pack: PackStamp,
): FireChain {
  const [line, skirmishers] = outcome;
  const roll = dice[0] + dice[1];
  const casualties = line + (skirmishers ?? 0);
  const band = 'band' in input.range ? input.range.band : 'long';
  const screenRule =
    input.ammo === 'canister' && input.situation.screenIsTarget !== true
      ? 'artillery.skirmishers.canister'
      : 'artillery.skirmishers.roundshot';
  return {
    range:
      'band' in input.range
        ? { band, derivation: 'declared' }
        : { band, derivation: 'measured', distance: input.range.distance, scale: input.range.scale },
    checks: [],
    modifiers: [],
    dice: [dice[0], dice[1]],
    roll,
    totalModifier: 0,
    modifiedScore: roll,
    cell: { ammo: input.ammo, band, score: roll, row: roll, clamped: 'none', casualties },
    casualties,
    allocation:
      skirmishers === undefined ? { skirmishers: 0, line } : { skirmishers, line, ruleRef: screenRule },
    pack,
  } as FireChain;
}

type Refused = { ok: false; problem: CompactProblem };
const refused = (path: string, code: CompactProblem['code'] = 'shape'): Refused => ({
  ok: false,
  problem: { code, path },
});
/** A record check's problem as the text's: a value out of its range, or a wrong shape. */
const refusedAs = (problem: { path: string; code: string }): Refused =>
  refused(problem.path, problem.code === 'field.range' ? 'out-of-range' : 'shape');

/** What one shot of the text reads against: its cards, packs and year, its sender, the pack lookup. */
interface ReadContext {
  readonly year: number;
  readonly packs: readonly PackStamp[];
  readonly cards: readonly UnitCard[];
  /** The text's cards then its tombstones: what a `CardRef` number points at. */
  readonly all: readonly (UnitCard | TombstoneRecord)[];
  readonly from: string;
  readonly packFor: (stamp: PackStamp) => ValidatedPack | undefined;
}

/** The shot's battery and target ids, pack, cards and names; or where one of them is missing. */
function namedParts(s: CompactShot, path: string, context: ReadContext) {
  const idOf = (ref: CardRef, key: string): string | CompactProblem => {
    if (typeof ref === 'string') return ref;
    const card = context.all[ref];
    return card ? card.id : { code: 'dangling', path: at(path, key) };
  };
  const batteryId = idOf(s.b, 'b');
  const targetId = idOf(s.x, 'x');
  if (typeof batteryId !== 'string') return { ok: false as const, problem: batteryId };
  if (typeof targetId !== 'string') return { ok: false as const, problem: targetId };
  const pack = context.packs[s.p];
  if (!pack) return refused(at(path, 'p'), 'dangling');
  // One result, exactly: an outcome (to rebuild), a whole chain, or refusals.
  if ([s.o, s.ch, s.rf].filter((x) => x !== undefined).length !== 1) return refused(at(path, 'o'));
  if ((s.i === undefined) === (s.it === undefined)) return refused(at(path, 'i'));
  const card = typeof s.b === 'number' ? context.cards[s.b] : undefined;
  const battery: BatteryOf | undefined = s.bk
    ? {
        side: s.bk[0] as UnitSide,
        nation: s.bk[1] as Nation,
        batteryKind: s.bk[2] as BatteryKind,
        gunType: s.bk[3],
      }
    : card;
  const target = typeof s.x === 'number' ? context.cards[s.x] : undefined;
  const batteryName = s.bn ?? card?.name;
  const targetName = s.tn ?? target?.name;
  if (batteryName === undefined) return refused(at(path, 'bn'));
  if (targetName === undefined) return refused(at(path, 'tn'));
  return { ok: true as const, batteryId, targetId, pack, battery, target, batteryName, targetName };
}

/**
 * The shot's result: refusals, a whole chain, or the chain worked out again; pending its pack only
 * where this phone does not have that pack. With the pack here, a shot whose chain the engine does
 * not give again (its dice give other casualties than it states, or it names no cards to work them
 * out from) is not that shot: `undefined`, and the text is refused (issue 37).
 */
function resultOf(
  s: CompactShot,
  input: ShotInput,
  named: { pack: PackStamp; battery?: BatteryOf; target?: UnitCard },
  context: ReadContext,
): ResolutionRecord['result'] | undefined {
  if (s.rf) return { legal: false, refusals: s.rf };
  if (s.ch) return { legal: true, chain: s.ch };
  const outcome = s.o as unknown as ShotOutcome;
  const validated = context.packFor(named.pack);
  if (!validated)
    return { legal: true, chain: pendingChain(input, s.d, outcome, named.pack), needsPack: true };
  const { battery, target } = named;
  const chain =
    battery && target
      ? rebuildChain({ battery, target, input, dice: s.d, outcome, year: context.year }, validated)
      : undefined;
  return chain ? { legal: true, chain } : undefined;
}

/** One v3 shot as a record (its clock after `previous`, the wall of the shot before it). */
function expandShot(
  raw: unknown,
  path: string,
  previous: number,
  context: ReadContext,
): Refused | { ok: true; shot: ResolutionRecord; wall: number } {
  const problem = compactShot(raw, path);
  if (problem) return refusedAs(problem);
  const s = raw as CompactShot;
  const named = namedParts(s, path, context);
  if (!named.ok) return named;
  const { targetId } = named;
  const input = {
    batteryId: named.batteryId,
    targetId,
    ammo: s.m,
    range: s.r,
    movement: s.v,
    situation: s.q,
  };
  // Checked before the engine reads them (the records' own check, again later, finds the same).
  const inputProblem = checkShotInput(input, at(path, 'input'));
  if (inputProblem) return refusedAs(inputProblem);
  const clock = fullClock(s.c, context.from, previous);
  const wall = wallOf(clock);
  const result = resultOf(s, input, named, context);
  if (!result) {
    const stated = (s.o ?? []).reduce((sum, n) => sum + n, 0);
    const shot = namedShot({ turn: s.t, ...named, dice: s.d }, stated);
    return { ok: false, problem: { code: 'shot-mismatch', path, shot } };
  }
  const applied: AppliedCasualties | undefined = s.ap
    ? { targetId, line: s.ap[0], skirmishers: s.ap[1] }
    : undefined;
  const when = wall + (s.a ?? 0);
  // An id of the shot's time and a tail: a time the records' check refuses makes no id here.
  const shotId = s.i ?? (Number.isSafeInteger(when) && when >= 0 ? `${when.toString(36)}.${s.it}` : '');
  const shot: ResolutionRecord = {
    id: shotId,
    at: when,
    turn: s.t,
    input,
    batteryName: named.batteryName,
    targetName: named.targetName,
    dice: s.d,
    diceSource: s.ds === 'p' ? 'physical' : 'app',
    result,
    pack: named.pack,
    ...(applied ? { applied } : {}),
    ...(s.s === undefined ? {} : { side: s.s }),
    ...(s.g === undefined ? {} : { game: s.g }),
    ...(s.un ? { undone: { targetId, line: s.un[0], skirmishers: s.un[1], at: wall + s.un[2] } } : {}),
    clock,
    ...(s.sc === undefined ? {} : { stateClock: fullClock(s.sc, context.from, wall) }),
  };
  return { ok: true, shot, wall };
}

/**
 * The v3 shots as records: each checked for shape, its cards and pack looked up, its chain
 * worked out with `packFor`'s pack (or marked `needsPack`). Cards and tombstones are the text's.
 */
export function expandShots(
  parts: { year: unknown; packs: unknown; shots: unknown },
  cards: readonly UnitCard[],
  tombstones: readonly TombstoneRecord[],
  from: string,
  packFor: (stamp: PackStamp) => ValidatedPack | undefined,
): { ok: true; shots: ResolutionRecord[] } | Refused {
  if (compactPartsShape.year(parts.year, 'year')) return refused('year');
  const packProblem = compactPartsShape.packs(parts.packs, 'packs');
  if (packProblem) return refused(packProblem.path);
  if (!Array.isArray(parts.shots)) return refused('shots');
  const context: ReadContext = {
    year: parts.year as number,
    packs: parts.packs as PackStamp[],
    cards,
    all: [...cards, ...tombstones],
    from,
    packFor,
  };
  const shots: ResolutionRecord[] = [];
  let previous = 0;
  for (const [i, raw] of (parts.shots as unknown[]).entries()) {
    const read = expandShot(raw, at('shots', i), previous, context);
    if (!read.ok) return read;
    previous = read.wall;
    shots.push(read.shot);
  }
  return { ok: true, shots };
}
