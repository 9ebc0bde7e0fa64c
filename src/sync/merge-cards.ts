/**
 * The cards' part of a merge plan (merge.ts puts the plan together): a card held on both phones
 * merged field by field, a card deleted on one phone kept or left deleted, the tombstones, and
 * every card's figures derived again from the merged events. Pure, like the rest of the merge.
 */

import { CARD_FIELDS } from '../records/fields';
import type { CorrectionRecord, ResolutionRecord, TombstoneRecord, UnitCard } from '../records/model';
import { deriveFigures, withDerived } from './figures';
import { compareClocks } from './hlc';
import { fieldClock, fieldValue, latestClock, same, theirsWins, withField } from './merge-lww';
import { unseenHits } from './merge-shots';
import type { CardLine, FieldOutcome, SyncSummary } from './merge-summary';
import type { SyncPayload } from './payload';

/** What the cards' part of a plan grows: the cards and tombstones as merged, and its lines. */
export interface CardWork {
  readonly cards: Map<string, UnitCard>;
  readonly tombstones: Map<string, TombstoneRecord>;
  readonly removeCards: Set<string>;
  readonly removeTombstones: Set<string>;
  readonly putTombstones: TombstoneRecord[];
  readonly lines: Map<string, CardLine>;
  readonly counts: SyncSummary['counts'];
  /** A card's line in the summary (replacing any it had), with the shots that arrived at it. */
  readonly line: (card: UnitCard, code: CardLine['code'], extra?: Partial<CardLine>) => CardLine;
}

export function cardWork(
  local: { cards: readonly UnitCard[]; tombstones: readonly TombstoneRecord[] },
  counts: SyncSummary['counts'],
  newShotsAt: ReadonlyMap<string, number>,
): CardWork {
  const lines = new Map<string, CardLine>();
  return {
    cards: new Map(local.cards.map((c) => [c.id, c])),
    tombstones: new Map(local.tombstones.map((t) => [t.id, t])),
    removeCards: new Set<string>(),
    removeTombstones: new Set<string>(),
    putTombstones: [],
    lines,
    counts,
    line: (card, code, extra = {}) => {
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
    },
  };
}

/** One card held on both phones: last writer wins per field, each field's clock the later one. */
function mergeCardFields(ours: UnitCard, theirs: UnitCard): { merged: UnitCard; fields: FieldOutcome[] } {
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
  if (merged !== ours) merged = { ...merged, updatedAt: Math.max(ours.updatedAt, theirs.updatedAt) };
  return { merged, fields };
}

/**
 * The other phone's cards: merged into ours, new, or deleted here (kept when the other phone hit
 * it with a shot this phone had not seen, or edited it after the deletion).
 */
export function mergeIncomingCards(
  work: CardWork,
  incoming: Pick<SyncPayload, 'cards' | 'shots'>,
  localShotIds: Set<string>,
): void {
  const { cards, tombstones, counts, line } = work;
  for (const theirs of incoming.cards) {
    const ours = cards.get(theirs.id);
    const deletedHere = tombstones.get(theirs.id);
    if (ours) {
      const { merged, fields } = mergeCardFields(ours, theirs);
      if (merged !== ours) cards.set(theirs.id, merged);
      if (fields.length > 0) line(ours, 'changed', { fields });
      continue;
    }
    if (deletedHere) {
      const hit = unseenHits(theirs.id, incoming.shots, localShotIds);
      const editedLater = compareClocks(latestClock(theirs), deletedHere.clock) > 0;
      if (hit || editedLater) {
        cards.set(theirs.id, theirs);
        tombstones.delete(theirs.id);
        work.removeTombstones.add(theirs.id);
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
}

/**
 * The other phone's deletions: a card held here goes unless this phone hit it with a shot the
 * other had not seen or edited it after; a tombstone newer than ours is kept.
 */
export function mergeIncomingTombstones(
  work: CardWork,
  incomingTombstones: readonly TombstoneRecord[],
  localShots: readonly ResolutionRecord[],
  incomingShotIds: Set<string>,
): void {
  const { cards, tombstones, counts, line } = work;
  for (const theirs of incomingTombstones) {
    const ours = cards.get(theirs.id);
    const known = tombstones.get(theirs.id);
    if (ours) {
      const hit = unseenHits(theirs.id, localShots, incomingShotIds);
      const editedLater = compareClocks(latestClock(ours), theirs.clock) > 0;
      if (hit || editedLater) {
        counts.cardsKept++;
        line(ours, 'kept-deleted-there', { reason: hit ? 'hit' : 'edited' });
        continue;
      }
      cards.delete(theirs.id);
      work.removeCards.add(theirs.id);
      tombstones.set(theirs.id, theirs);
      work.putTombstones.push(theirs);
      counts.cardsDeleted++;
      line(ours, 'deleted-there');
      continue;
    }
    if (!known || compareClocks(theirs.clock, known.clock) > 0) {
      tombstones.set(theirs.id, theirs);
      work.removeTombstones.delete(theirs.id);
      work.putTombstones.push(theirs);
    }
  }
}

function groupBy<T>(items: Iterable<T>, key: (item: T) => string | undefined): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = out.get(k) ?? [];
    list.push(item);
    out.set(k, list);
  }
  return out;
}

/**
 * Figures: every card derived again from the merged events (the cache written with them); the
 * cards to write (those that differ from this phone's), and the lines of cards whose figures
 * moved or that were only hit. Counts the changed cards.
 */
export function derivedCards(
  work: CardWork,
  localCards: readonly UnitCard[],
  events: { shots: Iterable<ResolutionRecord>; corrections: Iterable<CorrectionRecord> },
  gameNumber: number,
  newShotsAt: ReadonlyMap<string, number>,
): UnitCard[] {
  const { cards, lines, line } = work;
  const byTarget = groupBy(events.shots, (s) => s.applied?.targetId);
  const correctionsBy = groupBy(events.corrections, (c) => c.cardId);
  const before = new Map(localCards.map((c) => [c.id, c]));
  const putCards: UnitCard[] = [];
  for (const [id, card] of cards) {
    const derived = deriveFigures(card, byTarget.get(id) ?? [], correctionsBy.get(id) ?? [], gameNumber);
    const next = withDerived(card, derived);
    const was = before.get(id);
    if (was && same(was, next)) continue;
    putCards.push(next);
    if (was && was.figures !== next.figures) {
      const entry = lines.get(id) ?? line(was, 'changed');
      entry.figures = { from: was.figures, to: next.figures };
    }
    if (was && !lines.has(id) && was.screen.figures !== next.screen.figures) line(was, 'changed');
  }
  // A card only hit (no field or figure changed, e.g. a shot not applied) still gets its line.
  for (const [target, n] of newShotsAt) {
    const card = cards.get(target);
    if (card && !lines.has(target) && n > 0) line(before.get(target) ?? card, 'changed');
  }
  for (const entry of lines.values()) if (entry.code === 'changed') work.counts.cardsChanged++;
  return putCards;
}
