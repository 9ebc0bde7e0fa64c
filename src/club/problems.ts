/**
 * Why a club sync did not happen, as stable codes (the words: src/i18n/club.ts). Pure.
 *
 * - `address`: not an https address (http only for 127.0.0.1 and localhost), or not an address;
 * - `offline`: the phone has no network;
 * - `unreachable`: no answer from the address (wrong address, the server is down);
 * - `timeout`: the server stopped answering: a request or the whole sync ran out of time (issue 35);
 * - `cors`: the server answers, but not to this app (its CORS settings leave the app's origin out);
 * - `wrong-password`: the user name or password is wrong;
 * - `signed-out`: the server wants the password again (the session ended);
 * - `no-database`: the server has no database at that address;
 * - `refused`: the server says no (the user may not read or write this database), `detail` its reason;
 * - `server`: the server failed (`detail` the HTTP status);
 * - `other-game`: the server holds another table's game (`detail` "game:turn");
 * - `storage` (the one StorageFailure; a full phone said as on every path, src/ui/storage-words.ts):
 *   this phone could not store what arrived (nothing was stored);
 * - `reload`: the page's content security policy names another club server (or none): the app
 *   reaches a newly set up server once it is reloaded (README, "Club server").
 */
import type { StorageFailure } from '../records/failure';

export const CLUB_PROBLEM_CODES = [
  'address',
  'offline',
  'unreachable',
  'timeout',
  'cors',
  'wrong-password',
  'signed-out',
  'no-database',
  'refused',
  'server',
  'other-game',
  'storage',
  'reload',
] as const;
export type ClubProblemCode = (typeof CLUB_PROBLEM_CODES)[number];

/** Why a sync did not happen: a code of the list above (with its detail), or this phone's storage failing. */
export type ClubProblem =
  | { readonly code: Exclude<ClubProblemCode, 'storage'>; readonly detail?: string }
  | StorageFailure;

/**
 * Whether the app may call a server at this address: https, or plain http to this machine only
 * (for testing). Self-contained (no imports, nothing outside it): the page's first script carries
 * it as its text (vite.config.ts), to name the stored club server in the page's connect-src.
 */
export function callableAddress(url: URL): boolean {
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  return url.protocol === 'https:' || (url.protocol === 'http:' && local);
}

/** The database's address, checked: https, or http to this machine only (for testing). */
export function checkAddress(text: string): { url: string } | { problem: ClubProblem } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { problem: { code: 'address' } };
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (!callableAddress(url)) return { problem: { code: 'address', detail: 'https' } };
  if (url.username || url.password || url.search || url.hash || path === '' || path.split('/').pop() === '')
    return { problem: { code: 'address', detail: 'database' } };
  return { url: `${url.origin}${path}` };
}

/** An HTTP status from the server as a problem (`undefined` for success). */
export function statusProblem(status: number, reason?: string): ClubProblem | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 401) return { code: 'signed-out' };
  if (status === 404) return { code: 'no-database' };
  if (status === 403) return reason ? { code: 'refused', detail: reason.slice(0, 200) } : { code: 'refused' };
  return { code: 'server', detail: String(status) };
}
