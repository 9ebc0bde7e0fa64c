/**
 * The shared text (the same text as the shared .json file and the QR codes' content):
 * `{"format":"grand-battery.sync","formatVersion":3,"kind":…,…,"sum":"crc32:…"}`: what it holds,
 * its checksum, its writing (version 3: its shots compact, compact.ts) and its reading (any
 * version, 1–3); its problem codes are problems.ts.
 *
 * Kinds: `card` — one unit card with the shots that hit it and its corrections (so its figures
 * arrive right); `roster` — a side's cards and deletions with the same; `game` — every card,
 * deletion, shot and correction plus the settings that travel (turn, game number, side names,
 * phasing side, fired). Pure: no storage, no DOM.
 *
 * Untrusted on arrival: size first, then parse, prototype keys, format, version, checksum, each
 * record's shape (the backup validator's record checks), counts and references. Any problem is
 * a stable code; nothing is stored.
 */

import {
  at,
  bool,
  type Check,
  list as checkList,
  findForbiddenKey,
  isPlainRecord,
  literal,
  object,
  oneOf,
} from '../check';
import type { ValidatedPack } from '../core';
import { type Fail, fail, ok, type Result } from '../core';
import {
  type BrigadeRecord,
  type CorrectionRecord,
  checkBrigade,
  checkCorrection,
  checkResolution,
  checkTombstone,
  checkUnit,
  DEVICE_ID,
  type GameSettings,
  gameShape,
  isClock,
  type ResolutionRecord,
  type TombstoneRecord,
  UNIT_SIDES,
  type UnitCard,
  type UnitSide,
} from '../records';
import { crc32 } from '../share/crc32';
import {
  type CompactContext,
  compactCards,
  compactShots,
  expandCards,
  expandShots,
  type PackStamp,
} from './compact';
import type { SyncRefusal } from './problems';
import { firstShotAmiss, namedShot, statedCasualties } from './shot-check';

export const SYNC_FORMAT = 'grand-battery.sync';
/**
 * Raise only with a conversion step for older texts; a newer text is refused. 2: every text says
 * which game it is from (`identity`); a version-1 text (without it) is read as this phone's game.
 * 3: shots travel compact, without their chains (compact.ts); v1 and v2 texts are still read.
 * 4: the sides' brigades travel (`brigades`), and a card names its brigade and its place in it;
 * otherwise as v3 (a v3 text is read as one without brigades, every card unattached).
 */
export const SYNC_FORMAT_VERSION = 4;
/** Checked before parsing: a 200-shot game is about 40 KB (350 KB in v2); a long campaign fits with room. */
export const MAX_SYNC_CHARS = 8 * 1024 * 1024;
export const MAX_SYNC_RECORDS = {
  cards: 2_000,
  tombstones: 2_000,
  shots: 20_000,
  corrections: 20_000,
  brigades: 500,
} as const;

export const SYNC_KINDS = ['card', 'roster', 'game'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** The settings that travel in a game payload (LWW per field; `fired` see merge.ts). */
export type SyncGame = Pick<
  GameSettings,
  'turn' | 'gameNumber' | 'sideNames' | 'phasingSide' | 'fired' | 'clocks'
>;

/** A game text's settings: the travelling fields only, taken from a stored record that holds more. */
export function syncGame(g: SyncGame): SyncGame {
  return {
    turn: g.turn,
    gameNumber: g.gameNumber,
    sideNames: g.sideNames,
    phasingSide: g.phasingSide,
    fired: g.fired,
    ...(g.clocks ? { clocks: g.clocks } : {}),
  };
}

/** The checks of a game text's settings, field by field (the club's game document adds its id). */
export const SYNC_GAME_CHECKS = {
  turn: gameShape.turn,
  gameNumber: gameShape.gameNumber,
  sideNames: gameShape.sideNames,
  phasingSide: gameShape.phasingSide,
  fired: gameShape.fired,
  clocks: gameShape.clocks,
} satisfies Record<keyof SyncGame, unknown>;

export interface SyncBody {
  format: typeof SYNC_FORMAT;
  formatVersion: number;
  kind: SyncKind;
  /** For `roster`: the side. */
  side?: UnitSide;
  /** The sending phone and its clock when it made the text (the receiver's clock moves past it). */
  from: string;
  clock: string;
  cards: UnitCard[];
  tombstones: TombstoneRecord[];
  shots: ResolutionRecord[];
  corrections: CorrectionRecord[];
  /** For `game`. */
  game?: SyncGame;
  /**
   * v4: brigades: every one (deleted ones marked) for `game`, the side's for `roster`, the card's
   * own for `card`; absent in older texts.
   */
  brigades?: BrigadeRecord[];
  /** v2: the game the text is from (every kind; absent in a version-1 text). */
  identity?: GameIdentity;
}

/** Which game a text is from: the table's id, the game's number and turn, and whether it has begun. */
export interface GameIdentity {
  id: string;
  gameNumber: number;
  turn: number;
  /** Whether the sending phone recorded anything in this game (a shot, a "set to N"). */
  started: boolean;
}

export interface SyncPayload extends SyncBody {
  sum: string;
}

export type SyncParse = Result<SyncPayload, SyncRefusal>;

// ---------------------------------------------------------------------------------------------
// Checksum: CRC-32 (IEEE) of the UTF-8 text of the body (everything but `sum`, as written).

export function syncChecksum(text: string): string {
  return `crc32:${crc32(new TextEncoder().encode(text)).toString(16).padStart(8, '0')}`;
}

/** The packs this phone has (by id and version), for the engine to work a shot's chain out with. */
export type PackLookup = (stamp: PackStamp) => ValidatedPack | undefined;

/** A cheap sniff for routing (no parse): does the text claim to be a sync text? */
export function isSyncText(text: string): boolean {
  const head = text
    .slice(0, 200)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('{') && /"format"\s*:\s*"grand-battery\.sync"/.test(head);
}

// ---------------------------------------------------------------------------------------------
// Writing

const NO_PACKS: CompactContext = { year: 1813, packFor: () => undefined };

/** The text with its checksum as the last key. */
const withSum = (text: string) => `${text.slice(0, -1)},"sum":${JSON.stringify(syncChecksum(text))}}`;

/**
 * The shared text of a body (format v3, compact.ts): compact JSON with its checksum last. With
 * `context` (the campaign year and this phone's packs) a shot whose chain the engine gives again
 * travels without it; without, every chain travels whole.
 */
export function encodeSync(body: SyncBody, context: CompactContext = NO_PACKS): string {
  const { shots, ...rest } = body;
  const compact = compactShots(shots, body.cards, body.tombstones, body.from, context);
  return withSum(JSON.stringify({ ...rest, cards: compactCards(body.cards), ...compact }));
}

/** The v2 text of a body (every shot with its chain): what phones before v3 wrote; for tests and benches. */
export function encodeSyncV2(body: SyncBody): string {
  return withSum(JSON.stringify({ ...body, formatVersion: body.identity ? 2 : 1 }));
}

// ---------------------------------------------------------------------------------------------
// Reading

const refuse = (code: SyncRefusal['code'], detail?: string): Fail<SyncRefusal> =>
  fail(detail === undefined ? { code } : { code, detail });

/**
 * Reads a shared text of any version (1–3). `packFor` gives the rule packs this phone has: a v3
 * shot's chain is worked out with the one it names, or the shot keeps its result without steps.
 */
export function parseSync(input: string, packFor: PackLookup = () => undefined): SyncParse {
  if (typeof input !== 'string' || input.trim() === '') return refuse('empty');
  if (input.length > MAX_SYNC_CHARS) return refuse('too-large');
  const textContent = input.replace(/^\uFEFF/, '').trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(textContent);
  } catch {
    return refuse('malformed');
  }
  const forbidden = findForbiddenKey(parsed);
  if (forbidden !== undefined) return refuse('forbidden-key', forbidden.path);
  if (!isPlainRecord(parsed) || parsed.format !== SYNC_FORMAT) return refuse('not-sync');
  const version = parsed.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return refuse('version-invalid');
  if (version > SYNC_FORMAT_VERSION) return refuse('version-newer', String(version));
  const { sum, ...body } = parsed;
  if (typeof sum !== 'string' || sum !== syncChecksum(JSON.stringify(body))) return refuse('checksum');

  let records: Record<string, unknown> = parsed;
  if (version >= 3) {
    const expanded = expandV3(parsed, packFor);
    if (!expanded.ok) return expanded;
    records = expanded.value;
  }
  const shape = checkShape(records);
  if (shape) return shape;
  const payload = records as unknown as SyncPayload;
  return checkReferences(payload) ?? checkShots(payload, packFor) ?? ok(payload);
}

/**
 * Every legal shot's chain gives the dice and casualties it states (with this phone's pack where it
 * has the one a shot names); a shot without its steps (`needsPack`) only where that pack is not on
 * this phone (a v3 text says so of such a shot; no other text has one). The first that does not is
 * named in the refusal.
 */
function checkShots(p: SyncPayload, packFor: PackLookup): Fail<SyncRefusal> | undefined {
  const i = firstShotAmiss(p.shots, packFor);
  const shot = i === undefined ? undefined : p.shots[i];
  if (i === undefined || !shot) return undefined;
  return fail({
    code: 'shot-mismatch',
    detail: at('shots', i),
    shot: namedShot(shot, statedCasualties(shot)),
  });
}

/**
 * A v3 text as v2 records: everything but its shots checked first (the cards are what the
 * engine works the chains out from), then the shots expanded; the caller checks the records.
 */
function expandV3(
  parsed: Record<string, unknown>,
  packFor: PackLookup,
): Result<Record<string, unknown>, SyncRefusal> {
  const { year, packs, shots, ...others } = parsed;
  const rest = { ...others, cards: expandCards(others.cards) };
  const before = checkShape({ ...rest, shots: [] });
  if (before) return before;
  if (Array.isArray(shots) && shots.length > MAX_SYNC_RECORDS.shots) return refuse('too-many', 'shots');
  const p = rest as unknown as SyncPayload;
  const expanded = expandShots({ year, packs, shots }, p.cards, p.tombstones, p.from, packFor);
  if (!expanded.ok) {
    const { code, path, shot } = expanded.problem;
    return fail(shot ? { code, detail: path, shot } : { code, detail: path });
  }
  return ok({ ...rest, shots: expanded.shots });
}

/** A list of records, at most `max` of them (more is `too-many`, not a bad record). */
const list =
  (max: number, item: Check): Check =>
  (v, p) =>
    Array.isArray(v) && v.length > max
      ? { code: 'field.range', path: p, found: 'too-many' }
      : checkList(item, Number.POSITIVE_INFINITY)(v, p);

const top = object(
  {
    format: literal(SYNC_FORMAT),
    formatVersion: (v, p) =>
      v === 1 || v === 2 || v === 3 || v === 4 ? undefined : { code: 'field.type', path: p },
    kind: oneOf(SYNC_KINDS),
    side: oneOf(UNIT_SIDES),
    from: (v, p) =>
      typeof v === 'string' && DEVICE_ID.test(v) ? undefined : { code: 'field.type', path: p },
    clock: (v, p) => (isClock(v) ? undefined : { code: 'field.type', path: p }),
    cards: list(MAX_SYNC_RECORDS.cards, checkUnit),
    tombstones: list(MAX_SYNC_RECORDS.tombstones, checkTombstone),
    shots: list(MAX_SYNC_RECORDS.shots, checkResolution),
    corrections: list(MAX_SYNC_RECORDS.corrections, checkCorrection),
    brigades: list(MAX_SYNC_RECORDS.brigades, checkBrigade),
    game: object(SYNC_GAME_CHECKS, { optional: ['clocks'] }),
    identity: object({
      id: gameShape.gameId,
      gameNumber: gameShape.gameNumber,
      turn: gameShape.turn,
      started: bool,
    }),
    sum: () => undefined,
  },
  { optional: ['side', 'game', 'identity', 'brigades'] },
);

function checkShape(parsed: Record<string, unknown>): Fail<SyncRefusal> | undefined {
  const problem = top(parsed, '');
  if (problem) {
    if (problem.found === 'too-many') return refuse('too-many', problem.path);
    if (problem.code === 'field.forbidden-key') return refuse('forbidden-key', problem.path);
    return refuse(problem.code === 'field.range' ? 'out-of-range' : 'shape', problem.path);
  }
  const p = parsed as unknown as SyncPayload;
  if (p.kind === 'card' && (p.cards.length !== 1 || p.tombstones.length > 0 || p.game))
    return refuse('shape', 'cards');
  if (p.kind === 'roster') {
    if (!p.side || p.game) return refuse('shape', 'side');
    const other = [...p.cards, ...p.tombstones, ...(p.brigades ?? [])].findIndex((r) => r.side !== p.side);
    if (other >= 0) return refuse('shape', 'side');
  }
  if (p.kind === 'game' && !p.game) return refuse('shape', 'game');
  return undefined;
}

/** Every id once; every applied shot and correction names a card (or a deleted card) of the payload. */
function checkReferences(p: SyncPayload): Fail<SyncRefusal> | undefined {
  const cards = new Set<string>();
  for (const [i, r] of [...p.cards, ...p.tombstones].entries()) {
    if (cards.has(r.id)) return refuse('shape', `cards[${i}].id`);
    cards.add(r.id);
  }
  const shots = new Set<string>();
  for (const [i, shot] of p.shots.entries()) {
    if (shots.has(shot.id)) return refuse('shape', at(at('shots', i), 'id'));
    shots.add(shot.id);
    const target = shot.applied?.targetId;
    if (target !== undefined && !cards.has(target)) return refuse('dangling', at(at('shots', i), 'applied'));
    // A shot's casualties land on the card it was aimed at: one that says otherwise is refused
    // (this phone finds a card's shots by their target and would miss it).
    for (const part of ['applied', 'undone'] as const) {
      const landed = shot[part]?.targetId;
      if (landed !== undefined && landed !== shot.input.targetId)
        return refuse('shape', at(at(at('shots', i), part), 'targetId'));
    }
  }
  const brigades = new Set<string>();
  for (const [i, b] of (p.brigades ?? []).entries()) {
    if (brigades.has(b.id)) return refuse('shape', at(at('brigades', i), 'id'));
    brigades.add(b.id);
  }
  const corrections = new Set<string>();
  for (const [i, c] of p.corrections.entries()) {
    if (corrections.has(c.id)) return refuse('shape', at(at('corrections', i), 'id'));
    corrections.add(c.id);
    if (!cards.has(c.cardId)) return refuse('dangling', at(at('corrections', i), 'cardId'));
  }
  return undefined;
}
