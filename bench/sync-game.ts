/**
 * A 200-shot game as phone A shares it (issue 27's scan bench): 20 cards and 200 legal shots from the
 * engine, three in four applied, written through the app's own storage (fake-indexeddb in Node) and
 * collected as the shared text with today's format (src/sync/payload.ts), then cut into the QR
 * frames the Show screen shows. bench/sync.bench.ts builds its game from the same cards and shots.
 */
import 'fake-indexeddb/auto';
import { resolveFire } from '../src/core/fire';
import type { FireRequest } from '../src/core/fire-request';
import { practicePack } from '../src/packs/practice';
import type { ResolutionRecord, UnitCard } from '../src/records/model';
import { encodeFrames } from '../src/share/frames';
import { newShotId } from '../src/state/shots/id';
import { applyShot } from '../src/storage/casualties';
import { type GbDb, openGbDb } from '../src/storage/db';
import { changeShot } from '../src/storage/game-changes';
import { logShot } from '../src/storage/resolutions';
import { collectSync } from '../src/storage/sync';
import { saveCardEdit } from '../src/storage/sync-writes';
import { encodeSync, encodeSyncV2, type PackLookup } from '../src/sync/payload';

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

/**
 * How the bench's shots are named and timed: `bench` (ids `shot-N`, 1 ms apart: the figures the
 * issue measured); `table`, as played: a shot every one to two minutes of an evening ending now,
 * named as the app names them (its time and a random tail, state/shot-id.ts), or, `table-uuid`,
 * as the app named them before (random UUIDs).
 */
export type ShotStyle = 'bench' | 'table' | 'table-uuid';

let tableAt = 0;

function shot(
  n: number,
  target: UnitCard,
  battery: UnitCard,
  style: ShotStyle = 'bench',
): ResolutionRecord | undefined {
  const gun = practicePack.gunTypes[0];
  if (!gun) return undefined;
  const request = {
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
  const table = style !== 'bench';
  if (table) tableAt += 60_000 + Math.floor(Math.random() * 60_000);
  return {
    id: style === 'table' ? newShotId(tableAt) : style === 'table-uuid' ? crypto.randomUUID() : `shot-${n}`,
    at: table ? tableAt : 10_000 + n,
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

/** The 20 cards of the bench game (both sides, batteries and battalions). */
export function gameCards(): UnitCard[] {
  return Array.from({ length: 20 }, (_, i) => card(i));
}

/** Logs `shots` legal shots among `cards` on `db`, three in four applied; answers how many were logged. */
export async function logShots(
  db: GbDb,
  cards: readonly UnitCard[],
  shots: number,
  style: ShotStyle = 'bench',
): Promise<number> {
  // An evening of `shots` shots that ends now (a phone's clock never runs ahead of its shots).
  tableAt = Date.now() - shots * 120_000;
  const batteries = cards.filter((c) => c.arm === 'artillery');
  const targets = cards.filter((c) => c.arm === 'infantry');
  let logged = 0;
  for (let n = 0; logged < shots && n < 10 * shots; n++) {
    const battery = batteries[n % batteries.length] as UnitCard;
    const target = targets.filter((t) => t.side !== battery.side)[n % 5] as UnitCard;
    const record = shot(n, target, battery, style);
    if (!record) continue;
    await logShot(db, record);
    if (n % 4 !== 0) await changeShot(db, record.id, applyShot);
    logged++;
  }
  return logged;
}

/** Phone A's packs: the practice pack (every bench shot names it). */
export const benchPacks: PackLookup = (stamp) =>
  stamp.id === practicePack.id && stamp.version === practicePack.version ? practicePack : undefined;

/** What phone A writes: the compact text (format v3) with its year and packs, or the v2 text of before. */
export const benchText = (
  body: Parameters<typeof encodeSyncV2>[0],
  format: 'v2' | 'v3' = 'v3',
  cards: readonly UnitCard[] = body.cards,
) => (format === 'v2' ? encodeSyncV2(body) : encodeSync(body, { year: 1813, packFor: benchPacks, cards }));

/** The shared text of a 20-card game with `shots` shots, and the QR frames that carry it. */
export async function sharedGame(
  shots = 200,
  format: 'v2' | 'v3' = 'v3',
): Promise<{ text: string; frames: readonly string[]; shots: number }> {
  const db = await openGbDb({}, `bench-scan-${shots}-${Date.now()}`);
  const cards = gameCards();
  for (const c of cards) await saveCardEdit(db, c, 1_000);
  const logged = await logShots(db, cards, shots);
  const body = await collectSync(db, { kind: 'game' });
  db.close();
  if (!body) throw new Error('nothing collected');
  const text = benchText(body, format);
  const framed = await encodeFrames(text);
  if (!framed.ok) throw new Error(`frames: ${JSON.stringify(framed.problem)}`);
  return { text, frames: framed.value, shots: logged };
}
