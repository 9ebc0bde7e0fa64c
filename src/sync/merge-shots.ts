/**
 * The events of a merge (src/sync/merge.ts): shots are a grow-only set keyed by id, whether a shot's
 * casualties are applied or undone a last-writer-wins register under its `stateClock`; corrections
 * are a grow-only set.
 */
import { type CorrectionRecord, type ResolutionRecord, shotGame } from '../records';
import { compareClocks } from './hlc';
import { same, theirsWins } from './merge-lww';
import type { SyncState, SyncSummary } from './merge-summary';
import type { SyncPayload } from './payload';

type Counts = SyncSummary['counts'];

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

/** Both phones' shots merged (counted in `counts`); which changed, and the new ones per target. */
export function mergeShots(local: SyncState, incoming: SyncPayload, counts: Counts) {
  const shots = new Map(local.shots.map((s) => [s.id, s]));
  const localShotIds = new Set(shots.keys());
  const incomingShotIds = new Set(incoming.shots.map((s) => s.id));
  const changedShots = new Set<string>();
  const newShotsAt = new Map<string, number>();
  const floor = local.compactedBelow ?? 1;
  for (const theirs of incoming.shots) {
    const ours = shots.get(theirs.id);
    // A shot of a game this phone freed by Clear log (a long campaign): it counts nowhere, left out.
    if (!ours && shotGame(theirs) < floor) continue;
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
    if (same(a, b)) {
      // The same state, a later clock (a shot undone and applied again elsewhere): the later clock
      // is kept, as a card's field keeps it, or this phone would send its older one back as news
      // and a phone holding the Undo between them would keep that. Not counted: nothing changed.
      if (theirs.stateClock && compareClocks(theirs.stateClock, ours.stateClock) > 0) {
        shots.set(theirs.id, { ...ours, stateClock: theirs.stateClock });
        changedShots.add(theirs.id);
      }
      continue;
    }
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
  return { shots, localShotIds, incomingShotIds, changedShots, newShotsAt };
}

/** Both phones' corrections (a grow-only set), and the ones this phone did not have. */
export function mergeCorrections(local: SyncState, incoming: SyncPayload, counts: Counts) {
  const corrections = new Map(local.corrections.map((c) => [c.id, c]));
  const newCorrections: CorrectionRecord[] = [];
  for (const c of incoming.corrections) {
    if (corrections.has(c.id)) continue;
    corrections.set(c.id, c);
    newCorrections.push(c);
    counts.corrections++;
  }
  return { corrections, newCorrections };
}

/** Applied shots at a card that one side holds and the other never saw: "hit there". */
export function unseenHits(cardId: string, holder: Iterable<ResolutionRecord>, seen: Set<string>): boolean {
  for (const s of holder) if (s.applied?.targetId === cardId && !seen.has(s.id)) return true;
  return false;
}

/** The shots to write: the changed ones, and those whose "target deleted" note follows the cards as merged. */
export function shotsToPut(
  shots: Map<string, ResolutionRecord>,
  changedShots: Set<string>,
  hasCard: (id: string) => boolean,
): ResolutionRecord[] {
  const putShots: ResolutionRecord[] = [];
  for (const [id, s] of shots) {
    const target = s.applied?.targetId;
    const next = target === undefined ? s : withTargetDeleted(s, !hasCard(target));
    if (changedShots.has(id) || next !== s) putShots.push(next);
  }
  return putShots;
}
