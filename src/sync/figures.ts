/**
 * A card's current figures derived from events: its starting figures, the applied (not undone)
 * shots of the game being played, and the player's own "set to N" from the unit editor. The
 * stored `figures` and `screen.figures` are a cache of this, written in the same transaction as
 * every event; nothing ever writes a difference between the cache and the events back as an event.
 *
 * Every value is a whole or half figure, so every sum is exact in floating point.
 */
import {
  type CorrectionRecord,
  type FigureSet,
  MAX_FIGURES,
  type ResolutionRecord,
  shotGame,
  type UnitCard,
} from '../records';
import { compareClocks } from './hlc';

export interface DerivedFigures {
  /** What the card shows: clamped to [0, startFigures] (the screen to [0, MAX_FIGURES]). */
  figures: number;
  screen: number;
  /** The casualties of this game's applied shots at the card, as a "set to N" counts them (`seen`). */
  shots: { line: number; screen: number };
}

/**
 * The rule (the same on every phone, whatever order events arrived in):
 *
 * - formed unit: the latest "set to N" of this game (by clock), less the applied casualties of
 *   this game's shots it did not count (`shots − seen`); with no set, start − applied. v4
 *   corrections (differences) of this game count on top, those older than the set inside it.
 * - skirmish screen (no starting figure of its own): the latest set of any game less this game's
 *   applied casualties (those it counted, when it was made in this game, excluded).
 *
 * Sums are taken first and clamped once at the end, so the order of arrival never matters.
 */
export function deriveFigures(
  card: Pick<UnitCard, 'id' | 'startFigures'>,
  shots: Iterable<ResolutionRecord>,
  corrections: Iterable<CorrectionRecord>,
  gameNumber: number,
): DerivedFigures {
  const { line: shotLine, screen: shotScreen } = appliedAt(card.id, shots, gameNumber);
  let lineSet: { clock: string; set: FigureSet } | undefined;
  let screenSet: { clock: string; set: FigureSet; game: number } | undefined;
  const legacy: CorrectionRecord[] = [];
  for (const c of corrections) {
    if (c.cardId !== card.id) continue;
    if (!c.set) {
      legacy.push(c);
      continue;
    }
    const { line, screen } = c.set;
    if (line && c.game === gameNumber && (!lineSet || compareClocks(c.clock, lineSet.clock) > 0))
      lineSet = { clock: c.clock, set: line };
    if (screen && (!screenSet || compareClocks(c.clock, screenSet.clock) > 0))
      screenSet = { clock: c.clock, set: screen, game: c.game };
  }
  let figures = lineSet ? lineSet.set.to - (shotLine - lineSet.set.seen) : card.startFigures - shotLine;
  let screen = screenSet
    ? screenSet.set.to - (shotScreen - (screenSet.game === gameNumber ? screenSet.set.seen : 0))
    : -shotScreen;
  for (const c of legacy) {
    if (c.game === gameNumber && (!lineSet || compareClocks(c.clock, lineSet.clock) > 0)) figures += c.line;
    if (!screenSet || compareClocks(c.clock, screenSet.clock) > 0) screen += c.skirmishers;
  }
  return {
    figures: clamp(figures, 0, card.startFigures),
    screen: clamp(screen, 0, MAX_FIGURES),
    shots: { line: shotLine, screen: shotScreen },
  };
}

/** The casualties of this game's applied shots at a card, in its line and its screen. */
function appliedAt(cardId: string, shots: Iterable<ResolutionRecord>, gameNumber: number) {
  const sum = { line: 0, screen: 0 };
  for (const shot of shots) {
    const applied = shot.applied;
    if (!applied || applied.targetId !== cardId || shotGame(shot) !== gameNumber) continue;
    sum.line += applied.line;
    sum.screen += applied.skirmishers;
  }
  return sum;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/**
 * The player's "set to N" (the unit editor): a set for each part whose typed figure differs from
 * what the events give; undefined when neither does. Bounded by construction: `to` is the typed
 * figure, clamped to [0, startFigures] (the screen to [0, MAX_FIGURES]).
 */
export function figureSetFor(
  card: Pick<UnitCard, 'figures' | 'screen' | 'startFigures'>,
  derived: DerivedFigures,
): CorrectionRecord['set'] | undefined {
  const set: NonNullable<CorrectionRecord['set']> = {};
  // NaN: a part the caller leaves alone.
  if (!Number.isNaN(card.figures) && card.figures !== derived.figures)
    set.line = { to: clamp(card.figures, 0, card.startFigures), seen: derived.shots.line };
  if (!Number.isNaN(card.screen.figures) && card.screen.figures !== derived.screen)
    set.screen = { to: clamp(card.screen.figures, 0, MAX_FIGURES), seen: derived.shots.screen };
  return set.line || set.screen ? set : undefined;
}

/** The card with its cached figures set to the derived ones (the same object when they agree). */
export function withDerived(card: UnitCard, derived: DerivedFigures): UnitCard {
  if (card.figures === derived.figures && card.screen.figures === derived.screen) return card;
  return { ...card, figures: derived.figures, screen: { ...card.screen, figures: derived.screen } };
}
