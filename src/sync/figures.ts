/**
 * A card's current figures derived from events: its starting figures, the applied (not undone)
 * shots of the game being played, and the manual corrections. The stored `figures` and
 * `screen.figures` are a cache of this, written in the same transaction as every event.
 *
 * Every value is a whole or half figure, so every sum is exact in floating point.
 */
import {
  type CorrectionRecord,
  MAX_FIGURES,
  type ResolutionRecord,
  shotGame,
  type UnitCard,
} from '../storage/model';

export interface DerivedFigures {
  /** What the card shows: clamped (see below). */
  figures: number;
  screen: number;
  /** The unclamped sums, which a correction is measured against. */
  raw: { figures: number; screen: number };
}

/**
 * Clamping: the sums are taken over ALL events first and clamped ONCE at the end — the formed
 * unit to [0, startFigures], the screen to [0, MAX_FIGURES] — never step by step. So the result
 * does not depend on the order in which two phones' events arrive (A's 3 then B's 2, or B's then
 * A's, give the same 31), and a correction is measured against the unclamped sum, so "set to 5"
 * in the editor shows 5 even when shots had driven the sum below 0.
 *
 * The formed unit counts this game's shots and corrections (New game puts it back at its start);
 * the skirmish screen has no starting figure of its own: it is the sum of every correction (the
 * editor setting it) less this game's applied shots, as before v4.
 */
export function deriveFigures(
  card: Pick<UnitCard, 'id' | 'startFigures'>,
  shots: Iterable<ResolutionRecord>,
  corrections: Iterable<CorrectionRecord>,
  gameNumber: number,
): DerivedFigures {
  let figures = card.startFigures;
  let screen = 0;
  for (const shot of shots) {
    const applied = shot.applied;
    if (!applied || applied.targetId !== card.id || shotGame(shot) !== gameNumber) continue;
    figures -= applied.line;
    screen -= applied.skirmishers;
  }
  for (const c of corrections) {
    if (c.cardId !== card.id) continue;
    if (c.game === gameNumber) figures += c.line;
    screen += c.skirmishers;
  }
  return {
    figures: clamp(figures, 0, card.startFigures),
    screen: clamp(screen, 0, MAX_FIGURES),
    raw: { figures, screen },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/**
 * The correction that makes the derived figures equal what the card shows (or what the editor
 * typed): undefined when they already agree. Measured against the unclamped sums.
 */
export function correctionFor(
  card: Pick<UnitCard, 'id' | 'figures' | 'screen'>,
  derived: DerivedFigures,
): { line: number; skirmishers: number } | undefined {
  const line = card.figures === derived.figures ? 0 : card.figures - derived.raw.figures;
  const skirmishers = card.screen.figures === derived.screen ? 0 : card.screen.figures - derived.raw.screen;
  return line === 0 && skirmishers === 0 ? undefined : { line, skirmishers };
}

/** The card with its cached figures set to the derived ones (the same object when they agree). */
export function withDerived(card: UnitCard, derived: DerivedFigures): UnitCard {
  if (card.figures === derived.figures && card.screen.figures === derived.screen) return card;
  return { ...card, figures: derived.figures, screen: { ...card.screen, figures: derived.screen } };
}
