/**
 * The club sync (issue 26): a 200-shot game (20 cards) synced to a fresh phone through the club's
 * database, and the size of what a sync loads.
 *
 * - time: the club sync's own code on the app's storage (fake-indexeddb in Node): the fresh phone's
 *   replica takes the server's documents, checks every one, builds the incoming text and merges it
 *   in one transaction, then writes its own documents back (none new). The server is the unit
 *   tests' model of CouchDB's revision trees: the network's time is not in it (it is the club's
 *   Wi-Fi's, not the app's), and neither is PouchDB's own IndexedDB.
 * - bytes: the documents that travel to the fresh phone as CouchDB sends them (JSON bodies with
 *   their ids and revisions, before HTTP's own gzip), and gzipped.
 * - the sync chunk: what a first sync fetches beyond the first load (PouchDB, the sync's code);
 *   the goal is at most 40 KB gzip. Needs `vite build` first (npm run bench builds).
 * Run: npx vitest run --config vitest.bench.config.ts bench/club.bench.ts
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { syncOnce } from '../src/club/sync';
import { openGbDb } from '../src/storage/db';
import { saveCardEdit } from '../src/storage/sync-writes';
import { closure, dist, firstLoad, gzipBytes } from '../tests/build/sizes';
import { CouchModel, modelTransport } from '../tests/unit/club/couch-model';
import { appSide } from '../tests/unit/club/phones';
import { gameCards, logShots } from './sync-game';

const KB = 1024;

it('prints the sync of a 200-shot game to a fresh phone (time, bytes) and the sync chunk', async () => {
  const server = new CouchModel('srv');
  const a = await openGbDb({}, 'bench-club-a');
  const cards = gameCards();
  for (const c of cards) await saveCardEdit(a, c, 1_000);
  expect(await logShots(a, cards, 200)).toBe(200);
  const replicaA = new CouchModel('pa');
  const sent = await syncOnce(appSide(a), replicaA, modelTransport(replicaA, server));
  if (!sent.ok) throw new Error(sent.problem.code);

  const rows = await server.readAll();
  const json = rows.map((r) => JSON.stringify(r.doc)).join('\n');
  const bytes = Buffer.byteLength(json);
  const gz = gzipSync(json).length;

  const b = await openGbDb({}, 'bench-club-b');
  const replicaB = new CouchModel('pb');
  let start = performance.now();
  const got = await syncOnce(appSide(b), replicaB, modelTransport(replicaB, server));
  const firstMs = performance.now() - start;
  if (!got.ok) throw new Error(got.problem.code);
  expect(got.value.counts.shotsNew).toBe(200);
  expect(got.value.counts.cardsNew).toBe(20);
  start = performance.now();
  const again = await syncOnce(appSide(b), replicaB, modelTransport(replicaB, server));
  const againMs = performance.now() - start;
  if (!again.ok) throw new Error(again.problem.code);
  expect(again.value.counts.shotsNew).toBe(0);
  console.log(
    `club: 200-shot game (20 cards) to a fresh phone — ${rows.length} documents, ${(bytes / KB).toFixed(1)} KB JSON (${(gz / KB).toFixed(1)} KB gzip); check + merge (one transaction) + write ${firstMs.toFixed(0)} ms; again, nothing new ${againMs.toFixed(0)} ms`,
  );
  a.close();
  b.close();

  // What a first sync fetches beyond the first load: the PouchDB chunk and the sync's own code.
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const holding = (marker: string) =>
    assets
      .filter((f) => readFileSync(join(dist, 'assets', f), 'utf8').includes(marker))
      .map((f) => `assets/${f}`);
  // The sync chunk: PouchDB and its HTTP side (src/club/pouch.ts), fetched with the first sync.
  const pouch = assets.filter((f) => f.startsWith('club-sync-')).map((f) => `assets/${f}`);
  expect(pouch).toHaveLength(1);
  const pouchGz = gzipBytes(pouch[0] as string);
  // Everything a first sync fetches beyond the first load: with the sync's own code (documents,
  // checks, folding: in a chunk with the two-phone merge, which Two phones shares and Settings
  // loads), Settings → Club server's state, and the record checks.
  const first = new Set(firstLoad().files);
  const all = [...closure([...pouch, ...holding('clubfold'), ...holding('gb-club-keep')])].filter(
    (f) => !first.has(f),
  );
  const allGz = all.reduce((sum, f) => sum + gzipBytes(f), 0);
  console.log(
    `club: sync chunk (PouchDB) ${(pouchGz / KB).toFixed(1)} KB gzip, not precached (goal ≤ 40 KB); a first sync fetches ${(allGz / KB).toFixed(1)} KB beyond the first load (${all.length} files, the merge and checks it shares with Two phones included); first load ${firstLoad().bytes} B`,
  );
  expect(pouchGz).toBeLessThanOrEqual(40 * KB);
});
