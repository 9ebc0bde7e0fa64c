/**
 * Merging what another phone recorded into this phone's state, never overwriting it. Pure: the
 * storage side (src/storage/sync.ts) reads the state, writes the plan in ONE transaction and keeps
 * a snapshot for Undo merge.
 *
 * The design (a known one, kept small): shots are immutable events in a grow-only set keyed by
 * id; whether a shot's casualties are applied or undone is a last-writer-wins register under a
 * hybrid logical clock (hlc.ts); card fields and game settings are last-writer-wins per field;
 * corrections are a grow-only set; a deletion is a tombstone with a clock. Figures are derived
 * (figures.ts), so both phones reach the same figures whatever the order of exchanges, and an
 * exchange repeated changes nothing. Ties are broken by the clock's device id, then the value.
 *
 * This file plans the cards and tombstones and puts the plan together; the rooms beside it:
 * merge-lww.ts (which value wins), merge-shots.ts (shots, corrections), merge-game.ts (settings),
 * merge-summary.ts (the plan's and the summary's shapes).
 */

import { CARD_FIELDS } from '../records/fields';
import {
  type CorrectionRecord,
  type ResolutionRecord,
  shotGame,
  type TombstoneRecord,
  type UnitCard,
} from '../records/model';
import { deriveFigures, withDerived } from './figures';
import { clockDevice, compareClocks } from './hlc';
import { adoptGameId, gameSummary, type IdentityOutcome, identityOutcome, mergeGame } from './merge-game';
import { fieldClock, fieldValue, latestClock, same, theirsWins, withField } from './merge-lww';
import { mergeCorrections, mergeShots, shotsToPut, unseenHits } from './merge-shots';
import type { CardLine, FieldOutcome, FiredTwice, MergePlan, SyncState, SyncSummary } from './merge-summary';
import type { GameIdentity, SyncPayload } from './payload';

export { adoptGameId, comparePlay, identityOutcome, mergeGame } from './merge-game';
export { fieldClock } from './merge-lww';
export type { CardLine, FieldOutcome, FiredTwice, MergePlan, SyncState, SyncSummary } from './merge-summary';

/** Whether this phone recorded anything in its game: a shot of it, or a figure set in it. */
export function gameStarted(state: Pick<SyncState, 'shots' | 'corrections' | 'game'>): boolean {
  const n = state.game.gameNumber;
  return state.shots.some((s) => shotGame(s) === n) || state.corrections.some((c) => c.game === n);
}

/** The player's choices in the review: the battery conflicts to keep one shot of, and a clock for that. */
export interface MergeChoices {
  keepOne: ReadonlySet<string>;
  clock: () => string;
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
  const identity = incoming.identity;
  const localEmpty = local.cards.length === 0 && local.shots.length === 0;
  let outcome: IdentityOutcome | 'keep' = identityOutcome(local.game, localEmpty, identity);
  let other: SyncSummary['otherGame'];
  let joinId = outcome === 'join' ? identity?.id : undefined;
  if (outcome === 'other' && identity) {
    if (!asThisGame) return otherGame(incoming, identity);
    other = { gameNumber: identity.gameNumber, turn: identity.turn };
    joinId = undefined;
    // The other phone has recorded nothing in its game: its cards and events merge, its game
    // number and turn do not (a New game pressed there must not end the game played here).
    outcome = !identity.started && gameStarted(local) ? 'keep' : 'join';
  }
  const counts = noCounts();
  const lines = new Map<string, CardLine>();

  // Shots: grow-only set; applied/undone a LWW register under `stateClock`.
  const { shots, localShotIds, incomingShotIds, changedShots, newShotsAt } = mergeShots(
    local,
    incoming,
    counts,
  );
  // Corrections: grow-only set.
  const { corrections, newCorrections } = mergeCorrections(local, incoming, counts);
  // A battery that fired on both phones in one turn: said, and "keep one" puts the others back.
  const firedTwice = firedOnBoth(shots, localShotIds, incomingShotIds, local.device ?? '');
  for (const conflict of firedTwice) {
    if (!choices?.keepOne.has(conflict.key)) continue;
    conflict.keptOne = true;
    for (const id of conflict.shots.slice(1)) {
      const shot = shots.get(id);
      if (!shot?.applied) continue;
      const { applied, ...rest } = shot;
      shots.set(id, { ...rest, undone: { ...applied, at: shot.at }, stateClock: choices.clock() });
      changedShots.add(id);
      counts.shotsChanged++;
    }
  }

  const cards = new Map(local.cards.map((c) => [c.id, c]));
  const tombstones = new Map(local.tombstones.map((t) => [t.id, t]));
  const removeCards = new Set<string>();
  const removeTombstones = new Set<string>();
  const putTombstones: TombstoneRecord[] = [];
  const line = (card: UnitCard, code: CardLine['code'], extra: Partial<CardLine> = {}): CardLine => {
    const entry: CardLine = {
      id: card.id,
      name: card.name,
      side: card.side,
      code,
      fields: [],
      shotsNew: newShotsAt.get(card.id) ?? 0,
      ...extra,
    };
    lines.set(card.id, entry);
    return entry;
  };

  for (const theirs of incoming.cards) {
    const ours = cards.get(theirs.id);
    const deletedHere = tombstones.get(theirs.id);
    if (ours) {
      let merged = ours;
      const fields: FieldOutcome[] = [];
      for (const field of CARD_FIELDS) {
        const a = fieldValue(ours, field);
        const b = fieldValue(theirs, field);
        const ca = fieldClock(ours, field);
        const cb = fieldClock(theirs, field);
        if (same(a, b)) {
          if (compareClocks(cb, ca) > 0) merged = { ...merged, clocks: { ...merged.clocks, [field]: cb } };
          continue;
        }
        const wins = theirsWins(ca, cb, a, b);
        fields.push({ field, kept: wins ? 'theirs' : 'ours' });
        if (wins) merged = { ...withField(merged, field, theirs), clocks: { ...merged.clocks, [field]: cb } };
      }
      if (merged !== ours) {
        merged = { ...merged, updatedAt: Math.max(ours.updatedAt, theirs.updatedAt) };
        cards.set(theirs.id, merged);
      }
      if (fields.length > 0) line(ours, 'changed', { fields });
      continue;
    }
    if (deletedHere) {
      const hit = unseenHits(theirs.id, incoming.shots, localShotIds);
      const editedLater = compareClocks(latestClock(theirs), deletedHere.clock) > 0;
      if (hit || editedLater) {
        cards.set(theirs.id, theirs);
        tombstones.delete(theirs.id);
        removeTombstones.add(theirs.id);
        counts.cardsKept++;
        line(theirs, 'kept-deleted-here', { reason: hit ? 'hit' : 'edited' });
      } else {
        line(theirs, 'stays-deleted');
      }
      continue;
    }
    cards.set(theirs.id, theirs);
    counts.cardsNew++;
    line(theirs, 'new');
  }

  for (const theirs of incoming.tombstones) {
    const ours = cards.get(theirs.id);
    const known = tombstones.get(theirs.id);
    if (ours) {
      const hit = unseenHits(theirs.id, local.shots, incomingShotIds);
      const editedLater = compareClocks(latestClock(ours), theirs.clock) > 0;
      if (hit || editedLater) {
        counts.cardsKept++;
        line(ours, 'kept-deleted-there', { reason: hit ? 'hit' : 'edited' });
        continue;
      }
      cards.delete(theirs.id);
      removeCards.add(theirs.id);
      tombstones.set(theirs.id, theirs);
      putTombstones.push(theirs);
      counts.cardsDeleted++;
      line(ours, 'deleted-there');
      continue;
    }
    if (!known || compareClocks(theirs.clock, known.clock) > 0) {
      tombstones.set(theirs.id, theirs);
      removeTombstones.delete(theirs.id);
      putTombstones.push(theirs);
    }
  }

  // The game: (game, turn) the later of the two; settings see `mergeGame`. Only a game text moves
  // them in a game both phones play: a card or roster text of a game this phone has not started
  // yet brings its shots, and New game then opens that very game (the other phone may have pressed
  // it first). A phone joining the other's game takes its game and turn from any text, so what it
  // records next is of that game.
  let game = local.game;
  let gameLine: SyncSummary['game'];
  if (outcome !== 'keep') {
    const whole = incoming.kind === 'game';
    const theirs = whole ? incoming.game : undefined;
    const play = whole || outcome === 'join' ? incoming.identity : undefined;
    const merged = mergeGame(local.game, theirs, play, joinId);
    const theirPlay = play ?? theirs;
    if (!same(merged, local.game)) game = merged;
    const summary = gameSummary(local.game, game, theirPlay);
    if (Object.keys(summary).length > 0) gameLine = summary;
  }
  // "Merge as this game": this phone takes the other's table id and remembers its own.
  if (other && identity) {
    const adopted = adoptGameId(game, identity.id);
    if (adopted !== game) game = adopted;
  }

  // Figures: every card derived again from the merged events (the cache written with them).
  const byTarget = new Map<string, ResolutionRecord[]>();
  for (const s of shots.values()) {
    const target = s.applied?.targetId;
    if (target === undefined) continue;
    const list = byTarget.get(target) ?? [];
    list.push(s);
    byTarget.set(target, list);
  }
  const correctionsBy = new Map<string, CorrectionRecord[]>();
  for (const c of corrections.values()) {
    const list = correctionsBy.get(c.cardId) ?? [];
    list.push(c);
    correctionsBy.set(c.cardId, list);
  }
  const localCards = new Map(local.cards.map((c) => [c.id, c]));
  const putCards: UnitCard[] = [];
  for (const [id, card] of cards) {
    const derived = deriveFigures(card, byTarget.get(id) ?? [], correctionsBy.get(id) ?? [], game.gameNumber);
    const next = withDerived(card, derived);
    const before = localCards.get(id);
    if (before && same(before, next)) continue;
    putCards.push(next);
    if (before && before.figures !== next.figures) {
      const entry = lines.get(id) ?? line(before, 'changed');
      entry.figures = { from: before.figures, to: next.figures };
    }
    if (before && !lines.has(id) && before.screen.figures !== next.screen.figures) line(before, 'changed');
  }
  // A card only hit (no field or figure changed, e.g. a shot not applied) still gets its line.
  for (const [target, n] of newShotsAt) {
    const card = cards.get(target);
    if (card && !lines.has(target) && n > 0) line(localCards.get(target) ?? card, 'changed');
  }
  for (const entry of lines.values()) if (entry.code === 'changed') counts.cardsChanged++;

  // Shots' "target deleted" note follows the cards as merged.
  const putShots = shotsToPut(shots, changedShots, (id) => cards.has(id));

  const put = {
    cards: putCards,
    shots: putShots,
    corrections: newCorrections,
    tombstones: putTombstones,
    ...(game !== local.game ? { game } : {}),
  };
  const remove = { cards: [...removeCards], tombstones: [...removeTombstones] };
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
      cards: [...lines.values()],
      ...(gameLine ? { game: gameLine } : {}),
      ...(outcome === 'join' && !other ? { joined: true } : {}),
      ...(other ? { otherGame: other } : {}),
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

/**
 * Legal shots of one battery in one game and turn, logged on two phones or more (by the device
 * their clock names; a shot without one was logged here), one of them held here and one just
 * arriving: the battery fired on both (each phone let it fire once). Shots of one phone alone (its
 * battery re-aimed after an Undo, sent in two card texts) are not. The applied shots first, then
 * the earliest (by the clock of their logging, then id), so "keep one" keeps a shot that counts
 * and both phones name the same one.
 */
function firedOnBoth(
  shots: Map<string, ResolutionRecord>,
  localIds: Set<string>,
  incomingIds: Set<string>,
  device: string,
): FiredTwice[] {
  // Only a group with a shot just arriving can be new.
  const groups = new Map<string, ResolutionRecord[]>();
  for (const s of shots.values()) {
    if (!s.result.legal) continue;
    const key = `${shotGame(s)}:${s.turn}:${s.input.batteryId}`;
    const list = groups.get(key) ?? [];
    list.push(s);
    groups.set(key, list);
  }
  const out: FiredTwice[] = [];
  for (const [key, list] of groups) {
    if (list.length < 2) continue;
    // Held here, and new from the other phone: it fired on both (said on both phones' reviews).
    const here = list.some((s) => localIds.has(s.id));
    const arriving = list.some((s) => incomingIds.has(s.id) && !localIds.has(s.id));
    if (!here || !arriving) continue;
    if (new Set(list.map((s) => (s.clock ? clockDevice(s.clock) : device))).size < 2) continue;
    const order = (s: ResolutionRecord) =>
      `${s.applied ? 0 : 1}|${s.clock ?? String(s.at).padStart(16, '0')}|${s.id}`;
    list.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
    const first = list[0] as ResolutionRecord;
    const sameAs = (s: ResolutionRecord) =>
      s.input.targetId === first.input.targetId && same(s.dice, first.dice) && same(s.result, first.result);
    out.push({
      key,
      batteryId: first.input.batteryId,
      batteryName: first.batteryName,
      turn: first.turn,
      shots: list.map((s) => s.id),
      same: list.every(sameAs),
    });
  }
  return out;
}
