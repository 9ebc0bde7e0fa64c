/**
 * The club server's checked documents (docs.ts) as ONE incoming text for the two-phone merge
 * (`planMerge` / `applyMerge`): a card and its tombstone decided alike on every phone, references
 * checked as a received text's are, the text's clock the newest of its records. Pure.
 */
import type { ValidatedPack } from '../core';
import { type SavedSide, shotGame, type UnitCard } from '../records';
import {
  chainAddsUp,
  compareClocks,
  encodeClock,
  latestClock,
  type PackLookup,
  SYNC_FORMAT,
  SYNC_FORMAT_VERSION,
  type SyncPayload,
  syncGame,
} from '../sync';
import {
  type BrigadeDoc,
  type CardDoc,
  type ClubDoc,
  type CorrectionDoc,
  clocksOf,
  type GameDoc,
  type ShotDoc,
  type Skipped,
  type TombDoc,
} from './docs';

/**
 * A card with both a document and a tombstone (one phone deleted it, another kept it, or hit it
 * or edited it without having seen the deletion): every phone decides alike from the documents.
 * The card stays when an applied shot at it is one the deleting phone had not seen, or when a
 * field of it was edited after the deletion (the two-phone merge's rule); otherwise it is deleted.
 */
export function resolveDeleted(card: UnitCard, tomb: TombDoc, shots: Iterable<ShotDoc>): 'kept' | 'deleted' {
  const seen = new Set(tomb.seen);
  for (const s of shots) if (s.record.applied?.targetId === card.id && !seen.has(s.record.id)) return 'kept';
  return compareClocks(latestClock(card), tomb.record.clock) > 0 ? 'kept' : 'deleted';
}

export interface Incoming {
  /** The server's game as one incoming text (kind `game`), for `planMerge` / `applyMerge`. */
  payload: SyncPayload;
  /** The club's rule packs (checked), stored apart from the game (src/state/club/). */
  packs: ValidatedPack[];
  /** The saved sides sent to the club (checked): apart from the game, never in `payload`. */
  sides: SavedSide[];
  /** The documents refused, each with why. */
  skipped: Skipped[];
}

/** The documents by kind; of a card and its tombstone, the one every phone keeps. */
function byKind(docs: readonly ClubDoc[]) {
  const cards = new Map<string, CardDoc>();
  const tombs = new Map<string, TombDoc>();
  const shots: ShotDoc[] = [];
  const corrections: CorrectionDoc[] = [];
  let game: GameDoc | undefined;
  const packs: ValidatedPack[] = [];
  const brigades: BrigadeDoc[] = [];
  const sides: SavedSide[] = [];
  for (const d of docs) {
    if (d.kind === 'card') cards.set(d.record.id, d);
    else if (d.kind === 'tomb') tombs.set(d.record.id, d);
    else if (d.kind === 'shot') shots.push(d);
    else if (d.kind === 'correction') corrections.push(d);
    else if (d.kind === 'pack') packs.push(d.record);
    else if (d.kind === 'brigade') brigades.push(d);
    else if (d.kind === 'side') sides.push(d.record);
    else game = d;
  }
  // A card and its tombstone: one of them, the same on every phone.
  for (const [id, tomb] of tombs) {
    const card = cards.get(id);
    if (!card) continue;
    if (resolveDeleted(card.record, tomb, shots) === 'kept') tombs.delete(id);
    else cards.delete(id);
  }
  return { cards, tombs, shots, corrections, game, packs, brigades, sides };
}

/**
 * The shots and corrections whose references hold (`known`: a card or tombstone the server has)
 * and whose chains add up; the others go to `skipped`: a shot whose chain does not give its dice
 * and casualties (with the pack it names, where this phone or the club has it), casualties landed
 * on a card other than the target, an applied shot or a correction at a card the server does not hold.
 */
function withReferences(
  shots: readonly ShotDoc[],
  corrections: readonly CorrectionDoc[],
  known: (id: string) => boolean,
  skipped: Skipped[],
  packFor: PackLookup,
): { okShots: ShotDoc[]; okCorrections: CorrectionDoc[] } {
  const okShots = shots.filter((s) => {
    const shot = s.record;
    // A shot whose chain does not give the dice and casualties it states (issue 37), as a text's.
    if (!chainAddsUp(shot, packFor(shot.pack))) {
      skipped.push({ id: s._id, code: 'shot-mismatch', path: 'record.result' });
      return false;
    }
    for (const part of ['applied', 'undone'] as const) {
      const landed = shot[part]?.targetId;
      if (landed !== undefined && landed !== shot.input.targetId) {
        skipped.push({ id: s._id, code: 'shape', path: `record.${part}.targetId` });
        return false;
      }
    }
    if (shot.applied && !known(shot.applied.targetId)) {
      skipped.push({ id: s._id, code: 'dangling', path: 'record.applied' });
      return false;
    }
    return true;
  });
  const okCorrections = corrections.filter((c) => {
    if (known(c.record.cardId)) return true;
    skipped.push({ id: c._id, code: 'dangling', path: 'record.cardId' });
    return false;
  });
  return { okShots, okCorrections };
}

/** The text's own clock: the newest clock of its records, at most now. */
function textClock(docs: readonly ClubDoc[], device: string, now: number): string {
  let newest = '';
  for (const d of docs) for (const c of clocksOf(d)) if (compareClocks(c, newest) > 0) newest = c;
  const nowClock = encodeClock({ wall: now, counter: 0, device });
  return newest === '' || compareClocks(newest, nowClock) > 0 ? nowClock : newest;
}

/**
 * The checked documents as one incoming text: what the two-phone merge receives. References are
 * checked as a received text's are: a shot whose casualties landed on a card other than its
 * target, an applied shot or a correction at a card the server does not hold, are skipped, and so
 * is a shot whose chain does not add up (`packFor`: this phone's packs, to read their tables).
 * `device` and `now` make the text's own clock (the newest clock of its records, at most now).
 */
export function incomingFrom(
  docs: readonly ClubDoc[],
  device: string,
  now: number,
  skipped: Skipped[] = [],
  packFor: PackLookup = () => undefined,
): Incoming {
  const { cards, tombs, shots, corrections, game, packs, brigades, sides } = byKind(docs);
  const known = (id: string) => cards.has(id) || tombs.has(id);
  // The packs a shot is checked with: this phone's, and the club's that arrived with it.
  const lookup: PackLookup = (stamp) =>
    packFor(stamp) ?? packs.find((p) => p.id === stamp.id && p.version === stamp.version);
  const { okShots, okCorrections } = withReferences(shots, corrections, known, skipped, lookup);
  const all: ClubDoc[] = [
    ...cards.values(),
    ...tombs.values(),
    ...okShots,
    ...okCorrections,
    ...brigades,
    ...(game ? [game] : []),
  ];
  const shotRecords = okShots.map((s) => s.record);
  const correctionRecords = okCorrections.map((c) => c.record);
  const g = game?.record;
  const payload: SyncPayload = {
    format: SYNC_FORMAT,
    formatVersion: SYNC_FORMAT_VERSION,
    kind: 'game',
    from: device,
    clock: textClock(all, device, now),
    cards: [...cards.values()].map((c) => c.record),
    tombstones: [...tombs.values()].map((t) => t.record),
    shots: shotRecords,
    corrections: correctionRecords,
    ...(brigades.length > 0 ? { brigades: brigades.map((b) => b.record) } : {}),
    ...(g
      ? {
          game: syncGame(g),
          identity: {
            id: g.gameId,
            gameNumber: g.gameNumber,
            turn: g.turn,
            started:
              shotRecords.some((s) => shotGame(s) === g.gameNumber) ||
              correctionRecords.some((c) => c.game === g.gameNumber),
          },
        }
      : {}),
    sum: 'club',
  };
  return { payload, packs, sides, skipped };
}
