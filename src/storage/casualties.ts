/**
 * Taking a logged shot's casualties off its target card, and putting them back: plain functions
 * over the stored record and card, so the very same step runs inside one IndexedDB transaction
 * on what is stored (two tabs cannot double or lose casualties) and, when storage is unavailable,
 * on the cards in memory.
 *
 * Figures may be whole or half (rulebooks give halves); every sum here is of multiples of ½,
 * which floating point holds exactly.
 */
import { fail, ok, type Result } from '../core';
import type { AppliedCasualties, ResolutionRecord, UnitCard } from '../records';
import { shotGame } from '../records';

/** Why a shot's casualties could not be applied or put back. Stable codes; the UI has the words. */
export const SHOT_CHANGE_PROBLEMS = [
  'not-found',
  'refused-shot',
  'already-applied',
  'not-applied',
  'target-gone',
  'earlier-game',
] as const;
export type ShotChangeProblem = (typeof SHOT_CHANGE_PROBLEMS)[number];

/** What a shot's Apply or Undo wrote: the shot's record and its target card, as they are now. */
export interface ShotChanged {
  record: ResolutionRecord;
  unit: UnitCard;
}

export type ShotChange = Result<ShotChanged, ShotChangeProblem>;

/**
 * The casualties of a legal shot taken off its target, each part capped at what that part has
 * now (a card may have lost figures since the shot was rolled): what was really taken is recorded,
 * so Undo puts back exactly that.
 */
export function applyShot(
  record: ResolutionRecord | undefined,
  unit: UnitCard | undefined,
  gameNumber: number,
): ShotChange {
  if (!record) return fail('not-found');
  if (!record.result.legal) return fail('refused-shot');
  if (record.applied) return fail('already-applied');
  if (shotGame(record) !== gameNumber) return fail('earlier-game');
  if (!unit || unit.id !== record.input.targetId) return fail('target-gone');
  const allocation = record.result.chain.allocation;
  const line = Math.max(0, Math.min(allocation.line, unit.figures));
  const skirmishers = Math.max(0, Math.min(allocation.skirmishers, unit.screen.figures));
  const applied: AppliedCasualties = { targetId: unit.id, line, skirmishers };
  const { undone: _previousUndo, ...rest } = record;
  return ok({
    record: { ...rest, applied },
    unit: {
      ...unit,
      figures: unit.figures - line,
      screen: { ...unit.screen, figures: unit.screen.figures - skirmishers },
    },
  });
}

/**
 * Applied casualties put back. The formed unit never rises above its starting figures (the card
 * may have been edited since), so Undo can never give "42 figures of 36".
 */
export function undoShot(
  record: ResolutionRecord | undefined,
  unit: UnitCard | undefined,
  gameNumber: number,
  now: number,
): ShotChange {
  if (!record) return fail('not-found');
  const applied = record.applied;
  if (!applied) return fail('not-applied');
  if (shotGame(record) !== gameNumber) return fail('earlier-game');
  if (!unit || unit.id !== applied.targetId) return fail('target-gone');
  const { applied: _taken, ...rest } = record;
  return ok({
    record: { ...rest, undone: { ...applied, at: now } },
    unit: {
      ...unit,
      figures: Math.min(unit.startFigures, unit.figures + applied.line),
      screen: { ...unit.screen, figures: unit.screen.figures + applied.skirmishers },
    },
  });
}

/**
 * A card at New game where nothing is stored (the game in memory): the formed unit at its starting
 * figures less the applied shots of the new game the log already holds (pressed again after an
 * Undo), the skirmish screen given back what the last game's applied shots took from it (a screen
 * has no starting figure of its own) less what the new game's took. Stored games derive the same
 * from their events (src/sync/figures.ts).
 */
export function atGameStart(
  unit: UnitCard,
  shotsAtIt: readonly ResolutionRecord[],
  gameNumber: number,
  nextGame = gameNumber + 1,
): UnitCard {
  const lost = (game: number, part: 'line' | 'skirmishers') =>
    shotsAtIt
      .filter((r) => shotGame(r) === game && r.applied?.targetId === unit.id)
      .reduce((sum, r) => sum + (r.applied?.[part] ?? 0), 0);
  return {
    ...unit,
    figures: Math.max(0, unit.startFigures - lost(nextGame, 'line')),
    screen: {
      ...unit.screen,
      figures: Math.max(
        0,
        unit.screen.figures + lost(gameNumber, 'skirmishers') - lost(nextGame, 'skirmishers'),
      ),
    },
  };
}
