/**
 * Two phones, one game, merged (issue 10): each test opens two databases as phones A and B,
 * records on them with the app's own storage paths, and exchanges the shared text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyShot, undoShot } from '../../../src/storage/casualties';
import { DB_NAME, type GbDb, openGbDb } from '../../../src/storage/db';
import { changeShot } from '../../../src/storage/game-changes';
import type { ResolutionRecord, UnitCard } from '../../../src/storage/model';
import { logShot } from '../../../src/storage/resolutions';
import {
  applyMerge,
  collectSync,
  deleteCardStamped,
  saveCardEdit,
  saveGameStamped,
  type SyncWhat,
  undoLastMerge,
} from '../../../src/storage/sync';
import type { SyncSummary } from '../../../src/sync/merge';
import { encodeSync, parseSync } from '../../../src/sync/payload';
import { unitCard } from '../fixtures';

let n = 0;
const dbs: GbDb[] = [];
async function phone(): Promise<GbDb> {
  const db = await openGbDb({}, `${DB_NAME}-sync-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

export function legalShot(id: string, targetId: string, line: number, skirmishers = 0): ResolutionRecord {
  return {
    id,
    at: 1000,
    turn: 1,
    input: {
      batteryId: 'bat',
      targetId,
      ammo: 'canister',
      range: { band: 'canister' },
      movement: { moved: 'none', unlimbered: false },
      situation: {},
    },
    batteryName: 'Battery',
    targetName: 'Target',
    dice: [3, 4],
    diceSource: 'app',
    result: {
      legal: true,
      chain: {
        range: { band: 'canister', derivation: 'declared' },
        checks: [],
        modifiers: [],
        dice: [3, 4],
        roll: 7,
        totalModifier: 0,
        modifiedScore: 7,
        cell: { ammo: 'canister', band: 'canister', score: 7, row: 7, clamped: 'none', casualties: line },
        casualties: line + skirmishers,
        allocation: { skirmishers, line },
        pack: { id: 'practice', version: 1, official: false },
      },
    },
    pack: { id: 'practice', version: 1, official: false },
    side: 'mine',
    game: 1,
  };
}

async function text(from: GbDb, what: SyncWhat = { kind: 'game' }): Promise<string> {
  const body = await collectSync(from, what);
  if (!body) throw new Error('nothing to share');
  return encodeSync(body);
}

async function receive(to: GbDb, shared: string): Promise<SyncSummary> {
  const parsed = parseSync(shared);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem} ${parsed.detail ?? ''}`);
  return (await applyMerge(to, parsed.payload)).summary;
}

async function fire(db: GbDb, id: string, target: string, line: number) {
  await logShot(db, legalShot(id, target, line));
  const change = await changeShot(db, id, applyShot);
  expect(change.ok).toBe(true);
}

const battalion = (patch: Partial<UnitCard> = {}) =>
  unitCard({ id: 'bn', name: '1st Battalion', startFigures: 36, figures: 36, createdAt: 5, updatedAt: 5, ...patch });

/** Both phones hold the 36-figure battalion (A made it and shared its card with B). */
async function twoPhones(): Promise<[GbDb, GbDb]> {
  const a = await phone();
  const b = await phone();
  await saveCardEdit(a, battalion(), 1_000);
  await receive(b, await text(a, { kind: 'card', cardId: 'bn' }));
  return [a, b];
}

const figures = async (db: GbDb, id = 'bn') => (await db.get('units', id))?.figures;

/** Everything stored but this phone's own clock and identity, as text ("unchanged" = equal text). */
async function dump(db: GbDb): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const store of ['units', 'resolutions', 'corrections', 'tombstones'] as const)
    out[store] = await db.getAll(store);
  out.game = await db.get('meta', 'game');
  return JSON.stringify(out);
}

describe('36 figures, hit for 3 on phone A and for 2 on phone B', () => {
  for (const order of ['A first', 'B first'] as const) {
    it(`stands at 31 on both phones (${order}), and exchanging again changes nothing`, async () => {
      const [a, b] = await twoPhones();
      await fire(a, 'shot-a', 'bn', 3);
      await fire(b, 'shot-b', 'bn', 2);
      expect([await figures(a), await figures(b)]).toEqual([33, 34]);
      const [first, second] = order === 'A first' ? [a, b] : [b, a];
      const summary = await receive(second, await text(first));
      expect(summary.counts.shotsNew).toBe(1);
      expect(summary.cards[0]?.figures?.to).toBe(31);
      await receive(first, await text(second));
      expect([await figures(a), await figures(b)]).toEqual([31, 31]);

      // Again, both ways, twice: idempotent.
      const before = [await dump(a), await dump(b)];
      for (let i = 0; i < 2; i++) {
        expect((await receive(a, await text(b))).nothing).toBe(true);
        expect((await receive(b, await text(a))).nothing).toBe(true);
      }
      expect([await dump(a), await dump(b)]).toEqual(before);
      // Both logs hold both shots.
      expect((await a.getAllKeys('resolutions')).sort()).toEqual(['shot-a', 'shot-b']);
      expect((await b.getAllKeys('resolutions')).sort()).toEqual(['shot-a', 'shot-b']);
    });
  }

  it('half figures stay exact, and an Undo on one phone travels', async () => {
    const [a, b] = await twoPhones();
    await fire(a, 'h1', 'bn', 2.5);
    await receive(b, await text(a));
    expect(await figures(b)).toBe(33.5);
    const undone = await changeShot(a, 'h1', (r, u, g) => undoShot(r, u, g, 9_000));
    expect(undone.ok).toBe(true);
    await receive(b, await text(a));
    expect([await figures(a), await figures(b)]).toEqual([36, 36]);
  });

  it('a manual correction on one phone and a hit on the other add up', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, { ...(await a.get('units', 'bn'))!, figures: 30 }, 2_000);
    await fire(b, 's', 'bn', 2);
    await receive(a, await text(b));
    await receive(b, await text(a));
    expect([await figures(a), await figures(b)]).toEqual([28, 28]);
  });
});

describe('concurrent edits and deletions', () => {
  it('one field edited on both phones: the later edit is kept on both, and the summary says so', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, { ...battalion(), name: 'Grenadiers (A)' }, 2_000);
    await saveCardEdit(b, { ...battalion(), name: 'Grenadiers (B)' }, 3_000);
    // The two phones swap texts made before either merges.
    const [fromA, fromB] = [await text(a), await text(b)];
    const onA = await receive(a, fromB);
    expect(onA.cards).toEqual([
      expect.objectContaining({ id: 'bn', code: 'changed', fields: [{ field: 'name', kept: 'theirs' }] }),
    ]);
    const onB = await receive(b, fromA);
    expect(onB.cards[0]?.fields).toEqual([{ field: 'name', kept: 'ours' }]);
    expect((await a.get('units', 'bn'))?.name).toBe('Grenadiers (B)');
    expect((await b.get('units', 'bn'))?.name).toBe('Grenadiers (B)');
  });

  it('different fields edited on each phone: both edits kept', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, { ...battalion(), name: 'Renamed on A' }, 2_000);
    await saveCardEdit(b, { ...battalion(), formation: 'column' }, 3_000);
    await receive(a, await text(b));
    await receive(b, await text(a));
    for (const db of [a, b])
      expect(await db.get('units', 'bn')).toMatchObject({ name: 'Renamed on A', formation: 'column' });
  });

  it('deleted on A and hit on B: kept on both, with a note', async () => {
    const [a, b] = await twoPhones();
    await deleteCardStamped(a, 'bn', 5_000);
    await fire(b, 'hit', 'bn', 4);
    const [fromA, fromB] = [await text(a), await text(b)];
    const onA = await receive(a, fromB);
    expect(onA.cards).toEqual([expect.objectContaining({ id: 'bn', code: 'kept-deleted-here', reason: 'hit' })]);
    const onB = await receive(b, fromA);
    expect(onB.cards).toEqual([expect.objectContaining({ id: 'bn', code: 'kept-deleted-there', reason: 'hit' })]);
    expect([await figures(a), await figures(b)]).toEqual([32, 32]);
    expect(await a.count('tombstones')).toBe(0);
    expect((await receive(a, await text(b))).nothing).toBe(true);
  });

  it('deleted on A, not touched on B: deleted on B too, and not brought back', async () => {
    const [a, b] = await twoPhones();
    await deleteCardStamped(a, 'bn', Date.now() + 10_000);
    const onB = await receive(b, await text(a));
    expect(onB.counts.cardsDeleted).toBe(1);
    expect(await b.get('units', 'bn')).toBeUndefined();
    const back = await receive(a, await text(b));
    expect(back.nothing).toBe(true);
    expect(await a.get('units', 'bn')).toBeUndefined();
  });
});

describe('turn and settings', () => {
  it('the later turn wins; batteries fired in that turn on either phone stay fired', async () => {
    const [a, b] = await twoPhones();
    const gameA = (await a.get('meta', 'game')) ?? {};
    await saveGameStamped(a, { ...(await import('../../../src/storage/model')).DEFAULT_GAME, ...gameA, turn: 2, fired: ['x'] }, 5_000);
    const summary = await receive(b, await text(a));
    expect(summary.game?.turn).toEqual({ from: 1, to: 2 });
    expect(await b.get('meta', 'game')).toMatchObject({ turn: 2, fired: ['x'] });
  });
});

describe('Undo merge', () => {
  it('puts back exactly the state before the merge, and refuses once nothing is left to undo', async () => {
    const [a, b] = await twoPhones();
    await fire(a, 'shot-a', 'bn', 3);
    await saveCardEdit(a, { ...(await a.get('units', 'bn'))!, name: 'Renamed' }, Date.now() + 1_000);
    await fire(b, 'shot-b', 'bn', 2);
    const before = await dump(b);
    await receive(b, await text(a));
    expect(await figures(b)).toBe(31);
    expect(await undoLastMerge(b)).toEqual({ ok: true });
    expect(await dump(b)).toBe(before);
    expect(await undoLastMerge(b)).toEqual({ ok: false, problem: 'nothing-to-undo' });
  });

  it('refuses when a merged card changed since (a shot applied after the merge is not lost)', async () => {
    const [a, b] = await twoPhones();
    await fire(a, 'shot-a', 'bn', 3);
    await receive(b, await text(a));
    await fire(b, 'later', 'bn', 1);
    expect(await undoLastMerge(b)).toEqual({ ok: false, problem: 'changed-since' });
    expect(await figures(b)).toBe(32);
  });
});
