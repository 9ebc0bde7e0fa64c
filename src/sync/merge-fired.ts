/**
 * A battery that fired on both phones in one turn (merge.ts puts the plan together): found among
 * the merged shots, and "keep one" puts the others back. Pure, like the rest of the merge.
 */
import { type ResolutionRecord, shotGame } from '../records/model';
import { clockDevice } from './hlc';
import { same } from './merge-lww';
import type { FiredTwice, MergeChoices } from './merge-summary';

/**
 * The battery conflicts among the merged shots; for each the player chose to keep one of, the
 * shots after the first are put back (undone under a new clock) and counted as changed.
 */
export function firedTwiceIn(
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
