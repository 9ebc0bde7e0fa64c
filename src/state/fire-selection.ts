import { createSignal } from 'solid-js';

/**
 * Tap-to-fire: tap one of my batteries on the roster, then an opponent's card; the Fire screen
 * opens with both. The choice, and the result on screen, live here (module state) so the Fire
 * screen and the roster share them, they survive switching screens, and KeepUnsaved keeps them
 * across a reload: a result whose casualties are not applied yet is never lost.
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
  setBatteryId(undefined);
  setTargetId(undefined);
  setResultId(undefined);
}
