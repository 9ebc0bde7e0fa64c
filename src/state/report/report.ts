/**
 * The battle report of one game (issue 36, item 2): the sides and their brigades, each unit's
 * start, losses and end, the brigades' and sides' losses, turns played, each battery's volleys, the
 * largest volley, every volley in order, and the rule packs they were fired with. Plain data made
 * from the roster, the brigades and the log: no words, no DOM, no storage (the screen, ui/report/,
 * says it; report-text.ts writes it as text).
 *
 * A unit's figures here are the events' (as sync/figures.ts derives them without a "set to N"):
 * its starting figures less the casualties that count, those of the game's shots that stand applied
 * (an Undo takes them out), so an earlier game's report reads as that game ended.
 */
import type { Ammo, Arm } from '../../core';
import {
  type BrigadeRecord,
  type ResolutionRecord,
  shotGame,
  shotSide,
  UNIT_SIDES,
  type UnitCard,
  type UnitSide,
} from '../../records';
import { brigadeGroups } from '../units/roster';

/** Start, end and what was lost between them (start − end), and that loss as a share of the start. */
export interface Losses {
  readonly start: number;
  readonly lost: number;
  readonly end: number;
  /** 0–1. */
  readonly lossShare: number;
}

export interface ReportUnit extends Losses {
  readonly id: string;
  readonly name: string;
  readonly arm: Arm;
  /** The casualties its skirmish screen took (apart from the formed unit's figures). */
  readonly screenLost: number;
  /** A battery's volleys fired (legal shots) in the game; undefined for other arms. */
  readonly volleys?: number;
  /**
   * The game on the table: the card's figures where they differ from `end` (set by hand in the
   * editor, or volleys of this game cleared from the Log), so the report never hides the difference.
   */
  readonly cardShows?: number;
}

export interface ReportBrigade extends Losses {
  /** Absent: the side's unattached units. */
  readonly brigade?: Pick<BrigadeRecord, 'id' | 'name' | 'commander' | 'rating'>;
  readonly units: readonly ReportUnit[];
}

/** A unit hit in the game that is no longer on the roster: its name as the shots wrote it. */
export interface RemovedUnit {
  readonly id: string;
  readonly name: string;
  readonly lost: number;
}

export interface ReportSide extends Losses {
  readonly side: UnitSide;
  readonly brigades: readonly ReportBrigade[];
  readonly removed: readonly RemovedUnit[];
  /** Its batteries' volleys (legal shots) in the game. */
  readonly volleys: number;
}

export type VolleyOutcome = 'applied' | 'undone' | 'not-applied' | 'refused';

/** One logged shot of the game, as the report lists it (oldest first). */
export interface ReportVolley {
  readonly id: string;
  readonly n: number;
  readonly turn: number;
  readonly at: number;
  readonly side: UnitSide;
  readonly battery: string;
  readonly target: string;
  readonly ammo: Ammo;
  readonly dice: readonly [number, number];
  /** The modified score; undefined when refused or when the steps need a pack not on this phone. */
  readonly score?: number;
  /** Casualties the table gave (0 when refused). */
  readonly casualties: number;
  readonly outcome: VolleyOutcome;
}

/** A rule pack the game's volleys were fired with (or the pack in use, for a game with none yet). */
export interface ReportPack {
  readonly id: string;
  readonly version: number | string;
  readonly official: boolean;
  readonly volleys: number;
}

export interface BattleReport {
  readonly game: number;
  /** The game on the table (its turn still running), or an earlier one. */
  readonly current: boolean;
  readonly turns: number;
  readonly sides: readonly ReportSide[];
  readonly volleys: readonly ReportVolley[];
  /** The volley with the most casualties (the first of equals); undefined with no legal volley. */
  readonly largest?: ReportVolley;
  readonly packs: readonly ReportPack[];
}

export interface ReportInput {
  readonly units: readonly UnitCard[];
  readonly brigades: readonly BrigadeRecord[];
  readonly log: readonly ResolutionRecord[];
  /** The game on the table: its number and turn, and the pack in use. */
  readonly play: { readonly gameNumber: number; readonly turn: number };
  readonly activePack: Pick<ReportPack, 'id' | 'version' | 'official'>;
}

/** The games a report can be read for: the one on the table and every earlier one in the log, newest first. */
export function reportGames(log: readonly ResolutionRecord[], gameNumber: number): number[] {
  const games = new Set([gameNumber, ...log.map(shotGame)]);
  return [...games].sort((a, b) => b - a);
}

/** The casualties that count in a game: of its shots that stand applied, by target card. */
export function countedCasualties(
  log: readonly ResolutionRecord[],
  game: number,
): Map<string, { line: number; screen: number }> {
  const lost = new Map<string, { line: number; screen: number }>();
  for (const shot of log) {
    const applied = shot.applied;
    if (!applied || shotGame(shot) !== game) continue;
    const sum = lost.get(applied.targetId) ?? { line: 0, screen: 0 };
    lost.set(applied.targetId, { line: sum.line + applied.line, screen: sum.screen + applied.skirmishers });
  }
  return lost;
}

const share = (lost: number, start: number) => (start > 0 ? Math.min(1, lost / start) : 0);

function totalOf(parts: readonly Losses[]): Losses {
  const start = parts.reduce((sum, p) => sum + p.start, 0);
  const end = parts.reduce((sum, p) => sum + p.end, 0);
  return { start, end, lost: start - end, lossShare: share(start - end, start) };
}

function volleyOf(shot: ResolutionRecord, n: number): ReportVolley {
  const result = shot.result;
  const outcome: VolleyOutcome = !result.legal
    ? 'refused'
    : shot.applied
      ? 'applied'
      : shot.undone
        ? 'undone'
        : 'not-applied';
  return {
    id: shot.id,
    n,
    turn: shot.turn,
    at: shot.at,
    side: shotSide(shot),
    battery: shot.batteryName,
    target: shot.targetName,
    ammo: shot.input.ammo,
    dice: shot.dice,
    ...(result.legal && !result.needsPack ? { score: result.chain.modifiedScore } : {}),
    casualties: result.legal ? result.chain.casualties : 0,
    outcome,
  };
}

/** The battle report of game `game` (the one on the table unless said). */
export function battleReport(input: ReportInput, game: number = input.play.gameNumber): BattleReport {
  const current = game === input.play.gameNumber;
  const shots = input.log
    .filter((r) => shotGame(r) === game)
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
  const volleys = shots.map((shot, i) => volleyOf(shot, i + 1));
  const counted = countedCasualties(shots, game);
  const fired = new Map<string, number>();
  for (const shot of shots)
    if (shot.result.legal) fired.set(shot.input.batteryId, (fired.get(shot.input.batteryId) ?? 0) + 1);

  const unitOf = (card: UnitCard): ReportUnit => {
    const lostLine = counted.get(card.id)?.line ?? 0;
    const end = Math.max(0, card.startFigures - lostLine);
    const lost = card.startFigures - end;
    return {
      id: card.id,
      name: card.name,
      arm: card.arm,
      start: card.startFigures,
      lost,
      end,
      lossShare: share(lost, card.startFigures),
      screenLost: counted.get(card.id)?.screen ?? 0,
      ...(card.arm === 'artillery' ? { volleys: fired.get(card.id) ?? 0 } : {}),
      ...(current && card.figures !== end ? { cardShows: card.figures } : {}),
    };
  };
  const onRoster = new Set(input.units.map((u) => u.id));
  const sides = UNIT_SIDES.map((side): ReportSide => {
    const brigades = brigadeGroups(input.units, input.brigades, side)
      .filter((g) => g.brigade || g.units.length > 0)
      .map((g): ReportBrigade => {
        const units = g.units.map(unitOf);
        const b = g.brigade;
        return {
          ...(b
            ? {
                brigade: {
                  id: b.id,
                  name: b.name,
                  commander: b.commander,
                  ...(b.rating ? { rating: b.rating } : {}),
                },
              }
            : {}),
          units,
          ...totalOf(units),
        };
      });
    // Hit in this game and gone from the roster since: a shot of the other side aimed at it.
    const removed = new Map<string, RemovedUnit>();
    for (const shot of shots) {
      const applied = shot.applied;
      if (!applied || onRoster.has(applied.targetId) || shotSide(shot) === side) continue;
      const was = removed.get(applied.targetId);
      removed.set(applied.targetId, {
        id: applied.targetId,
        name: was?.name ?? shot.targetName,
        lost: (was?.lost ?? 0) + applied.line,
      });
    }
    return {
      side,
      brigades,
      removed: [...removed.values()],
      volleys: shots.filter((s) => s.result.legal && shotSide(s) === side).length,
      ...totalOf(brigades),
    };
  });

  let largest: ReportVolley | undefined;
  for (const v of volleys)
    if (v.outcome !== 'refused' && (!largest || v.casualties > largest.casualties)) largest = v;

  const packs = new Map<string, ReportPack>();
  for (const shot of shots) {
    const key = `${shot.pack.id}@${shot.pack.version}`;
    const was = packs.get(key);
    packs.set(key, { ...shot.pack, volleys: (was?.volleys ?? 0) + 1 });
  }
  if (packs.size === 0 && current) packs.set('active', { ...input.activePack, volleys: 0 });

  const lastShotTurn = shots.reduce((max, s) => Math.max(max, s.turn), 0);
  // The game on the table: the turns ended, and this one if a volley was fired in it.
  const turns = current ? Math.max(input.play.turn - 1, lastShotTurn) : lastShotTurn;

  return {
    game,
    current,
    turns,
    sides,
    volleys,
    ...(largest ? { largest } : {}),
    packs: [...packs.values()],
  };
}
