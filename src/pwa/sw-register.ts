/**
 * The service worker's registration and its events (src/pwa/sw-bridge.ts keeps the signals the
 * screens read): its own chunk, loaded with Workbox after the first screen has shown.
 */
import { Workbox } from 'workbox-window';
import { startReaderOffline } from './reader-cache';
import { type SwHooks, swHooks } from './sw-bridge';
import { afterControllerChange, checkOnWake, updateCheck } from './update-checks';

const RELOAD_GUARD = 'gb.sw.reloadedAt';

function reloadedAt(): number | undefined {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_GUARD));
    return last > 0 ? last : undefined;
  } catch {
    return undefined; // no sessionStorage: the controlling event fires once per update
  }
}

function reload(): void {
  try {
    sessionStorage.setItem(RELOAD_GUARD, String(Date.now()));
  } catch {
    // ignore: see reloadedAt
  }
  location.reload();
}

/** Starts the service worker (production only): main.tsx calls it once the first screen has shown. */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await register(swHooks);
}

async function register(hooks: SwHooks): Promise<void> {
  const { setOfflineReady, setNeedRefresh, offerUpdate, busy } = hooks;
  // updateViaCache 'none': the check always fetches sw.js from the server (iOS answered it from its
  // HTTP cache and kept installed apps on an old version until they were killed).
  const wb = new Workbox('./sw.js', { scope: './', updateViaCache: 'none' });

  // "Ready to work offline" once the new worker controls this page (clientsClaim), not at
  // 'installed': Settings' "Works offline" asks the controller, and both must say the same thing
  // the moment the notice shows. 'activated' covers a browser that claims before it tells.
  let firstInstall = false;
  let told = false;
  const tell = () => {
    if (!firstInstall || told || !navigator.serviceWorker.controller) return;
    told = true;
    setOfflineReady(true);
    setTimeout(() => setOfflineReady(false), 8000); // a notice, not a question: it goes by itself
  };
  wb.addEventListener('installed', (event) => {
    if (event.isUpdate) return;
    firstInstall = true;
    tell();
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) tell();
  });
  /** The player tapped Reload: the worker he let in reloads the page when it takes it. */
  let asked = false;
  // A new version waits: Reload lets it in (skip waiting), and its taking the page reloads it.
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      asked = true;
      wb.messageSkipWaiting();
    });
    setNeedRefresh(true);
  });
  // A new worker took this page (this tab's update, or another tab applied one, whose old files may
  // be gone from the cache): reload once, unless something unsaved is open or it would loop.
  wb.addEventListener('controlling', (event) => {
    if (!event.isExternal && !event.isUpdate) tell();
    const next = afterControllerChange({
      update: event.isUpdate === true || event.isExternal === true,
      asked,
      busy: busy(),
      reloadedAt: reloadedAt(),
      now: Date.now(),
    });
    if (next === 'reload') reload();
    else if (next === 'offer') {
      // The new worker already has the page: Reload reloads (when the player is ready).
      offerUpdate(reload);
      setNeedRefresh(true);
    }
  });

  const registration = await wb.register().catch(() => undefined);
  if (!registration) return;
  // Once the worker has precached the app, keep the QR reader offline where this phone needs it.
  navigator.serviceWorker.ready.then(
    () => startReaderOffline(),
    () => undefined,
  );
  // Look for a new version when the app wakes (pageshow, focus: an installed iPhone app is frozen,
  // not reloaded) and every hour, only when a network is there to ask, at most once a minute.
  const check = updateCheck({ update: () => wb.update(), online: () => navigator.onLine, now: Date.now });
  checkOnWake(window, check);
  setInterval(check, 60 * 60 * 1000);
}
