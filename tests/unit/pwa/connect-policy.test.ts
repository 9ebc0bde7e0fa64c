// @vitest-environment jsdom
/**
 * The page's connect-src (src/pwa/connect-policy.ts, issue 37): index.html's first script names the
 * page's own origin and the stored club server, nothing else; a server set up since the page loaded
 * is not reachable until a reload.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { callableAddress } from '../../../src/club/problems';
import { CONNECT_POLICY_ID, connectAllowed, writeConnectPolicy } from '../../../src/pwa/connect-policy';
import { CLUB_KEY } from '../../../src/state/club/keys';

/** The page's first script run as index.html runs it, with `stored` in the club's settings. */
function firstScript(stored: string | undefined): string | null {
  // A fresh page each time: the policy of the page before is gone.
  for (const meta of document.querySelectorAll('meta')) meta.remove();
  if (stored === undefined) localStorage.removeItem(CLUB_KEY);
  else localStorage.setItem(CLUB_KEY, stored);
  writeConnectPolicy(CLUB_KEY, CONNECT_POLICY_ID, callableAddress);
  const meta = document.getElementById(CONNECT_POLICY_ID);
  expect(meta?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
  return meta?.getAttribute('content') ?? null;
}

afterEach(() => {
  for (const meta of document.querySelectorAll('meta')) meta.remove();
  localStorage.clear();
});

describe('the page’s connect-src', () => {
  it.each([
    ['https://couch.myclub.example/grand-battery', "connect-src 'self' https://couch.myclub.example"],
    ['http://127.0.0.1:5984/club', "connect-src 'self' http://127.0.0.1:5984"],
    [
      'https://gb.myclub.example:8443/couch/grand-battery',
      "connect-src 'self' https://gb.myclub.example:8443",
    ],
    // Plain http elsewhere than this machine, or not an address: the page's own origin only.
    ['http://192.168.1.20:5984/club', "connect-src 'self'"],
    ['javascript:alert(1)', "connect-src 'self'"],
    ["https://x.example 'unsafe-inline' *", "connect-src 'self'"],
  ])('club at %s: %s', (url, policy) => {
    expect(firstScript(JSON.stringify({ url, user: 'alice' }))).toBe(policy);
  });

  it('no club set up, or settings that are not JSON: the page’s own origin only', () => {
    expect(firstScript(undefined)).toBe("connect-src 'self'");
    expect(firstScript('{not json')).toBe("connect-src 'self'");
  });

  it('lets the page call its own origin and the named server, and no other until a reload', () => {
    firstScript(JSON.stringify({ url: 'https://couch.myclub.example/grand-battery' }));
    expect(connectAllowed(`${location.origin}/couch/grand-battery`)).toBe(true);
    expect(connectAllowed('https://couch.myclub.example/other-db')).toBe(true);
    expect(connectAllowed('https://couch.elsewhere.example/grand-battery')).toBe(false);
    expect(connectAllowed('https://couch.myclub.example:444/grand-battery')).toBe(false);
  });
});
