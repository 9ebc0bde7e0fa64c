/**
 * What the phone keeps: unit cards, resolutions (the log), game settings. Plain data only, so it
 * can be stored, backed up and passed to the engine as it is.
 */
import type {
  Ammo,
  Arm,
  BatteryKind,
  BatteryMovement,
  FireChain,
  Formation,
  GunTypeId,
  InfantryMarkers,
  InfantryType,
  Nation,
  RangeBand,
  Refusal,
  Scale,
  SituationAnswers,
  UnitClass,
} from '../core';
import { SIDES, type Side } from '../core';
import type { BrigadeField, CardField, GameField } from './fields';

/** Figures are whole or half numbers from 0 to this (the bound; no table holds more). */
export const MAX_FIGURES = 999;
/** How long a card's name may be. */
export const MAX_NAME_LENGTH = 60;

/** The two sides at the table: the engine's own (core/vocabulary), named by the players. */
export const UNIT_SIDES = SIDES;
export type UnitSide = Side;

export interface UnitCard {
  id: string;
  name: string;
  side: UnitSide;
  nation: Nation;
  arm: Arm;
  infantryType: InfantryType;
  markers: InfantryMarkers;
  class: UnitClass;
  startFigures: number;
  figures: number;
  formation: Formation;
  /** A skirmish screen attached to this battalion, with its own figures. */
  screen: { attached: boolean; figures: number };
  gunType: GunTypeId;
  batteryKind: BatteryKind;
  /** v6: the brigade it belongs to (`BrigadeRecord.id`); absent: unattached. */
  brigadeId?: string;
  /** v6: its place within its brigade (or among the unattached); absent: after those placed, by age. */
  order?: number;
  createdAt: number;
  updatedAt: number;
  /**
   * v4: the hybrid logical clock (src/sync/hlc.ts) of the last write of each field that travels
   * between phones (last writer wins per field). Absent on a card written before v4 or outside
   * the app's edit path: such a field counts as written before any clock.
   */
  clocks?: CardClocks;
}

export type CardClocks = Partial<Record<CardField, string>>;

/** How long a brigade's name, a commander's name and a rating word may be. */
export const MAX_BRIGADE_NAME_LENGTH = 60;
export const MAX_COMMANDER_LENGTH = 60;
export const MAX_RATING_LENGTH = 40;

/**
 * v6: a brigade of one side: its name, its commander (rank included, as typed: "GdB Lefèvre"; ''
 * none), the commander's rating (a word of the rule pack's where it has some, else as written),
 * and its place among the side's brigades. Its fields travel and merge last-writer-wins like a
 * card's; a deleted brigade stays as a record marked `deleted` (so the deletion travels), and its
 * units, whatever they say, stand unattached.
 */
export interface BrigadeRecord {
  id: string;
  /** The side it is of: set when made, never changed (a unit moved to it takes its side). */
  side: UnitSide;
  name: string;
  commander: string;
  rating?: string;
  order: number;
  createdAt: number;
  updatedAt: number;
  clocks?: BrigadeClocks;
  deleted?: true;
}

export type BrigadeClocks = Partial<Record<BrigadeField, string>>;

/**
 * v4: a manual change of a card's current figures (the unit editor), recorded as an event so two
 * phones add their changes instead of overwriting each other's number. Deltas are whole or half
 * figures; `game` is the game it was made in (the formed unit's corrections count in that game only,
 * as New game puts the unit back at its starting figures; the screen's count in every game).
 */
export interface CorrectionRecord {
  id: string;
  cardId: string;
  game: number;
  /** A v4 correction: a difference added to the sum. A v5 "set to N" (`set`) carries 0 here. */
  line: number;
  skirmishers: number;
  /** When and by which phone (the clock names its device). */
  clock: string;
  /**
   * v5: the player's own "set to N" from the unit editor, the only correction a phone now makes.
   * `to` is the figure typed (so bounded by the card's figures, never a reconcile difference);
   * `seen` the casualties of the card's applied shots of that game this phone counted when it was
   * typed. The latest set (by clock) stands; shots applied that it did not count come off it, and
   * an Undo of one it counted puts the figures back (src/sync/figures.ts).
   */
  set?: { line?: FigureSet; screen?: FigureSet };
}

/** v5: one part of a "set to N": the figure typed and the applied casualties counted then. */
export interface FigureSet {
  to: number;
  seen: number;
}

/** v4: a deleted card, remembered so the deletion travels and a merge does not bring the card back. */
export interface TombstoneRecord {
  id: string;
  side: UnitSide;
  clock: string;
}

/** The inputs of one shot as the player gave them (no dice). */
export interface ShotInput {
  batteryId: string;
  targetId: string;
  ammo: Ammo;
  range: { band: RangeBand } | { distance: number; scale: Scale };
  movement: BatteryMovement;
  situation: Partial<SituationAnswers>;
}

export interface ResolutionRecord {
  id: string;
  at: number;
  turn: number;
  input: ShotInput;
  /** Names at the time of the shot, so the log still reads well after a card is edited or deleted. */
  batteryName: string;
  targetName: string;
  dice: [number, number];
  diceSource: 'app' | 'physical';
  /**
   * `needsPack`: a shot received in a compact text (format v3) without the rule pack it names: its
   * result (dice, casualties, where they went) is known, its steps are not (src/sync/compact.ts
   * `pendingChain`); the Log says the steps need the pack.
   */
  result:
    | { legal: true; chain: FireChain; needsPack?: true }
    | { legal: false; refusals: readonly Refusal[] };
  pack: { id: string; version: number | string; official: boolean };
  /** Whether the casualties were taken off the target card(s), and exactly what was taken. */
  applied?: AppliedCasualties;
  /**
   * The side that fired (either side's batteries fire from one phone). Absent in entries logged
   * before both sides could fire: those were all fired by 'mine' (`shotSide`).
   */
  side?: UnitSide;
  /** The game this shot belongs to (New game starts the next). Absent before games were numbered: 1. */
  game?: number;
  /** Casualties that were applied and then put back (the latest Undo), so the log says "undone". */
  undone?: AppliedCasualties & { at: number };
  /** v4: when and by which phone the shot was logged (a shot's content never changes after). */
  clock?: string;
  /**
   * v4: the clock of the last Apply or Undo of its casualties: `applied` / `undone` together are a
   * last-writer-wins register under this clock. Absent: never changed since v4 (oldest).
   */
  stateClock?: string;
}

/** Exactly what a shot took off its target card: the formed unit's and the screen's figures. */
export interface AppliedCasualties {
  targetId: string;
  line: number;
  skirmishers: number;
  /** The card was deleted after the casualties were applied (the log keeps the shot as applied). */
  targetDeleted?: true;
}

/** The side that fired a logged shot. */
export function shotSide(record: Pick<ResolutionRecord, 'side'>): UnitSide {
  return record.side ?? 'mine';
}

/** The game a logged shot belongs to. */
export function shotGame(record: Pick<ResolutionRecord, 'game'>): number {
  return record.game ?? 1;
}

/**
 * The Log's order (issue 35): the later game first, and in a game the newest entry first (ties in
 * time: the larger id). A late shot of an earlier game, logged on a phone that had not yet seen
 * New game, goes under the later game's entries, not above them.
 */
export function inLogOrder<T extends Pick<ResolutionRecord, 'game' | 'at' | 'id'>>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => shotGame(b) - shotGame(a) || b.at - a.at || (a.id < b.id ? 1 : -1));
}

export interface GameSettings {
  scale: Scale;
  campaignYear: number;
  turn: number;
  activePackId: string;
  keepAwake: boolean;
  /** The players' names for the two sides; empty means the default words ("Mine" / "Opponent"). */
  sideNames: Record<UnitSide, string>;
  /**
   * v6: which side is this phone's own (absent: the first): it only orders the roster and says
   * "yours"; never sent, never stored as a side, so each player picks his side once.
   */
  ownSide?: UnitSide;
  /** Whose turn of fire it is (the phasing side fires first); the other side's batteries stay in reach. */
  phasingSide: UnitSide;
  /** Which game this is: New game counts up, the old games' log stays readable. */
  gameNumber: number;
  /**
   * Batteries that fired this turn (artillery.movement: once per turn). Kept here, not read from
   * the log, so clearing the log mid-turn cannot let a battery fire twice.
   */
  fired: string[];
  /**
   * Batteries whose players chose "They hold fire" at the end of a turn (issue 36): the Log says so,
   * and the end of that turn asks no more about them. This phone's own (local), the newest
   * `MAX_HELD_FIRE` kept.
   */
  heldFire?: HeldFire[];
  /** The end-of-turn summary before Next turn (issue 36); absent: on. */
  turnSummary?: boolean;
  /** v4: the clock of the last change of each setting that travels in a game payload (LWW per field). */
  clocks?: GameClocks;
  /**
   * v5: which table's games these are: made once (the first shared text or New game), carried in
   * every shared text, and taken over from the other phone while this one has recorded nothing in
   * its game. With `gameNumber` it names the game: a text from another table is another game.
   */
  gameId?: string;
  /**
   * v5: table ids this phone's game had before a "Merge as this game" took the other phone's
   * (src/sync/merge.ts): a text carrying one of them is this game too. Oldest first.
   */
  formerGameIds?: string[];
}

/** A battery that held its fire in a turn of a game (the Log's line; its name as it was then). */
export interface HeldFire {
  game: number;
  turn: number;
  batteryId: string;
  batteryName: string;
  side: UnitSide;
  at: number;
}

/** How many "They hold fire" lines a phone keeps (the oldest go first). */
export const MAX_HELD_FIRE = 500;

/** How many earlier table ids a phone remembers as its game's (one per "Merge as this game"). */
export const MAX_FORMER_GAME_IDS = 8;

export type GameClocks = Partial<Record<GameField | 'fired', string>>;

/** Turns run 1…MAX_TURN: Next turn stops there, and backups accept exactly this range. */
export const MAX_TURN = 9_999;
/** Games run 1…MAX_GAME_NUMBER. */
export const MAX_GAME_NUMBER = 9_999;

/** How long a side's name may be (a player's or army's name). */
export const MAX_SIDE_NAME_LENGTH = 40;

/** A rule pack as the phone keeps it (src/storage/packs.ts reads and checks it again every time). */
export interface StoredPack {
  id: string;
  /** The pack as JSON data; for a draft, possibly broken. */
  data: unknown;
  draft: boolean;
  updatedAt: number;
  /**
   * Imported from a file or a link: "official" is then only the sender's word, and the app says
   * so ("marked official by whoever shared it") instead of "from a rulebook".
   */
  imported?: true;
}

/** Deep-frozen: a store or a caller works on a copy (`structuredClone`), never on these defaults. */
export const DEFAULT_GAME: Readonly<GameSettings> = deepFreeze({
  scale: 'cm',
  campaignYear: 1813,
  turn: 1,
  activePackId: 'practice',
  keepAwake: false,
  sideNames: { mine: '', opponent: '' },
  phasingSide: 'mine',
  gameNumber: 1,
  fired: [],
});

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
