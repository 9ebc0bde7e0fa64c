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
import { fail, ok, type Result } from '../core';
import type { ClubDoc } from './docs';
import { type ClubProblem, statusProblem } from './problems';
import type { Moved, Replica, ReplicaRow, ReplicaWrite, Transport } from './sync';

PouchDB.plugin(indexeddb).plugin(http).plugin(replication);

/** Every request to the server carries the session cookie, never a password. */
const withCookie = (url: RequestInfo | URL, init?: RequestInit) =>
  fetch(url, { ...init, credentials: 'include' });

/** `https://club.example/couch/grand` → `https://club.example/couch/` (where `_session` is). */
function serverBase(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/**
 * Why a request got no answer: the phone is offline, the server answers but not to this app
 * (CORS: an opaque request to it succeeds), or nothing answers at that address.
 */
async function noAnswer(url: string): Promise<ClubProblem> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { code: 'offline' };
  try {
    await fetch(serverBase(url), { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return { code: 'cors' };
  } catch {
    return { code: 'unreachable' };
  }
}

async function reason(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { reason?: unknown };
    return typeof body.reason === 'string' ? body.reason : undefined;
  } catch {
    return undefined;
  }
}

/** Signs in with CouchDB's own users: the session cookie, or why not. The password is not kept. */
export async function signIn(
  url: string,
  user: string,
  password: string,
): Promise<Result<void, ClubProblem>> {
  let response: Response;
  try {
    response = await withCookie(`${serverBase(url)}_session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: user, password }),
    });
  } catch {
    return fail(await noAnswer(url));
  }
  if (response.status === 401) return fail({ code: 'wrong-password' });
  const problem = statusProblem(response.status, await reason(response));
  return problem ? fail(problem) : ok();
}

/** Whether the database answers this phone (its rights, its existence), before replicating. */
export async function probe(url: string): Promise<Result<void, ClubProblem>> {
  let response: Response;
  try {
    response = await withCookie(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    return fail(await noAnswer(url));
  }
  const problem = statusProblem(response.status, await reason(response));
  return problem ? fail(problem) : ok();
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

/** This phone's replica and the server's database at `url` (checked by `checkAddress`). */
export function connect(url: string): ClubConnection {
  const local = new PouchDB(replicaName(url), { adapter: 'indexeddb' });
  const remote = new PouchDB(url, { adapter: 'http', skip_setup: true, fetch: withCookie });
  const run = async (from: PouchDB, to: PouchDB): Promise<Result<Moved, ClubProblem>> => {
    const reachable = await probe(url);
    if (!reachable.ok) return reachable;
    try {
      const info = await PouchDB.replicate(from, to, { batch_size: 200 });
      return ok({ docs: info.docs_written, refused: info.doc_write_failures });
    } catch (error) {
      const problem = replicationProblem(error);
      return fail(problem.code === 'unreachable' ? await noAnswer(url) : problem);
    }
  };
  return {
    replica: replicaOf(local),
    transport: { pull: () => run(remote, local), push: () => run(local, remote) },
    async close() {
      await Promise.all([local.close(), remote.close()]);
    },
  };
}
