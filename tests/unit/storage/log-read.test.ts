/**
 * The log on screen after a reload: the newest 200 entries, newest first, the same entries and order
 * a step-by-step backward walk gives (also when several shots share one timestamp at the cut).
 */
import { afterEach, expect, it } from 'vitest';
import type { ResolutionRecord } from '../../../src/records/model';
import { DB_NAME, type GbDb, openGbDb } from '../../../src/storage/db';
import { LOG_ON_SCREEN, listResolutions } from '../../../src/storage/resolutions';
import { shotRecord } from '../fixtures';

let n = 0;
const dbs: GbDb[] = [];
async function freshDb(): Promise<GbDb> {
  const opened = await openGbDb({}, `${DB_NAME}-log-read-${n++}`);
  dbs.push(opened);
  return opened;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

const entry = (id: string, at: number) => shotRecord({ id, at, side: 'mine', game: 1 });

/** What a backward cursor over the log's time index gives, one record at a time. */
async function walkBack(d: GbDb, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor = await d.transaction('resolutions').store.index('byAt').openCursor(null, 'prev');
  while (cursor && ids.length < limit) {
    ids.push(cursor.value.id);
    cursor = await cursor.continue();
  }
  return ids;
}

async function store(d: GbDb, entries: ResolutionRecord[]) {
  const tx = d.transaction('resolutions', 'readwrite');
  await Promise.all([...entries.map((e) => tx.store.put(e)), tx.done]);
}

it('reads the newest 200 of 260 entries, newest first, ties at the cut in the backward walk order', async () => {
  const d = await freshDb();
  // Four shots share each timestamp, so the 200th newest falls inside a tie; ids out of time order.
  await store(
    d,
    Array.from({ length: 260 }, (_, i) =>
      entry(`r${(i * 37) % 260}`, 1_000 + Math.floor(i / 4) * 10 + (i % 3 === 0 ? 0 : 1)),
    ),
  );
  const read = await listResolutions(d);
  expect(read).toHaveLength(LOG_ON_SCREEN);
  expect(read.map((r) => r.id)).toEqual(await walkBack(d, LOG_ON_SCREEN));
  for (let i = 1; i < read.length; i++) expect(read[i - 1]?.at).toBeGreaterThanOrEqual(read[i]?.at ?? 0);
});

it('reads every entry when there are fewer than the limit, and exactly the limit asked for', async () => {
  const d = await freshDb();
  expect(await listResolutions(d)).toEqual([]);
  await store(d, [entry('a', 3), entry('b', 1), entry('c', 2)]);
  expect((await listResolutions(d)).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  expect((await listResolutions(d, 1)).map((r) => r.id)).toEqual(['a']);
  expect((await listResolutions(d, 3)).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  expect(await listResolutions(d, 0)).toEqual([]);
});
