/**
 * Last writer wins (src/sync/merge.ts): which of two values of a field a merge keeps. The later
 * clock wins; on equal clocks the larger value, so both phones choose alike.
 */

import { canonicalJson, sameJson } from '../check';
import type { UnitCard } from '../records';
import { CARD_FIELDS, type CardField } from '../records';
import { compareClocks, encodeClock } from './hlc';

/** A card written before v4 (no clocks) counts as written at its `updatedAt` by no device in particular. */
const LEGACY_DEVICE = '00000000';
export function fieldClock(card: UnitCard, field: CardField): string {
  return card.clocks?.[field] ?? encodeClock({ wall: card.updatedAt, counter: 0, device: LEGACY_DEVICE });
}

/** The clock of the card's latest edit, whichever field it changed. */
export function latestClock(card: UnitCard): string {
  return CARD_FIELDS.map((f) => fieldClock(card, f)).reduce((a, b) => (compareClocks(a, b) >= 0 ? a : b));
}

export function fieldValue(card: UnitCard, field: CardField): unknown {
  return field === 'screenAttached' ? card.screen.attached : card[field];
}

/** The card with one field's value taken from another copy of it. */
export function withField(card: UnitCard, field: CardField, from: UnitCard): UnitCard {
  if (field === 'screenAttached')
    return { ...card, screen: { ...card.screen, attached: from.screen.attached } };
  // An optional field (a card's brigade, its place) absent in the winning copy is absent here too.
  if (from[field] === undefined) {
    const { [field]: _gone, ...rest } = card;
    return rest as UnitCard;
  }
  return { ...card, [field]: from[field] };
}

/**
 * Equal data: the same values under the same keys, in any order (a record read back from
 * IndexedDB keeps the order it was written in, and the app's writers do not all write one order).
 */
export const same = (a: unknown, b: unknown) => a === b || sameJson(a, b);
/** Deterministic order of two different values (a tie of clocks, e.g. two cards from before v4). */
const valueAfter = (a: unknown, b: unknown) => canonicalJson(a) > canonicalJson(b);

/** Later clock wins; on equal clocks the larger value, so both phones choose alike. */
export function theirsWins(ours: string, theirs: string, oursValue: unknown, theirsValue: unknown): boolean {
  const order = compareClocks(theirs, ours);
  return order > 0 || (order === 0 && valueAfter(theirsValue, oursValue));
}

/**
 * One field held on both phones, last writer wins: whose value stands (`same`: the values are
 * equal) and the clock to write, when it is theirs (the later of two equal values' clocks, or the
 * winning edit's).
 */
export function lwwField(
  ours: unknown,
  oursClock: string,
  theirs: unknown,
  theirsClock: string,
): { kept: 'same' | 'ours' | 'theirs'; clock?: string } {
  if (same(ours, theirs))
    return compareClocks(theirsClock, oursClock) > 0
      ? { kept: 'same', clock: theirsClock }
      : { kept: 'same' };
  return theirsWins(oursClock, theirsClock, ours, theirs)
    ? { kept: 'theirs', clock: theirsClock }
    : { kept: 'ours' };
}
