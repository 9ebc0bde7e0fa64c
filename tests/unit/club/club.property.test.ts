/**
 * Three phones and a club server (issue 26), as a property: fast-check draws hits, undos, applies
 * again, "set to N", renames, deletions, restores, next turns, new games, and syncs, one phone at a
 * time or two at once (both pull, then both push: CouchDB then holds conflicting revisions that the
 * next sync folds). The server is a model of CouchDB's revision trees and replication
 * (couch-model.ts); each phone runs the app's own storage and the club sync's own code. After
 * every phone has synced twice round, the oracle is what the players did, never what a phone
 * derived:
 *
 * - all three phones hold the same cards with the same names, and the same log;
 * - each card's figures = start − the applied, not-undone casualties of the current game's shots
 *   at it (each shot's last Apply/Undo by clock), or, after the player's latest "set to N" in this
 *   game, N − the casualties applied since that it had not counted; clamped to [0, start];
 * - the server holds no conflict left unfolded.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameSettings, UnitCard } from '../../../src/records/model';
import { applyShot, undoShot } from '../../../src/storage/casualties';
import type { GbDb } from '../../../src/storage/db';
import { changeShot, startNewGame } from '../../../src/storage/game-changes';
import { logShot, storedGame } from '../../../src/storage/resolutions';
import {
  deleteCardStamped,
  restoreCardStamped,
  saveCardEdit,
  saveGameStamped,
} from '../../../src/storage/sync-writes';
import { CANISTER, legalResult, shotRecord, unitCard } from '../fixtures';
import { CouchModel, modelTransport } from './couch-model';
import { type ClubPhone, closeClubPhones, clubPhone, sync } from './phones';

const RUNS = Number(process.env.CLUB_RUNS ?? 200);
const BASE = Date.UTC(2026, 11, 1, 18, 0, 0);

const CARDS: UnitCard[] = [
  unitCard({
    id: 'bn',
    name: '1st Battalion',
    side: 'opponent',
    startFigures: 36,
    figures: 36,
    createdAt: 1,
  }),
  unitCard({ id: 'gd', name: 'Guard', side: 'mine', startFigures: 24, figures: 24, createdAt: 2 }),
];
const START = new Map(CARDS.map((c) => [c.id, c.startFigures]));

type Op =
  | { op: 'hit'; p: number; card: number; line: number }
  | { op: 'undo'; p: number; pick: number }
  | { op: 'reapply'; p: number; pick: number }
  | { op: 'set'; p: number; card: number; to: number }
  | { op: 'rename'; p: number; card: number; name: string }
  | { op: 'delete'; p: number; card: number }
  | { op: 'restore'; p: number; card: number }
  | { op: 'next-turn'; p: number }
  | { op: 'new-game'; p: number }
  | { op: 'sync'; p: number }
  | { op: 'race'; p: number; q: number };

const phoneIx = fc.nat(2);
const cardIx = fc.nat(1);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('hit' as const),
      p: phoneIx,
      card: cardIx,
      line: fc.integer({ min: 1, max: 16 }).map((n) => n / 2),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('undo' as const), p: phoneIx, pick: fc.nat(50) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reapply' as const), p: phoneIx, pick: fc.nat(50) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      p: phoneIx,
      card: cardIx,
      to: fc.integer({ min: 0, max: 72 }).map((n) => n / 2),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('rename' as const),
      p: phoneIx,
      card: cardIx,
      name: fc.constantFrom('Grenadiers', 'Voltigeurs', 'Chasseurs'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), p: phoneIx, card: cardIx }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('restore' as const), p: phoneIx, card: cardIx }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('next-turn' as const), p: phoneIx }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('new-game' as const), p: phoneIx }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('sync' as const), p: phoneIx }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('race' as const), p: phoneIx, q: phoneIx }) },
);

const scenarioArb = fc.record({
  skews: fc.array(fc.integer({ min: -25_000, max: 25_000 }), { minLength: 3, maxLength: 3 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 24 }),
});

interface Change {
  clock: string;
  line: number;
}
interface ShotTruth {
  card: string;
  game: number;
  changes: Change[];
}
interface SetTruth {
  card: string;
  game: number;
  to: number;
  seen: number;
  clock: string;
}
const later = (a: string, b: string) => (a > b ? a : b);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(closeClubPhones);

async function evening(scenario: { skews: number[]; ops: Op[] }) {
  const server = new CouchModel('srv');
  const phones: ClubPhone[] = [await clubPhone(), await clubPhone(), await clubPhone()];
  let step = 0;
  const at = (p: number) => {
    step++;
    const now = BASE + step * 1_000 + (scenario.skews[p] ?? 0);
    vi.setSystemTime(now);
    return now;
  };
  const synced = async (p: number) => {
    at(p);
    const result = await sync(phones[p] as ClubPhone, server);
    if (!result.ok)
      throw new Error(`sync of phone ${p} failed: ${result.problem.code} ${result.problem.detail ?? ''}`);
    expect(result.value.skipped).toEqual([]);
  };
  /** Two phones sync at once: both pull, then both merge and push (conflicting revisions on the server). */
  const race = async (p: number, q: number) => {
    let arrived = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const barrier = async () => {
      arrived++;
      if (arrived === 2) release();
      await gate;
    };
    at(p);
    const [a, b] = await Promise.all(
      [p, q].map((i) =>
        sync(phones[i] as ClubPhone, server, {
          transport: modelTransport((phones[i] as ClubPhone).replica, server, { push: barrier }),
        }),
      ),
    );
    for (const r of [a, b]) if (!r?.ok) throw new Error(`race failed: ${JSON.stringify(r)}`);
  };
  const shots = new Map<string, ShotTruth>();
  const sets: SetTruth[] = [];
  const deleted = new Map<string, UnitCard>();
  let shotN = 0;
  const recordChange = async (db: GbDb, id: string) => {
    const stored = await db.get('resolutions', id);
    const truth = shots.get(id);
    if (!stored?.stateClock || !truth) throw new Error(`no state clock on ${id}`);
    truth.changes.push({ clock: stored.stateClock, line: stored.applied?.line ?? 0 });
  };

  // Phone 0 makes the roster and syncs; the others join the club's game.
  for (const card of CARDS) await saveCardEdit((phones[0] as ClubPhone).db, card, at(0));
  for (let p = 0; p < 3; p++) await synced(p);

  for (const op of scenario.ops) {
    const p = op.p;
    const db = (phones[p] as ClubPhone).db;
    const card = 'card' in op ? (CARDS[op.card] as UnitCard) : undefined;
    switch (op.op) {
      case 'hit': {
        if (!card) break;
        const game = await storedGame(db.transaction('meta').store);
        const id = `s${shotN++}`;
        const now = at(p);
        await logShot(
          db,
          shotRecord({
            id,
            at: now,
            turn: game.turn,
            game: game.gameNumber,
            side: 'mine',
            input: { ...CANISTER, batteryId: `bat${p}`, targetId: card.id },
            result: legalResult(op.line),
          }),
        );
        shots.set(id, { card: card.id, game: game.gameNumber, changes: [] });
        if ((await changeShot(db, id, applyShot)).ok) await recordChange(db, id);
        break;
      }
      case 'undo':
      case 'reapply': {
        const all = await db.getAll('resolutions');
        const candidates = all.filter((r) => (op.op === 'undo' ? r.applied : !r.applied && shots.has(r.id)));
        const shot = candidates[op.pick % Math.max(1, candidates.length)];
        if (!shot) break;
        const now = at(p);
        const done = await changeShot(db, shot.id, (r, u, g) =>
          op.op === 'undo' ? undoShot(r, u, g, now) : applyShot(r, u, g),
        );
        if (done.ok) await recordChange(db, shot.id);
        break;
      }
      case 'set': {
        if (!card) break;
        const stored = await db.get('units', card.id);
        if (!stored) break;
        const game = await storedGame(db.transaction('meta').store);
        const seen = (await db.getAll('resolutions'))
          .filter((r) => r.applied?.targetId === card.id && (r.game ?? 1) === game.gameNumber)
          .reduce((sum, r) => sum + (r.applied?.line ?? 0), 0);
        const before = new Set(await db.getAllKeys('corrections'));
        await saveCardEdit(db, { ...stored, figures: Math.min(op.to, stored.startFigures) }, at(p));
        for (const c of (await db.getAll('corrections')).filter((c) => !before.has(c.id)))
          sets.push({
            card: card.id,
            game: game.gameNumber,
            to: Math.min(op.to, stored.startFigures),
            seen,
            clock: c.clock,
          });
        break;
      }
      case 'rename': {
        const stored = card && (await db.get('units', card.id));
        if (stored) await saveCardEdit(db, { ...stored, name: op.name }, at(p));
        break;
      }
      case 'delete': {
        const stored = card && (await db.get('units', card.id));
        if (!stored) break;
        deleted.set(`${p}:${stored.id}`, stored);
        await deleteCardStamped(db, stored.id, at(p));
        break;
      }
      case 'restore': {
        const kept = card && deleted.get(`${p}:${card.id}`);
        if (!kept || (await db.get('units', kept.id))) break;
        deleted.delete(`${p}:${kept.id}`);
        await restoreCardStamped(db, kept, at(p));
        break;
      }
      case 'next-turn': {
        const game = await storedGame(db.transaction('meta').store);
        await saveGameStamped(db, { ...game, turn: game.turn + 1, fired: [] }, at(p));
        break;
      }
      case 'new-game':
        at(p);
        await startNewGame(db, 9_999);
        break;
      case 'sync':
        await synced(p);
        break;
      case 'race':
        if (op.q !== p) await race(p, op.q);
        break;
    }
  }

  // The end of the evening: every phone syncs, twice round.
  for (let round = 0; round < 2; round++) for (let p = 0; p < 3; p++) await synced(p);

  // No conflict is left on the server.
  for (const row of await server.readAll()) expect(row.conflicts, `conflicts left on ${row.id}`).toEqual([]);
  const games = await Promise.all(phones.map((ph) => storedGame(ph.db.transaction('meta').store)));
  const plays = new Set(games.map((g: GameSettings) => `${g.gameNumber}:${g.turn}`));
  expect(plays.size, 'every phone at the same game and turn').toBe(1);
  const current = (games[0] as GameSettings).gameNumber;
  const holdings = await Promise.all(phones.map((ph) => ph.db.getAll('units')));
  const view = (cards: UnitCard[]) =>
    cards
      .map((c) => `${c.id}=${c.name}`)
      .sort()
      .join(',');
  expect(new Set(holdings.map(view)).size, 'every phone holds the same cards, named alike').toBe(1);
  const logs = await Promise.all(phones.map((ph) => ph.db.getAll('resolutions')));
  const logView = (log: { id: string; applied?: { line: number } }[]) =>
    log
      .map((r) => `${r.id}:${r.applied?.line ?? '-'}`)
      .sort()
      .join(',');
  expect(new Set(logs.map(logView)).size, 'every phone holds the same log').toBe(1);
  for (const cardOnPhone of holdings[0] ?? []) {
    const start = START.get(cardOnPhone.id) as number;
    let applied = 0;
    for (const truth of shots.values()) {
      if (truth.card !== cardOnPhone.id || truth.game !== current || truth.changes.length === 0) continue;
      const last = truth.changes.reduce((a, b) => (later(a.clock, b.clock) === a.clock ? a : b));
      applied += last.line;
    }
    const set = sets
      .filter((s) => s.card === cardOnPhone.id && s.game === current)
      .reduce<SetTruth | undefined>((a, b) => (!a || b.clock > a.clock ? b : a), undefined);
    const raw = set ? set.to - (applied - set.seen) : start - applied;
    const expected = Math.max(0, Math.min(start, raw));
    for (const [p, cards] of holdings.entries())
      expect(cards.find((c) => c.id === cardOnPhone.id)?.figures, `${cardOnPhone.id} on phone ${p}`).toBe(
        expected,
      );
  }
}

describe('three phones and a club server (fast-check)', () => {
  it(`all converge; figures are start − this game's applied, not-undone casualties (+ the player's set): ${RUNS} runs`, async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        try {
          await evening(scenario);
        } finally {
          await closeClubPhones();
        }
      }),
      { numRuns: RUNS, seed: process.env.CLUB_SEED ? Number(process.env.CLUB_SEED) : undefined },
    );
  }, 600_000);
});
