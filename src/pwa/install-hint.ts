import { createSignal } from 'solid-js';

/**
 * iOS has no install prompt (no beforeinstallprompt in Safari: pwa-pitfalls §17), and a Safari tab
 * keeps its data apart from the home-screen app (§13) and loses it after 7 days unused (§12). So on
 * iOS, outside the installed app, say once how to add it to the home screen.
 */
const SEEN = 'gb.installHint.seen';

export function shouldShowIosHint(nav: Navigator, standalone: boolean, seen: boolean): boolean {
  const ios =
    /iphone|ipad|ipod/i.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  return ios && !standalone && !seen;
}

function isStandalone(): boolean {
  return (
    globalThis.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function seenBefore(): boolean {
  try {
    return localStorage.getItem(SEEN) === '1';
  } catch {
    return true; // cannot remember it: better never than every time
  }
}

const [iosHint, setIosHint] = createSignal(false);

export { iosHint };

/** At start-up: decide whether this is an iPhone/iPad Safari tab that has not seen the hint. */
export function checkIosHint(): void {
  setIosHint(shouldShowIosHint(navigator, isStandalone(), seenBefore()));
}

export function dismissIosHint(): void {
  setIosHint(false);
  try {
    localStorage.setItem(SEEN, '1');
  } catch {
    // ignore
  }
}
