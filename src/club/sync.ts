/**
 * One club sync (issue 26): pull the server's documents into this phone's replica, fold any
 * conflicting revisions by the app's rule, turn every checked document into ONE incoming text and
 * merge it with the two-phone merge (stored in one transaction, all or nothing), then write this
 * phone's events as documents and push them.
 *
 * Pure of PouchDB and of the app's storage: the replica, the transport and the app side come in
 * as arguments (pouch.ts gives PouchDB's, state/club/app-side.ts the app's; the unit tests give a model of
 * CouchDB's revision trees and a database in fake-indexeddb).
 */

import type { ValidatedPack } from '../core';
import { fail, ok, type Result } from '../core';
import { practicePack } from '../packs';
import type { SavedSide, StorageFailure } from '../records';
import type { SyncBody, SyncPayload, SyncSummary } from '../sync';
import { type ClubDoc, checkDoc, docBody, docId, docsFromBody, packDoc, type Skipped, sideDoc } from './docs';
import { foldRevisions } from './fold';
import { incomingFrom } from './incoming';
import type { ClubProblem } from './problems';

/** A live document of the replica: its winning revision and those in conflict with it. */
export interface ReplicaRow {
  id: string;
  rev: string;
  doc: unknown;
  conflicts: { rev: string; doc: unknown }[];
}

export type ReplicaWrite =
  | { id: string; rev?: string; doc: ClubDoc }
  | { id: string; rev: string; deleted: true };

/** This phone's copy of the club's database (PouchDB in IndexedDB, beside the app's own). */
export interface Replica {
  readAll(): Promise<ReplicaRow[]>;
  /** Every live document's winning revision (no bodies): what the server should hold after a push. */
  heads(): Promise<Head[]>;
  write(changes: ReplicaWrite[]): Promise<void>;
}

export interface Head {
  id: string;
  rev: string;
}

/** Where a sync is: receiving, merging, sending or checking what the server kept, and how far. */
export interface SyncProgress {
  step: 'receiving' | 'merging' | 'sending' | 'checking';
  done: number;
  total?: number;
}

/**
 * A sync watched: `signal` aborts every request (the whole sync's time limit), `answered` is told
 * of each answer from the server, `progress` of each step.
 */
export interface SyncWatch {
  signal?: AbortSignal;
  answered?: () => void;
  progress?: (p: SyncProgress) => void;
}

/**
 * Replication with the server, one way at a time: how many documents moved, or why not. The pull
 * opens a sync (is the server there, may this user use the database); `missing` asks the server
 * which of these revisions it does not hold (one request: `_revs_diff`).
 */
export interface Transport {
  pull(watch: SyncWatch): Promise<Result<Moved, ClubProblem>>;
  /** `total`: the documents this sync wrote for the server (for "Sending 12 of 40"). */
  push(watch: SyncWatch, total: number): Promise<Result<Moved, ClubProblem>>;
  missing(heads: Head[], watch: SyncWatch): Promise<Result<string[], ClubProblem>>;
}
export interface Moved {
  docs: number;
  /** Documents the server refused to store (its validate_doc_update, or rights). */
  refused: number;
}

/**
 * The app's side: its game as a shared text's body, and a merge of an incoming text. Each answers
 * its value or the phone's storage failing (the one StorageFailure), never a throw.
 */
export interface AppSide {
  device: string;
  collect(now: number): Promise<Result<SyncBody, StorageFailure>>;
  /** `applyMerge` (src/storage/sync-merge.ts): one transaction; `asThisGame` the player's choice. */
  merge(payload: SyncPayload, now: number, asThisGame: boolean): Promise<Result<SyncSummary, StorageFailure>>;
  /** This phone's rule packs that travel (ready, stored: not the built-in one, not drafts). */
  packs(): Promise<Result<ValidatedPack[], StorageFailure>>;
  /** Stores the club's packs this phone lacks (or holds at an older version): how many. */
  storePacks(packs: readonly ValidatedPack[], now: number): Promise<Result<number, StorageFailure>>;
}

/** What a sync brought and sent, for "Last sync" on the Club server screen. */
export interface ClubReport {
  at: number;
  counts: SyncSummary['counts'];
  /** Rule packs stored from the club (new, or a later version). */
  packs: number;
  /**
   * Documents on the server this phone refused (each with why), not listed by an earlier sync;
   * nothing of them was stored. `skippedBefore`: those still there, listed before.
   */
  skipped: Skipped[];
  skippedBefore?: number;
  /** Every document refused now, by id and revision (`id@rev`): listed once, not on every sync. */
  skippedKeys?: string[];
  /** Documents sent, and those the server refused. */
  pushed: number;
  refused: number;
  /** What this sync wrote for the server, by kind (`game`: the turn and the sides). */
  sent?: Partial<Record<ClubDoc['kind'], number>>;
  /**
   * This phone's documents the server does not hold after the push (refused, or answered and
   * dropped): their ids. The other phones do not get them.
   */
  dropped?: string[];
  /** Cards whose names differed here and on the server: both names, and which stood. */
  renamed?: Renamed[];
  /** Documents whose revisions were in conflict, folded by the app's rule. */
  folded: number;
  /**
   * The saved sides the club holds (checked; this phone's own sent ones too), newest saved first:
   * for the Saved sides screen, never the table's. Not kept with the last sync's report.
   */
  sides?: SavedSide[];
}

export interface Renamed {
  ours: string;
  theirs: string;
  kept: 'ours' | 'theirs';
}

/** Folds every conflict in the replica; the documents as they now stand, checked, and those skipped. */
async function foldAndRead(replica: Replica, now: number) {
  const rows = await replica.readAll();
  const docs = new Map<string, { rev: string; doc: ClubDoc }>();
  const skipped: Skipped[] = [];
  const writes: ReplicaWrite[] = [];
  /** Every live document's winning revision, those skipped too (this phone's own record replaces a bad one). */
  const revs = new Map<string, string>();
  let folded = 0;
  for (const row of rows) {
    revs.set(row.id, row.rev);
    const winner = checkDoc(row.doc, now);
    const revisions: ClubDoc[] = 'doc' in winner ? [winner.doc] : [];
    for (const c of row.conflicts) {
      const checked = checkDoc(c.doc, now);
      if ('doc' in checked && checked.doc._id === row.id) revisions.push(checked.doc);
    }
    if (revisions.length === 0) {
      if ('skipped' in winner) skipped.push(winner.skipped);
      continue;
    }
    if (row.conflicts.length === 0) {
      docs.set(row.id, { rev: row.rev, doc: revisions[0] as ClubDoc });
      continue;
    }
    // Conflicting revisions: folded by the app's rule, written over the winner, the others removed.
    const doc = foldRevisions(revisions);
    folded++;
    if ('doc' in winner && docBody(winner.doc) === docBody(doc)) docs.set(row.id, { rev: row.rev, doc });
    else {
      writes.push({ id: row.id, rev: row.rev, doc });
      docs.set(row.id, { rev: '', doc });
    }
    for (const c of row.conflicts) writes.push({ id: row.id, rev: c.rev, deleted: true });
  }
  if (writes.length > 0) await replica.write(writes);
  return { docs, revs, skipped, folded, changed: writes.length > 0 };
}

/** A card's document needs writing only when a field or a clock changed (not its `updatedAt`). */
function sameDoc(a: ClubDoc, b: ClubDoc): boolean {
  if (a.kind === 'card' && b.kind === 'card') {
    const { updatedAt: _a, ...x } = a.record;
    const { updatedAt: _b, ...y } = b.record;
    return JSON.stringify(x) === JSON.stringify(y);
  }
  // A deletion: the same one, and no hit seen that the document does not name.
  if (a.kind === 'tomb' && b.kind === 'tomb')
    return JSON.stringify(a.record) === JSON.stringify(b.record) && b.seen.every((id) => a.seen.includes(id));
  return docBody(a) === docBody(b);
}

/** This phone's events that the replica lacks or holds older, as writes. */
function localWrites(
  body: SyncBody,
  packs: readonly ValidatedPack[],
  sides: readonly SavedSide[],
  held: Map<string, { rev: string; doc: ClubDoc }>,
  revs: Map<string, string>,
): ReplicaWrite[] {
  const writes: ReplicaWrite[] = [];
  for (const doc of [...docsFromBody(body), ...packs.map(packDoc), ...sides.map(sideDoc)]) {
    const have = held.get(doc._id);
    if (!have) {
      const rev = revs.get(doc._id);
      writes.push(rev ? { id: doc._id, rev, doc } : { id: doc._id, doc });
      continue;
    }
    // The table id stays the server's (this phone may hold it among its former ids).
    let mine: ClubDoc =
      have.doc.kind === 'game' && doc.kind === 'game'
        ? { ...doc, record: { ...doc.record, gameId: have.doc.record.gameId } }
        : doc;
    // A deletion this phone holds, having seen these hits: they do not bring the card back.
    if (have.doc.kind === 'tomb' && mine.kind === 'tomb') {
      const seen = [...new Set([...have.doc.seen, ...mine.seen])].sort();
      if (seen.length > have.doc.seen.length) mine = { ...mine, seen };
    }
    if (sameDoc(have.doc, mine)) continue;
    writes.push(have.rev ? { id: doc._id, rev: have.rev, doc: mine } : { id: doc._id, doc: mine });
  }
  return writes;
}

export interface SyncOptions {
  now?: () => number;
  /** The player chose "Merge as this game" for a server holding another table's game. */
  asThisGame?: boolean;
  watch?: SyncWatch;
  /** The refused documents an earlier sync listed (`id@rev`): not listed again. */
  listed?: ReadonlySet<string>;
  /** Saved sides the player sends to the club with this sync ("Send to the club"). */
  send?: readonly SavedSide[];
  /** Saved sides (their ids) the player takes off the club with this sync ("Remove from the club"). */
  withdraw?: readonly string[];
}

/** The names two phones gave one card: this phone's and the server's, and which stood. */
export function renamedIn(summary: SyncSummary, incoming: SyncPayload): Renamed[] {
  const out: Renamed[] = [];
  for (const line of summary.cards) {
    const name = line.fields.find((f) => f.field === 'name');
    const theirs = incoming.cards.find((c) => c.id === line.id)?.name;
    if (name && theirs !== undefined && theirs !== line.name)
      out.push({ ours: line.name, theirs, kept: name.kept });
  }
  return out;
}

/** The refused documents not listed before, and how many were (`listed`: their `id@rev`). */
export function newlySkipped(
  skipped: readonly Skipped[],
  revs: ReadonlyMap<string, string>,
  listed: ReadonlySet<string>,
): { fresh: Skipped[]; before: number; keys: string[] } {
  const keys = skipped.map((s) => `${s.id}@${revs.get(s.id) ?? ''}`);
  const fresh = skipped.filter((_, i) => !listed.has(keys[i] as string));
  return { fresh, before: skipped.length - fresh.length, keys: [...new Set(keys)].sort() };
}

/** This sync's writes by kind (the losing revisions of a conflict removed are not sent news). */
function sentOf(writes: readonly ReplicaWrite[]): Partial<Record<ClubDoc['kind'], number>> {
  const sent: Partial<Record<ClubDoc['kind'], number>> = {};
  for (const w of writes) if ('doc' in w) sent[w.doc.kind] = (sent[w.doc.kind] ?? 0) + 1;
  return sent;
}

/**
 * Pull, fold, merge, write, push. Nothing of this phone's is lost on any failure: a failed pull
 * merges nothing; a merge is one transaction; a failed push leaves the documents in the replica,
 * sent by the next sync.
 */
export async function syncOnce(
  app: AppSide,
  replica: Replica,
  transport: Transport,
  options: SyncOptions = {},
): Promise<Result<ClubReport, ClubProblem>> {
  const now = options.now ?? Date.now;
  const watch = options.watch ?? {};
  const pulled = await transport.pull(watch);
  if (!pulled.ok) return pulled;
  let read = await foldAndRead(replica, now());
  watch.progress?.({ step: 'merging', done: read.docs.size });
  // The packs this phone has, to hold each shot's chain against its pack's table.
  const stored = await app.packs();
  if (!stored.ok) return stored;
  const have = [practicePack, ...stored.value];
  const { payload, packs, sides, skipped } = incomingFrom(
    [...read.docs.values()].map((d) => d.doc),
    app.device,
    now(),
    read.skipped,
    (stamp) => have.find((p) => p.id === stamp.id && p.version === stamp.version),
  );
  const merged = await app.merge(payload, now(), options.asThisGame === true);
  if (!merged.ok) return merged;
  const summary = merged.value;
  // The server holds another table's game: nothing merged, nothing sent; the player decides.
  if (summary.otherGame && !options.asThisGame)
    return fail({ code: 'other-game', detail: `${summary.otherGame.gameNumber}:${summary.otherGame.turn}` });
  const packsNew = await app.storePacks(packs, now());
  if (!packsNew.ok) return packsNew;
  const body = await app.collect(now());
  if (!body.ok) return body;
  const mine = await app.packs();
  if (!mine.ok) return mine;
  if (read.changed) read = await foldAndRead(replica, now());
  const withdraw = options.withdraw ?? [];
  const send = (options.send ?? []).filter((s) => !withdraw.includes(s.id));
  const writes = [
    ...localWrites(body.value, mine.value, send, read.docs, read.revs),
    ...withdrawals(withdraw, read.docs),
  ];
  if (writes.length > 0) await replica.write(writes);
  const pushed = await transport.push(watch, writes.length);
  if (!pushed.ok) return pushed;
  // What the server holds now: every revision this phone has, or those it refused or dropped.
  const heads = await replica.heads();
  const missing = await transport.missing(heads, watch);
  if (!missing.ok) return missing;
  const listed = newlySkipped(skipped, read.revs, options.listed ?? new Set());
  return ok({
    at: now(),
    counts: summary.counts,
    packs: packsNew.value,
    skipped: listed.fresh,
    skippedBefore: listed.before,
    skippedKeys: listed.keys,
    pushed: pushed.value.docs,
    refused: pushed.value.refused,
    sent: sentOf(writes),
    dropped: missing.value,
    renamed: renamedIn(summary, payload),
    folded: read.folded,
    sides: clubSides(sides, send).filter((s) => !withdraw.includes(s.id)),
  });
}

/** A saved side taken off the club: its document deleted (one the server holds; another is gone already). */
function withdrawals(
  ids: readonly string[],
  held: Map<string, { rev: string; doc: ClubDoc }>,
): ReplicaWrite[] {
  return ids.flatMap((id) => {
    const have = held.get(docId('side', id));
    return have?.rev ? [{ id: docId('side', id), rev: have.rev, deleted: true as const }] : [];
  });
}

/** The club's saved sides after this sync: those it held, with those sent now in their place, the newest first. */
function clubSides(held: readonly SavedSide[], sent: readonly SavedSide[]): SavedSide[] {
  const byId = new Map(held.map((s) => [s.id, s]));
  for (const s of sent) if ((byId.get(s.id)?.updatedAt ?? -1) <= s.updatedAt) byId.set(s.id, s);
  return [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
}
