/**
 * The club's two keys in localStorage, apart from its code: "Keep in sync" (read at start, so the
 * game resumes the sync after the first screen without loading the club's code) and where its
 * address and user are kept (read by the page's first script, to name the club server in the
 * page's connect-src: src/pwa/connect-policy.ts, vite.config.ts). No imports: the build's config
 * and the first load take it alone. Written by settings.ts.
 */
export const KEEP_KEY = 'gb-club-keep';

export const CLUB_KEY = 'gb-club';

/** Whether "Keep in sync" is on: the game resumes the club sync once the first screen has shown. */
export function keepsInSync(): boolean {
  try {
    return localStorage.getItem(KEEP_KEY) !== null;
  } catch {
    return false;
  }
}
