/**
 * A model of CouchDB's revision trees and replication, for the club sync's unit tests (the real
 * PouchDB runs in the browser tests): every revision names all its ancestors; a document's leaves
 * are the revisions no other revision descends from; the winner is a live leaf before a deleted
 * one, then the longer branch, then the larger revision id (CouchDB's rule: by id, not by time);
 * replication copies the revisions the other side lacks. A write must name a leaf (or, for a new
 * document, none, or a deleted winner), as PouchDB's `bulkDocs` refuses a stale `_rev` (409).
 */

import type { Replica, ReplicaRow, ReplicaWrite, Transport } from '../../../src/club/sync';
import { ok } from '../../../src/core/result';

interface Rev {
  rev: string;
  gen: number;
  ancestors: Set<string>;
  body?: unknown;
  deleted: boolean;
}

let made = 0;

export class CouchModel implements Replica {
  readonly docs = new Map<string, Map<string, Rev>>();
  constructor(readonly name: string) {}

  private leaves(id: string): Rev[] {
    const revs = [...(this.docs.get(id)?.values() ?? [])];
    const inner = new Set<string>();
    for (const r of revs) for (const a of r.ancestors) inner.add(a);
    return revs.filter((r) => !inner.has(r.rev));
  }

  private winner(id: string): Rev | undefined {
    return this.leaves(id).sort((a, b) => {
      if (a.deleted !== b.deleted) return a.deleted ? 1 : -1;
      if (a.gen !== b.gen) return b.gen - a.gen;
      return a.rev < b.rev ? 1 : -1;
    })[0];
  }

  async readAll(): Promise<ReplicaRow[]> {
    const rows: ReplicaRow[] = [];
    for (const id of [...this.docs.keys()].sort()) {
      const win = this.winner(id);
      if (!win || win.deleted) continue;
      const conflicts = this.leaves(id).filter((r) => !r.deleted && r.rev !== win.rev);
      rows.push({
        id,
        rev: win.rev,
        doc: structuredClone({ ...(win.body as object), _id: id, _rev: win.rev }),
        conflicts: conflicts.map((c) => ({
          rev: c.rev,
          doc: structuredClone({ ...(c.body as object), _id: id, _rev: c.rev }),
        })),
      });
    }
    return rows;
  }

  async heads(): Promise<{ id: string; rev: string }[]> {
    return (await this.readAll()).map((r) => ({ id: r.id, rev: r.rev }));
  }

  /** Whether this database holds the revision (as a leaf or an ancestor: CouchDB's `_revs_diff`). */
  holds(id: string, rev: string): boolean {
    return this.docs.get(id)?.has(rev) === true;
  }

  async write(changes: ReplicaWrite[]): Promise<void> {
    for (const change of changes) {
      const leaves = this.leaves(change.id);
      let parent: Rev | undefined;
      if (change.rev !== undefined) {
        parent = leaves.find((r) => r.rev === change.rev);
        if (!parent) throw new Error(`409 ${change.id} ${change.rev} is not a leaf`);
      } else {
        const win = this.winner(change.id);
        if (win && !win.deleted) throw new Error(`409 ${change.id} exists`);
        parent = win;
      }
      const gen = (parent?.gen ?? 0) + 1;
      const rev = `${gen}-${String(made++).padStart(8, '0')}${this.name}`;
      const ancestors = new Set(parent ? [...parent.ancestors, parent.rev] : []);
      const entry: Rev =
        'deleted' in change
          ? { rev, gen, ancestors, deleted: true }
          : { rev, gen, ancestors, deleted: false, body: structuredClone(change.doc) };
      const map = this.docs.get(change.id) ?? new Map<string, Rev>();
      map.set(rev, entry);
      this.docs.set(change.id, map);
    }
  }

  /** Put a document as anyone with write access could (a hostile one, in the tests). */
  async putRaw(id: string, body: unknown): Promise<void> {
    const win = this.winner(id);
    const rev = `${(win?.gen ?? 0) + 1}-raw${made++}`;
    const map = this.docs.get(id) ?? new Map<string, Rev>();
    map.set(rev, {
      rev,
      gen: (win?.gen ?? 0) + 1,
      ancestors: new Set(win ? [...win.ancestors, win.rev] : []),
      deleted: false,
      body,
    });
    this.docs.set(id, map);
  }

  /**
   * Every revision of `from` this replica lacks (CouchDB replication with history): how many
   * documents moved. `keeps` false: the revision is answered as written and not stored (the
   * stand-in's validation on a replicated update).
   */
  copyFrom(from: CouchModel, keeps: (id: string, existed: boolean) => boolean = () => true): number {
    const moved = new Set<string>();
    for (const [id, revs] of from.docs) {
      const mine = this.docs.get(id) ?? new Map<string, Rev>();
      const existed = mine.size > 0;
      for (const [rev, r] of revs)
        if (!mine.has(rev) && keeps(id, existed)) {
          mine.set(rev, { ...r, ancestors: new Set(r.ancestors) });
          moved.add(id);
        }
      this.docs.set(id, mine);
    }
    return moved.size;
  }
}

/**
 * Replication between a phone's replica and the server, with a hook before each direction;
 * `keeps` as `copyFrom`'s: the server's silent drops.
 */
export function modelTransport(
  phone: CouchModel,
  server: CouchModel,
  before: { pull?: () => Promise<void>; push?: () => Promise<void> } = {},
  keeps?: (id: string, existed: boolean) => boolean,
): Transport {
  return {
    async pull() {
      await before.pull?.();
      return ok({ docs: phone.copyFrom(server), refused: 0 });
    },
    async push() {
      await before.push?.();
      return ok({ docs: server.copyFrom(phone, keeps), refused: 0 });
    },
    async missing(heads) {
      return ok(heads.filter((h) => !server.holds(h.id, h.rev)).map((h) => h.id));
    },
  };
}
