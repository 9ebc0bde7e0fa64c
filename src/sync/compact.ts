/**
 * The compact shared text (format v3, issue 27): what the other phone cannot work out itself.
 *
 * Cards, deletions, corrections and the game travel as in v2. Shots do not carry their chain:
 * each is its inputs, the cards it names by their place in the text (`cards` then `tombstones`;
 * an id only for a card the text does not carry), the rule pack by its place in `packs`, its dice
 * and where its casualties went; the receiving phone works the chain out again with the engine
 * (shot-rebuild.ts) from the pack the shot names, where that pack is on the phone. A shot whose
 * pack is not there keeps its result (dice, casualties, where they went) and says its steps need
 * the pack (`needsPack`). A shot whose chain the engine would not give again here (a card edited
 * since the shot, another campaign year, a pack the sender no longer has) carries its chain whole.
 *
 * Pure: no storage, no DOM. The reader turns a v3 body back into v2 records, which then meet
 * every check a v2 text meets (payload.ts). In order: the format, its clocks and cards, the
 * writing of the shots, and their reading.
 */

import {
  at,
  type Check,
  either,
  halves,
  int,
  isPlainRecord,
  list,
  literal,
  object,
  oneOf,
  plainJson,
  sameJson,
  text,
  tuple,
} from '../check';
import type { BatteryKind, FireChain, Nation, Refusal, ValidatedPack } from '../core';
import {
  type AppliedCasualties,
  CARD_FIELDS,
  checkShotInput,
  id,
  isClock,
  MAX_FIGURES,
  MAX_GAME_NUMBER,
  MAX_TURN,
  MAX_WALL,
  name,
  type ResolutionRecord,
  type ShotInput,
  type TombstoneRecord,
  UNIT_SIDES,
  type UnitCard,
  type UnitSide,
} from '../records';
import { decodeClock, encodeClock } from './hlc';
import type { NamedShot } from './problems';
import { namedShot } from './shot-check';
import { type BatteryOf, outcomeOf, rebuildChain, type ShotOutcome } from './shot-rebuild';

/** A shot's pack stamp: its id, version and whether it is from a rulebook. */
export type PackStamp = ResolutionRecord['pack'];

/** A card named by its place in the text (`cards`, then `tombstones`), or by its id. */
export type CardRef = number | string;

/** One shot in a v3 text. Short keys: a 200-shot game says each of them 200 times. */
export interface CompactShot {
  /** id, or `it`: */
  i?: string;
  /** the tail of an id made of the shot's time and a tail (state/shots/id.ts): the time travels anyway */
  it?: string;
  /** clock (`ShotClock`): the sender's as ms after the previous shot's clock */
  c: ShotClock;
  /** `at` − the clock's wall time (ms), where not 0 */
  a?: number;
  /** turn */
  t: number;
  /** game (absent: the record had none) */
  g?: number;
  /** side that fired (absent: the record had none) */
  s?: ResolutionRecord['side'];
  /** battery, target */
  b: CardRef;
  x: CardRef;
  /** the battery as the engine reads it, where the text does not carry its card: side, nation, kind, gun */
  bk?: [string, string, string, string];
  /** names at the time of the shot, where they are not the card's name now */
  bn?: string;
  tn?: string;
  /** the shot's inputs: ammunition, range, movement, answers */
  m: ShotInput['ammo'];
  r: ShotInput['range'];
  v: ShotInput['movement'];
  q: ShotInput['situation'];
  /** dice, and "p" where the player's own */
  d: [number, number];
  ds?: 'p';
  /** the pack: its place in `packs` */
  p: number;
  /** legal: where the casualties went, `[line]` or `[line, skirmishers]` (with a screen) */
  o?: number[];
  /** legal: the whole chain, where the engine would not give it again */
  ch?: FireChain;
  /** refused: the refusals */
  rf?: readonly Refusal[];
  /** applied [line, skirmishers] (to the target) */
  ap?: [number, number];
  /** undone [line, skirmishers, at − clock wall] */
  un?: [number, number, number];
  /** stateClock (`ShotClock`): the sender's as ms after the shot's own clock */
  sc?: ShotClock;
}

/**
 * A clock in a v3 shot: one of the sender's (`from`) as the ms after the clock before it (a
 * number), with its counter where that is not 0 (`[ms, counter]`); another phone's whole.
 */
export type ShotClock = number | [number, number] | string;

/** What the writer needs besides the records: the campaign year, this phone's packs and cards. */
export interface CompactContext {
  readonly year: number;
  readonly packFor: (stamp: PackStamp) => ValidatedPack | undefined;
  /**
   * Every card on this phone: a side's roster or one card travels without the other side's
   * batteries, whose shots then say what the engine reads of the battery (`bk`).
   */
  readonly cards?: readonly UnitCard[];
}

/** What a v3 body adds to v2's top level, and how it carries shots. */
export interface CompactParts {
  /** The sender's campaign year: the engine's open-order rule depends on it. */
  year: number;
  packs: PackStamp[];
  shots: CompactShot[];
}

// ---------------------------------------------------------------------------------------------
// Clocks: the sender's own device is said once (`from`), its times as steps from the one before.

function shortClock(clock: string, from: string, after: number): ShotClock {
  const c = decodeClock(clock);
  if (!c || c.device !== from) return clock;
  return c.counter === 0 ? c.wall - after : [c.wall - after, c.counter];
}

/** The clock a `ShotClock` stands for; an impossible one (a wall before 0) fails the record checks. */
function fullClock(clock: ShotClock, from: string, after: number): string {
  if (typeof clock === 'string') return clock;
  const [step, counter] = typeof clock === 'number' ? [clock, 0] : clock;
  const wall = after + step;
  return wall < 0 ? '' : encodeClock({ wall, counter, device: from });
}

export const wallOf = (clock: string) => decodeClock(clock)?.wall ?? 0;

// ---------------------------------------------------------------------------------------------
// Cards: a card whose every field was written under one clock (made or edited once) says it once.

/** A card as a v3 text carries it: `clocks` one clock where every field has that one. */
export type CompactCard = Omit<UnitCard, 'clocks'> & { clocks?: UnitCard['clocks'] | string };

export function compactCards(cards: readonly UnitCard[]): CompactCard[] {
  return cards.map((card) => {
    const clocks = card.clocks;
    const one = clocks?.[CARD_FIELDS[0]];
    const same =
      one !== undefined &&
      Object.keys(clocks ?? {}).length === CARD_FIELDS.length &&
      CARD_FIELDS.every((f) => clocks?.[f] === one);
    return same ? { ...card, clocks: one } : card;
  });
}

/** The cards of a v3 text as records (anything but a card with one clock is left for the checks). */
export function expandCards(cards: unknown): unknown {
  if (!Array.isArray(cards)) return cards;
  return cards.map((card: unknown) =>
    isPlainRecord(card) && typeof card.clocks === 'string'
      ? { ...card, clocks: Object.fromEntries(CARD_FIELDS.map((f) => [f, card.clocks])) }
      : card,
  );
}

// ---------------------------------------------------------------------------------------------
// Writing

export const TAIL = /^[0-9a-z]{1,16}$/;

/** A shot's id: its tail where it is its time (base 36), a dot and a tail (state/shots/id.ts). */
function idOf(s: ResolutionRecord): Pick<CompactShot, 'i' | 'it'> {
  const head = `${s.at.toString(36)}.`;
  const tail = s.id.startsWith(head) ? s.id.slice(head.length) : '';
  return TAIL.test(tail) ? { it: tail } : { i: s.id };
}

/** A legal shot whose steps this phone never had (received in v3 without its pack). */
export function needsPack(record: ResolutionRecord): boolean {
  return record.result.legal && record.result.needsPack === true;
}

/**
 * What a shot's result travels as: its refusals; its outcome alone where the engine gives the
 * chain again from the cards and the pack (with what it reads of a battery the text does not
 * carry, `bk`); else the chain whole.
 */
function resultTravelsAs(
  s: ResolutionRecord,
  units: { battery?: UnitCard; target?: UnitCard; carried: boolean },
  context: CompactContext,
): Pick<CompactShot, 'rf' | 'o' | 'ch' | 'bk'> {
  if (!s.result.legal) return { rf: s.result.refusals };
  // Received without its pack: passed on as it came, for a phone that has the pack.
  if (s.result.needsPack) return { o: [...outcomeOf(s.result.chain)] };
  const { battery, target } = units;
  const chain = s.result.chain;
  const pack = context.packFor(s.pack);
  const outcome = outcomeOf(chain);
  const rebuilt =
    pack && battery && target
      ? rebuildChain({ battery, target, input: s.input, dice: s.dice, outcome, year: context.year }, pack)
      : undefined;
  if (!battery || !rebuilt || !sameJson(rebuilt, chain)) return { ch: chain };
  if (units.carried) return { o: [...outcome] };
  return { o: [...outcome], bk: [battery.side, battery.nation, battery.batteryKind, battery.gunType] };
}

export function compactShots(
  shots: readonly ResolutionRecord[],
  cards: readonly UnitCard[],
  tombstones: readonly TombstoneRecord[],
  from: string,
  context: CompactContext,
): CompactParts {
  const place = new Map<string, number>();
  for (const [i, r] of [...cards, ...tombstones].entries()) place.set(r.id, i);
  const ref = (cardId: string): CardRef => place.get(cardId) ?? cardId;
  const packs: PackStamp[] = [];
  const packIndex = (stamp: PackStamp): number => {
    const found = packs.findIndex((p) => sameJson(p, stamp));
    if (found >= 0) return found;
    packs.push({ id: stamp.id, version: stamp.version, official: stamp.official });
    return packs.length - 1;
  };
  // In clock order, so each clock is a short step from the one before (the order means nothing else).
  const ordered = [...shots].sort((a, b) =>
    (a.clock ?? '') < (b.clock ?? '') ? -1 : a.clock === b.clock ? 0 : 1,
  );
  let previous = 0;
  const out = ordered.map((s): CompactShot => {
    const clock = s.clock ?? '';
    const wall = wallOf(clock);
    const c = shortClock(clock, from, previous);
    previous = wall;
    const carried = cards[place.get(s.input.batteryId) ?? -1];
    const battery = carried ?? context.cards?.find((c) => c.id === s.input.batteryId);
    const target = cards[place.get(s.input.targetId) ?? -1];
    // What most shots share first, in one run, then what each says of its own (a long run
    // deflates to one back-reference; the same fields interleaved cost one each).
    const shot: CompactShot = {
      m: s.input.ammo,
      r: s.input.range,
      v: s.input.movement,
      q: s.input.situation,
      p: packIndex(s.pack),
      ...(s.game === undefined ? {} : { g: s.game }),
      t: s.turn,
      ...(s.side === undefined ? {} : { s: s.side }),
      b: ref(s.input.batteryId),
      x: ref(s.input.targetId),
      ...(carried?.name === s.batteryName ? {} : { bn: s.batteryName }),
      ...(target?.id === s.input.targetId && target.name === s.targetName ? {} : { tn: s.targetName }),
      ...(s.diceSource === 'physical' ? { ds: 'p' as const } : {}),
      d: [s.dice[0], s.dice[1]],
      ...idOf(s),
      c,
      ...(s.at === wall ? {} : { a: s.at - wall }),
    };
    Object.assign(shot, resultTravelsAs(s, { battery, target, carried: carried !== undefined }, context));
    if (s.applied) shot.ap = [s.applied.line, s.applied.skirmishers];
    if (s.undone) shot.un = [s.undone.line, s.undone.skirmishers, s.undone.at - wall];
    if (s.stateClock) shot.sc = shortClock(s.stateClock, from, wall);
    return shot;
  });
  return { year: context.year, packs, shots: out };
}

// ---------------------------------------------------------------------------------------------
// Reading: each shot's shape checked, its cards and pack looked up by their place in the text,
// its clock read from the steps, and its chain worked out again by the engine (shot-rebuild.ts)
// or left pending its pack.

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

const compactPartsShape = {
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
