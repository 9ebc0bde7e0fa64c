// @vitest-environment jsdom
/**
 * Settings → Club server's state (src/state/club/, issue 26): the password goes to the server
 * once and is written nowhere (localStorage, the app's IndexedDB); a wrong password is said and
 * stops "Keep in sync"; a sync that worked is remembered with what it brought.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../src/core/result';
import { CONNECT_POLICY_ID } from '../../../src/pwa/connect-policy';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import { unitCard } from '../fixtures';
import { startGame, stopGames } from '../game';
import { CouchModel, modelTransport } from './couch-model';
import { closeClubPhones, clubPhone } from './phones';

const server = new CouchModel('srv');
const sent: string[] = [];
/** The server stops answering: every transfer waits for good (the proxy of tests/e2e holds them too). */
const net = { hung: false, server };
vi.mock('../../../src/club/pouch', () => ({
  signIn: async (_url: string, _user: string, password: string) => {
    sent.push(password);
    return password === 'grapeshot-1812' ? ok() : fail({ code: 'wrong-password' });
  },
  connect: () => {
    const replica = new CouchModel('phone');
    const hang = async () => {
      if (net.hung) await new Promise(() => undefined);
    };
    return {
      replica,
      transport: modelTransport(replica, net.server, { pull: hang, push: hang }),
      close: async () => {},
    };
  },
}));

afterEach(async () => {
  stopGames();
  await closeClubPhones();
});

/** Every text this phone keeps: localStorage and every record of the app's database. */
async function everythingStored(db: Awaited<ReturnType<typeof clubPhone>>['db']): Promise<string> {
  const stores = ['units', 'resolutions', 'meta', 'corrections', 'tombstones', 'packs'] as const;
  const records = await Promise.all(stores.map((s) => db.getAll(s)));
  return JSON.stringify({ local: { ...localStorage }, records });
}

describe('Settings → Club server', () => {
  it('signs in with the password, keeps it nowhere, says a wrong one and remembers what a sync brought', async () => {
    const { db } = await clubPhone();
    await saveCardEdit(db, unitCard({ id: 'bn', name: '1st Battalion' }));
    const { club } = await startGame(db);
    const view = await club.view();
    if (!view.ok) throw new Error('no club view');
    const { problem, settings } = view.value;

    const wrong = await club.signInAndSync('http://127.0.0.1:5984/club', 'alice', 'not-it');
    expect(wrong).toEqual({ ok: false, problem: { code: 'wrong-password' } });
    expect(problem()).toEqual({ code: 'wrong-password' });

    const right = await club.signInAndSync('http://127.0.0.1:5984/club', 'alice', 'grapeshot-1812');
    expect(right).toMatchObject({ ok: true });
    expect((await club.setKeep(true)).ok).toBe(true);
    expect(sent).toEqual(['not-it', 'grapeshot-1812']);
    expect(problem()).toBeUndefined();
    expect(settings()).toMatchObject({
      url: 'http://127.0.0.1:5984/club',
      user: 'alice',
      keep: true,
    });
    expect(settings().last?.counts.cardsNew).toBe(0);
    expect(server.docs.has('card:bn')).toBe(true);
    expect(localStorage.getItem('gb-club-keep')).toBe('1');

    const stored = await everythingStored(db);
    expect(stored).toContain('alice');
    expect(stored).not.toContain('grapeshot-1812');
    expect(stored).not.toContain('not-it');
    expect(await club.setKeep(false)).toEqual({ ok: true, value: undefined });
    expect(localStorage.getItem('gb-club-keep')).toBeNull();
  });

  it('a server that stops answering: after 30 s the sync is stopped and said, Sync now is free again, and the next sync works', async () => {
    net.server = new CouchModel('srv-hung');
    const { db } = await clubPhone();
    await saveCardEdit(db, unitCard({ id: 'bn', name: '1st Battalion' }));
    const { club } = await startGame(db);
    const view = await club.view();
    if (!view.ok) throw new Error('no club view');
    expect((await club.signInAndSync('http://127.0.0.1:5984/club', 'alice', 'grapeshot-1812')).ok).toBe(true);
    net.hung = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const hung = club.syncNow();
      await vi.advanceTimersByTimeAsync(1000);
      expect(view.value.busy()).toBe(true);
      // A second tap while it runs waits on the same sync (one at a time).
      const again = club.syncNow();
      await vi.advanceTimersByTimeAsync(29_000);
      expect(await hung).toEqual({ ok: false, problem: { code: 'timeout' } });
      expect(await again).toEqual({ ok: false, problem: { code: 'timeout' } });
      expect(view.value.busy()).toBe(false);
      expect(view.value.problem()).toEqual({ code: 'timeout' });
    } finally {
      vi.useRealTimers();
      net.hung = false;
    }
    expect((await club.syncNow()).ok).toBe(true);
    expect(view.value.problem()).toBeUndefined();
  });

  it('a server the page’s policy does not name: reached after a reload, the password not sent until then', async () => {
    const { db } = await clubPhone();
    const { club } = await startGame(db);
    const view = await club.view();
    if (!view.ok) throw new Error('no club view');
    // The page's first script named the club server it was opened with (src/pwa/connect-policy.ts).
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.id = CONNECT_POLICY_ID;
    meta.content = "connect-src 'self' http://127.0.0.1:5984";
    document.head.append(meta);
    try {
      const before = sent.length;
      const moved = await club.signInAndSync('https://couch.other.example/club', 'boris', 'grapeshot-1812');
      expect(moved).toEqual({ ok: false, problem: { code: 'reload' } });
      expect(sent.length).toBe(before);
      // Kept for the page that comes after the reload: the address and user, never the password.
      expect(view.value.settings()).toMatchObject({ url: 'https://couch.other.example/club', user: 'boris' });
      expect(localStorage.getItem('gb-club')).not.toContain('grapeshot');
      expect(await club.syncNow()).toEqual({ ok: false, problem: { code: 'reload' } });
    } finally {
      meta.remove();
    }
  });
});
