/**
 * What the roster shows about its cards: gone, fired this turn, losses, the two sides' groups.
 * Apart from the editor's model (model.ts) so the first screen loads only this.
 */
import { hasFiredThisTurn, type TurnOfPlay } from '../../core';
import type { ResolutionRecord, UnitCard, UnitSide } from '../../records';

/** A card at 0 figures is gone: kept on the roster (the log still names it), marked as such. */
export function isGone(card: Pick<UnitCard, 'figures'>): boolean {
  return card.figures <= 0;
}

/** artillery.movement: a battery fires at most once per turn; a legal shot this turn counts. */
export function firedThisTurn(
  card: Pick<UnitCard, 'id'>,
  log: readonly ResolutionRecord[],
  turn: TurnOfPlay | number,
): boolean {
  // The settings' list (kept through Clear log) and this game's log: the Fire screen's own rule.
  return hasFiredThisTurn(log, turn, card.id);
}

/** Figures lost since the start, and that loss as a share of the start (0–1), for the losses bar. */
export function losses(card: Pick<UnitCard, 'startFigures' | 'figures'>): { lost: number; share: number } {
  const lost = Math.max(0, card.startFigures - card.figures);
  const share = card.startFigures > 0 ? Math.min(1, lost / card.startFigures) : 0;
  return { lost, share };
}

/** The roster split by side, each in the order the cards were made. */
export function rosterGroups(units: readonly UnitCard[]): Record<UnitSide, UnitCard[]> {
  const sorted = [...units].sort((a, b) => a.createdAt - b.createdAt);
  return {
    mine: sorted.filter((u) => u.side === 'mine'),
    opponent: sorted.filter((u) => u.side === 'opponent'),
  };
}
