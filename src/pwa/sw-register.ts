/**
 * The service worker's registration and its events (src/pwa/sw-bridge.ts keeps the signals the
 * screens read): its own chunk, loaded with Workbox after the first screen has shown.
 */
import { Workbox } from 'workbox-window';
import { startReaderOffline } from './reader-cache';
import type { SwHooks } from './sw-bridge';

export async function register(hooks: SwHooks): Promise<void> {
  const { setOfflineReady, setNeedRefresh, offerUpdate, reloadOnce } = hooks;
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
