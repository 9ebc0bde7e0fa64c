/**
 * The page's connect-src (issue 37): its own origin and the one club server the player set up,
 * nothing else. index.html's first script is `writeConnectPolicy`'s text (vite.config.ts inlines
 * it, its hash in the static policy, which names no connect-src): it reads the stored club address
 * and adds the policy as a second meta element before the app's own scripts run. A browser
 * enforces every policy a page has, so together they allow only these origins. A policy in force
 * cannot be widened: a server set up since the page loaded is reached after a reload
 * (`connectAllowed`; README, "Club server").
 */

/** The id of the meta element the page's first script adds. */
export const CONNECT_POLICY_ID = 'gb-connect';

/**
 * Run as the page's first script, as its text: self-contained (no imports, nothing outside it).
 * `key`: where the club's settings are stored; `callable`: whether the app may call an address.
 */
export function writeConnectPolicy(key: string, id: string, callable: (url: URL) => boolean): void {
  let club = '';
  try {
    const url = new URL(JSON.parse(localStorage.getItem(key) ?? 'null').url);
    if (callable(url)) club = ` ${url.origin}`;
  } catch {
    // No club server set up, or no storage: the page's own origin only.
  }
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.id = id;
  meta.content = `connect-src 'self'${club}`;
  document.head.append(meta);
}

/** Whether this page's policy lets it call `url`. No policy (the dev server, unit tests): yes. */
export function connectAllowed(url: string): boolean {
  const policy = document.getElementById(CONNECT_POLICY_ID)?.getAttribute('content');
  if (!policy) return true;
  const origin = new URL(url).origin;
  return origin === location.origin || policy.split(/\s+/).includes(origin);
}
