/**
 * Brigades (issue 34) travel and keep like the cards: by text (game, roster, card), a deletion
 * too; a forged brigade is refused like a forged card; a text, a backup and a database from before
 * brigades still open, every card unattached; the club carries one document per brigade.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkDoc, docsFromBody } from '../../../src/club/docs';
import { foldRevisions } from '../../../src/club/fold';
import { incomingFrom } from '../../../src/club/incoming';
import type { BrigadeRecord } from '../../../src/records/model';
import { parseBackup, serializeBackup } from '../../../src/storage';
import { type GbDb, openGbDb } from '../../../src/storage/db';
import { collectSync } from '../../../src/storage/sync';
import { saveCardEdit, saveRosterStamped } from '../../../src/storage/sync-writes';
import { listUnits } from '../../../src/storage/units';
import { brigadeOf } from '../../../src/sync/merge-brigades';
import { encodeSync, parseSync, type SyncBody } from '../../../src/sync/payload';
import { unitCard } from '../fixtures';
import { soundBackup } from '../storage/backup-cases';
import { buildOldDatabase } from '../storage/old-schemas';
import { battalion, closePhones, receive, text, twoPhones } from './phones';

afterEach(closePhones);

const brigade = (patch: Partial<BrigadeRecord> = {}): BrigadeRecord => ({
  id: 'b1',
  side: 'mine',
  name: 'Brigade Lefèvre',
  commander: 'GdB Lefèvre',
  rating: 'Good',
  order: 0,
  createdAt: 10,
  updatedAt: 10,
  ...patch,
});

async function withBrigade(db: GbDb, now = 3_000) {
  await saveRosterStamped(
    db,
    { brigades: [brigade()], cards: [{ ...battalion(), brigadeId: 'b1', order: 0 }] },
    now,
  );
}

describe('brigades travel by text', () => {
  it('a game text brings the brigade, its commander and rating, and the unit in it', async () => {
    const [a, b] = await twoPhones();
    await withBrigade(a);
    await receive(b, await text(a));
    const got = await b.get('brigades', 'b1');
    expect([got?.name, got?.commander, got?.rating, got?.side]).toEqual([
      'Brigade Lefèvre',
      'GdB Lefèvre',
      'Good',
      'mine',
    ]);
    expect((await b.get('units', 'bn'))?.brigadeId).toBe('b1');
  });

  it('a card text carries the card’s brigade; a roster text its side’s, and a deletion', async () => {
    const [a, b] = await twoPhones();
    await withBrigade(a);
    await receive(b, await text(a, { kind: 'card', cardId: 'bn' }));
    expect((await b.get('brigades', 'b1'))?.name).toBe('Brigade Lefèvre');
    await saveRosterStamped(a, { brigades: [{ ...brigade(), deleted: true }] }, 4_000);
    await receive(b, await text(a, { kind: 'roster', side: 'mine' }));
    const gone = await b.get('brigades', 'b1');
    expect(gone?.deleted).toBe(true);
    // Its unit stands unattached (it still names the brigade, so an Undo brings it back in).
    const card = await b.get('units', 'bn');
    expect(card && gone && brigadeOf(card, new Map([[gone.id, gone]]))).toBeUndefined();
  });

  it('a rename on each phone: the later stands on both', async () => {
    const [a, b] = await twoPhones();
    await withBrigade(a);
    await receive(b, await text(a));
    await saveRosterStamped(a, { brigades: [{ ...brigade(), name: 'Earlier' }] }, 5_000);
    await saveRosterStamped(b, { brigades: [{ ...brigade(), name: 'Later' }] }, 6_000);
    await receive(a, await text(b));
    await receive(b, await text(a));
    expect((await a.get('brigades', 'b1'))?.name).toBe('Later');
    expect((await b.get('brigades', 'b1'))?.name).toBe('Later');
  });
});

describe('a forged brigade is refused like a forged card', () => {
  async function body(): Promise<SyncBody> {
    const [a] = await twoPhones();
    await withBrigade(a);
    const made = await collectSync(a, { kind: 'game' });
    if (!made) throw new Error('no text');
    return made;
  }
  it.each([
    ['a name of 500 characters', { name: 'x'.repeat(500) }, 'out-of-range'],
    ['an empty name', { name: '' }, 'out-of-range'],
    ['an unknown side', { side: 'neutral' }, 'shape'],
    ['a markup rating of 500 characters', { rating: `<b>${'x'.repeat(500)}</b>` }, 'out-of-range'],
    ['a deletion that is not true', { deleted: 'yes' }, 'shape'],
    ['an unknown field', { script: 'alert(1)' }, 'shape'],
  ])('%s: refused (%s), nothing merged', async (_what, patch, code) => {
    const sound = await body();
    const forged = { ...sound, brigades: [{ ...(sound.brigades?.[0] as BrigadeRecord), ...patch }] };
    const parsed = parseSync(encodeSync(forged as SyncBody));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem.code).toBe(code);
  });

  it('a brigade of the other side in a roster text is refused', async () => {
    const [a] = await twoPhones();
    await withBrigade(a);
    const roster = await collectSync(a, { kind: 'roster', side: 'mine' });
    if (!roster) throw new Error('no text');
    const forged = { ...roster, brigades: [brigade({ id: 'b9', side: 'opponent' })] };
    const parsed = parseSync(encodeSync(forged));
    expect(parsed.ok ? 'read' : parsed.problem.code).toBe('shape');
  });

  it('a backup with a forged brigade is refused; one from before brigades opens', () => {
    const old = soundBackup();
    expect(parseBackup(serializeBackup(old)).ok).toBe(true);
    const forged = { ...old, data: { ...old.data, brigades: [{ ...brigade(), order: -1 }] } };
    const parsed = parseBackup(serializeBackup(forged));
    expect(parsed.ok ? 'read' : parsed.problem.path).toBe('data.brigades[0].order');
  });
});

describe('what was kept before brigades still opens', () => {
  it('a version-3 text (no brigades) merges, its cards unattached', async () => {
    const [a, b] = await twoPhones();
    const made = await collectSync(a, { kind: 'game' });
    if (!made) throw new Error('no text');
    const v3 = encodeSync({ ...made, formatVersion: 3 });
    const parsed = parseSync(v3);
    expect(parsed.ok).toBe(true);
    await receive(b, v3);
    expect((await b.get('units', 'bn'))?.brigadeId).toBeUndefined();
  });

  it('a v5 database opens with an empty brigades store and every card unattached', async () => {
    const name = `gb-v6-${Date.now()}`;
    const card = unitCard({ id: 'old', name: 'Old Guard' });
    await buildOldDatabase(name, 5, (tx) => {
      tx.objectStore('units').put(card);
    });
    const db = await openGbDb({}, name);
    try {
      expect(await db.getAll('brigades')).toEqual([]);
      expect(await listUnits(db)).toEqual([card]);
      expect((await listUnits(db))[0]?.brigadeId).toBeUndefined();
    } finally {
      db.close();
    }
  });
});

describe('the club: one document per brigade', () => {
  it('a brigade becomes its document, is checked on arrival, folds by field and comes in', async () => {
    const [a] = await twoPhones();
    await withBrigade(a);
    const made = await collectSync(a, { kind: 'game' });
    if (!made) throw new Error('no text');
    const docs = docsFromBody(made);
    const doc = docs.find((d) => d.kind === 'brigade');
    expect(doc?._id).toBe('brigade:b1');
    const now = Date.now() + 1e9;
    expect('doc' in checkDoc(doc, now)).toBe(true);
    const forged = { ...doc, record: { ...(doc?.record as BrigadeRecord), name: '' } };
    expect(checkDoc(forged, now)).toEqual({
      skipped: { id: 'brigade:b1', code: 'out-of-range', path: 'record.name' },
    });
    // Two revisions written apart: the later rename and the later commander both stand.
    const record = doc?.record as BrigadeRecord;
    const clock = (ms: number, d: string) => `${String(ms).padStart(16, '0')}.0000.${d}`;
    const one = { ...record, name: 'North', clocks: { ...record.clocks, name: clock(9_000, 'phoneaaa') } };
    const two = {
      ...record,
      commander: 'GdB Friant',
      clocks: { ...record.clocks, commander: clock(9_500, 'phonebbb') },
    };
    const folded = foldRevisions([
      { _id: 'brigade:b1', kind: 'brigade', record: one },
      { _id: 'brigade:b1', kind: 'brigade', record: two },
    ]);
    expect([(folded.record as BrigadeRecord).name, (folded.record as BrigadeRecord).commander]).toEqual([
      'North',
      'GdB Friant',
    ]);
    const incoming = incomingFrom(docs, 'phonezzz', now);
    expect(incoming.payload.brigades?.map((b) => b.id)).toEqual(['b1']);
  });
});

describe('a card text without its brigade', () => {
  it('a unit naming a brigade this phone does not hold stands unattached', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, { ...battalion(), brigadeId: 'nowhere' }, 3_000);
    await receive(b, await text(a, { kind: 'card', cardId: 'bn' }));
    const card = await b.get('units', 'bn');
    expect(card?.brigadeId).toBe('nowhere');
    expect(card && brigadeOf(card, new Map())).toBeUndefined();
  });
});
