/**
 * The club sync's PouchDB side (issue 26): this phone's replica of the club's database (PouchDB's
 * own IndexedDB database, beside the app's), the server over HTTP with CouchDB's session cookie,
 * and the replication protocol both ways. Its own lazy chunk: loaded only when the player opens
 * Club server or has sync on, never with the first screen.
 *
 * The password goes to the server's `_session` once and is kept nowhere: the browser keeps the
 * session cookie (HttpOnly), as it would for a site the player signed in to.
 */

import http from 'pouchdb-adapter-http';
import indexeddb from 'pouchdb-adapter-indexeddb';
import PouchDB from 'pouchdb-core';
import replication from 'pouchdb-replication';
import { fail, ok, type Result } from '../core/result';
import type { ClubDoc } from './docs';
import { type ClubProblem, statusProblem } from './problems';
import type { Moved, Replica, ReplicaRow, ReplicaWrite, SyncWatch, Transport } from './sync';

PouchDB.plugin(indexeddb).plugin(http).plugin(replication);

/** How long one request may go unanswered (its whole body read), and a sign-in or a probe. */
export const REQUEST_MS = 20_000;

/**
 * A sync's (or a sign-in's) requests: each aborted after REQUEST_MS without its whole answer, all
 * of them when `signal` aborts (the whole sync's own timeout, src/state/club/sync.ts); `answered`
 * is told of every answer (a sign of life for that timeout). `timedOut` says a request ran out.
 */
interface Requests {
  signal?: AbortSignal;
  answered?: () => void;
  timedOut: boolean;
  /** What each request was, for the tests' and the bench's counts (`GET _changes`…). */
  count?: (what: string) => void;
}

/**
 * `fetch` for the club server: the session cookie (never a password), and a time limit over the
 * whole answer (headers and body: a server that stops mid-answer is caught too).
 */
function timedFetch(requests: Requests) {
  return async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      requests.timedOut = true;
      abort.abort();
    }, REQUEST_MS);
    const outer = requests.signal;
    const stop = () => abort.abort();
    outer?.addEventListener('abort', stop);
    try {
      if (outer?.aborted) throw new DOMException('aborted', 'AbortError');
      const response = await fetch(url, { ...init, credentials: 'include', signal: abort.signal });
      const body = await response.arrayBuffer();
      requests.answered?.();
      return new Response(response.status === 204 || response.status === 304 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', stop);
    }
  };
}

/** `https://club.example/couch/grand` → `https://club.example/couch/` (where `_session` is). */
function serverBase(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/**
 * Why a request got no answer: it ran out of time, the phone is offline, the server answers but
 * not to this app (CORS: an opaque request to it succeeds), or nothing answers at that address.
 */
async function noAnswer(url: string, requests: Requests): Promise<ClubProblem> {
  if (requests.timedOut || requests.signal?.aborted) return { code: 'timeout' };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { code: 'offline' };
  try {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), REQUEST_MS);
    await fetch(serverBase(url), {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: abort.signal,
    }).finally(() => clearTimeout(timer));
    return { code: 'cors' };
  } catch {
    return { code: 'unreachable' };
  }
}

/** The answer's JSON body (undefined when it has none), and CouchDB's `reason` in it. */
async function bodyOf(response: Response): Promise<{ body: unknown; reason?: string }> {
  try {
    const body = (await response.json()) as { reason?: unknown } | null;
    return typeof body?.reason === 'string' ? { body, reason: body.reason } : { body };
  } catch {
    return { body: undefined };
  }
}

/** Signs in with CouchDB's own users: the session cookie, or why not. The password is not kept. */
export async function signIn(
  url: string,
  user: string,
  password: string,
): Promise<Result<void, ClubProblem>> {
  const requests: Requests = { timedOut: false };
  let response: Response;
  try {
    response = await timedFetch(requests)(`${serverBase(url)}_session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: user, password }),
    });
  } catch {
    return fail(await noAnswer(url, requests));
  }
  if (response.status === 401) return fail({ code: 'wrong-password' });
  const problem = statusProblem(response.status, (await bodyOf(response)).reason);
  return problem ? fail(problem) : ok();
}

/**
 * Whether the database answers this phone (its rights, its existence), before replicating: its
 * information (CouchDB's `GET /db`), which the replication asks for again otherwise.
 */
async function probe(url: string, requests: Requests): Promise<Result<unknown, ClubProblem>> {
  let response: Response;
  try {
    response = await timedFetch(requests)(url, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    return fail(await noAnswer(url, requests));
  }
  const { body, reason } = await bodyOf(response);
  const problem = statusProblem(response.status, reason);
  if (problem) return fail(problem);
  return body === undefined ? fail({ code: 'server', detail: String(response.status) }) : ok(body);
}

/** The local replica's name: one per server address. */
function replicaName(url: string): string {
  let h = 0;
  for (const ch of url) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return `grand-battery-club-${h.toString(36)}`;
}

function replicaOf(db: PouchDB): Replica {
  return {
    async readAll(): Promise<ReplicaRow[]> {
      const { rows } = await db.allDocs({ include_docs: true, conflicts: true });
      const out: ReplicaRow[] = [];
      for (const row of rows) {
        if (!row.doc || row.id.startsWith('_design/')) continue;
        const { _conflicts: revs, ...doc } = row.doc;
        const conflicts = await Promise.all(
          (revs ?? []).map(async (rev) => ({ rev, doc: await db.get(row.id, { rev }) })),
        );
        out.push({ id: row.id, rev: row.value.rev, doc, conflicts });
      }
      return out;
    },
    async heads() {
      const { rows } = await db.allDocs({});
      return rows.filter((r) => !r.id.startsWith('_design/')).map((r) => ({ id: r.id, rev: r.value.rev }));
    },
    async write(changes: ReplicaWrite[]): Promise<void> {
      const docs = changes.map((c) =>
        'deleted' in c
          ? { _id: c.id, _rev: c.rev, _deleted: true }
          : { ...(c.doc as ClubDoc), _id: c.id, ...(c.rev ? { _rev: c.rev } : {}) },
      );
      const results = await db.bulkDocs(docs);
      const failed = results.find((r) => r.error);
      if (failed)
        throw new Error(`replica write: ${failed.id ?? ''} ${failed.status ?? ''} ${failed.name ?? ''}`);
    },
  };
}

function replicationProblem(error: unknown): ClubProblem {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number' && status > 0) {
    const text = (error as { reason?: unknown; message?: unknown }).reason;
    return (
      statusProblem(status, typeof text === 'string' ? text : undefined) ?? {
        code: 'server',
        detail: String(status),
      }
    );
  }
  return { code: 'unreachable' };
}

export interface ClubConnection {
  replica: Replica;
  transport: Transport;
  close(): Promise<void>;
}

/**
 * This phone's replica and the server's database at `url` (checked by `checkAddress`). Requests
 * are batched as CouchDB allows (`_changes` by 100, `_revs_diff`, `_bulk_get`, `_bulk_docs`); the
 * server's identity is its address and its information the probe's answer, so neither costs a
 * request of its own (CouchDB's uuid and `GET /db` twice more a sync otherwise).
 */
export function connect(url: string): ClubConnection {
  let requests: Requests = { timedOut: false };
  const local = new PouchDB(replicaName(url), { adapter: 'indexeddb' });
  const remote = new PouchDB(url, {
    adapter: 'http',
    skip_setup: true,
    fetch: (u: RequestInfo | URL, init?: RequestInit) => timedFetch(requests)(u, init),
  });
  // The replication's id: this address (a server that lost its data still has no checkpoint, so
  // the phones send it everything again), not the server's uuid fetched each time.
  remote.id = async () => url;
  let info: unknown;
  remote.info = async () => {
    if (info !== undefined) return info;
    const answer = await probe(url, requests);
    if (!answer.ok) throw answer.problem;
    info = answer.value;
    return info;
  };
  const failed = async (error: unknown): Promise<ClubProblem> => {
    if (requests.timedOut || requests.signal?.aborted) return { code: 'timeout' };
    const problem = replicationProblem(error);
    return problem.code === 'unreachable' ? await noAnswer(url, requests) : problem;
  };
  const begin = (watch: SyncWatch) => {
    requests = {
      timedOut: false,
      ...(watch.signal ? { signal: watch.signal } : {}),
      ...(watch.answered ? { answered: watch.answered } : {}),
    };
  };
  const run = async (
    from: PouchDB,
    to: PouchDB,
    watch: SyncWatch,
    step: 'receiving' | 'sending',
    total?: number,
  ): Promise<Result<Moved, ClubProblem>> => {
    if (requests.signal?.aborted) return fail({ code: 'timeout' });
    watch.progress?.({ step, done: 0, ...(total !== undefined ? { total } : {}) });
    const replication = PouchDB.replicate(from, to, { batch_size: 100 });
    const cancel = () => replication.cancel();
    requests.signal?.addEventListener('abort', cancel);
    replication.on('change', (change) => {
      const done = step === 'receiving' ? change.docs_read : change.docs_written;
      const left = step === 'receiving' && typeof change.pending === 'number' ? done + change.pending : total;
      watch.progress?.({ step, done, ...(left !== undefined ? { total: Math.max(left, done) } : {}) });
    });
    try {
      const result = await replication;
      if (requests.signal?.aborted || requests.timedOut) return fail({ code: 'timeout' });
      return ok({ docs: result.docs_written, refused: result.doc_write_failures });
    } catch (error) {
      return fail(await failed(error));
    } finally {
      requests.signal?.removeEventListener('abort', cancel);
    }
  };
  return {
    replica: replicaOf(local),
    transport: {
      async pull(watch) {
        begin(watch);
        info = undefined;
        const reachable = await probe(url, requests);
        if (!reachable.ok) return reachable;
        info = reachable.value;
        return run(remote, local, watch, 'receiving');
      },
      push: (watch, total) => run(local, remote, watch, 'sending', total),
      async missing(heads, watch) {
        watch.progress?.({ step: 'checking', done: 0, total: heads.length });
        if (heads.length === 0) return ok([]);
        const asked: Record<string, string[]> = {};
        for (const h of heads) asked[h.id] = [h.rev];
        try {
          const lacking = await remote.revsDiff(asked);
          return ok(Object.keys(lacking).sort());
        } catch (error) {
          return fail(await failed(error));
        }
      },
    },
    async close() {
      await Promise.all([local.close(), remote.close()]);
    },
  };
}
