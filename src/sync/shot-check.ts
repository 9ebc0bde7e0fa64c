/**
 * A received shot held against what it states (issue 37): a legal shot's chain must give its own
 * dice and casualties. Its dice are the shot's, its roll their sum, its score the roll and its
 * modifiers, its casualties where they went and no more than its table cell gave; and where this
 * phone has the rule pack the shot names, that pack's table gives that cell for that score. (A v3
 * shot whose chain the engine works out again must give the outcome it states: compact.ts.)
 * Every way a shot arrives passes here: a shared text (payload.ts), the club's documents
 * (club/incoming.ts) and a backup file (storage/backup-import.ts). Pure.
 */

import { totalModifier } from '../core/modifiers';
import type { ValidatedPack } from '../core/pack';
import { readTable, tableColumn } from '../core/table';
import type { ResolutionRecord } from '../records/model';
import type { NamedShot } from './problems';

/**
 * Whether a shot's chain gives what the shot states. `pack`: the rule pack it names, where this
 * phone has it. A shot received without its pack (`needsPack`) has no steps to read a table with:
 * only its dice and casualties are held against each other.
 */
export function chainAddsUp(shot: ResolutionRecord, pack: ValidatedPack | undefined): boolean {
  if (!shot.result.legal) return true;
  const c = shot.result.chain;
  const [a, b] = shot.dice;
  const { line, skirmishers } = c.allocation;
  const agrees =
    c.dice[0] === a &&
    c.dice[1] === b &&
    c.roll === a + b &&
    c.totalModifier === totalModifier(c.modifiers) &&
    c.modifiedScore === c.roll + c.totalModifier &&
    c.cell.score === c.modifiedScore &&
    c.cell.ammo === shot.input.ammo &&
    c.cell.band === c.range.band &&
    c.casualties === line + skirmishers &&
    c.casualties <= c.cell.casualties &&
    c.pack.id === shot.pack.id &&
    c.pack.version === shot.pack.version;
  if (!agrees || !pack || shot.result.needsPack) return agrees;
  const column = tableColumn(pack, c.cell.ammo, c.cell.band);
  const cell = column ? readTable(column, c.cell.ammo, c.cell.band, c.modifiedScore) : undefined;
  return (
    cell !== undefined &&
    cell.row === c.cell.row &&
    cell.clamped === c.cell.clamped &&
    cell.casualties === c.cell.casualties
  );
}

/**
 * The first shot (its index) whose chain does not give the dice and casualties it states (with this
 * phone's pack where it has the one a shot names), or that claims to lack its steps (`needsPack`)
 * although that pack is on this phone; undefined when every shot adds up.
 */
export function firstShotAmiss(
  shots: readonly ResolutionRecord[],
  packFor: (stamp: ResolutionRecord['pack']) => ValidatedPack | undefined,
): number | undefined {
  for (const [i, shot] of shots.entries()) {
    const pack = packFor(shot.pack);
    const pending = shot.result.legal && shot.result.needsPack === true;
    if (!chainAddsUp(shot, pack) || (pending && pack)) return i;
  }
  return undefined;
}

/** The shot as a refusal names it. `casualties`: what it states went to the target. */
export function namedShot(
  shot: Pick<ResolutionRecord, 'turn' | 'batteryName' | 'targetName' | 'dice' | 'pack'>,
  casualties: number,
): NamedShot {
  return {
    turn: shot.turn,
    battery: shot.batteryName,
    target: shot.targetName,
    dice: [shot.dice[0], shot.dice[1]],
    casualties,
    pack: { id: shot.pack.id, version: shot.pack.version },
  };
}

/** What a legal shot states went to its target (its formed unit's and its screen's). */
export function statedCasualties(shot: ResolutionRecord): number {
  if (!shot.result.legal) return 0;
  const { line, skirmishers } = shot.result.chain.allocation;
  return line + skirmishers;
}
