import { createSignal } from 'solid-js';

/**
 * The one place that talks to the service worker (Squoosh's sw-bridge pattern):
 * - first install → "Ready to work offline";
 * - a new version waiting → "Update available — Reload", applied only when the player taps it
 *   (registerType 'prompt'; never auto-reload, a resolution in progress must not be lost);
 * - the reload after skip-waiting happens once, guarded against loops (sw-register.ts).
 */
const [offlineReady, setOfflineReady] = createSignal(false);
const [needRefresh, setNeedRefresh] = createSignal(false);
/** A fire resolution or an edit is open: the update waits (pwa-pitfalls §1). */
const [shown, setBusy] = createSignal(false);
/** Screens in their own chunks (the pack editor) hold the update while they show. */
const [holds, setHolds] = createSignal(0);
const busy = () => shown() || holds() > 0;

export { busy, needRefresh, offlineReady, setBusy };

/** Hold the update while something unsaved is on screen; returns the release. */
export function holdUpdate(): () => void {
  let held = true;
  setHolds((n) => n + 1);
  return () => {
    if (held) setHolds((n) => n - 1);
    held = false;
  };
}

let applyUpdate: (() => void) | undefined;
export function dismissOfflineReady(): void {
  setOfflineReady(false);
}

export function dismissUpdate(): void {
  setNeedRefresh(false);
}

/** Called when the player taps Reload in the update prompt. */
export function updateNow(): void {
  if (busy()) return;
  applyUpdate?.();
}

/**
 * This copy is older than the data (a newer version upgraded the database in another tab): take
 * the waiting new version if there is one, else reload, which fetches it. Nothing can be saved
 * meanwhile, so no edit is held back by it.
 */
export function reloadForNewerData(): void {
  // The player's own tap: always honoured (the loop guard is for reloads the app starts itself).
  if (applyUpdate) applyUpdate();
  else location.reload();
}

/** What the registration (src/pwa/sw-register.ts, loaded after the first screen) sets: the notices and the update's way in. */
export interface SwHooks {
  readonly setOfflineReady: (ready: boolean) => void;
  readonly setNeedRefresh: (need: boolean) => void;
  readonly offerUpdate: (apply: () => void) => void;
  /** Something unsaved is open: a new worker taking the page offers the update instead of reloading. */
  readonly busy: () => boolean;
}

export const swHooks: SwHooks = {
  setOfflineReady,
  setNeedRefresh,
  offerUpdate: (apply) => {
    applyUpdate = apply;
  },
  busy,
};
