/** Two phones for the sync tests: databases opened as phones, recorded on with the app's own storage paths. */
import { expect } from 'vitest';
import type { ResolutionRecord, UnitCard } from '../../../src/records/model';
import { applyShot } from '../../../src/storage/casualties';
import { DB_NAME, type GbDb, openGbDb } from '../../../src/storage/db';
import { changeShot } from '../../../src/storage/game-changes';
import { logShot } from '../../../src/storage/resolutions';
import { collectSync, type SyncWhat } from '../../../src/storage/sync';
import { applyMerge } from '../../../src/storage/sync-merge';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import type { SyncSummary } from '../../../src/sync';
import { encodeSync, parseSync } from '../../../src/sync/payload';
import { CANISTER, legalResult, shotRecord, unitCard } from '../fixtures';

let n = 0;
const dbs: GbDb[] = [];
export async function phone(): Promise<GbDb> {
  const db = await openGbDb({}, `${DB_NAME}-sync-${n++}`);
  dbs.push(db);
  return db;
}
/** Close every phone opened (call in afterEach). */
export function closePhones(): void {
  for (const d of dbs.splice(0)) d.close();
}

export function legalShot(id: string, targetId: string, line: number, skirmishers = 0): ResolutionRecord {
  const result = legalResult(line, skirmishers);
  const input = { ...CANISTER, batteryId: 'bat', targetId };
  return shotRecord({ id, input, result, side: 'mine', game: 1 });
}

export async function text(from: GbDb, what: SyncWhat = { kind: 'game' }): Promise<string> {
  const body = await collectSync(from, what);
  if (!body) throw new Error('nothing to share');
  return encodeSync(body);
}

export async function receive(to: GbDb, shared: string): Promise<SyncSummary> {
  const parsed = parseSync(shared);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem.code} ${parsed.problem.detail ?? ''}`);
  return (await applyMerge(to, parsed.value)).summary;
}

export async function fire(db: GbDb, id: string, target: string, line: number) {
  await logShot(db, legalShot(id, target, line));
  const change = await changeShot(db, id, applyShot);
  expect(change.ok).toBe(true);
}

export const battalion = (patch: Partial<UnitCard> = {}) =>
  unitCard({
    id: 'bn',
    name: '1st Battalion',
    startFigures: 36,
    figures: 36,
    createdAt: 5,
    updatedAt: 5,
    ...patch,
  });

/** Both phones hold the 36-figure battalion (A made it and shared its card with B). */
export async function twoPhones(): Promise<[GbDb, GbDb]> {
  const a = await phone();
  const b = await phone();
  await saveCardEdit(a, battalion(), 1_000);
  await receive(b, await text(a, { kind: 'card', cardId: 'bn' }));
  return [a, b];
}

export const figures = async (db: GbDb, id = 'bn') => (await db.get('units', id))?.figures;

/** Everything stored but this phone's own clock and identity, as text ("unchanged" = equal text). */
export async function dump(db: GbDb): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const store of ['units', 'resolutions', 'corrections', 'tombstones', 'brigades'] as const)
    out[store] = await db.getAll(store);
  out.game = await db.get('meta', 'game');
  return JSON.stringify(out);
}

/** The stored card (a test fails here when it is gone). */
export async function stored(db: GbDb, id = 'bn'): Promise<UnitCard> {
  const card = await db.get('units', id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
}
