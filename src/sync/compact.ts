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
 * every check a v2 text meets (payload.ts); the reading of the shots is compact-read.ts.
 */
import { isPlainRecord, sameJson } from '../check/json';
import type { Refusal } from '../core/codes';
import type { FireChain } from '../core/fire';
import type { ValidatedPack } from '../core/pack';
import { CARD_FIELDS } from '../records/fields';
import type { ResolutionRecord, ShotInput, TombstoneRecord, UnitCard } from '../records/model';
import { decodeClock, encodeClock } from './hlc';
import { outcomeOf, rebuildChain } from './shot-rebuild';

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
export function fullClock(clock: ShotClock, from: string, after: number): string {
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
    if (!s.result.legal) shot.rf = s.result.refusals;
    else if (s.result.needsPack) {
      // Received without its pack: passed on as it came, for a phone that has the pack.
      shot.o = [...outcomeOf(s.result.chain)];
    } else {
      const chain = s.result.chain;
      const pack = context.packFor(s.pack);
      const outcome = outcomeOf(chain);
      const rebuilt =
        pack && battery && target
          ? rebuildChain({ battery, target, input: s.input, dice: s.dice, outcome, year: context.year }, pack)
          : undefined;
      if (rebuilt && sameJson(rebuilt, chain)) {
        shot.o = [...outcome];
        if (battery && !carried)
          shot.bk = [battery.side, battery.nation, battery.batteryKind, battery.gunType];
      } else shot.ch = chain;
    }
    if (s.applied) shot.ap = [s.applied.line, s.applied.skirmishers];
    if (s.undone) shot.un = [s.undone.line, s.undone.skirmishers, s.undone.at - wall];
    if (s.stateClock) shot.sc = shortClock(s.stateClock, from, wall);
    return shot;
  });
  return { year: context.year, packs, shots: out };
}
