/**
 * Whether "Keep in sync" with the club server is on: one key, read by the first load (main.tsx, to
 * resume the sync once the first screen has shown) without loading the club's code, and written by
 * state/club.ts.
 */
export const KEEP_KEY = 'gb-club-keep';

/**
 * Where state/club.ts keeps the club's address and user; the page's first script reads the
 * address there to name the club server in the page's connect-src (src/pwa/connect-policy.ts).
 */
export const CLUB_KEY = 'gb-club';

export function keepsInSync(): boolean {
  try {
    return localStorage.getItem(KEEP_KEY) !== null;
  } catch {
    return false;
  }
}
