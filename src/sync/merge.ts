/**
 * Merging what another phone recorded into this phone's state, never overwriting it. Pure: the
 * storage side (src/storage/sync-merge.ts) reads the state, writes the plan in ONE transaction and keeps
 * a snapshot for Undo merge.
 *
 * The design (a known one, kept small): shots are immutable events in a grow-only set keyed by
 * id; whether a shot's casualties are applied or undone is a last-writer-wins register under a
 * hybrid logical clock (hlc.ts); card fields and game settings are last-writer-wins per field;
 * corrections are a grow-only set; a deletion is a tombstone with a clock. Figures are derived
 * (figures.ts), so both phones reach the same figures whatever the order of exchanges, and an
 * exchange repeated changes nothing. Ties are broken by the clock's device id, then the value.
 *
 * This file puts the plan together (the text's game, then the events, the cards, the game); the
 * rooms beside it: merge-cards.ts (cards, tombstones, figures), merge-fired.ts (a battery that fired
 * on both phones), merge-lww.ts (which value wins), merge-shots.ts (shots, corrections),
 * merge-game.ts (settings), merge-summary.ts (the plan's and the summary's shapes).
 */

import { shotGame } from '../records/model';
import { cardWork, derivedCards, mergeIncomingCards, mergeIncomingTombstones } from './merge-cards';
import { firedTwiceIn } from './merge-fired';
import { adoptGameId, gameSummary, type IdentityOutcome, identityOutcome, mergeGame } from './merge-game';
import { same } from './merge-lww';
import { mergeCorrections, mergeShots, shotsToPut } from './merge-shots';
import type { MergeChoices, MergePlan, SyncState, SyncSummary } from './merge-summary';
import type { GameIdentity, SyncPayload } from './payload';

export { adoptGameId, comparePlay, identityOutcome, mergeGame } from './merge-game';
export { fieldClock, same } from './merge-lww';
export type {
  CardLine,
  FieldOutcome,
  FiredTwice,
  MergeChoices,
  MergePlan,
  SyncState,
  SyncSummary,
} from './merge-summary';

/** Whether this phone recorded anything in its game: a shot of it, or a figure set in it. */
export function gameStarted(state: Pick<SyncState, 'shots' | 'corrections' | 'game'>): boolean {
  const n = state.game.gameNumber;
  return state.shots.some((s) => shotGame(s) === n) || state.corrections.some((c) => c.game === n);
}

/** Which game the text is of, as this merge takes it: its outcome, and the other game if merged as this one. */
interface Identity {
  readonly outcome: IdentityOutcome | 'keep';
  readonly other?: SyncSummary['otherGame'];
  readonly joinId?: string;
}

/** The text's game against this phone's, or `otherTable`: another table's game, not chosen to merge. */
function identityOf(
  local: SyncState,
  incoming: SyncPayload,
  asThisGame: boolean,
): Identity | { readonly otherTable: GameIdentity } {
  const identity = incoming.identity;
  const localEmpty = local.cards.length === 0 && local.shots.length === 0;
  const outcome = identityOutcome(local.game, localEmpty, identity);
  if (outcome !== 'other' || !identity) {
    return { outcome, ...(outcome === 'join' && identity ? { joinId: identity.id } : {}) };
  }
  if (!asThisGame) return { otherTable: identity };
  return {
    other: { gameNumber: identity.gameNumber, turn: identity.turn },
    // The other phone has recorded nothing in its game: its cards and events merge, its game
    // number and turn do not (a New game pressed there must not end the game played here).
    outcome: !identity.started && gameStarted(local) ? 'keep' : 'join',
  };
}

/**
 * The game: (game, turn) the later of the two; settings see `mergeGame`. Only a game text moves
 * them in a game both phones play: a card or roster text of a game this phone has not started
 * yet brings its shots, and New game then opens that very game (the other phone may have pressed
 * it first). A phone joining the other's game takes its game and turn from any text, so what it
 * records next is of that game. "Merge as this game": this phone takes the other's table id and
 * remembers its own.
 */
function gameOf(
  local: SyncState,
  incoming: SyncPayload,
  id: Identity,
): { game: SyncState['game']; line?: SyncSummary['game'] } {
  let game = local.game;
  let line: SyncSummary['game'];
  if (id.outcome !== 'keep') {
    const whole = incoming.kind === 'game';
    const theirs = whole ? incoming.game : undefined;
    const play = whole || id.outcome === 'join' ? incoming.identity : undefined;
    const merged = mergeGame(local.game, theirs, play, id.joinId);
    const theirPlay = play ?? theirs;
    if (!same(merged, local.game)) game = merged;
    const summary = gameSummary(local.game, game, theirPlay);
    if (Object.keys(summary).length > 0) line = summary;
  }
  if (id.other && incoming.identity) {
    const adopted = adoptGameId(game, incoming.identity.id);
    if (adopted !== game) game = adopted;
  }
  return line ? { game, line } : { game };
}

/**
 * `asThisGame`: the player chose "Merge as this game" for a text of another table id (the summary
 * still names that game in `otherGame`). Without it such a text merges nothing.
 */
export function planMerge(
  local: SyncState,
  incoming: SyncPayload,
  choices?: MergeChoices,
  asThisGame = false,
): MergePlan {
  const id = identityOf(local, incoming, asThisGame);
  if ('otherTable' in id) return otherGame(incoming, id.otherTable);
  const counts = noCounts();
  // Shots: grow-only set; applied/undone a LWW register under `stateClock`. Corrections: grow-only set.
  const merged = mergeShots(local, incoming, counts);
  const { shots, newShotsAt } = merged;
  const { corrections, newCorrections } = mergeCorrections(local, incoming, counts);
  // A battery that fired on both phones in one turn: said, and "keep one" puts the others back.
  const ids = { local: merged.localShotIds, incoming: merged.incomingShotIds, changed: merged.changedShots };
  const firedTwice = firedTwiceIn(shots, ids, local.device ?? '', counts, choices);

  const work = cardWork(local, counts, newShotsAt);
  mergeIncomingCards(work, incoming, merged.localShotIds);
  mergeIncomingTombstones(work, incoming.tombstones, local.shots, merged.incomingShotIds);
  const { game, line: gameLine } = gameOf(local, incoming, id);
  const events = { shots: shots.values(), corrections: corrections.values() };
  const putCards = derivedCards(work, local.cards, events, game.gameNumber, newShotsAt);
  // Shots' "target deleted" note follows the cards as merged.
  const putShots = shotsToPut(shots, merged.changedShots, (card) => work.cards.has(card));

  const put = {
    cards: putCards,
    shots: putShots,
    corrections: newCorrections,
    tombstones: work.putTombstones,
    ...(game !== local.game ? { game } : {}),
  };
  const remove = { cards: [...work.removeCards], tombstones: [...work.removeTombstones] };
  const nothing =
    put.cards.length + put.shots.length + put.corrections.length + put.tombstones.length === 0 &&
    remove.cards.length + remove.tombstones.length === 0 &&
    put.game === undefined;
  return {
    put,
    remove,
    summary: {
      kind: incoming.kind,
      ...(incoming.side ? { side: incoming.side } : {}),
      counts,
      cards: [...work.lines.values()],
      ...(gameLine ? { game: gameLine } : {}),
      ...(id.outcome === 'join' && !id.other ? { joined: true } : {}),
      ...(id.other ? { otherGame: id.other } : {}),
      firedTwice,
      nothing,
    },
  };
}

/** A summary's counts before anything is counted (a plan counts into its own copy). */
export function noCounts() {
  return {
    cardsNew: 0,
    cardsChanged: 0,
    cardsDeleted: 0,
    cardsKept: 0,
    shotsNew: 0,
    shotsChanged: 0,
    corrections: 0,
  };
}

/** A text from another game: nothing merged, and the summary says which game it is. */
function otherGame(incoming: SyncPayload, identity: GameIdentity): MergePlan {
  const counts = noCounts();
  return {
    put: { cards: [], shots: [], corrections: [], tombstones: [] },
    remove: { cards: [], tombstones: [] },
    summary: {
      kind: incoming.kind,
      ...(incoming.side ? { side: incoming.side } : {}),
      counts,
      cards: [],
      otherGame: { gameNumber: identity.gameNumber, turn: identity.turn },
      firedTwice: [],
      nothing: true,
    },
  };
}
