/**
 * What a merge works on and what it reports (src/sync/merge.ts plans it). Codes only: the screen
 * has the words (src/i18n/sync.ts).
 */

import type {
  BrigadeRecord,
  CardField,
  CorrectionRecord,
  GameSettings,
  ResolutionRecord,
  TombstoneRecord,
  UnitCard,
  UnitSide,
} from '../records';
import type { SyncKind } from './payload';

/** What this phone holds (all of it: a merge may change any card's figures). */
export interface SyncState {
  cards: UnitCard[];
  tombstones: TombstoneRecord[];
  shots: ResolutionRecord[];
  corrections: CorrectionRecord[];
  game: GameSettings;
  /** v6: the sides' brigades (deleted ones marked); absent: none. */
  brigades?: BrigadeRecord[];
  /** This phone's device id (its own shots carry no clock until they travel); absent: none yet. */
  device?: string;
  /** Shots of games before this one were freed by Clear log here: one arriving is left out. */
  compactedBelow?: number;
}

export type FieldOutcome = { field: CardField; kept: 'theirs' | 'ours' };

/** One line per card the merge touches or considered. */
export interface CardLine {
  id: string;
  name: string;
  side: UnitSide;
  code:
    | 'new'
    | 'changed'
    | 'deleted-there'
    /** Deleted on this phone, hit (or edited later) on the other: kept, with this note. */
    | 'kept-deleted-here'
    /** Deleted on the other phone, hit (or edited later) here: kept, with this note. */
    | 'kept-deleted-there'
    /** Deleted here; the other phone's copy is older than the deletion: stays deleted. */
    | 'stays-deleted';
  /** For the kept-deleted codes: why. */
  reason?: 'hit' | 'edited';
  /** Fields whose values differed: which edit was kept (the later one). */
  fields: FieldOutcome[];
  figures?: { from: number; to: number };
  shotsNew: number;
}

/** One battery's shots of one game and turn, logged on both phones. */
export interface FiredTwice {
  /** Stable for the choice: game, turn and battery. */
  key: string;
  batteryId: string;
  batteryName: string;
  turn: number;
  /** The shots, earliest first: "keep one" keeps the first and puts the others' casualties back. */
  shots: string[];
  /** The very same shot entered on both phones (same target, dice and result). */
  same: boolean;
  /** "Keep one" was chosen (on either phone): the others' casualties are put back. */
  keptOne?: boolean;
}

export interface SyncSummary {
  kind: SyncKind;
  side?: UnitSide;
  counts: {
    cardsNew: number;
    cardsChanged: number;
    cardsDeleted: number;
    cardsKept: number;
    shotsNew: number;
    shotsChanged: number;
    corrections: number;
  };
  cards: CardLine[];
  game?: {
    turn?: { from: number; to: number };
    gameNumber?: { from: number; to: number };
    phasingSide?: { from: UnitSide; to: UnitSide };
    sideNames?: boolean;
    fired?: boolean;
    /** The text is from an earlier game or turn: this phone's later one stands (issue 22). */
    behind?: { gameNumber: number; turn: number };
  };
  /**
   * v5: the text is from another game (another table id): its game number and turn, for the
   * words. Planned without "Merge as this game" nothing is merged; with it, the rest of the
   * summary says what that merge does.
   */
  otherGame?: { gameNumber: number; turn: number };
  /** v5: this phone had recorded nothing yet and joins the other phone's game. */
  joined?: boolean;
  /**
   * v5: a battery that fired on both phones in one turn (artillery.movement: once per turn),
   * for the player to keep both shots or one. Empty when none.
   */
  firedTwice: FiredTwice[];
  /** v6: brigades new here or changed by the merge (renamed, moved, deleted); absent: none. */
  brigades?: number;
  /** Nothing would change (an exchange repeated). */
  nothing: boolean;
}

export interface MergePlan {
  put: {
    cards: UnitCard[];
    shots: ResolutionRecord[];
    corrections: CorrectionRecord[];
    tombstones: TombstoneRecord[];
    game?: GameSettings;
    /** v6: brigades new or changed; absent: none. */
    brigades?: BrigadeRecord[];
  };
  remove: { cards: string[]; tombstones: string[] };
  summary: SyncSummary;
}

/** The player's choices in the review: the battery conflicts to keep one shot of, and a clock for that. */
export interface MergeChoices {
  keepOne: ReadonlySet<string>;
  clock: () => string;
}
