/** Phones for the club sync's unit tests: the app's own storage (fake IndexedDB), a replica each, one server. */

import type { ClubProblem } from '../../../src/club/problems';
import type { AppSide, ClubReport, Replica, Transport } from '../../../src/club/sync';
import { syncOnce } from '../../../src/club/sync';
import type { Result } from '../../../src/core/result';
import type { SavedSide } from '../../../src/records';
import { clubAppSide } from '../../../src/state/club/app-side';
import { settled } from '../../../src/state/game/connection';
import { type GbDb, openGbDb } from '../../../src/storage/db';
import { CouchModel, modelTransport } from './couch-model';

let n = 0;
const open: GbDb[] = [];

export interface ClubPhone {
  db: GbDb;
  replica: CouchModel;
  app: AppSide;
}

/** The app's side, as the game wires it (src/state/club/app-side.ts), on this phone's database. */
export const appSide = (db: GbDb): AppSide => clubAppSide((job) => settled(job(db)));

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
  options: {
    asThisGame?: boolean;
    transport?: Transport;
    replica?: Replica;
    listed?: ReadonlySet<string>;
    send?: readonly SavedSide[];
    withdraw?: readonly string[];
  } = {},
): Promise<Result<ClubReport, ClubProblem>> {
  return syncOnce(
    phone.app,
    options.replica ?? phone.replica,
    options.transport ?? modelTransport(phone.replica, server),
    {
      now: () => Date.now(),
      ...(options.asThisGame ? { asThisGame: true } : {}),
      ...(options.listed ? { listed: options.listed } : {}),
      ...(options.send ? { send: options.send } : {}),
      ...(options.withdraw ? { withdraw: options.withdraw } : {}),
    },
  );
}
