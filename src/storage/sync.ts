/**
 * The storage side of sharing a game between phones (src/sync/ is the pure side): what a shared
 * text or a merge reads (`readSyncState`) and the records of a shared text (`collectSync`). A merge
 * is written in sync-merge.ts, put back by Undo merge in sync-undo.ts; the clock is in clock.ts,
 * the stamped writes of the app's own edits in sync-writes.ts.
 */
import type { GameSettings, ResolutionRecord, UnitSide } from '../records';
import {
  encodeClock,
  gameStarted,
  newDeviceId,
  SYNC_FORMAT,
  SYNC_FORMAT_VERSION,
  type SyncBody,
  type SyncState,
  syncGame,
} from '../sync';
import { clockIn, type SyncStores, type SyncTx } from './clock';
import { repairFutureClocks, writeRepairs } from './clock-repair';
import { DEVICE_KEY, type GbDb } from './db';
import { allOrNothing, compactedBelow, storedGame } from './resolutions';
import { compactTombstones } from './sync-writes';

/** The stores a shared text, a merge and its Undo read and write, in one transaction. */
export const SYNC_STORES: SyncStores[] = [
  'units',
  'resolutions',
  'meta',
  'corrections',
  'tombstones',
  'brigades',
];

/** Every record a text or a merge looks at, read inside the caller's transaction. */
export async function readSyncState(tx: SyncTx): Promise<SyncState> {
  const [cards, tombstones, shots, corrections, game, device, floor, brigades] = await Promise.all([
    tx.objectStore('units').index('byCreated').getAll(),
    tx.objectStore('tombstones').getAll(),
    tx.objectStore('resolutions').getAll(),
    tx.objectStore('corrections').getAll(),
    storedGame(tx.objectStore('meta')),
    tx.objectStore('meta').get(DEVICE_KEY),
    compactedBelow(tx.objectStore('meta')),
    tx.objectStore('brigades').getAll(),
  ]);
  return {
    cards,
    tombstones,
    shots,
    corrections,
    game,
    brigades,
    compactedBelow: floor,
    ...(typeof device === 'string' ? { device } : {}),
  };
}

export type SyncWhat =
  | { kind: 'card'; cardId: string }
  | { kind: 'roster'; side: UnitSide }
  | { kind: 'game' };

/**
 * The records of a shared text, and the game it is from (`identity`). Nothing is reconciled: the
 * figures travel as events, and a cache that disagrees with them is not turned into one. A phone
 * with no table id yet takes one now; clocks of this phone's records that lie ahead of its time
 * (its date was wrong and has been set right) are stamped again first, so the text is not
 * refused as coming from the future (src/sync/clock-bound.ts). Undefined when the card asked for
 * does not exist.
 */
export async function collectSync(db: GbDb, what: SyncWhat, now = Date.now()): Promise<SyncBody | undefined> {
  const tx = db.transaction(SYNC_STORES, 'readwrite') as SyncTx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const read = await readSyncState(tx);
  const repaired = repairFutureClocks(read, now, () => clock.next());
  const state = repaired.state;
  const cards = state.cards.filter((c) =>
    what.kind === 'card' ? c.id === what.cardId : what.kind === 'roster' ? c.side === what.side : true,
  );
  if (what.kind === 'card' && cards.length === 0) {
    await tx.done;
    return undefined;
  }
  // At most the newest KEPT_TOMBSTONES deletions travel (a phone of an older version kept more).
  const dropped = new Set(compactTombstones(state.tombstones));
  const tombstones =
    what.kind === 'card'
      ? []
      : state.tombstones.filter((t) => !dropped.has(t.id) && (what.kind === 'game' || t.side === what.side));
  const ids = new Set([...cards.map((c) => c.id), ...tombstones.map((t) => t.id)]);
  const game: GameSettings = state.game.gameId ? state.game : { ...state.game, gameId: newDeviceId() };
  const stamp = clock.next();
  await allOrNothing(tx, (add) => {
    if (game !== state.game) add(tx.objectStore('meta').put(game, 'game'));
    writeRepairs(tx, repaired.changed, add);
    clock.save(add);
  });
  const shots =
    what.kind === 'game'
      ? state.shots
      : state.shots.filter((s) => ids.has(s.input.targetId) || (s.applied && ids.has(s.applied.targetId)));
  const body: SyncBody = {
    format: SYNC_FORMAT,
    formatVersion: SYNC_FORMAT_VERSION,
    kind: what.kind,
    ...(what.kind === 'roster' ? { side: what.side } : {}),
    from: clock.device,
    clock: stamp,
    // Cards from before v4 travel with the clocks they count as having (merge.ts `fieldClock`).
    cards,
    tombstones,
    // A shot's "target deleted" is this phone's note: the receiver decides for itself. A shot
    // logged here travels with the clock of its logging (its `at`, this phone), made the same way
    // on every export; one that came from another phone keeps the clock it came with.
    shots: shots.map((s) =>
      stripTargetDeleted(
        s.clock
          ? s
          : { ...s, clock: encodeClock({ wall: Math.min(s.at, now), counter: 0, device: clock.device }) },
      ),
    ),
    corrections: state.corrections.filter((c) => ids.has(c.cardId)),
    identity: {
      id: game.gameId as string,
      gameNumber: game.gameNumber,
      turn: game.turn,
      started: gameStarted(state),
    },
  };
  if (what.kind === 'game') body.game = syncGame(state.game);
  // v4: the brigades these cards stand in (a side's all, deleted ones marked, so deletions travel).
  const brigades = (state.brigades ?? []).filter((b) =>
    what.kind === 'game'
      ? true
      : what.kind === 'roster'
        ? b.side === what.side
        : cards.some((c) => c.brigadeId === b.id),
  );
  if (brigades.length > 0) body.brigades = brigades;
  return body;
}

function stripTargetDeleted(shot: ResolutionRecord): ResolutionRecord {
  if (!shot.applied?.targetDeleted) return shot;
  const { targetDeleted: _note, ...applied } = shot.applied;
  return { ...shot, applied };
}
