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
 * This file puts the plan together: the text's game and the settings, the cards (tombstones,
 * figures), a battery that fired on both phones, then the plan itself. Beside it: merge-lww.ts
 * (which value wins), merge-shots.ts (shots, corrections; the club's fold uses them too),
 * merge-summary.ts (the plan's and the summary's shapes).
 */

import {
  CARD_FIELDS,
  type CorrectionRecord,
  type GameClocks,
  type GameField,
  type GameSettings,
  MAX_FORMER_GAME_IDS,
  type ResolutionRecord,
  shotGame,
  type TombstoneRecord,
  type UnitCard,
} from '../records';
import { deriveFigures, withDerived } from './figures';
import { clockDevice, compareClocks } from './hlc';
import { mergeBrigades } from './merge-brigades';
import { fieldClock, fieldValue, latestClock, lwwField, same, withField } from './merge-lww';
import { mergeCorrections, mergeShots, shotsToPut, unseenHits } from './merge-shots';
import type {
  CardLine,
  FieldOutcome,
  FiredTwice,
  MergeChoices,
  MergePlan,
  SyncState,
  SyncSummary,
} from './merge-summary';
import type { GameIdentity, SyncGame, SyncPayload } from './payload';

export { fieldClock, same } from './merge-lww';

// --- the game: which game a text is from (`identityOutcome`), and the settings --------------------
// Game number and turn are ONE value ordered by (game, turn): the later stands, so no merge ever
// moves a phone back (a lagging phone's New game or an older file cannot); `fired` is a grow-only
// set per (game, turn); side names and the phasing side are last writer wins per field.

/**
 * What a text's game is to this phone:
 * - `same`: this game (or a version-1 text, which says nothing of its game);
 * - `join`: this phone holds no card and no shot at all (a fresh phone, the roster shared from the
 *   phone that set the game up): it takes the other's table id, silently;
 * - `other`: another table id (another table's game, or a game both phones started before they
 *   first exchanged; two phones upgraded from v4, each given its own id): never merged
 *   silently. The player may merge it as this game (`asThisGame`): this phone then takes the
 *   other's id and remembers its own (`formerGameIds`), so the other phone's next text is this
 *   game, and two phones that each merged the other's text at once still know each other.
 */
export type IdentityOutcome = 'same' | 'join' | 'other';

export function identityOutcome(
  local: Pick<GameSettings, 'gameId' | 'formerGameIds'>,
  localEmpty: boolean,
  incoming: GameIdentity | undefined,
): IdentityOutcome {
  if (!incoming || incoming.id === local.gameId || local.formerGameIds?.includes(incoming.id)) return 'same';
  return localEmpty ? 'join' : 'other';
}

/** This phone's game after "Merge as this game": the other's id, its own remembered. */
function adoptGameId(game: GameSettings, id: string): GameSettings {
  if (game.gameId === id) return game;
  const former =
    game.gameId === undefined ? (game.formerGameIds ?? []) : [...(game.formerGameIds ?? []), game.gameId];
  return {
    ...game,
    gameId: id,
    ...(former.length > 0 ? { formerGameIds: former.slice(-MAX_FORMER_GAME_IDS) } : {}),
  };
}

/** -1, 0, 1: (game, turn) order. */
function comparePlay(a: { gameNumber: number; turn: number }, b: { gameNumber: number; turn: number }) {
  if (a.gameNumber !== b.gameNumber) return a.gameNumber < b.gameNumber ? -1 : 1;
  return a.turn === b.turn ? 0 : a.turn < b.turn ? -1 : 1;
}

const LWW_FIELDS = ['sideNames.mine', 'sideNames.opponent', 'phasingSide'] as const satisfies GameField[];

function lwwValue(game: SyncGame, field: (typeof LWW_FIELDS)[number]): unknown {
  if (field === 'sideNames.mine') return game.sideNames.mine;
  if (field === 'sideNames.opponent') return game.sideNames.opponent;
  return game.phasingSide;
}

/** Fired: the batteries either phone says fired in the very game and turn now stood at. */
function firedAt(
  ours: GameSettings,
  theirs: SyncGame | undefined,
  now: { gameNumber: number; turn: number },
): string[] {
  const fired = new Set<string>(comparePlay(ours, now) === 0 ? ours.fired : []);
  if (theirs && comparePlay(theirs, now) === 0) for (const b of theirs.fired) fired.add(b);
  const list = [...fired].sort();
  return list.length === ours.fired.length && ours.fired.every((b) => fired.has(b)) ? ours.fired : list;
}

/** Side names and the phasing side, each last writer wins; the fired list's clock the later one. */
function lastWriterFields(
  ours: GameSettings,
  theirs: SyncGame,
  next: GameSettings,
  clocks: GameClocks,
): void {
  if (compareClocks(theirs.clocks?.fired, ours.clocks?.fired) > 0 && theirs.clocks?.fired)
    clocks.fired = theirs.clocks.fired;
  for (const field of LWW_FIELDS) {
    const { kept, clock } = lwwField(
      lwwValue(ours, field),
      ours.clocks?.[field] ?? '',
      lwwValue(theirs, field),
      theirs.clocks?.[field] ?? '',
    );
    if (clock) clocks[field] = clock;
    if (kept !== 'theirs') continue;
    if (field === 'sideNames.mine') next.sideNames.mine = theirs.sideNames.mine;
    else if (field === 'sideNames.opponent') next.sideNames.opponent = theirs.sideNames.opponent;
    else next.phasingSide = theirs.phasingSide;
  }
}

/**
 * The settings merged: `theirs` a game text's settings and `identity` its game (absent for a card
 * or roster text, which moves neither game nor turn); `joinId` the table id this phone takes over
 * (`identityOutcome` = join).
 */
export function mergeGame(
  ours: GameSettings,
  theirs: SyncGame | undefined,
  identity?: GameIdentity,
  joinId?: string,
): GameSettings {
  const next: GameSettings = { ...ours, sideNames: { ...ours.sideNames } };
  const clocks: GameClocks = { ...ours.clocks };
  const theirPlay = identity ?? theirs;
  if (theirPlay && comparePlay(theirPlay, ours) > 0) {
    next.gameNumber = theirPlay.gameNumber;
    next.turn = theirPlay.turn;
    for (const f of ['turn', 'gameNumber'] as const) {
      const clock = theirs?.clocks?.[f];
      if (clock && compareClocks(clock, clocks[f]) > 0) clocks[f] = clock;
    }
  }
  next.fired = firedAt(ours, theirs, next);
  if (theirs) lastWriterFields(ours, theirs, next, clocks);
  if (joinId) next.gameId = joinId;
  const { clocks: _old, ...rest } = next;
  // A game with no clocks yet keeps no empty object.
  const merged = Object.keys(clocks).length === 0 ? rest : { ...rest, clocks };
  return same(merged, ours) ? ours : merged;
}

/** What the summary says of the settings when a merge changed them (or kept a later game). */
function gameSummary(
  before: GameSettings,
  merged: GameSettings,
  theirPlay?: { gameNumber: number; turn: number },
): NonNullable<SyncSummary['game']> {
  const summary: NonNullable<SyncSummary['game']> = {};
  if (merged.turn !== before.turn) summary.turn = { from: before.turn, to: merged.turn };
  if (merged.gameNumber !== before.gameNumber)
    summary.gameNumber = { from: before.gameNumber, to: merged.gameNumber };
  if (merged.phasingSide !== before.phasingSide)
    summary.phasingSide = { from: before.phasingSide, to: merged.phasingSide };
  if (!same(merged.sideNames, before.sideNames)) summary.sideNames = true;
  if (!same(merged.fired, before.fired)) summary.fired = true;
  // The other phone is behind: this phone's later game and turn stand (issue 22).
  if (theirPlay && comparePlay(theirPlay, merged) < 0)
    summary.behind = { gameNumber: theirPlay.gameNumber, turn: theirPlay.turn };
  return summary;
}

// --- the cards --------------------------------------------------------------------------------------
// A card held on both phones merged field by field, a card deleted on one phone kept or left
// deleted, the tombstones, and every card's figures derived again from the merged events.

/** What the cards' part of a plan grows: the cards and tombstones as merged, and its lines. */
interface CardWork {
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

function cardWork(
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
    const { kept, clock } = lwwField(
      fieldValue(ours, field),
      fieldClock(ours, field),
      fieldValue(theirs, field),
      fieldClock(theirs, field),
    );
    if (kept !== 'same') fields.push({ field, kept });
    if (kept === 'theirs') merged = withField(merged, field, theirs);
    if (clock) merged = { ...merged, clocks: { ...merged.clocks, [field]: clock } };
  }
  if (merged !== ours) merged = { ...merged, updatedAt: Math.max(ours.updatedAt, theirs.updatedAt) };
  return { merged, fields };
}

/**
 * The other phone's cards: merged into ours, new, or deleted here (kept when the other phone hit
 * it with a shot this phone had not seen, or edited it after the deletion).
 */
function mergeIncomingCards(
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
function mergeIncomingTombstones(
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
function derivedCards(
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

// --- a battery that fired on both phones in one turn ------------------------------------------------
// Found among the merged shots; "keep one" puts the others back.

/**
 * The battery conflicts among the merged shots; for each the player chose to keep one of, the
 * shots after the first are put back (undone under a new clock) and counted as changed.
 */
function firedTwiceIn(
  shots: Map<string, ResolutionRecord>,
  ids: { local: Set<string>; incoming: Set<string>; changed: Set<string> },
  device: string,
  counts: { shotsChanged: number },
  choices?: MergeChoices,
): FiredTwice[] {
  const firedTwice = firedOnBoth(shots, ids.local, ids.incoming, device);
  for (const conflict of firedTwice) {
    if (!choices?.keepOne.has(conflict.key)) continue;
    conflict.keptOne = true;
    for (const id of conflict.shots.slice(1)) {
      const shot = shots.get(id);
      if (!shot?.applied) continue;
      const { applied, ...rest } = shot;
      shots.set(id, { ...rest, undone: { ...applied, at: shot.at }, stateClock: choices.clock() });
      ids.changed.add(id);
      counts.shotsChanged++;
    }
  }
  return firedTwice;
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
  const groups = groupBy(shots.values(), (s) =>
    s.result.legal ? `${shotGame(s)}:${s.turn}:${s.input.batteryId}` : undefined,
  );
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

// --- the plan ---------------------------------------------------------------------------------------

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

  const brigades = mergeBrigades(local.brigades ?? [], incoming.brigades ?? []);
  const put = {
    cards: putCards,
    shots: putShots,
    corrections: newCorrections,
    tombstones: work.putTombstones,
    ...(game !== local.game ? { game } : {}),
    ...(brigades.length > 0 ? { brigades } : {}),
  };
  const remove = { cards: [...work.removeCards], tombstones: [...work.removeTombstones] };
  const nothing =
    put.cards.length + put.shots.length + put.corrections.length + put.tombstones.length === 0 &&
    remove.cards.length + remove.tombstones.length === 0 &&
    put.game === undefined &&
    brigades.length === 0;
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
      ...(brigades.length > 0 ? { brigades: brigades.length } : {}),
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
