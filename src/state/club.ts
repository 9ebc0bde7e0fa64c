/**
 * Settings → Club server's state and actions (issue 26): the address and user name (kept in
 * localStorage; the password never), "Sync now", "Keep in sync while online", the last sync's
 * report and the last problem. The club sync's code and PouchDB load from here only (their own
 * chunk, src/club/pouch.ts), when the player opens Club server or has sync on.
 */
import { createSignal } from 'solid-js';
import type { ClubProblem } from '../club/problems';
import { checkAddress } from '../club/problems';
import type { AppSide, ClubReport } from '../club/sync';
import { fail, type Result } from '../core/result';
import { connectAllowed } from '../pwa/connect-policy';
import type { GbDb } from '../storage/db';
import { classifyError } from '../storage/db';
import { listPacks, readyRecord, savePack } from '../storage/packs';
import { collectSync } from '../storage/sync';
import { applyMerge } from '../storage/sync-merge';
import { KEEP_KEY, CLUB_KEY as KEY } from './club-keep';
import { databaseOf } from './game-database';
import { syncGame } from './sync-registry';

export type { ClubProblem, ClubProblemCode } from '../club/problems';
export type { ClubReport } from '../club/sync';

const EVERY_MS = 30_000;

export interface ClubSettings {
  url: string;
  user: string;
  keep: boolean;
  /** The last sync that worked: when, and what it brought. */
  last?: ClubReport;
}

function read(): ClubSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ClubSettings> | null;
    return {
      url: typeof raw?.url === 'string' ? raw.url : '',
      user: typeof raw?.user === 'string' ? raw.user : '',
      keep: raw?.keep === true,
      ...(raw?.last && typeof raw.last.at === 'number' ? { last: raw.last } : {}),
    };
  } catch {
    return { url: '', user: '', keep: false };
  }
}

const [settings, setSettings] = createSignal<ClubSettings>(read());
const [busy, setBusy] = createSignal(false);
const [problem, setProblem] = createSignal<ClubProblem | undefined>();

export const clubSettings = settings;
export const clubBusy = busy;
export const clubProblem = problem;

function save(next: ClubSettings) {
  setSettings(next);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
    if (next.keep) localStorage.setItem(KEEP_KEY, '1');
    else localStorage.removeItem(KEEP_KEY);
  } catch {
    // Private mode without storage: the settings hold for this visit.
  }
}

type Connection = Awaited<ReturnType<typeof import('../club/pouch').connect>>;
let connection: { url: string; value: Connection } | undefined;
const pouch = () => import('../club/pouch');
const loadSync = async () => {
  const [{ connect }, { syncOnce }] = await Promise.all([pouch(), import('../club/sync')]);
  return { connect, syncOnce };
};

function appSide(): AppSide | undefined {
  const game = syncGame();
  const db = game ? databaseOf(game) : undefined;
  return db ? clubAppSide(db) : undefined;
}

/** The app's side of a club sync on database `db`: its game, its merge, its rule packs. */
export function clubAppSide(db: GbDb): AppSide {
  const ready = async () =>
    (await listPacks(db)).flatMap((p) => (p.status === 'ready' && p.key === p.pack.id ? [p.pack] : []));
  return {
    device: 'clubserver',
    async collect(now) {
      const body = await collectSync(db, { kind: 'game' }, now);
      if (!body) throw new Error('unavailable');
      return body;
    },
    async merge(payload, now, asThisGame) {
      return (await applyMerge(db, payload, now, new Set(), asThisGame)).summary;
    },
    packs: ready,
    async storePacks(packs, now) {
      // By id and version: a pack this phone lacks, or holds at an older version (the latest first).
      const held = new Map((await ready()).map((p) => [p.id, p.version]));
      let stored = 0;
      for (const pack of [...packs].sort((a, b) => b.version - a.version)) {
        const have = held.get(pack.id);
        if (have !== undefined && have >= pack.version) continue;
        // Marked as imported: "official" is then the club's word, as for a pack file.
        await savePack(db, readyRecord(pack, now, true));
        held.set(pack.id, pack.version);
        stored++;
      }
      return stored;
    },
  };
}

let running: Promise<Result<ClubReport, ClubProblem>> | undefined;

/** One sync with the server (one at a time: a second call while one runs answers with it). */
export function syncNow(options: { asThisGame?: boolean } = {}): Promise<Result<ClubReport, ClubProblem>> {
  running ??= runSync(options).finally(() => {
    running = undefined;
  });
  return running;
}

async function runSync(options: { asThisGame?: boolean }): Promise<Result<ClubReport, ClubProblem>> {
  const address = checkAddress(settings().url);
  if ('problem' in address) return said(fail(address.problem));
  if (!connectAllowed(address.url)) return said(fail({ code: 'reload' }));
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return said(fail({ code: 'offline' }));
  const app = appSide();
  const game = syncGame();
  if (!app || !game) return said(fail({ code: 'storage', detail: 'unavailable' }));
  setBusy(true);
  try {
    let code: Awaited<ReturnType<typeof loadSync>>;
    try {
      code = await loadSync();
    } catch {
      // The sync's code is fetched with the first sync (a network is needed for a sync anyway).
      return said(fail({ code: 'offline' }));
    }
    const { connect, syncOnce } = code;
    if (connection?.url !== address.url) {
      await connection?.value.close();
      connection = { url: address.url, value: connect(address.url) };
    }
    const { replica, transport } = connection.value;
    const result = await syncOnce(app, replica, transport, options);
    if (result.ok) {
      save({ ...settings(), last: result.value });
      game.announce();
      await game.actions.reload();
      if (result.value.packs > 0) await (await import('./packs')).loadPacks(game);
    }
    return said(result);
  } catch (error) {
    const code = classifyError(error);
    return said(fail(code === 'quota' ? { code: 'quota' } : { code: 'storage', detail: String(code) }));
  } finally {
    setBusy(false);
  }
}

function said<T>(result: Result<T, ClubProblem>): Result<T, ClubProblem> {
  setProblem(result.ok ? undefined : result.problem);
  if (!result.ok && (result.problem.code === 'signed-out' || result.problem.code === 'wrong-password'))
    stopKeep();
  return result;
}

/** Signs in (the password goes to the server and is dropped here) and syncs. */
export async function signInAndSync(
  url: string,
  user: string,
  password: string,
): Promise<Result<ClubReport, ClubProblem>> {
  const address = checkAddress(url);
  if ('problem' in address) return said(fail(address.problem));
  save({ ...settings(), url: address.url, user: user.trim() });
  // A server this page's policy does not name yet: reached once the app is reloaded.
  if (!connectAllowed(address.url)) return said(fail({ code: 'reload' }));
  if (user.trim() !== '') {
    setBusy(true);
    const signedIn = await (await pouch())
      .signIn(address.url, user.trim(), password)
      .finally(() => setBusy(false));
    if (!signedIn.ok) return said(signedIn);
  }
  // A sync already running (Keep in sync) started before this sign-in: a fresh one follows it.
  if (running) await running;
  const result = await syncNow();
  if (result.ok && settings().keep) startKeep();
  return result;
}

let timer: ReturnType<typeof setInterval> | undefined;
const onOnline = () => void syncNow();
const onVisible = () => {
  if (document.visibilityState === 'visible') void syncNow();
};

function startKeep() {
  if (timer !== undefined) return;
  timer = setInterval(() => {
    if (navigator.onLine !== false && document.visibilityState !== 'hidden') void syncNow();
  }, EVERY_MS);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
}

function stopKeep() {
  if (timer === undefined) return;
  clearInterval(timer);
  timer = undefined;
  window.removeEventListener('online', onOnline);
  document.removeEventListener('visibilitychange', onVisible);
}

/** "Keep in sync while online": on syncs now and then every half minute, and when the network returns. */
export function setKeep(on: boolean): void {
  save({ ...settings(), keep: on });
  if (on) {
    startKeep();
    void syncNow();
  } else stopKeep();
}

/** At start, where "Keep in sync" is on (main.tsx loads this module only then). */
export function resumeKeep(): void {
  if (!settings().keep) return;
  startKeep();
  void syncNow();
}

/** What a sync brought, as the counts that are not zero (in the screen's order). */
export function broughtCounts(report: ClubReport): [keyof ClubReport['counts'] | 'packs', number][] {
  const order: (keyof ClubReport['counts'])[] = [
    'shotsNew',
    'shotsChanged',
    'cardsNew',
    'cardsChanged',
    'cardsDeleted',
    'cardsKept',
    'corrections',
  ];
  const counts: [keyof ClubReport['counts'] | 'packs', number][] = order.map((k) => [k, report.counts[k]]);
  // A report remembered from before packs travelled has none.
  counts.push(['packs', report.packs ?? 0]);
  return counts.filter(([, n]) => n > 0);
}
