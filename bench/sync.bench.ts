/**
 * Sharing a game between phones (issue 10), the figures the data model owns: the shared text's
 * size (bytes, and deflated with CompressionStream 'deflate-raw' as the QR transport sends it)
 * for a rule pack, a 20-card roster and a game with 200 shots, and the time to check and merge
 * the 200-shot game into a phone that has only the roster (and again: nothing new).
 * Run: npx vitest run --config vitest.bench.config.ts bench/sync.bench.ts (fake-indexeddb in Node).
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { resolveFire } from '../src/core/fire';
import type { FireRequest } from '../src/core/fire-request';
import { practicePack } from '../src/packs/practice';
import { packFileText } from '../src/packs/share';
import { applyShot } from '../src/storage/casualties';
import { openGbDb } from '../src/storage/db';
import { changeShot } from '../src/storage/game-changes';
import type { ResolutionRecord, UnitCard } from '../src/storage/model';
import { logShot } from '../src/storage/resolutions';
import { applyMerge, collectSync, saveCardEdit } from '../src/storage/sync';
import { encodeSync, parseSync } from '../src/sync/payload';

async function deflated(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

async function report(label: string, text: string) {
  const bytes = new TextEncoder().encode(text).length;
  console.log(`${label}: ${bytes} B, deflate-raw ${await deflated(text)} B`);
}

function card(i: number): UnitCard {
  const side = i % 2 ? 'opponent' : 'mine';
  const battery = i % 5 === 0;
  return {
    id: `card-${i}`,
    name: battery ? `Battery ${i}` : `${i}th Line Battalion`,
    side,
    nation: side === 'mine' ? 'france' : 'russia',
    arm: battery ? 'artillery' : 'infantry',
    infantryType: 'line',
    markers: { jager: false, fusilier: false, imperialGuard: false },
    class: 'line',
    startFigures: battery ? 4 : 36,
    figures: battery ? 4 : 36,
    formation: 'line',
    screen: { attached: i % 3 === 0 && !battery, figures: i % 3 === 0 && !battery ? 4 : 0 },
    gunType: battery ? (practicePack.gunTypes[0]?.id ?? '6pdr') : '',
    batteryKind: 'foot',
    createdAt: 1_000 + i,
    updatedAt: 1_000 + i,
  };
}

/** A legal shot with a real chain from the engine, at one of the battalions. */
function shot(n: number, target: UnitCard, battery: UnitCard): ResolutionRecord | undefined {
  const gun = practicePack.gunTypes[0];
  if (!gun) return undefined;
  const request: FireRequest = {
    battery: { side: battery.side, nation: battery.nation, kind: 'foot', gunType: gun.id },
    target: {
      side: target.side,
      arm: 'infantry',
      nation: target.nation,
      infantryType: 'line',
      class: 'line',
      formation: 'line',
      figures: 36,
      screen: target.screen.attached ? { figures: 4 } : undefined,
    },
    ammo: 'roundshot',
    range: { band: 'effective' },
    movement: { moved: 'none', unlimbered: false },
    firedThisTurn: false,
    situation: {},
    campaignYear: 1813,
    dice: [(n % 6) + 1, ((n * 5) % 6) + 1],
  } as FireRequest;
  const result = resolveFire(request, practicePack);
  if (!result.legal) return undefined;
  return {
    id: `shot-${n}`,
    at: 10_000 + n,
    turn: 1 + Math.floor(n / 20),
    input: {
      batteryId: battery.id,
      targetId: target.id,
      ammo: 'roundshot',
      range: { band: 'effective' },
      movement: { moved: 'none', unlimbered: false },
      situation: {},
    },
    batteryName: battery.name,
    targetName: target.name,
    dice: request.dice as [number, number],
    diceSource: 'app',
    result: JSON.parse(JSON.stringify(result)),
    pack: { id: practicePack.id, version: practicePack.version, official: false },
    side: battery.side,
    game: 1,
  };
}

it('prints the shared text sizes and the merge time of a 200-shot game', async () => {
  await report('sync: rule pack (practice, pack file text)', packFileText(practicePack));

  const a = await openGbDb({}, 'bench-sync-a');
  const cards = Array.from({ length: 20 }, (_, i) => card(i));
  for (const c of cards) await saveCardEdit(a, c, 1_000);
  const b = await openGbDb({}, 'bench-sync-b');
  for (const c of cards) await saveCardEdit(b, c, 1_000);

  const collect = async (what: Parameters<typeof collectSync>[1]) => {
    const body = await collectSync(a, what);
    if (!body) throw new Error('nothing collected');
    return encodeSync(body);
  };
  const roster20 = await collect({ kind: 'game' });
  await report('sync: roster of one side (10 cards)', await collect({ kind: 'roster', side: 'mine' }));
  await report('sync: 20-card roster (both sides, no shots)', roster20);

  const batteries = cards.filter((c) => c.arm === 'artillery');
  const targets = cards.filter((c) => c.arm === 'infantry');
  let logged = 0;
  for (let n = 0; logged < 200 && n < 2_000; n++) {
    const battery = batteries[n % batteries.length] as UnitCard;
    const target = targets.filter((t) => t.side !== battery.side)[n % 5] as UnitCard;
    const record = shot(n, target, battery);
    if (!record) continue;
    await logShot(a, record);
    if (n % 4 !== 0) await changeShot(a, record.id, applyShot);
    logged++;
  }
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
