/**
 * Saved sides (issue 34, item 4) in storage: a v6 phone opens at v7 with its brigades as they were
 * and no side saved; a saved side goes into a backup and comes back from it byte for byte; a backup
 * written before saved sides still opens (none saved); a damaged saved side in a file is refused
 * with its place named, and nothing of the file lands.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  collectBackup,
  importBackup,
  listSavedSides,
  parseBackup,
  serializeBackup,
} from '../../../src/storage';
import { DB_NAME, DB_VERSION, type GbDb, openGbDb } from '../../../src/storage/db';
import { savedBattalion, savedFrench } from '../fixtures';
import { createReleasedStores, request } from './old-schemas';

let n = 0;
const open: GbDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});
async function fresh(name = `${DB_NAME}-saved-${n++}`): Promise<GbDb> {
  const db = await openGbDb({}, name);
  open.push(db);
  return db;
}

const battalion = savedBattalion;
const french = savedFrench;

describe('saved sides in storage', () => {
  it('a v6 phone opens at v7: its brigade as it was, an empty store of saved sides', async () => {
    const name = `${DB_NAME}-saved-v6-${n++}`;
    const raw = await request(
      (() => {
        const req = indexedDB.open(name, 6);
        req.onupgradeneeded = () => {
          createReleasedStores(req.result, 5);
          req.result.createObjectStore('brigades', { keyPath: 'id' });
        };
        return req;
      })(),
    );
    const brigade = {
      id: 'b1',
      side: 'mine',
      name: 'Lefèvre',
      commander: '',
      order: 0,
      createdAt: 1,
      updatedAt: 1,
    };
    const tx = raw.transaction('brigades', 'readwrite');
    tx.objectStore('brigades').put(brigade);
    await new Promise((done) => {
      tx.oncomplete = done;
    });
    raw.close();
    const db = await fresh(name);
    expect(db.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(7);
    expect(await db.getAll('brigades')).toEqual([brigade]);
    expect(await listSavedSides(db)).toEqual([]);
  });

  it('a saved side goes into a backup and comes back from it as it was', async () => {
    const source = await fresh();
    await source.put('savedSides', french);
    const text = serializeBackup(await collectBackup(source, { app: '9.9.9', now: 0 }));
    const parsed = parseBackup(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const target = await fresh();
    expect((await importBackup(target, parsed.value, 'replace')).ok).toBe(true);
    expect(await listSavedSides(target)).toEqual([french]);
  });

  it('a backup written before saved sides opens, and a Merge of it keeps the sides saved here', async () => {
    const source = await fresh();
    const backup = await collectBackup(source, { app: '9.9.9', now: 0 });
    const { savedSides: _none, ...older } = backup.data;
    const parsed = parseBackup(serializeBackup({ ...backup, data: older }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const target = await fresh();
    await target.put('savedSides', french);
    expect((await importBackup(target, parsed.value, 'merge')).ok).toBe(true);
    expect(await listSavedSides(target)).toEqual([french]);
  });

  it('a saved side of an unknown class is refused with its place named, and nothing lands', async () => {
    const source = await fresh();
    const backup = await collectBackup(source, { app: '9.9.9', now: 0 });
    const broken = {
      ...french,
      brigades: [{ ...french.brigades[0], units: [{ ...battalion, class: 'heroes' }] }],
    };
    const parsed = parseBackup(
      serializeBackup({ ...backup, data: { ...backup.data, savedSides: [broken as never] } }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem).toMatchObject({
      path: expect.stringContaining('data.savedSides[0].brigades[0].units[0].class'),
    });
  });
});
