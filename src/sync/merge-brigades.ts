/**
 * v6: the sides' brigades merged (src/sync/merge.ts): a brigade held on both phones field by field,
 * last writer wins under each field's clock (merge-lww.ts), its side as it was made; a brigade new
 * to this phone taken whole. A deleted brigade is a record marked `deleted` (a field like the
 * others), so a deletion travels and a later rename on the other phone does not bring it back
 * unless that rename is later than the deletion. Units name their brigade (a card's `brigadeId`,
 * merged with the card): a unit whose brigade is deleted or unknown stands unattached
 * (`brigadeOf`).
 */

import type { BrigadeRecord, UnitCard } from '../records';
import { BRIGADE_FIELDS, type BrigadeField } from '../records';
import { encodeClock } from './hlc';
import { lwwField } from './merge-lww';

/** A brigade written without clocks counts as written at its `updatedAt` by no device in particular. */
export function brigadeClock(brigade: BrigadeRecord, field: BrigadeField): string {
  return brigade.clocks?.[field] ?? encodeClock({ wall: brigade.updatedAt, counter: 0, device: '00000000' });
}

/** The brigade with one field's value taken from another copy of it (absent stays absent). */
function withBrigadeField(brigade: BrigadeRecord, field: BrigadeField, from: BrigadeRecord): BrigadeRecord {
  const next: BrigadeRecord = { ...brigade };
  const value = from[field];
  if (value === undefined) delete next[field];
  else Object.assign(next, { [field]: value });
  return next;
}

/** One brigade held on both phones: last writer wins per field, each field's clock the later one. */
export function mergeBrigade(ours: BrigadeRecord, theirs: BrigadeRecord): BrigadeRecord {
  let merged = ours;
  for (const field of BRIGADE_FIELDS) {
    const { kept, clock } = lwwField(
      ours[field] ?? null,
      brigadeClock(ours, field),
      theirs[field] ?? null,
      brigadeClock(theirs, field),
    );
    if (kept === 'theirs') merged = withBrigadeField(merged, field, theirs);
    if (clock) merged = { ...merged, clocks: { ...merged.clocks, [field]: clock } };
  }
  if (merged !== ours) merged = { ...merged, updatedAt: Math.max(ours.updatedAt, theirs.updatedAt) };
  return merged;
}

/**
 * The other phone's brigades against this phone's: the brigades to write (new here, or changed by
 * the merge), in the order they came.
 */
export function mergeBrigades(
  local: readonly BrigadeRecord[],
  incoming: readonly BrigadeRecord[],
): BrigadeRecord[] {
  const held = new Map(local.map((b) => [b.id, b]));
  const put: BrigadeRecord[] = [];
  for (const theirs of incoming) {
    const ours = held.get(theirs.id);
    const merged = ours ? mergeBrigade(ours, theirs) : theirs;
    if (merged === ours) continue;
    held.set(theirs.id, merged);
    put.push(merged);
  }
  return put;
}

/**
 * The brigade a unit stands in: the one it names, if that brigade exists, is not deleted and is of
 * the unit's side; else none (unattached).
 */
export function brigadeOf(
  unit: Pick<UnitCard, 'brigadeId' | 'side'>,
  brigades: ReadonlyMap<string, BrigadeRecord>,
): BrigadeRecord | undefined {
  if (unit.brigadeId === undefined) return undefined;
  const brigade = brigades.get(unit.brigadeId);
  return brigade && !brigade.deleted && brigade.side === unit.side ? brigade : undefined;
}
