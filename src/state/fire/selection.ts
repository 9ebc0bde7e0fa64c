import { batch, createSignal } from 'solid-js';
import type { ResolutionRecord, UnitCard } from '../../records';

/**
 * Tap-to-fire: tap a battery on the roster, then a card of the other side; the Fire screen opens
 * with both. The choice, and the result on screen, live here (module state) so the Fire screen and
 * the roster share them, they survive switching screens, and KeepUnsaved keeps them across a
 * reload: a result whose casualties are not applied yet is never lost.
 */
const [batteryId, setBatteryId] = createSignal<string>();
const [targetId, setTargetId] = createSignal<string>();
/** The logged resolution shown on the Fire screen, if any. */
const [resultId, setResultId] = createSignal<string>();

export { batteryId, resultId, targetId };

export function chooseBattery(id: string | undefined): void {
  if (id !== batteryId()) setResultId(undefined);
  setBatteryId(id);
  setTargetId(undefined);
}

export function chooseTarget(id: string | undefined): void {
  if (id !== targetId()) setResultId(undefined);
  setTargetId(id);
}

export function showResult(id: string | undefined): void {
  setResultId(id);
}

export function clearFireSelection(): void {
  batch(() => {
    setBatteryId(undefined);
    setTargetId(undefined);
    setResultId(undefined);
  });
}

/**
 * A new turn: the Fire screen opens ready for a fresh volley, not on last turn's result, once that
 * result is settled (its casualties applied, or applied and put back by the player's Undo, or it is
 * gone from the log). A result whose casualties were never applied stays, so nothing the player
 * still has to do is lost. A pair chosen and not fired yet stays too: the shot form asks its
 * movement again (followPair).
 */
export function freshVolleyForNewTurn(log: readonly ResolutionRecord[]): void {
  const id = resultId();
  if (!id) return;
  const shown = log.find((r) => r.id === id);
  if (!shown || shown.applied || shown.undone) clearFireSelection();
}

/** Choose battery and target at once (the next volley): the Fire screen sees one change of pair. */
export function choosePair(battery: string | undefined, target: string | undefined): void {
  batch(() => {
    setResultId(undefined);
    setBatteryId(battery);
    setTargetId(battery ? target : undefined);
  });
}

// --- the roster's tap (full cards and compact rows alike) ---

/** What a tap on a unit of the roster does right now, if anything. */
export type RosterTap = 'select-firer' | 'deselect-firer' | 'target' | undefined;

type Tappable = Pick<UnitCard, 'id' | 'side' | 'arm'>;

/**
 * The battery armed on the roster: chosen, and no shot of it on the Fire screen. Once a shot is
 * fired (applied or not), nothing stays armed: the next tap on a battery arms that battery.
 */
export function armedBattery(units: readonly UnitCard[]): UnitCard | undefined {
  const id = batteryId();
  if (!id || resultId()) return undefined;
  return units.find((u) => u.id === id && u.arm === 'artillery');
}

/**
 * What a tap on `card` means: with nothing armed, a battery of either side arms itself; with a
 * battery armed, a unit of the other side is its target, another battery of the same side takes
 * over as the firing battery, the armed battery itself stands down, and anything else does nothing.
 */
export function rosterTapOf(card: Tappable, armed: Pick<UnitCard, 'id' | 'side'> | undefined): RosterTap {
  if (armed && card.side !== armed.side) return 'target';
  if (card.arm !== 'artillery') return undefined;
  return armed?.id === card.id ? 'deselect-firer' : 'select-firer';
}

/**
 * The one tap-to-fire action of the roster: does what `rosterTapOf` says and returns it, so the
 * caller opens the Fire screen on 'target' (and brings the targets into view on 'select-firer').
 */
export function tapRosterUnit(card: Tappable, armed: Pick<UnitCard, 'id' | 'side'> | undefined): RosterTap {
  const tap = rosterTapOf(card, armed);
  if (tap === 'select-firer') choosePair(card.id, undefined);
  else if (tap === 'deselect-firer') clearFireSelection();
  else if (tap === 'target' && armed) choosePair(armed.id, card.id);
  return tap;
}
