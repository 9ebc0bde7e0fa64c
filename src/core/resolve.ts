/**
 * From dice to casualties for a shot `assessFire` cleared. Internal to the engine (not exported
 * by index.ts): it trusts its cleared shot, which only `assessFire` makes.
 */
import { allocateCasualties } from './allocation';
import type { ClearedShot } from './assess';
import type { FireResult } from './fire-result';
import { totalModifier } from './modifiers';
import { packStamp, type ValidatedPack } from './pack';
import { readTable } from './table';

/**
 * The dice applied to a cleared shot: the one path from dice to casualties, shared by
 * `resolveFire` and `fireOdds` so the odds can never disagree with a resolution.
 */
export function resolveCleared(
  shot: ClearedShot,
  dice: readonly [number, number],
  pack: ValidatedPack,
): FireResult {
  const { setup } = shot;
  const roll = dice[0] + dice[1];
  const modifier = totalModifier(shot.modifiers);
  const modifiedScore = roll + modifier;
  const cell = readTable(shot.column, setup.ammo, shot.range.band, modifiedScore);
  // Unreachable for a cleared shot (its column was checked); a refusal rather than a throw.
  if (cell === undefined)
    return { legal: false, refusals: [{ code: 'table.no-column', ruleRef: 'artillery.procedure' }] };
  const allocation = allocateCasualties(
    cell.casualties,
    setup.target,
    setup.ammo,
    shot.situation.screenIsTarget,
  );
  return {
    legal: true,
    chain: {
      range: shot.range,
      checks: shot.checks,
      modifiers: shot.modifiers,
      dice: [dice[0], dice[1]],
      roll,
      totalModifier: modifier,
      modifiedScore,
      cell,
      casualties: allocation.skirmishers + allocation.line,
      allocation,
      pack: packStamp(pack),
    },
  };
}
