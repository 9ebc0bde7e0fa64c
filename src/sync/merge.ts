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
 */

import type {
  CorrectionRecord,
  GameSettings,
  ResolutionRecord,
  TombstoneRecord,
  UnitCard,
  UnitSide,
} from '../storage/model';
import { CARD_FIELDS, type CardField, GAME_FIELDS, type GameField } from './fields';
import { deriveFigures, withDerived } from './figures';
import { compareClocks, encodeClock } from './hlc';
import type { SyncGame, SyncKind, SyncPayload } from './payload';

/** What this phone holds (all of it: a merge may change any card's figures). */
export interface SyncState {
  cards: UnitCard[];
  tombstones: TombstoneRecord[];
  shots: ResolutionRecord[];
  corrections: CorrectionRecord[];
  game: GameSettings;
}

export type FieldOutcome = { field: CardField; kept: 'theirs' | 'ours' };

/** One line per card the merge touches or considered. Codes only: the screen has the words (src/i18n/sync.ts). */
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
  };
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
  };
  remove: { cards: string[]; tombstones: string[] };
  summary: SyncSummary;
}

/** A card written before v4 (no clocks) counts as written at its `updatedAt` by no device in particular. */
const LEGACY_DEVICE = '00000000';
export function fieldClock(card: UnitCard, field: CardField): string {
  return card.clocks?.[field] ?? encodeClock({ wall: card.updatedAt, counter: 0, device: LEGACY_DEVICE });
}

function latestClock(card: UnitCard): string {
  return CARD_FIELDS.map((f) => fieldClock(card, f)).reduce((a, b) => (compareClocks(a, b) >= 0 ? a : b));
}

function fieldValue(card: UnitCard, field: CardField): unknown {
  return field === 'screenAttached' ? card.screen.attached : card[field];
}

function withField(card: UnitCard, field: CardField, from: UnitCard): UnitCard {
  if (field === 'screenAttached')
    return { ...card, screen: { ...card.screen, attached: from.screen.attached } };
  return { ...card, [field]: from[field] };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
/** Deterministic order of two different values (a tie of clocks, e.g. two cards from before v4). */
const valueAfter = (a: unknown, b: unknown) => JSON.stringify(a) > JSON.stringify(b);

/** Later clock wins; on equal clocks the larger value, so both phones choose alike. */
function theirsWins(ours: string, theirs: string, oursValue: unknown, theirsValue: unknown): boolean {
  const order = compareClocks(theirs, ours);
  return order > 0 || (order === 0 && valueAfter(theirsValue, oursValue));
}

/** A shot as compared between phones: `targetDeleted` is this phone's note, not part of the shot. */
function shotState(shot: ResolutionRecord): unknown {
  const { targetDeleted: _local, ...applied } = shot.applied ?? { targetId: '', line: 0, skirmishers: 0 };
  return { applied: shot.applied ? applied : undefined, undone: shot.undone };
}

function withTargetDeleted(shot: ResolutionRecord, deleted: boolean): ResolutionRecord {
  if (!shot.applied) return shot;
  const { targetDeleted: _was, ...applied } = shot.applied;
  if (Boolean(shot.applied.targetDeleted) === deleted) return shot;
  return { ...shot, applied: deleted ? { ...applied, targetDeleted: true } : applied };
}

export function planMerge(local: SyncState, incoming: SyncPayload): MergePlan {
  const counts = {
    cardsNew: 0,
    cardsChanged: 0,
    cardsDeleted: 0,
    cardsKept: 0,
    shotsNew: 0,
    shotsChanged: 0,
    corrections: 0,
  };
  const lines = new Map<string, CardLine>();

  // Shots: grow-only set; applied/undone a LWW register under `stateClock`.
  const shots = new Map(local.shots.map((s) => [s.id, s]));
  const localShotIds = new Set(shots.keys());
  const incomingShotIds = new Set(incoming.shots.map((s) => s.id));
  const changedShots = new Set<string>();
  const newShotsAt = new Map<string, number>();
  for (const theirs of incoming.shots) {
    const ours = shots.get(theirs.id);
    if (!ours) {
      shots.set(theirs.id, theirs);
      changedShots.add(theirs.id);
      counts.shotsNew++;
      const target = theirs.input.targetId;
      newShotsAt.set(target, (newShotsAt.get(target) ?? 0) + 1);
      continue;
    }
    const a = shotState(ours);
    const b = shotState(theirs);
    if (same(a, b)) continue;
    if (!theirsWins(ours.stateClock ?? '', theirs.stateClock ?? '', a, b)) continue;
    const { applied: _a, undone: _u, stateClock: _c, ...content } = ours;
    const next: ResolutionRecord = { ...content };
    if (theirs.applied) next.applied = theirs.applied;
    if (theirs.undone) next.undone = theirs.undone;
    if (theirs.stateClock) next.stateClock = theirs.stateClock;
    shots.set(theirs.id, next);
    changedShots.add(theirs.id);
    counts.shotsChanged++;
  }

  // Corrections: grow-only set.
  const corrections = new Map(local.corrections.map((c) => [c.id, c]));
  const newCorrections: CorrectionRecord[] = [];
  for (const c of incoming.corrections) {
    if (corrections.has(c.id)) continue;
    corrections.set(c.id, c);
    newCorrections.push(c);
    counts.corrections++;
  }

  /** Applied shots at a card that one side holds and the other never saw: "hit there". */
  const unseenHits = (cardId: string, holder: Iterable<ResolutionRecord>, seen: Set<string>) => {
    for (const s of holder) if (s.applied?.targetId === cardId && !seen.has(s.id)) return true;
    return false;
  };

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

  // Settings (a game payload): LWW per field; fired see `mergeFired`.
  let game = local.game;
  let gameSummary: SyncSummary['game'];
  if (incoming.kind === 'game' && incoming.game) {
    const merged = mergeGame(local.game, incoming.game);
    if (!same(merged, local.game)) {
      game = merged;
      gameSummary = {};
      if (merged.turn !== local.game.turn) gameSummary.turn = { from: local.game.turn, to: merged.turn };
      if (merged.gameNumber !== local.game.gameNumber)
        gameSummary.gameNumber = { from: local.game.gameNumber, to: merged.gameNumber };
      if (merged.phasingSide !== local.game.phasingSide)
        gameSummary.phasingSide = { from: local.game.phasingSide, to: merged.phasingSide };
      if (!same(merged.sideNames, local.game.sideNames)) gameSummary.sideNames = true;
      if (!same(merged.fired, local.game.fired)) gameSummary.fired = true;
    }
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
  const putShots: ResolutionRecord[] = [];
  for (const [id, s] of shots) {
    const target = s.applied?.targetId;
    const next = target === undefined ? s : withTargetDeleted(s, !cards.has(target));
    if (changedShots.has(id) || next !== s) putShots.push(next);
  }

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
      ...(gameSummary ? { game: gameSummary } : {}),
      nothing,
    },
  };
}

function gameFieldValue(game: SyncGame, field: GameField): unknown {
  if (field === 'sideNames.mine') return game.sideNames.mine;
  if (field === 'sideNames.opponent') return game.sideNames.opponent;
  return game[field];
}

/**
 * Settings LWW per field. `fired` (batteries that fired this turn): decided as a grow-only set per
 * (game, turn): once game number and turn are merged, the batteries either phone says fired in
 * that very game and turn are all marked fired (a battery fired on either phone has fired); a
 * phone still on another turn contributes nothing.
 */
export function mergeGame(ours: GameSettings, theirs: SyncGame): GameSettings {
  let next: GameSettings = { ...ours, sideNames: { ...ours.sideNames }, clocks: { ...ours.clocks } };
  const clocks = { ...ours.clocks };
  for (const field of GAME_FIELDS) {
    const a = gameFieldValue(ours, field);
    const b = gameFieldValue(theirs, field);
    const ca = ours.clocks?.[field] ?? '';
    const cb = theirs.clocks?.[field] ?? '';
    if (same(a, b)) {
      if (compareClocks(cb, ca) > 0) clocks[field] = cb;
      continue;
    }
    if (!theirsWins(ca, cb, a, b)) continue;
    clocks[field] = cb;
    if (field === 'sideNames.mine') next.sideNames.mine = theirs.sideNames.mine;
    else if (field === 'sideNames.opponent') next.sideNames.opponent = theirs.sideNames.opponent;
    else if (field === 'turn') next.turn = theirs.turn;
    else if (field === 'gameNumber') next.gameNumber = theirs.gameNumber;
    else next.phasingSide = theirs.phasingSide;
  }
  const fired = new Set<string>();
  if (ours.turn === next.turn && ours.gameNumber === next.gameNumber)
    for (const b of ours.fired) fired.add(b);
  if (theirs.turn === next.turn && theirs.gameNumber === next.gameNumber)
    for (const b of theirs.fired) fired.add(b);
  const firedList = [...fired].sort();
  const sameFired = firedList.length === ours.fired.length && ours.fired.every((b) => fired.has(b));
  next = { ...next, fired: sameFired ? ours.fired : firedList };
  const laterFired = compareClocks(theirs.clocks?.fired, ours.clocks?.fired) > 0;
  if (laterFired && theirs.clocks?.fired) clocks.fired = theirs.clocks.fired;
  const { clocks: _old, ...rest } = next;
  // A game with no clocks yet keeps no empty object.
  const final: GameSettings = Object.keys(clocks).length === 0 ? rest : { ...rest, clocks };
  return same(final, ours) ? ours : final;
}
