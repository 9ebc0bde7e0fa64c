/**
 * Sharing a game between phones (issues 10, 27), the figures the data model owns: the shared text's
 * size (bytes, deflated with CompressionStream 'deflate-raw' as the QR transport sends it, and the
 * QR codes that carry it) for a rule pack, a 20-card roster and a game with 200 shots, in the v2
 * text (every shot with its chain: what phones wrote before issue 27) and the compact v3 text;
 * and the time to check (v3: working every chain out again) and merge the 200-shot game into a
 * phone that has only the roster (and again: nothing new). Goal: the 200-shot game in ≤ 4 codes.
 * Run: npx vitest run --config vitest.bench.config.ts bench/sync.bench.ts (fake-indexeddb in Node).
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { practicePack } from '../src/packs/practice';
import { packFileText } from '../src/packs/share';
import { encodeFrames } from '../src/share/frames';
import { type GbDb, openGbDb } from '../src/storage/db';
import { collectSync } from '../src/storage/sync';
import { applyMerge } from '../src/storage/sync-merge';
import { saveCardEdit } from '../src/storage/sync-writes';
import { listUnits } from '../src/storage/units';
import { parseSync } from '../src/sync/payload';
import { benchPacks, benchText, gameCards, logShots, type ShotStyle } from './sync-game';

async function deflated(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

async function codes(text: string): Promise<number> {
  const frames = await encodeFrames(text);
  if (!frames.ok) throw new Error(`frames: ${JSON.stringify(frames.problem)}`);
  return frames.value.length;
}

async function report(label: string, text: string): Promise<number> {
  const bytes = new TextEncoder().encode(text).length;
  const n = await codes(text);
  console.log(
    `${label}: ${bytes} B, deflate-raw ${await deflated(text)} B, ${n} QR code${n === 1 ? '' : 's'}`,
  );
  return n;
}

const collect = async (db: GbDb, what: Parameters<typeof collectSync>[1], format: 'v2' | 'v3' = 'v3') => {
  const body = await collectSync(db, what);
  if (!body) throw new Error('nothing collected');
  return benchText(body, format, await listUnits(db));
};

/** Phone A with the 20 cards and `style` shots; phone B with A's roster only. */
async function phones(
  name: string,
  style: ShotStyle,
  beforeShots: (a: GbDb) => Promise<void> = async () => undefined,
): Promise<{ a: GbDb; b: GbDb }> {
  const a = await openGbDb({}, `bench-sync-a-${name}`);
  const cards = gameCards();
  for (const c of cards) await saveCardEdit(a, c, 1_000);
  // Phone B has only the roster, received from A (so it plays A's game: a phone with cards of its
  // own would be asked whether another table's game is this one).
  const b = await openGbDb({}, `bench-sync-b-${name}`);
  const roster = parseSync(await collect(a, { kind: 'game' }));
  if (!roster.ok) throw new Error(roster.problem.code);
  await applyMerge(b, roster.value);
  await beforeShots(a);
  expect(await logShots(a, cards, 200, style)).toBe(200);
  return { a, b };
}

it('prints the shared text sizes, codes and the merge time of a 200-shot game (v2 beside v3)', async () => {
  await report('sync: rule pack (practice, pack file text)', packFileText(practicePack));

  const { a, b } = await phones('bench', 'bench', async (a) => {
    await report('sync: roster of one side (10 cards)', await collect(a, { kind: 'roster', side: 'mine' }));
    await report('sync: 20-card roster (both sides, no shots)', await collect(a, { kind: 'game' }));
  });
  await report(
    'sync: roster of one side (10 cards) and the shots at them (the other side’s batteries fired)',
    await collect(a, { kind: 'roster', side: 'mine' }),
  );
  const v2 = await collect(a, { kind: 'game' }, 'v2');
  const v2Codes = await report('sync: game with 200 shots, v2 text (every chain; before issue 27)', v2);
  const game = await collect(a, { kind: 'game' });
  const v3Codes = await report('sync: game with 200 shots, v3 compact text', game);
  console.log(`sync: 200-shot game in ${v3Codes} QR codes (goal ≤ 4; the v2 text took ${v2Codes})`);

  let start = performance.now();
  const parsed = parseSync(game, benchPacks);
  const checkMs = performance.now() - start;
  if (!parsed.ok) throw new Error(parsed.problem.code);
  // Every chain was worked out again by the receiving engine: none arrived marked as needing its pack.
  expect(parsed.value.shots.filter((s) => s.result.legal && s.result.needsPack)).toHaveLength(0);
  start = performance.now();
  const { summary } = await applyMerge(b, parsed.value);
  const mergeMs = performance.now() - start;
  expect(summary.counts.shotsNew).toBe(200);
  start = performance.now();
  const again = await applyMerge(b, parsed.value);
  const againMs = performance.now() - start;
  expect(again.summary.nothing).toBe(true);
  start = performance.now();
  const parsedV2 = parseSync(v2);
  const checkV2Ms = performance.now() - start;
  // The 200 chains worked out again are the very chains the v2 text carried.
  const byId = (shots: typeof parsed.value.shots) => [...shots].sort((x, y) => (x.id < y.id ? -1 : 1));
  expect(parsedV2.ok && byId(parsedV2.value.shots)).toEqual(byId(parsed.value.shots));
  console.log(
    `sync: 200-shot game — check ${checkMs.toFixed(1)} ms (v3, 200 chains worked out again; v2 ${checkV2Ms.toFixed(1)} ms), merge (one transaction) ${mergeMs.toFixed(1)} ms, merge again (nothing new) ${againMs.toFixed(1)} ms`,
  );
  expect(v3Codes).toBeLessThanOrEqual(4);
  a.close();
  b.close();

  // The same game as phones play it: a shot every one to two minutes, named as the app names them
  // now (time + random tail) and as it did before (random UUIDs).
  for (const [style, named] of [
    ['table', 'shot ids of time + tail'],
    ['table-uuid', 'random UUID shot ids, as before'],
  ] as const) {
    const table = await phones(style, style);
    await report(
      `sync: game with 200 shots as played (1–2 min apart, ${named}), v2 text`,
      await collect(table.a, { kind: 'game' }, 'v2'),
    );
    await report(
      `sync: game with 200 shots as played (1–2 min apart, ${named}), v3 compact text`,
      await collect(table.a, { kind: 'game' }),
    );
    table.a.close();
    table.b.close();
  }
});
