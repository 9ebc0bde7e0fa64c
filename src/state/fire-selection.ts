import { createSignal } from 'solid-js';

/**
 * Tap-to-fire: tap one of my batteries on the roster, then an opponent's card; the Fire screen
 * opens with both. The choice is kept here (module state) so the Fire screen and roster share it,
 * and survives switching screens.
 */
const [batteryId, setBatteryId] = createSignal<string>();
const [targetId, setTargetId] = createSignal<string>();

export { batteryId, targetId };

export function chooseBattery(id: string | undefined): void {
  setBatteryId(id);
  setTargetId(undefined);
}

export function chooseTarget(id: string | undefined): void {
  setTargetId(id);
}

export function clearFireSelection(): void {
  setBatteryId(undefined);
  setTargetId(undefined);
}
