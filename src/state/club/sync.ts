/**
 * The club sync's verbs (`game.club`, issue 26): "Sync now", sign in and sync, "Keep in sync while
 * online" (now and every half minute, and when the network returns), each answering the sync's
 * report or why not, and saying it on the Club server screen (`problem`, `settings().last`). The
 * club's code and PouchDB load from here only (their own chunk, src/club/pouch.ts), when the player
 * syncs or has sync on.
 */
import { type ClubProblem, checkAddress } from '../../club';
import type { AppSide, ClubReport, SyncWatch } from '../../club/sync';
import { fail, ok, type Result } from '../../core';
import { connectAllowed } from '../../pwa';
import type { SavedSide, StorageFailure } from '../../records';
import { failureOf } from '../../storage';
import type { Core } from '../game/connection';
import { clubAppSide } from './app-side';
import { type ClubState, type ClubView, clubState } from './settings';

const EVERY_MS = 30_000;
/**
 * The whole sync's time limit: this long without an answer from the server or a step done, it is
 * stopped (each request has its own 20 s, src/club/pouch.ts), said, and Sync now is free again.
 */
export const STALL_MS = 30_000;

type ClubAnswer = Result<ClubReport, ClubProblem>;

/** What the club's verbs need of the other concerns: the packs read again when the club brought some. */
export interface ClubNeeds {
  readonly loadPacks: () => Promise<unknown>;
}

const loadCode = async () => {
  const [{ connect, signIn }, { syncOnce }] = await Promise.all([
    import('../../club/pouch'),
    import('../../club/sync'),
  ]);
  return { connect, signIn, syncOnce };
};
type Code = Awaited<ReturnType<typeof loadCode>>;

export interface ClubVerbs {
  /** The club's settings, a sync running and the last problem, as the Club server screen reads them. */
  view(): Promise<Result<ClubView, StorageFailure>>;
  /** One sync with the server (one at a time: a second call while one runs answers with it). */
  syncNow(options?: { asThisGame?: boolean }): Promise<ClubAnswer>;
  /** Signs in (the password goes to the server and is dropped here) and syncs. */
  signInAndSync(url: string, user: string, password: string): Promise<ClubAnswer>;
  /**
   * "Keep in sync while online": on syncs now (its answer) and then every half minute, and when
   * the network returns; off stops (nothing to answer but that it stopped).
   */
  setKeep(on: boolean): Promise<Result<ClubReport | undefined, ClubProblem>>;
  /** At start, where "Keep in sync" is on (game.tsx asks once the first screen has shown). */
  resume(): Promise<Result<ClubReport | undefined, ClubProblem>>;
  /**
   * "Send to the club": a saved side goes to the server as its own document (`side:<id>`) with a
   * sync (after the one running, if any). Answers the sync's report: `dropped` names the side's
   * document when the server did not keep it.
   */
  sendSide(side: SavedSide): Promise<ClubAnswer>;
  /**
   * "Remove from the club": the saved side's document deleted on the server with a sync, for every
   * phone of the club (a phone that keeps the side keeps it). Undo is sending it again.
   */
  withdrawSide(id: string): Promise<ClubAnswer>;
}

/** What the club's verbs share: the game, the club's state, the server's connection, the sync running. */
interface Club {
  readonly core: Core;
  readonly club: ClubState;
  readonly needs: ClubNeeds;
  readonly app: AppSide;
  connection?: { url: string; value: ReturnType<Code['connect']> };
  running?: Promise<ClubAnswer>;
  /** Saved sides to send with the next sync (sent: taken off). */
  outgoing: SavedSide[];
  /** Saved sides (ids) to take off the club with the next sync (done: taken off). */
  withdrawing: string[];
  keep?: { readonly timer: ReturnType<typeof setInterval>; readonly stop: () => void };
}

/** The answer, said on the Club server screen; a signed-out or wrong password stops Keep in sync. */
function said(c: Club, result: ClubAnswer): ClubAnswer {
  c.club.setProblem(result.ok ? undefined : result.problem);
  if (!result.ok && (result.problem.code === 'signed-out' || result.problem.code === 'wrong-password'))
    c.keep?.stop();
  return result;
}

async function runSync(c: Club, options: { asThisGame?: boolean }): Promise<ClubAnswer> {
  const { core, club } = c;
  const address = checkAddress(club.view.settings().url);
  if ('problem' in address) return fail(address.problem);
  // A server this page's policy does not name yet: reached once the app is reloaded.
  if (!connectAllowed(address.url)) return fail({ code: 'reload' });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return fail({ code: 'offline' });
  if (core.status() !== 'open') return fail(core.notOpen());
  club.setBusy(true);
  try {
    let code: Code;
    try {
      code = await loadCode();
    } catch {
      // The sync's code is fetched with the first sync (a network is needed for a sync anyway).
      return fail({ code: 'offline' });
    }
    if (c.connection?.url !== address.url) {
      await c.connection?.value.close();
      c.connection = { url: address.url, value: code.connect(address.url) };
    }
    const { replica, transport } = c.connection.value;
    const send = c.outgoing;
    const withdraw = c.withdrawing;
    const result = await watched(c, (watch) => {
      const listed = new Set(club.view.settings().last?.skippedKeys ?? []);
      return code.syncOnce(c.app, replica, transport, { ...options, watch, listed, send, withdraw });
    });
    if (!result.ok) return result;
    c.outgoing = c.outgoing.filter((s) => !send.includes(s));
    c.withdrawing = c.withdrawing.filter((id) => !withdraw.includes(id));
    // The club's saved sides for this visit; the report kept without them (localStorage).
    const { sides, ...last } = result.value;
    club.setSides(sides ?? []);
    club.save({ ...club.view.settings(), last });
    core.announce();
    await core.reload();
    if (result.value.packs > 0) await c.needs.loadPacks();
    return result;
  } catch (error) {
    return fail(failureOf(error));
  } finally {
    club.setBusy(false);
    club.setProgress(undefined);
  }
}

/**
 * A sync under the whole sync's time limit: STALL_MS without an answer or a step aborts every
 * request and answers `timeout` at once (whatever the sync was waiting on), so the lock is freed.
 */
async function watched(c: Club, sync: (watch: SyncWatch) => Promise<ClubAnswer>): Promise<ClubAnswer> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled: (answer: ClubAnswer) => void = () => undefined;
  const stall = new Promise<ClubAnswer>((resolve) => {
    stalled = resolve;
  });
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      abort.abort();
      stalled(fail({ code: 'timeout' }));
    }, STALL_MS);
  };
  const watch: SyncWatch = {
    signal: abort.signal,
    answered: alive,
    progress: (p) => {
      alive();
      c.club.setProgress(p);
    },
  };
  alive();
  try {
    return await Promise.race([sync(watch), stall]);
  } finally {
    clearTimeout(timer);
  }
}

function syncNow(c: Club, options: { asThisGame?: boolean } = {}): Promise<ClubAnswer> {
  c.running ??= runSync(c, options)
    .then((result) => said(c, result))
    .finally(() => {
      c.running = undefined;
    });
  return c.running;
}

/** Keep in sync: every half minute while online and shown, and when the network returns. */
function startKeep(c: Club) {
  if (c.keep) return;
  // A sync nobody waits for (the timer, the network back): its answer is said on the screen.
  const quietly = async (): Promise<void> => {
    await syncNow(c);
  };
  const onOnline = () => quietly();
  const onVisible = () => (document.visibilityState === 'visible' ? quietly() : undefined);
  const timer = setInterval(
    () => (navigator.onLine !== false && document.visibilityState !== 'hidden' ? quietly() : undefined),
    EVERY_MS,
  );
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  c.keep = {
    timer,
    stop: () => {
      clearInterval(timer);
      c.keep = undefined;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}

async function signInAndSync(c: Club, url: string, user: string, password: string): Promise<ClubAnswer> {
  const { club } = c;
  const address = checkAddress(url);
  if ('problem' in address) return said(c, fail(address.problem));
  club.save({ ...club.view.settings(), url: address.url, user: user.trim() });
  // A server this page's policy does not name yet: reached once the app is reloaded.
  if (!connectAllowed(address.url)) return said(c, fail({ code: 'reload' }));
  if (user.trim() !== '') {
    club.setBusy(true);
    const signedIn = await (await import('../../club/pouch'))
      .signIn(address.url, user.trim(), password)
      .finally(() => club.setBusy(false));
    if (!signedIn.ok) return said(c, signedIn);
  }
  // A sync already running (Keep in sync) started before this sign-in: a fresh one follows it.
  if (c.running) await c.running;
  const result = await syncNow(c);
  if (result.ok && club.view.settings().keep) startKeep(c);
  return result;
}

export function clubVerbs(core: Core, needs: ClubNeeds): ClubVerbs {
  const club = clubState();
  const c: Club = { core, club, needs, app: clubAppSide(core.run), outgoing: [], withdrawing: [] };
  return {
    view: async () => ok(club.view),
    syncNow: (options) => syncNow(c, options),
    signInAndSync: (url, user, password) => signInAndSync(c, url, user, password),
    async setKeep(on) {
      club.save({ ...club.view.settings(), keep: on });
      if (!on) {
        c.keep?.stop();
        return ok(undefined);
      }
      startKeep(c);
      return syncNow(c);
    },
    async resume() {
      if (!club.view.settings().keep) return ok(undefined);
      startKeep(c);
      return syncNow(c);
    },
    async sendSide(side) {
      c.withdrawing = c.withdrawing.filter((id) => id !== side.id);
      c.outgoing = [...c.outgoing.filter((s) => s.id !== side.id), side];
      // A sync already running took its sides before this one: the side goes with the next.
      if (c.running) await c.running;
      return syncNow(c);
    },
    async withdrawSide(id) {
      c.outgoing = c.outgoing.filter((s) => s.id !== id);
      c.withdrawing = [...c.withdrawing.filter((w) => w !== id), id];
      if (c.running) await c.running;
      return syncNow(c);
    },
  };
}
