/**
 * Sharing a game between phones (issue 10), the figures the data model owns: the shared text's
 * size (bytes, and deflated with CompressionStream 'deflate-raw' as the QR transport sends it)
 * for a rule pack, a 20-card roster and a game with 200 shots, and the time to check and merge
 * the 200-shot game into a phone that has only the roster (and again: nothing new).
 * Run: npx vitest run --config vitest.bench.config.ts bench/sync.bench.ts (fake-indexeddb in Node).
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { practicePack } from '../src/packs/practice';
import { packFileText } from '../src/packs/share';
import { openGbDb } from '../src/storage/db';
import { applyMerge, collectSync, saveCardEdit } from '../src/storage/sync';
import { encodeSync, parseSync } from '../src/sync/payload';
import { gameCards, logShots } from './sync-game';

async function deflated(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

async function report(label: string, text: string) {
  const bytes = new TextEncoder().encode(text).length;
  console.log(`${label}: ${bytes} B, deflate-raw ${await deflated(text)} B`);
}

it('prints the shared text sizes and the merge time of a 200-shot game', async () => {
  await report('sync: rule pack (practice, pack file text)', packFileText(practicePack));

  const a = await openGbDb({}, 'bench-sync-a');
  const cards = gameCards();
  for (const c of cards) await saveCardEdit(a, c, 1_000);

  const collect = async (what: Parameters<typeof collectSync>[1]) => {
    const body = await collectSync(a, what);
    if (!body) throw new Error('nothing collected');
    return encodeSync(body);
  };
  const roster20 = await collect({ kind: 'game' });
  await report('sync: roster of one side (10 cards)', await collect({ kind: 'roster', side: 'mine' }));
  await report('sync: 20-card roster (both sides, no shots)', roster20);
  // Phone B has only the roster, received from A (so it plays A's game: a phone with cards of its
  // own would be asked whether another table's game is this one).
  const b = await openGbDb({}, 'bench-sync-b');
  const roster = parseSync(roster20);
  if (!roster.ok) throw new Error(roster.problem.code);
  await applyMerge(b, roster.value);

  const logged = await logShots(a, cards, 200);
  expect(logged).toBe(200);
  const game = await collect({ kind: 'game' });
  await report('sync: game with 200 shots (20 cards, log, turn)', game);

  let start = performance.now();
  const parsed = parseSync(game);
  const checkMs = performance.now() - start;
  if (!parsed.ok) throw new Error(parsed.problem.code);
  start = performance.now();
  const { summary } = await applyMerge(b, parsed.value);
  const mergeMs = performance.now() - start;
  expect(summary.counts.shotsNew).toBe(200);
  start = performance.now();
  const again = await applyMerge(b, parsed.value);
  const againMs = performance.now() - start;
  expect(again.summary.nothing).toBe(true);
  console.log(
    `sync: 200-shot game — check ${checkMs.toFixed(1)} ms, merge (one transaction) ${mergeMs.toFixed(1)} ms, merge again (nothing new) ${againMs.toFixed(1)} ms`,
  );
  a.close();
  b.close();
});
