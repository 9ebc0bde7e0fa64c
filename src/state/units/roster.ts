/**
 * What the roster shows about its cards: gone, losses, each side by brigade (fired this turn: the
 * game's `fired`).
 * Apart from the editor's model (model.ts) so the first screen loads only this.
 */
import type { BrigadeRecord, UnitCard, UnitSide } from '../../records';

/** A card at 0 figures is gone: kept on the roster (the log still names it), marked as such. */
export function isGone(card: Pick<UnitCard, 'figures'>): boolean {
  return card.figures <= 0;
}

/** Figures lost since the start, and that loss as a share of the start (0–1), for the losses bar. */
export function losses(card: Pick<UnitCard, 'startFigures' | 'figures'>): { lost: number; share: number } {
  const lost = Math.max(0, card.startFigures - card.figures);
  const share = card.startFigures > 0 ? Math.min(1, lost / card.startFigures) : 0;
  return { lost, share };
}

/** v6: one brigade on the roster, with its units in their order (`brigade` absent: the unattached). */
export interface BrigadeGroup {
  readonly brigade?: BrigadeRecord;
  readonly units: UnitCard[];
}

/** A unit's place: its `order`, then the order it was made in. */
const byPlace = (a: UnitCard, b: UnitCard) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.createdAt - b.createdAt;

/** A side's brigades that stand (not deleted), in their order. */
export function brigadesOf(brigades: readonly BrigadeRecord[], side: UnitSide): BrigadeRecord[] {
  return brigades
    .filter((b) => b.side === side && !b.deleted)
    .sort((a, b) => a.order - b.order || a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}

/**
 * A side's roster by brigade: its brigades in their order (an empty one too), each with its units
 * in their place, then the unattached (a unit of no brigade, or of one deleted or of the other
 * side): last, and only when there are some.
 */
export function brigadeGroups(
  units: readonly UnitCard[],
  brigades: readonly BrigadeRecord[],
  side: UnitSide,
): BrigadeGroup[] {
  const standing = brigadesOf(brigades, side);
  const ids = new Set(standing.map((b) => b.id));
  const mine = units.filter((u) => u.side === side).sort(byPlace);
  const groups: BrigadeGroup[] = standing.map((brigade) => ({
    brigade,
    units: mine.filter((u) => u.brigadeId === brigade.id),
  }));
  // The unattached by their place, then the units of each deleted brigade together, in their place.
  const loose = mine
    .filter((u) => u.brigadeId === undefined || !ids.has(u.brigadeId))
    .sort((a, b) =>
      (a.brigadeId ?? '') < (b.brigadeId ?? '')
        ? -1
        : (a.brigadeId ?? '') > (b.brigadeId ?? '')
          ? 1
          : byPlace(a, b),
    );
  if (loose.length > 0) groups.push({ units: loose });
  return groups;
}

/** What a brigade's heading says: figures now and at the start, losses, batteries yet to fire. */
export function brigadeTotals(
  units: readonly UnitCard[],
  fired: (unit: UnitCard) => boolean,
): { figures: number; start: number; lossShare: number; batteries: number; toFire: number } {
  let figures = 0;
  let start = 0;
  let batteries = 0;
  let toFire = 0;
  for (const u of units) {
    figures += u.figures;
    start += u.startFigures;
    if (u.arm !== 'artillery') continue;
    batteries++;
    if (!isGone(u) && !fired(u)) toFire++;
  }
  const lossShare = start > 0 ? Math.min(1, Math.max(0, start - figures) / start) : 0;
  return { figures, start, lossShare, batteries, toFire };
}
