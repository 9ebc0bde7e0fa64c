/**
 * The players' side of an evening, shared by the two property tests that play one:
 * sync/evening.property.test.ts (phones exchanging texts) and club/club.property.test.ts (phones
 * syncing through a club server). The roster, each phone's clock, the steps a player takes on one
 * phone (hit, undo, apply again, set figures, rename, delete, restore, next turn, new game) as
 * fast-check draws them and as the app's own storage code plays them, what the players did kept
 * as the oracle's truth, and the oracle's figures. How the phones exchange stays in each test.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { UnitCard } from '../../../src/records/model';
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

export const BASE = Date.UTC(2026, 11, 1, 18, 0, 0);

export const CARDS: UnitCard[] = [
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

/** A player's step on one phone. A hit names its battery, or (without `battery`) is phone p's own. */
export type PlayerOp =
  | { op: 'hit'; p: number; card: number; line: number; battery?: number }
  | { op: 'undo'; p: number; pick: number }
  | { op: 'reapply'; p: number; pick: number }
  | { op: 'set'; p: number; card: number; to: number }
  | { op: 'rename'; p: number; card: number; name: string }
  | { op: 'delete'; p: number; card: number }
  | { op: 'restore'; p: number; card: number }
  | { op: 'next-turn'; p: number }
  | { op: 'new-game'; p: number };

export const phoneIx = fc.nat(2);
export const cardIx = fc.nat(1);

/**
 * The players' steps, each with its weight (how often it is drawn), in this order; a test adds
 * its own ways of exchanging after them. `battery`: hits name one of the batteries it draws.
 */
export function playerOpArbs(
  weights: { set: number; rename: number },
  battery?: fc.Arbitrary<number>,
): fc.WeightedArbitrary<PlayerOp>[] {
  const hit = fc.record({
    op: fc.constant('hit' as const),
    p: phoneIx,
    card: cardIx,
    ...(battery ? { battery } : {}),
    line: fc.integer({ min: 1, max: 16 }).map((n) => n / 2),
  });
  return [
    { weight: 5, arbitrary: hit as fc.Arbitrary<PlayerOp> },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('undo' as const), p: phoneIx, pick: fc.nat(50) }) },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('reapply' as const), p: phoneIx, pick: fc.nat(50) }),
    },
    {
      weight: weights.set,
      arbitrary: fc.record({
        op: fc.constant('set' as const),
        p: phoneIx,
        card: cardIx,
        to: fc.integer({ min: 0, max: 72 }).map((n) => n / 2),
      }),
    },
    {
      weight: weights.rename,
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
  ];
}

/** The test's phones keep their own time: Date is faked for the whole file. */
export function fakeDate(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** Every phone's own time at the next step: real time plus its skew (it sets the faked Date). */
export function phoneClock(skews: readonly number[]): (p: number) => number {
  let step = 0;
  return (p) => {
    step++;
    const now = BASE + step * 1_000 + (skews[p] ?? 0);
    vi.setSystemTime(now);
    return now;
  };
}

/** One Apply or Undo as a player made it: the clock the phone gave it, and what it took. */
interface Change {
  clock: string;
  line: number;
}
export interface ShotTruth {
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

/**
 * What the players did over the evening, as the oracle reads it: each shot's Apply/Undo with the
 * clock each was given, the figures typed and the shots a phone held when they were typed; never
 * the figures a phone derived. `play` makes a step on a phone and writes it down.
 */
export class Evening {
  readonly shots = new Map<string, ShotTruth>();
  private readonly sets: SetTruth[] = [];
  private readonly deleted = new Map<string, UnitCard>();
  private shotN = 0;

  constructor(private readonly at: (p: number) => number) {}

  /** The Apply or Undo just stored for this shot, with its clock. */
  async recordChange(db: GbDb, id: string): Promise<void> {
    const stored = await db.get('resolutions', id);
    const truth = this.shots.get(id);
    if (!stored?.stateClock || !truth) throw new Error(`no state clock on ${id}`);
    truth.changes.push({ clock: stored.stateClock, line: stored.applied?.line ?? 0 });
  }

  /** Phone p (its database `db`) takes the player's step. */
  async play(db: GbDb, p: number, op: PlayerOp): Promise<void> {
    const card = 'card' in op ? (CARDS[op.card] as UnitCard) : undefined;
    switch (op.op) {
      case 'hit':
        if (card) await this.hit(db, p, card, op.line, `bat${op.battery ?? p}`);
        break;
      case 'undo':
      case 'reapply':
        await this.undoOrReapply(db, p, op.op, op.pick);
        break;
      case 'set':
        if (card) await this.setFigures(db, p, card, op.to);
        break;
      case 'rename': {
        const stored = card && (await db.get('units', card.id));
        if (stored) await saveCardEdit(db, { ...stored, name: op.name }, this.at(p));
        break;
      }
      case 'delete':
      case 'restore':
        if (card) await this.deleteOrRestore(db, p, op.op, card);
        break;
      case 'next-turn': {
        const game = await storedGame(db.transaction('meta').store);
        await saveGameStamped(db, { ...game, turn: game.turn + 1, fired: [] }, this.at(p));
        break;
      }
      case 'new-game':
        this.at(p);
        await startNewGame(db, 9_999);
        break;
    }
  }

  private async hit(db: GbDb, p: number, card: UnitCard, line: number, batteryId: string) {
    const game = await storedGame(db.transaction('meta').store);
    const id = `s${this.shotN++}`;
    const now = this.at(p);
    await logShot(
      db,
      shotRecord({
        id,
        at: now,
        turn: game.turn,
        game: game.gameNumber,
        side: 'mine',
        input: { ...CANISTER, batteryId, targetId: card.id },
        result: legalResult(line),
      }),
    );
    this.shots.set(id, { card: card.id, game: game.gameNumber, changes: [] });
    if ((await changeShot(db, id, applyShot)).ok) await this.recordChange(db, id);
  }

  private async undoOrReapply(db: GbDb, p: number, op: 'undo' | 'reapply', pick: number) {
    const all = await db.getAll('resolutions');
    const candidates = all.filter((r) => (op === 'undo' ? r.applied : !r.applied && this.shots.has(r.id)));
    const shot = candidates[pick % Math.max(1, candidates.length)];
    if (!shot) return;
    const now = this.at(p);
    const done = await changeShot(db, shot.id, (r, u, g) =>
      op === 'undo' ? undoShot(r, u, g, now) : applyShot(r, u, g),
    );
    if (done.ok) await this.recordChange(db, shot.id);
  }

  private async setFigures(db: GbDb, p: number, card: UnitCard, to: number) {
    const stored = await db.get('units', card.id);
    if (!stored) return;
    const game = await storedGame(db.transaction('meta').store);
    // What this phone counted when the figure was typed: its stored shots, not its figures.
    const seen = (await db.getAll('resolutions'))
      .filter((r) => r.applied?.targetId === card.id && (r.game ?? 1) === game.gameNumber)
      .reduce((sum, r) => sum + (r.applied?.line ?? 0), 0);
    const before = new Set(await db.getAllKeys('corrections'));
    await saveCardEdit(db, { ...stored, figures: Math.min(to, stored.startFigures) }, this.at(p));
    const made = (await db.getAll('corrections')).filter((c) => !before.has(c.id));
    for (const c of made)
      this.sets.push({
        card: card.id,
        game: game.gameNumber,
        to: Math.min(to, stored.startFigures),
        seen,
        clock: c.clock,
      });
  }

  private async deleteOrRestore(db: GbDb, p: number, op: 'delete' | 'restore', card: UnitCard) {
    if (op === 'delete') {
      const stored = await db.get('units', card.id);
      if (!stored) return;
      this.deleted.set(`${p}:${stored.id}`, stored);
      await deleteCardStamped(db, stored.id, this.at(p));
      return;
    }
    const kept = this.deleted.get(`${p}:${card.id}`);
    if (!kept || (await db.get('units', kept.id))) return;
    this.deleted.delete(`${p}:${kept.id}`);
    await restoreCardStamped(db, kept, this.at(p));
  }

  /**
   * Each card's figures on every phone = start − the applied, not-undone casualties of the current
   * game's shots at it (each shot's last Apply/Undo by clock), or, after the player's latest "set
   * to N" in this game, N − the casualties applied since that it had not counted; clamped to [0, start].
   */
  expectFigures(holdings: readonly UnitCard[][], current: number): void {
    for (const cardOnPhone of holdings[0] ?? []) {
      const start = START.get(cardOnPhone.id) as number;
      let applied = 0;
      for (const truth of this.shots.values()) {
        if (truth.card !== cardOnPhone.id || truth.game !== current || truth.changes.length === 0) continue;
        const last = truth.changes.reduce((a, b) => (later(a.clock, b.clock) === a.clock ? a : b));
        applied += last.line;
      }
      const set = this.sets
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
}
