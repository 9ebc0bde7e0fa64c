/**
 * What the end of a turn shows before Next turn (issue 36): each side's batteries that have not
 * fired this turn (and did not hold their fire), the units that took casualties this turn by side
 * and brigade, and the brigades' losses this turn and in all. Plain data, no words, no Solid: the
 * screen (ui/turn/) says it.
 */
import { firedThisTurnIds, type MoraleThresholds, type TurnOfPlay } from '../../core';
import {
  type BrigadeRecord,
  type GameSettings,
  type HeldFire,
  type ResolutionRecord,
  shotGame,
  UNIT_SIDES,
  type UnitCard,
  type UnitSide,
} from '../../records';
import { brigadeGroups, brigadeTotals, isGone } from './roster';

/** A unit hit this turn: what it lost in the turn, its figures now and at the start, its share lost. */
export interface HitUnit {
  readonly card: UnitCard;
  readonly lostThisTurn: number;
  readonly figures: number;
  readonly start: number;
  /** Lost since the start, as a share of the start (0–1). */
  readonly lossShare: number;
}

/** A brigade (absent: the unattached) with its hit units and its losses this turn and in all. */
export interface BrigadeLosses {
  readonly brigade?: BrigadeRecord;
  readonly hit: readonly HitUnit[];
  readonly lostThisTurn: number;
  readonly lostInAll: number;
  readonly figures: number;
  readonly start: number;
  readonly lossShare: number;
}

export interface SideEnd {
  readonly side: UnitSide;
  /** Batteries standing that neither fired nor held their fire this turn, in the roster's order. */
  readonly toFire: readonly UnitCard[];
  /** Every brigade with a loss (this turn or before), in the roster's order. */
  readonly brigades: readonly BrigadeLosses[];
}

export interface TurnEnd {
  readonly sides: readonly SideEnd[];
  /** Nothing to say: no battery left to fire, no unit hit this turn. */
  readonly quiet: boolean;
}

type Play = Pick<GameSettings, 'turn' | 'gameNumber' | 'fired' | 'heldFire'>;

/** The casualties each card took from this game's shots of `turn` that stand applied. */
export function casualtiesInTurn(
  log: readonly ResolutionRecord[],
  game: number,
  turn: number,
): Map<string, number> {
  const lost = new Map<string, number>();
  for (const shot of log) {
    const applied = shot.applied;
    if (!applied || shot.turn !== turn || shotGame(shot) !== game) continue;
    lost.set(applied.targetId, (lost.get(applied.targetId) ?? 0) + applied.line + applied.skirmishers);
  }
  return lost;
}

/** The batteries held this turn of this game ("They hold fire"). */
export function heldThisTurn(play: Play): Set<string> {
  return new Set(
    (play.heldFire ?? [])
      .filter((h: HeldFire) => h.game === play.gameNumber && h.turn === play.turn)
      .map((h) => h.batteryId),
  );
}

/** The end of the turn now on the table. */
export function turnEnd(
  units: readonly UnitCard[],
  brigades: readonly BrigadeRecord[],
  log: readonly ResolutionRecord[],
  play: Play,
): TurnEnd {
  const turnOfPlay: TurnOfPlay = { turn: play.turn, gameNumber: play.gameNumber, fired: play.fired };
  const firedIds = firedThisTurnIds(log, turnOfPlay);
  const fired = (u: UnitCard) => firedIds.has(u.id);
  const held = heldThisTurn(play);
  const lost = casualtiesInTurn(log, play.gameNumber, play.turn);
  const sides = UNIT_SIDES.map((side): SideEnd => {
    const groups = brigadeGroups(units, brigades, side);
    const toFire = groups
      .flatMap((g) => g.units)
      .filter((u) => u.arm === 'artillery' && !isGone(u) && !fired(u) && !held.has(u.id));
    const withLosses = groups.map((g): BrigadeLosses => {
      const totals = brigadeTotals(g.units, fired);
      const hit = g.units
        .filter((u) => (lost.get(u.id) ?? 0) > 0)
        .map((card) => {
          const t = brigadeTotals([card], fired);
          return {
            card,
            lostThisTurn: lost.get(card.id) ?? 0,
            figures: t.figures,
            start: t.start,
            lossShare: t.lossShare,
          };
        });
      return {
        ...(g.brigade ? { brigade: g.brigade } : {}),
        hit,
        lostThisTurn: hit.reduce((sum, h) => sum + h.lostThisTurn, 0),
        lostInAll: Math.max(0, totals.start - totals.figures),
        figures: totals.figures,
        start: totals.start,
        lossShare: totals.lossShare,
      };
    });
    return { side, toFire, brigades: withLosses.filter((b) => b.lostInAll > 0 || b.lostThisTurn > 0) };
  });
  const quiet = sides.every((s) => s.toFire.length === 0 && s.brigades.every((b) => b.hit.length === 0));
  return { sides, quiet };
}

/** "They hold fire": the lines the Log keeps for these batteries in this turn (the newest kept). */
export function withHeldFire(
  play: Play,
  batteries: readonly UnitCard[],
  at: number,
  max: number,
): HeldFire[] {
  const lines = batteries.map((b) => ({
    game: play.gameNumber,
    turn: play.turn,
    batteryId: b.id,
    batteryName: b.name,
    side: b.side,
    at,
  }));
  return [...(play.heldFire ?? []), ...lines].slice(-max);
}

/** Who is past the pack's morale thresholds at the end of the turn: card ids and brigade ids. */
export interface PastThresholds {
  /** Units hit this turn that stand at or under the pack's `unitAtOrUnder` % of their starting figures. */
  readonly units: ReadonlySet<string>;
  /** Brigades with losses that have lost the pack's `brigadeLost` % or more of their starting figures. */
  readonly brigades: ReadonlySet<string>;
}

/** At or under `percent` % of `start` (exact: no rounding of the share shown). */
export function atOrUnder(figures: number, start: number, percent: number): boolean {
  return start > 0 && figures * 100 <= start * percent;
}

/** Lost `percent` % of `start` or more. */
export function lostAtLeast(figures: number, start: number, percent: number): boolean {
  return start > 0 && Math.max(0, start - figures) * 100 >= start * percent;
}

/**
 * Who is past which of the active pack's thresholds, among what the end of the turn lists: the
 * units hit this turn and the brigades with losses (the unattached are no brigade). A pack without
 * thresholds marks nobody: the app names no threshold of its own.
 */
export function pastThresholds(end: TurnEnd, morale: MoraleThresholds | undefined): PastThresholds {
  const units = new Set<string>();
  const brigades = new Set<string>();
  const unit = morale?.unitAtOrUnder;
  const brigade = morale?.brigadeLost;
  for (const side of end.sides) {
    for (const b of side.brigades) {
      if (brigade && b.brigade && lostAtLeast(b.figures, b.start, brigade.percent))
        brigades.add(b.brigade.id);
      if (!unit) continue;
      for (const h of b.hit) if (atOrUnder(h.figures, h.start, unit.percent)) units.add(h.card.id);
    }
  }
  return { units, brigades };
}
