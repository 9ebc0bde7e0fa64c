/**
 * A document's conflicting revisions folded into one (issue 26). CouchDB keeps every revision two
 * phones wrote apart and picks a winner by its revision id, not by time: the app's own rule decides,
 * the same rule as the two-phone merge (src/sync), through its public functions. Pure.
 *
 * - card: per field, the later edit (`planMerge`, a card against a card);
 * - shot: its applied/undone register, the later `stateClock` (`mergeShots`);
 * - tombstone: the later deletion, with the hits every deleting phone had seen; correction: the
 *   same event (one kept);
 * - brigade: per field, the later edit (`mergeBrigade`);
 * - side: the later saved (`updatedAt`);
 * - game: (game, turn) the later, fired grow-only in that game and turn, side names and the
 *   phasing side the later edit (`mergeGame`); the table id the first in order.
 *
 * The result does not depend on the order of the revisions (they are sorted first), so two phones
 * folding the same conflict write the same document.
 */
import { DEFAULT_GAME } from '../records';
import {
  compareClocks,
  mergeBrigade,
  mergeGame,
  mergeShots,
  noCounts,
  planMerge,
  SYNC_FORMAT,
  SYNC_FORMAT_VERSION,
  type SyncPayload,
} from '../sync';
import {
  type BrigadeDoc,
  type CardDoc,
  type ClubDoc,
  docBody,
  type GameDoc,
  type GameRecord,
  gameSettingsOf,
  type ShotDoc,
  type TombDoc,
  travellingCard,
} from './docs';

const DEVICE = 'clubfold';
const CLOCK = '0000000000000000.0000.clubfold';

function payloadOf(part: Partial<Pick<SyncPayload, 'cards' | 'shots'>>): SyncPayload {
  return {
    format: SYNC_FORMAT,
    formatVersion: SYNC_FORMAT_VERSION,
    kind: 'game',
    from: DEVICE,
    clock: CLOCK,
    cards: part.cards ?? [],
    tombstones: [],
    shots: part.shots ?? [],
    corrections: [],
    sum: 'fold',
  };
}

function foldCards(a: CardDoc, b: CardDoc): CardDoc {
  const state = { cards: [a.record], tombstones: [], shots: [], corrections: [], game: { ...DEFAULT_GAME } };
  const plan = planMerge(state, payloadOf({ cards: [b.record] }));
  const merged = plan.put.cards[0] ?? a.record;
  return { ...a, record: travellingCard(merged) };
}

function foldShots(a: ShotDoc, b: ShotDoc): ShotDoc {
  const state = { cards: [], tombstones: [], shots: [a.record], corrections: [], game: { ...DEFAULT_GAME } };
  const { shots } = mergeShots(state, payloadOf({ shots: [b.record] }), noCounts());
  return { ...a, record: shots.get(a.record.id) ?? a.record };
}

/** The later deletion; the hits seen are every deleting phone's (none of them brings the card back). */
function foldTombs(a: TombDoc, b: TombDoc): TombDoc {
  const order = compareClocks(a.record.clock, b.record.clock);
  const later = order > 0 ? a : order < 0 ? b : docBody(a) >= docBody(b) ? a : b;
  return { ...later, seen: [...new Set([...a.seen, ...b.seen])].sort() };
}

function foldGames(a: GameDoc, b: GameDoc): GameDoc {
  const ours = gameSettingsOf(a.record, {
    ...DEFAULT_GAME,
    sideNames: { ...DEFAULT_GAME.sideNames },
    fired: [],
  });
  const theirs = b.record;
  const identity = { id: theirs.gameId, gameNumber: theirs.gameNumber, turn: theirs.turn, started: false };
  const merged = mergeGame(ours, theirs, identity);
  const record: GameRecord = {
    gameId: [a.record.gameId, b.record.gameId].sort()[0] as string,
    turn: merged.turn,
    gameNumber: merged.gameNumber,
    sideNames: merged.sideNames,
    phasingSide: merged.phasingSide,
    fired: [...merged.fired].sort(),
    ...(merged.clocks ? { clocks: merged.clocks } : {}),
  };
  return { ...a, record };
}

function foldTwo(a: ClubDoc, b: ClubDoc): ClubDoc {
  if (a.kind === 'card' && b.kind === 'card') return foldCards(a, b);
  if (a.kind === 'brigade' && b.kind === 'brigade')
    return { ...a, record: mergeBrigade(a.record, b.record) } satisfies BrigadeDoc;
  if (a.kind === 'shot' && b.kind === 'shot') return foldShots(a, b);
  if (a.kind === 'tomb' && b.kind === 'tomb') return foldTombs(a, b);
  if (a.kind === 'game' && b.kind === 'game') return foldGames(a, b);
  // A saved side sent twice: the later saved (the same time: one, by content, below).
  if (a.kind === 'side' && b.kind === 'side' && a.record.updatedAt !== b.record.updatedAt)
    return a.record.updatedAt > b.record.updatedAt ? a : b;
  // The same correction twice, or revisions of different kinds (not the app's): one, by content.
  return docBody(a) <= docBody(b) ? a : b;
}

/**
 * One document from a document's revisions (all of the same `_id`, each already checked). The
 * result carries CouchDB's keys of the first revision given (the winner it is written over).
 */
export function foldRevisions(revisions: readonly ClubDoc[]): ClubDoc {
  const [first] = revisions;
  if (!first) throw new Error('no revisions');
  const sorted = [...revisions].sort((x, y) =>
    docBody(x) < docBody(y) ? -1 : docBody(x) > docBody(y) ? 1 : 0,
  );
  const folded = sorted.slice(1).reduce(foldTwo, sorted[0] as ClubDoc);
  return { ...folded, _id: first._id };
}
