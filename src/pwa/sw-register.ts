/**
 * The service worker's registration and its events (src/pwa/sw-bridge.ts keeps the signals the
 * screens read): its own chunk, loaded with Workbox after the first screen has shown.
 */
import { Workbox } from 'workbox-window';
import { startReaderOffline } from './reader-cache';
import { type SwHooks, swHooks } from './sw-bridge';

const RELOAD_GUARD = 'gb.sw.reloadedAt';

function reloadOnce(): void {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_GUARD) ?? 0);
    if (Date.now() - last < 10_000) return; // reloaded moments ago: do not loop
    sessionStorage.setItem(RELOAD_GUARD, String(Date.now()));
  } catch {
    // no sessionStorage: reload anyway, the controlling event fires once per update
  }
  location.reload();
}

/** Starts the service worker (production only): main.tsx calls it once the first screen has shown. */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await register(swHooks);
}

async function register(hooks: SwHooks): Promise<void> {
  const { setOfflineReady, setNeedRefresh, offerUpdate } = hooks;
  const wb = new Workbox('./sw.js', { scope: './' });

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
  wb.addEventListener('controlling', (event) => {
    if (!event.isExternal && !event.isUpdate) tell();
  });
  // Another tab applied an update: this page now runs under the new worker, and the old files it may
  // still need are gone from the cache. Offer the reload (never forced: the player may be mid-shot).
  wb.addEventListener('controlling', (event) => {
    if (!event.isExternal) return;
    offerUpdate(reloadOnce);
    setNeedRefresh(true);
  });
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      // Reload only after the player asked for it: `controlling` also fires on first install.
      wb.addEventListener('controlling', reloadOnce);
      wb.messageSkipWaiting();
    });
    setNeedRefresh(true);
  });

  void wb.register().then((registration) => {
    if (!registration) return;
    // Once the worker has precached the app, keep the QR reader offline where this phone needs it.
    void navigator.serviceWorker.ready.then(() => startReaderOffline());
    // Look for a new version every hour, only when a network is there to ask.
    setInterval(
      () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      },
      60 * 60 * 1000,
    );
  });
}
