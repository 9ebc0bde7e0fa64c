/** A copy of a unit card (the roster's Duplicate): a fresh card right after the original. */
import { MAX_NAME_LENGTH, type UnitCard } from '../records/model';

/**
 * When a copy is made: between the original and the next card on its side, so the copy sits right
 * after the original on the roster (which is in the order cards were made). When there is no
 * whole millisecond left between the two, or the original is its side's last card, the copy is
 * made "now" and goes last.
 */
function copyCreatedAt(card: UnitCard, units: readonly UnitCard[], now: number): number {
  const next = units
    .filter((u) => u.side === card.side && u.id !== card.id && u.createdAt > card.createdAt)
    .reduce((min, u) => Math.min(min, u.createdAt), Number.POSITIVE_INFINITY);
  if (!Number.isFinite(next)) return Math.max(now, card.createdAt + 1);
  if (next - card.createdAt < 2) return Math.max(now, next + 1);
  return Math.floor((card.createdAt + next) / 2);
}

/**
 * A fresh copy with a new id, right after the original: at its starting figures (a new unit of
 * the same kind, not one that has been under fire); the skirmish screen keeps its figures (no
 * starting count is kept for it). The name gets the caller's suffix, cut to fit 60 characters.
 */
export function duplicateCard(
  card: UnitCard,
  ctx: { id: string; now: number; suffix: string; units?: readonly UnitCard[] },
): UnitCard {
  const suffix = ctx.suffix;
  const room = MAX_NAME_LENGTH - [...suffix].length;
  const name = [...card.name].slice(0, Math.max(0, room)).join('').trimEnd() + suffix;
  const createdAt = copyCreatedAt(card, ctx.units ?? [], ctx.now);
  return {
    ...card,
    markers: { ...card.markers },
    screen: { ...card.screen },
    figures: card.startFigures,
    id: ctx.id,
    name,
    createdAt,
    updatedAt: ctx.now,
  };
}
