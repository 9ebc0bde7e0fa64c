import { createSignal } from 'solid-js';

/**
 * WebKit (Safari, and every browser on an iPhone or iPad) deletes all of a site's script-writable
 * storage — IndexedDB, caches, the service worker — after 7 days of use of the browser without a
 * visit to the site, unless the app was added to the Home Screen (pwa-pitfalls §12–13). iOS has no
 * install prompt either (§17). So in a WebKit tab, say once, plainly, what happens and how to keep
 * the data (add to the Home Screen; meanwhile a backup file), and the data panel says which rule
 * applies here.
 */
const SEEN = 'gb.installHint.seen';

/** The engine that decides how long this app's data is kept. */
export type Engine = 'webkit' | 'chromium' | 'gecko' | 'other';

/**
 * From the user agent: every iOS browser is WebKit (CriOS, FxiOS, EdgiOS carry no "Chrome" or
 * "Firefox" token), as are Safari on a Mac and WebKitGTK; Chromium's agent also says AppleWebKit
 * but adds Chrome/Chromium. iPadOS Safari presents itself as a Mac.
 */
export function engineOf(userAgent: string): Engine {
  if (/Firefox\//.test(userAgent) && !/FxiOS/.test(userAgent)) return 'gecko';
  if (/Chrome\/|Chromium\//.test(userAgent) && !/CriOS|EdgiOS/.test(userAgent)) return 'chromium';
  if (/AppleWebKit\//.test(userAgent)) return 'webkit';
  return 'other';
}

/** What the browser does with this app's data when it is not visited (the data panel's line). */
export type Keeping =
  /** WebKit in a tab: deleted after 7 days without a visit. */
  | 'seven-days'
  /** WebKit from the Home Screen (or Dock): kept, as an app's data is. */
  | 'home-screen'
  /** Other engines: their persistence answer decides (persisted / best effort). */
  | 'engine';

export function keepingOf(userAgent: string, standalone: boolean): Keeping {
  if (engineOf(userAgent) !== 'webkit') return 'engine';
  return standalone ? 'home-screen' : 'seven-days';
}

/** The notice shows in a WebKit tab (not the Home Screen app) that has not been told before. */
export function shouldShowSafariHint(userAgent: string, standalone: boolean, seen: boolean): boolean {
  return keepingOf(userAgent, standalone) === 'seven-days' && !seen;
}

export function isStandalone(): boolean {
  return (
    globalThis.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** This browser, now. */
export const currentKeeping = (): Keeping => keepingOf(navigator.userAgent, isStandalone());

function seenBefore(): boolean {
  try {
    return localStorage.getItem(SEEN) === '1';
  } catch {
    return true; // cannot remember it: better never than every time
  }
}

const [iosHint, setIosHint] = createSignal(false);

/** Whether the 7-day notice is showing. */
export { iosHint };

/** At start-up: decide whether this is a WebKit tab that has not seen the notice. */
export function checkIosHint(): void {
  setIosHint(shouldShowSafariHint(navigator.userAgent, isStandalone(), seenBefore()));
}

/** Closed (or a backup made from it): never shown again on this browser. */
export function dismissIosHint(): void {
  setIosHint(false);
  try {
    localStorage.setItem(SEEN, '1');
  } catch {
    // ignore
  }
}
