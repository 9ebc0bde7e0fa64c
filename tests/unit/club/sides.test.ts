/**
 * Saved sides through the club server (issue 34 item 4): a side a player sends is its own
 * document (`side:<id>`), checked by the saved side's own check on the way in and by the server's
 * validate function; it reaches the club's other phones with their next sync, apart from the game
 * (nothing of it on the table, nothing stored until a player keeps it); a bad one is refused and
 * listed, and nothing is lost.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDoc, docsFromBody, type SideDoc, sideDoc } from '../../../src/club/docs';
import { foldRevisions } from '../../../src/club/fold';
import type { SavedSide } from '../../../src/records';
import { listSavedSides } from '../../../src/storage/saved-sides';
import { collectSync } from '../../../src/storage/sync';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import { savedBattalion, savedFrench, unitCard } from '../fixtures';
import { CouchModel } from './couch-model';
import { closeClubPhones, clubPhone, sync } from './phones';

afterEach(closeClubPhones);

const NOW = Date.now();
const battalion = savedBattalion;
/** Saved a minute ago (a side saved in the future is refused). */
const french: SavedSide = {
  ...savedFrench,
  id: 'side0001',
  createdAt: NOW - 60_000,
  updatedAt: NOW - 60_000,
};

type Validate = (doc: unknown, old: unknown, user: { name: string; roles: string[] }, sec: unknown) => void;
const source = readFileSync('couchdb/validate_doc_update.js', 'utf8').replace(/^\/\*\*[\s\S]*?\*\/\s*/, '');
const validate = new Function(`return (${source});`)() as Validate;
function serverRefusal(doc: unknown): string | undefined {
  try {
    validate(doc, null, { name: 'alice', roles: ['club'] }, { members: { roles: ['club'] } });
    return undefined;
  } catch (error) {
    return (error as { forbidden?: string }).forbidden ?? String(error);
  }
}

describe('a saved side as a club document', () => {
  it('goes out as side:<id> and comes back the same side; the server takes it', () => {
    const doc = sideDoc(french);
    expect(doc._id).toBe('side:side0001');
    const back = checkDoc(JSON.parse(JSON.stringify(doc)), NOW);
    expect('doc' in back && back.doc.kind === 'side' && back.doc.record).toEqual(french);
    expect(serverRefusal(doc)).toBeUndefined();
  });

  it.each([
    ['an id not its record’s', { ...sideDoc(french), _id: 'side:other' }, 'shape', '_id'],
    [
      'a unit with figures out of range',
      sideDoc({ ...french, units: [{ ...battalion, figures: 1e9 }] }),
      'out-of-range',
      'record.units[0].figures',
    ],
    ['no name', sideDoc({ ...french, name: '' }), 'out-of-range', 'record.name'],
    [
      'saved an hour from now',
      sideDoc({ ...french, updatedAt: NOW + 3_600_000 }),
      'clock-ahead',
      'record.updatedAt',
    ],
    [
      'a prototype key',
      JSON.parse(`{"_id":"side:side0001","kind":"side","record":{"__proto__":{"admin":true}}}`),
      'forbidden-key',
      undefined,
    ],
  ])('%s is refused on arrival', (_, doc, code, path) => {
    const checked = checkDoc(doc, NOW);
    expect('skipped' in checked && checked.skipped.code).toBe(code);
    if (path !== undefined) expect('skipped' in checked && checked.skipped.path).toBe(path);
  });

  it('the server refuses one of the wrong shape, and takes a brigade of the game', () => {
    expect(serverRefusal({ ...sideDoc(french), _id: 'side:other' })).toMatch(/the id must be side:/);
    expect(serverRefusal(sideDoc({ ...french, brigades: 'none' as never }))).toMatch(/brigades and units/);
    expect(serverRefusal({ ...sideDoc(french), seen: [] })).toMatch(/seen/);
    const brigade = {
      _id: 'brigade:b1',
      kind: 'brigade',
      record: {
        id: 'b1',
        side: 'mine',
        name: 'Lefèvre',
        commander: '',
        order: 0,
        createdAt: 1,
        updatedAt: 1,
      },
    };
    expect(serverRefusal(brigade)).toBeUndefined();
    expect(serverRefusal({ ...brigade, record: { ...brigade.record, side: 'both' } })).toMatch(/side/);
  });

  it('sent twice from two phones, the later saved stands, whatever the order of the revisions', () => {
    const older = sideDoc({ ...french, name: 'French (old)', updatedAt: NOW - 5000 });
    const newer = sideDoc({ ...french, name: 'French 1813', updatedAt: NOW - 1000 });
    for (const revisions of [
      [older, newer],
      [newer, older],
    ])
      expect((foldRevisions(revisions) as SideDoc).record.name).toBe('French 1813');
  });
});

describe('a saved side through a club sync', () => {
  it('A sends it; B syncs and is offered it, with nothing of it on its table or among its own saved sides', async () => {
    const server = new CouchModel('srv');
    const a = await clubPhone();
    const b = await clubPhone();
    await saveCardEdit(a.db, unitCard({ id: 'bn', name: '1st Battalion' }));
    expect((await sync(a, server)).ok).toBe(true);
    const gameBefore = docsFromBody((await collectSync(a.db, { kind: 'game' })) as never).map((d) => d._id);

    const sent = await sync(a, server, { send: [french] });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    // Only the side went: the game's documents are those it sent before.
    expect(sent.value.sent).toEqual({ side: 1 });
    expect(sent.value.dropped).toEqual([]);
    expect(docsFromBody((await collectSync(a.db, { kind: 'game' })) as never).map((d) => d._id)).toEqual(
      gameBefore,
    );

    const got = await sync(b, server);
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(got.value.sides).toEqual([french]);
    expect(got.value.counts.cardsNew).toBe(1);
    // The side never touches the table, and is not kept until the player keeps it.
    expect((await b.db.getAll('units')).map((u) => u.name)).toEqual(['1st Battalion']);
    expect(await listSavedSides(b.db)).toEqual([]);
  });

  it('a hostile side on the server is skipped and listed; the good one and the game still arrive', async () => {
    const server = new CouchModel('srv');
    const a = await clubPhone();
    const b = await clubPhone();
    await saveCardEdit(a.db, unitCard({ id: 'bn', name: '1st Battalion' }));
    expect((await sync(a, server, { send: [french] })).ok).toBe(true);
    await server.putRaw('side:evil', {
      kind: 'side',
      record: { ...french, id: 'evil', units: [{ ...battalion, figures: -3 }] },
    });
    const got = await sync(b, server);
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(got.value.skipped.map((s) => [s.id, s.code])).toEqual([['side:evil', 'out-of-range']]);
    expect(got.value.sides?.map((s) => s.id)).toEqual(['side0001']);
    expect(await b.db.get('units', 'bn')).toBeDefined();
  });

  it('removed from the club by any phone: no phone is offered it any more, and a phone that kept it keeps it', async () => {
    const server = new CouchModel('srv');
    const a = await clubPhone();
    const b = await clubPhone();
    await saveCardEdit(a.db, unitCard({ id: 'bn', name: '1st Battalion' }));
    expect((await sync(a, server, { send: [french] })).ok).toBe(true);
    const offered = await sync(b, server);
    expect(offered.ok && offered.value.sides?.map((s) => s.id)).toEqual(['side0001']);

    // B takes it off the club: its own report no longer lists it, and the server holds it no more.
    const removed = await sync(b, server, { withdraw: ['side0001'] });
    expect(removed.ok).toBe(true);
    if (!removed.ok) return;
    expect(removed.value.sides).toEqual([]);
    expect(removed.value.dropped).toEqual([]);
    // A, which sent it, is offered it no more; the game is untouched.
    const after = await sync(a, server);
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    expect(after.value.sides).toEqual([]);
    expect(await a.db.get('units', 'bn')).toBeDefined();
    // Sent again (Undo): offered again.
    expect((await sync(a, server, { send: [french] })).ok).toBe(true);
    const again = await sync(b, server);
    expect(again.ok && again.value.sides?.map((s) => s.id)).toEqual(['side0001']);
    // Removing a side the club does not hold writes nothing.
    const none = await sync(b, server, { withdraw: ['no-such-side'] });
    expect(none.ok && none.value.sides?.map((s) => s.id)).toEqual(['side0001']);
  });
});
