/** Phones for the club sync's unit tests: the app's own storage (fake IndexedDB), a replica each, one server. */

import type { ClubProblem } from '../../../src/club/problems';
import type { AppSide, ClubReport, Replica, Transport } from '../../../src/club/sync';
import { syncOnce } from '../../../src/club/sync';
import type { Result } from '../../../src/core/result';
import { type GbDb, openGbDb } from '../../../src/storage/db';
import { applyMerge, collectSync } from '../../../src/storage/sync';
import { CouchModel, modelTransport } from './couch-model';

let n = 0;
const open: GbDb[] = [];

export interface ClubPhone {
  db: GbDb;
  replica: CouchModel;
  app: AppSide;
}

export function appSide(db: GbDb): AppSide {
  return {
    device: 'clubserver',
    async collect(now) {
      const body = await collectSync(db, { kind: 'game' }, now);
      if (!body) throw new Error('no game');
      return body;
    },
    async merge(payload, now, asThisGame) {
      return (await applyMerge(db, payload, now, new Set(), asThisGame)).summary;
    },
  };
}

export async function clubPhone(): Promise<ClubPhone> {
  const id = n++;
  const db = await openGbDb({}, `club-${id}`);
  open.push(db);
  return { db, replica: new CouchModel(`p${id}`), app: appSide(db) };
}

export async function closeClubPhones(): Promise<void> {
  for (const db of open.splice(0)) {
    db.close();
    indexedDB.deleteDatabase(db.name);
  }
}

export function sync(
  phone: ClubPhone,
  server: CouchModel,
  options: { asThisGame?: boolean; transport?: Transport; replica?: Replica } = {},
): Promise<Result<ClubReport, ClubProblem>> {
  return syncOnce(
    phone.app,
    options.replica ?? phone.replica,
    options.transport ?? modelTransport(phone.replica, server),
    {
      now: () => Date.now(),
      ...(options.asThisGame ? { asThisGame: true } : {}),
    },
  );
}
