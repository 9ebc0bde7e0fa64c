import { hasFiredThisTurn, type TurnOfPlay } from '../core/fired';
import type { ResolutionRecord, UnitCard, UnitSide } from '../records/model';

// Only the Fire screen's result asks for the next volley: kept out of fire-selection.ts, which the
// first screen (the roster) loads.

/**
 * Where "Next volley" starts: the first battery of the side whose turn of fire it is that has not
 * fired this turn and still stands (in the roster's order), aimed at the target it last fired at
 * when that unit is still on the other side and has figures left. No such battery: nothing chosen
 * (the battery list, where the other side's batteries and "Switch" are).
 */
export function nextVolley(
  units: readonly UnitCard[],
  log: readonly ResolutionRecord[],
  turn: TurnOfPlay,
  phasingSide: UnitSide,
): { battery?: string; target?: string } {
  const battery = [...units]
    .sort((a, b) => a.createdAt - b.createdAt)
    .find(
      (u) =>
        u.side === phasingSide &&
        u.arm === 'artillery' &&
        u.figures > 0 &&
        !hasFiredThisTurn(log, turn, u.id),
    );
  if (!battery) return {};
  let last: ResolutionRecord | undefined;
  for (const r of log) if (r.input.batteryId === battery.id && (!last || r.at > last.at)) last = r;
  const target = last ? units.find((u) => u.id === last.input.targetId) : undefined;
  const aimable = target && target.side !== battery.side && target.figures > 0;
  return aimable ? { battery: battery.id, target: target.id } : { battery: battery.id };
}
