/**
 * Issue 23, finding by finding: two phones over a whole evening, each case the way the attack
 * found it, with the figures a player would count on the table. (The random evening is
 * evening.property.test.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GAME } from '../../../src/records/model';
import type { Game, SyncPreview } from '../../../src/state';
import { collectBackup, importBackup, parseBackup, serializeBackup } from '../../../src/storage';
import { applyShot, undoShot } from '../../../src/storage/casualties';
import type { GbDb } from '../../../src/storage/db';
import { changeShot, startNewGame } from '../../../src/storage/game-changes';
import {
  clearResolutions,
  listResolutions,
  logShot,
  restoreResolutions,
  storedGame,
} from '../../../src/storage/resolutions';
import { collectSync } from '../../../src/storage/sync';
import { applyMerge, previewMerge } from '../../../src/storage/sync-merge';
import { undoLastMerge } from '../../../src/storage/sync-undo';
import {
  deleteCardStamped,
  KEPT_TOMBSTONES,
  saveCardEdit,
  saveGameStamped,
} from '../../../src/storage/sync-writes';
import {
  encodeSync,
  encodeSyncV2,
  MAX_SYNC_RECORDS,
  parseSync,
  type SyncBody,
} from '../../../src/sync/payload';
import { startGame, stopGames } from '../game';
import {
  battalion,
  closePhones,
  dump,
  figures,
  legalShot,
  phone,
  receive,
  stored,
  text,
  twoPhones,
} from './phones';

afterEach(() => {
  stopGames();
  closePhones();
});

const game = (db: GbDb) => storedGame(db.transaction('meta').store);

/** A hit in the game and turn the phone is at, applied (the Fire screen's Apply). */
async function hit(db: GbDb, id: string, target: string, line: number, battery = 'bat') {
  const g = await game(db);
  const shot = legalShot(id, target, line);
  await logShot(db, {
    ...shot,
    game: g.gameNumber,
    turn: g.turn,
    input: { ...shot.input, batteryId: battery },
  });
  expect((await changeShot(db, id, applyShot)).ok).toBe(true);
}

async function both(a: GbDb, b: GbDb) {
  await receive(b, await text(a));
  await receive(a, await text(b));
}

/** The Receive screen's calls on a phone: the exchange of its game, on this phone's database. */
let exchange: Game['exchange'] | undefined;
async function on(db: GbDb) {
  exchange = (await startGame(db)).exchange;
}
const previewSyncText = (shared: string, now?: number) => {
  if (!exchange) throw new Error('on which phone?');
  return exchange.preview(shared, now);
};
const acceptSync = (preview: SyncPreview) => {
  if (!exchange) throw new Error('on which phone?');
  return exchange.accept(preview);
};

/** A text as an object to spoil, then signed again. */
async function body(db: GbDb, now = Date.now()): Promise<SyncBody> {
  const made = await collectSync(db, { kind: 'game' }, now);
  if (!made) throw new Error('nothing');
  return made;
}

describe('1. Clear log, then exchange', () => {
  it('36 hit for 6 on each phone stays at 24 on both: clearing hides the shots, they are not counted twice', async () => {
    const [a, b] = await twoPhones();
    await hit(a, 'sa', 'bn', 6);
    await hit(b, 'sb', 'bn', 6);
    await both(a, b);
    expect([await figures(a), await figures(b)]).toEqual([24, 24]);
    await clearResolutions(a);
    expect(await listResolutions(a)).toEqual([]);
    await both(a, b);
    await both(a, b);
    expect([await figures(a), await figures(b)]).toEqual([24, 24]);
    expect([await a.count('corrections'), await b.count('corrections')]).toEqual([0, 0]);
  });
});

describe('2. New game on both phones, in either order', () => {
  it('B starts game 2 and hits for 6, sends its roster; A presses New game: 30 on both, not 36', async () => {
    const [a, b] = await twoPhones();
    await startNewGame(b, 9_999);
    await hit(b, 'g2', 'bn', 6);
    await receive(a, await text(b, { kind: 'roster', side: 'mine' }));
    await startNewGame(a, 9_999);
    expect(await figures(a)).toBe(30);
    await both(a, b);
    expect([await figures(a), await figures(b)]).toEqual([30, 30]);
    expect([(await game(a)).gameNumber, (await game(b)).gameNumber]).toEqual([2, 2]);
  });
});

describe('3. One battery fired twice in a turn, once on each phone', () => {
  it('the review says so; "keep one" keeps the earlier shot and puts the other back, on both phones', async () => {
    const [a, b] = await twoPhones();
    await hit(a, 'on-a', 'bn', 3, '12pdr');
    await hit(b, 'on-b', 'bn', 2, '12pdr');
    const fromA = parseSync(await text(a));
    if (!fromA.ok) throw new Error('text');
    const review = await previewMerge(b, fromA.value);
    expect(review.firedTwice).toEqual([
      expect.objectContaining({ batteryId: '12pdr', turn: 1, shots: ['on-a', 'on-b'], same: false }),
    ]);
    const key = review.firedTwice[0]?.key as string;
    await applyMerge(b, fromA.value, Date.now(), new Set([key]));
    expect(await figures(b)).toBe(33);
    await receive(a, await text(b));
    expect([await figures(a), await figures(b)]).toEqual([33, 33]);
    expect((await a.get('resolutions', 'on-b'))?.undone?.line).toBe(2);
  });

  it('the very same shot entered on both phones is kept once by default in the review, and "keep both" counts both', async () => {
    const [a, b] = await twoPhones();
    await hit(a, 'same-a', 'bn', 3, '12pdr');
    await hit(b, 'same-b', 'bn', 3, '12pdr');
    await on(b);
    const preview = await previewSyncText(await text(a));
    if (!preview.ok) throw new Error(JSON.stringify(preview.problem));
    expect(preview.value.summary.firedTwice[0]?.same).toBe(true);
    expect(preview.value.keepOne.size).toBe(1);
    expect((await acceptSync(preview.value)).ok).toBe(true);
    expect(await figures(b)).toBe(33);

    const [c, d] = await twoPhones();
    await hit(c, 'same-c', 'bn', 3, '12pdr');
    await hit(d, 'same-d', 'bn', 3, '12pdr');
    await on(d);
    const both = await previewSyncText(await text(c));
    if (!both.ok) throw new Error(both.problem.code);
    both.value.keepOne.clear();
    expect((await acceptSync(both.value)).ok).toBe(true);
    expect(await figures(d)).toBe(30);
  });
});

describe('4. A big card cannot lock a player out', () => {
  it('600 figures set to 0 on both phones, exchanged, set back to 600: 600 on both, the backup is made, the text is read', async () => {
    const [a, b] = await twoPhones();
    for (const db of [a, b])
      await saveCardEdit(db, { ...(await stored(db)), startFigures: 600, figures: 600 }, 1_500);
    await both(a, b);
    await saveCardEdit(a, { ...(await stored(a)), figures: 0 }, 2_000);
    await saveCardEdit(b, { ...(await stored(b)), figures: 0 }, 2_001);
    await both(a, b);
    expect([await figures(a), await figures(b)]).toEqual([0, 0]);
    await saveCardEdit(a, { ...(await stored(a)), figures: 600 }, 3_000);
    await both(a, b);
    expect([await figures(a), await figures(b)]).toEqual([600, 600]);
    // "Set to N" carries N, never a difference: nothing outside the ±999 limit.
    for (const c of await a.getAll('corrections')) expect(c.set?.line?.to ?? 0).toBeLessThanOrEqual(600);
    expect(parseBackup(serializeBackup(await collectBackup(a, { app: '9.9.9', now: 0 }))).ok).toBe(true);
    expect(parseSync(await text(a)).ok).toBe(true);
  });
});

describe('5. Clocks are bounded', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('a phone 2 days ahead is refused with how far ahead it is; once its date is right its edits travel and a later edit wins', async () => {
    const [a, b] = await twoPhones();
    const real = Date.now();
    await saveCardEdit(a, { ...(await stored(a)), name: 'From the future' }, real + 2 * DAY);
    await on(b);
    const ahead = await previewSyncText(encodeSync(await body(a, real + 2 * DAY)), real);
    expect(ahead.ok ? 'accepted' : ahead.problem).toEqual({
      code: 'clock-ahead',
      detail: String(2 * 24 * 60),
    });
    // A's date set right: its texts are read again, and B's later rename wins on both phones.
    const fixed = await previewSyncText(encodeSync(await body(a, real)), real);
    if (!fixed.ok) throw new Error(fixed.problem.code);
    expect((await acceptSync(fixed.value)).ok).toBe(true);
    expect((await stored(b)).name).toBe('From the future');
    await saveCardEdit(b, { ...(await stored(b)), name: 'Renamed later' }, real + 10_000);
    await receive(a, encodeSync(await body(b, real + 10_000)));
    expect([(await stored(a)).name, (await stored(b)).name]).toEqual(['Renamed later', 'Renamed later']);
  });

  it('a phone whose date is 2 minutes behind takes the other phone’s text (and its edits arrive); 11 minutes is refused', async () => {
    const [a, b] = await twoPhones();
    const real = Date.now();
    await saveCardEdit(a, { ...(await stored(a)), name: 'Renamed on A' }, real);
    await hit(a, 'sa', 'bn', 3);
    await on(b);
    const behind = await previewSyncText(encodeSync(await body(a, real)), real - 2 * 60_000);
    if (!behind.ok) throw new Error(behind.problem.code);
    expect((await acceptSync(behind.value)).ok).toBe(true);
    expect(await stored(b)).toMatchObject({ name: 'Renamed on A', figures: 33 });
    const far = await previewSyncText(encodeSync(await body(a, real)), real - 11 * 60_000);
    expect(far.ok ? 'accepted' : far.problem.code).toBe('clock-ahead');
  });

  it('a hostile text with clocks in the year 275760 is refused, and nothing changes', async () => {
    const [a, b] = await twoPhones();
    const hostile = await body(a);
    const far = '8640000000000000.0000.hostile1';
    hostile.cards = hostile.cards.map((c) => ({
      ...c,
      side: 'opponent' as const,
      name: 'Enemy',
      clocks: { ...c.clocks, side: far, name: far },
    }));
    await on(b);
    const before = await dump(b);
    const refused = await previewSyncText(encodeSync(hostile));
    expect(refused.ok ? 'accepted' : refused.problem).toEqual({ code: 'clock-ahead', detail: 'records' });
    const signedFar = await previewSyncText(encodeSync({ ...hostile, clock: far }));
    expect(signedFar.ok ? 'accepted' : signedFar.problem.code).toBe('clock-ahead');
    expect(await dump(b)).toBe(before);
  });
});

describe("6. Another game's file", () => {
  it('is said to be another game (which game and turn); Cancel merges nothing: this game keeps its turn and casualties', async () => {
    const [a] = await twoPhones();
    await hit(a, 'here', 'bn', 3);
    const elsewhere = await phone();
    await saveGameStamped(elsewhere, { ...structuredClone(DEFAULT_GAME), gameNumber: 7, turn: 40 }, 1_000);
    await saveCardEdit(elsewhere, battalion(), 1_000);
    await hit(elsewhere, 'there', 'bn', 10);
    await on(a);
    const before = await dump(a);
    const preview = await previewSyncText(await text(elsewhere));
    expect(preview.ok && preview.value.summary.otherGame).toEqual({ gameNumber: 7, turn: 40 });
    // The player cancels: the review is dropped, nothing is stored.
    expect(await dump(a)).toBe(before);
    expect(await figures(a)).toBe(33);
    expect(await game(a)).toMatchObject({ gameNumber: 1, turn: 1 });
    // Merged without the player's choice (a text that is another game only by now): nothing.
    const parsed = parseSync(await text(elsewhere));
    if (!parsed.ok) throw new Error(parsed.problem.code);
    expect((await applyMerge(a, parsed.value)).summary).toMatchObject({
      otherGame: { gameNumber: 7, turn: 40 },
      nothing: true,
    });
    expect(await dump(a)).toBe(before);
  });

  it('two upgraded phones that both shared before either received converge after one "Merge as this game"', async () => {
    const [a, b] = await twoPhones();
    // Phones with no table id (an earlier v5 build upgraded them from v4 without one): each takes one at its first text.
    for (const db of [a, b]) {
      const { gameId: _none, ...v4 } = await game(db);
      await db.put('meta', v4, 'game');
    }
    await hit(a, 'sa', 'bn', 3);
    await hit(b, 'sb', 'bn', 4);
    const fromA = await text(a);
    await text(b);
    expect((await game(a)).gameId).not.toBe((await game(b)).gameId);
    // B reads A's text: another game; the player merges it as this game.
    await on(b);
    const preview = await previewSyncText(fromA);
    if (!preview.ok) throw new Error(JSON.stringify(preview.problem));
    expect(preview.value.summary.otherGame).toEqual({ gameNumber: 1, turn: 1 });
    expect((await acceptSync(preview.value)).ok).toBe(true);
    expect(await figures(b)).toBe(29);
    // A reads B's next text: this game, no question.
    await on(a);
    const next = await previewSyncText(await text(b));
    expect(next.ok && next.value.summary.otherGame).toBeUndefined();
    await receive(a, await text(b));
    expect([await figures(a), await figures(b)]).toEqual([29, 29]);
    expect((await game(a)).gameId).toBe((await game(b)).gameId);
  });

  it('both phones merging the other’s earlier text at once still take each other’s texts as this game', async () => {
    const [a, b] = await twoPhones();
    for (const db of [a, b]) {
      const { gameId: _none, ...v4 } = await game(db);
      await db.put('meta', v4, 'game');
    }
    await hit(a, 'sa', 'bn', 3);
    await hit(b, 'sb', 'bn', 4);
    const [fromA, fromB] = [await text(a), await text(b)];
    for (const [db, shared] of [
      [b, fromA],
      [a, fromB],
    ] as const) {
      await on(db);
      const preview = await previewSyncText(shared);
      if (!preview.ok) throw new Error(JSON.stringify(preview.problem));
      expect((await acceptSync(preview.value)).ok).toBe(true);
    }
    await on(a);
    const next = await previewSyncText(await text(b));
    expect(next.ok && next.value.summary.otherGame).toBeUndefined();
    await both(a, b);
    expect([await figures(a), await figures(b)]).toEqual([29, 29]);
  });

  it('right after New game, another table’s file is not joined silently: the review asks', async () => {
    const [a] = await twoPhones();
    await hit(a, 'here', 'bn', 3);
    await startNewGame(a, 9_999);
    const elsewhere = await phone();
    await saveCardEdit(elsewhere, battalion({ id: 'theirs', name: 'Their battalion' }), 1_000);
    await hit(elsewhere, 'there', 'theirs', 5);
    const ours = (await game(a)).gameId;
    await on(a);
    const before = await dump(a);
    const preview = await previewSyncText(await text(elsewhere));
    expect(preview.ok && preview.value.summary.otherGame).toEqual({ gameNumber: 1, turn: 1 });
    expect(await dump(a)).toBe(before);
    expect((await game(a)).gameId).toBe(ours);
    expect(await a.get('units', 'theirs')).toBeUndefined();
  });

  it('a phone that has recorded nothing yet joins the game it receives, and says so', async () => {
    const a = await phone();
    await saveCardEdit(a, battalion(), 1_000);
    await hit(a, 'first', 'bn', 2);
    const fresh = await phone();
    const summary = await receive(fresh, await text(a));
    expect(summary.joined).toBe(true);
    expect((await game(fresh)).gameId).toBe((await game(a)).gameId);
    expect(await figures(fresh)).toBe(34);
  });
});

describe('7. Game number and turn are one value', () => {
  it('New game on A and a later Next turn on B give game 2, turn 1 on both (never "game 2 at turn 6")', async () => {
    const [a, b] = await twoPhones();
    await startNewGame(a, 9_999);
    await saveGameStamped(b, { ...(await game(b)), turn: 6 }, Date.now() + 5_000);
    await both(a, b);
    for (const db of [a, b]) expect(await game(db)).toMatchObject({ gameNumber: 2, turn: 1 });
  });

  it("a lagging phone's New game never moves the other back (3 stays 3)", async () => {
    const [a, b] = await twoPhones();
    await startNewGame(a, 9_999);
    await startNewGame(a, 9_999);
    await startNewGame(b, 9_999);
    await both(a, b);
    for (const db of [a, b]) expect((await game(db)).gameNumber).toBe(3);
  });

  it("issue 22: B at turn 5 reviews A's file at turn 4: the later turn stands, and the review says so", async () => {
    const [a, b] = await twoPhones();
    await saveGameStamped(a, { ...(await game(a)), turn: 4 }, 2_000);
    await saveGameStamped(b, { ...(await game(b)), turn: 5 }, 1_000);
    const summary = await receive(b, await text(a));
    expect(summary.game?.turn).toBeUndefined();
    expect(summary.game?.behind).toEqual({ gameNumber: 1, turn: 4 });
    expect((await game(b)).turn).toBe(5);
  });
});

describe('8. Deletions are compacted', () => {
  it(`2,100 deletions remembered (an older version kept them all): the next deletion keeps the newest ${KEPT_TOMBSTONES}, and the game text and backup are still made and read`, async () => {
    const [a, b] = await twoPhones();
    const tx = a.transaction('tombstones', 'readwrite');
    for (let i = 0; i < 2_100; i++)
      void tx.store.put({
        id: `old-${i}`,
        side: 'mine',
        clock: `${String(100 + i).padStart(16, '0')}.0000.olddevice`,
      });
    await tx.done;
    await saveCardEdit(a, battalion({ id: 'last', name: 'Last' }), 5_000);
    await deleteCardStamped(a, 'last', 6_000);
    expect(await a.count('tombstones')).toBe(KEPT_TOMBSTONES);
    expect(await a.get('tombstones', 'last')).toBeDefined();
    const shared = parseSync(await text(a));
    expect(shared.ok && shared.value.tombstones.length).toBeLessThanOrEqual(MAX_SYNC_RECORDS.tombstones);
    await receive(b, await text(a));
    expect(parseBackup(serializeBackup(await collectBackup(a, { app: '9.9.9', now: 0 }))).ok).toBe(true);
  });
});

describe('9. A shot whose casualties landed on another card than it aimed at', () => {
  it('is refused: the shot text is out of shape, nothing stored', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, battalion({ id: 'other', name: 'Other' }), 1_500);
    await hit(a, 's', 'bn', 3);
    const spoiled = await body(a);
    spoiled.shots = spoiled.shots.map((s) =>
      s.applied ? { ...s, applied: { ...s.applied, targetId: 'other' } } : s,
    );
    // A v2 text could say so (v3 names the card once, for aim and casualties alike).
    const parsed = parseSync(encodeSyncV2(spoiled));
    expect(parsed.ok ? 'accepted' : parsed.problem).toEqual({
      code: 'shape',
      detail: 'shots[0].applied.targetId',
    });
    expect(await b.count('resolutions')).toBe(0);
  });
});

describe("10. A backup's Merge is the event merge", () => {
  it('merging an older backup gets a deleted card back and keeps the casualties the log shows as applied', async () => {
    const a = await phone();
    await saveCardEdit(a, battalion(), 1_000);
    await saveCardEdit(a, battalion({ id: 'gone', name: 'Gone', createdAt: 6 }), 1_000);
    const shot = legalShot('s1', 'bn', 3);
    await logShot(a, shot);
    const older = await collectBackup(a, { app: '9.9.9', now: 0 }); // s1 logged, not applied
    expect((await changeShot(a, 's1', applyShot)).ok).toBe(true);
    await deleteCardStamped(a, 'gone', 2_000);
    const parsed = parseBackup(serializeBackup(older));
    if (!parsed.ok) throw new Error('backup');
    expect((await importBackup(a, parsed.value, 'merge')).ok).toBe(true);
    expect((await a.get('units', 'gone'))?.name).toBe('Gone');
    expect(await figures(a)).toBe(33);
    expect((await a.get('resolutions', 's1'))?.applied?.line).toBe(3);
  });
});

describe('Undo merge and a full storage', () => {
  it('Undo merge after Next turn is allowed: the cards and log go back, the turn stays where it was moved', async () => {
    const [a, b] = await twoPhones();
    await hit(a, 's', 'bn', 3);
    await receive(b, await text(a));
    await saveGameStamped(b, { ...(await game(b)), turn: 2 }, 9_000);
    expect(await undoLastMerge(b)).toEqual({ ok: true });
    expect(await figures(b)).toBe(36);
    expect(await b.get('resolutions', 's')).toBeUndefined();
    expect((await game(b)).turn).toBe(2);
  });

  it('a quota failure during a merge says the storage is full', async () => {
    const [a, b] = await twoPhones();
    await hit(a, 's', 'bn', 3);
    await on(b);
    const preview = await previewSyncText(await text(a));
    if (!preview.ok) throw new Error(JSON.stringify(preview.problem));
    // The phone fills up after its game has opened: the merge's transaction is refused.
    let filled = false;
    const full = new Proxy(b, {
      get(target, key) {
        if (key === 'transaction' && filled)
          return () => {
            throw new DOMException('full', 'QuotaExceededError');
          };
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await on(full);
    filled = true;
    // Storage failing, of the kind a full phone has its own words for.
    expect(await acceptSync(preview.value)).toEqual({
      ok: false,
      problem: { code: 'storage', kind: 'quota' },
    });
    expect(await figures(b)).toBe(36);
    expect(await b.get('resolutions', 's')).toBeUndefined();
  });
});

describe('Review findings: joining from a roster or card text', () => {
  it('a new phone joining a phone at game 5 by its roster or card text takes game 5 and turn 3: its hits count there', async () => {
    for (const what of [{ kind: 'roster', side: 'mine' } as const, { kind: 'card', cardId: 'bn' } as const]) {
      const a = await phone();
      for (let i = 0; i < 4; i++) await startNewGame(a, 9_999);
      await saveGameStamped(a, { ...(await game(a)), turn: 3 }, Date.now());
      await saveCardEdit(a, battalion(), 1_000);
      const b = await phone();
      const summary = await receive(b, await text(a, what));
      expect(summary.joined).toBe(true);
      expect(await game(b)).toMatchObject({ gameNumber: 5, turn: 3, gameId: (await game(a)).gameId });
      await hit(b, 'from-b', 'bn', 6);
      expect((await b.get('resolutions', 'from-b'))?.game).toBe(5);
      await both(a, b);
      expect([await figures(a), await figures(b)]).toEqual([30, 30]);
    }
  });
});

describe('Review findings: Undo merge after Next turn', () => {
  it('a merge that moved B to game 2, then Next turn, then Undo merge: the card shows game 2’s figures (36), not game 1’s (32)', async () => {
    const [a, b] = await twoPhones();
    await startNewGame(a, 9_999);
    await hit(a, 'in-2', 'bn', 3);
    await hit(b, 'in-1', 'bn', 4);
    expect(await figures(b)).toBe(32);
    await receive(b, await text(a));
    expect(await game(b)).toMatchObject({ gameNumber: 2, turn: 1 });
    expect(await figures(b)).toBe(33);
    await saveGameStamped(b, { ...(await game(b)), turn: 2 }, Date.now());
    expect(await undoLastMerge(b)).toEqual({ ok: true });
    // The turn moved since stays, so the game it is in stays: game 2, where B holds no hit.
    expect(await game(b)).toMatchObject({ gameNumber: 2, turn: 2 });
    expect(await b.get('resolutions', 'in-2')).toBeUndefined();
    expect(await figures(b)).toBe(36);
    // And B's game-1 hit is still there for game 1.
    expect((await b.get('resolutions', 'in-1'))?.applied?.line).toBe(4);
  });
});

describe('Review findings: a date that was ahead and is then fixed', () => {
  it('A sets the battalion to 30 while its date is 2 days ahead; its date set right, it sets 20: 20 on A at once, and on B', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const [a, b] = await twoPhones();
    const real = Date.now();
    await saveCardEdit(a, { ...(await stored(a)), figures: 30 }, real + 2 * DAY);
    expect(await figures(a)).toBe(30);
    await saveCardEdit(a, { ...(await stored(a)), figures: 20 }, real);
    expect(await figures(a)).toBe(20);
    await receive(b, encodeSync(await body(a, real)));
    expect([await figures(a), await figures(b)]).toEqual([20, 20]);
  });
});

describe('Review findings: Clear log hides the entries that were on the log, not a time', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** A hit logged at the phone's own time `at` (its date, right or wrong), applied. */
  async function hitAt(db: GbDb, id: string, line: number, at: number) {
    const g = await game(db);
    await logShot(db, { ...legalShot(id, 'bn', line), at, game: g.gameNumber, turn: g.turn });
    expect((await changeShot(db, id, applyShot)).ok).toBe(true);
  }
  const shown = async (db: GbDb) => (await listResolutions(db)).map((r) => r.id);

  it('a shot logged while the date was 2 days ahead, cleared: the next shot, logged once the date is right, shows', async () => {
    const [a] = await twoPhones();
    const real = Date.now();
    await hitAt(a, 'ahead', 2, real + 2 * DAY);
    await clearResolutions(a);
    expect(await shown(a)).toEqual([]);
    await hitAt(a, 'after', 3, real);
    expect(await shown(a)).toEqual(['after']);
  });

  it('a shot from a phone whose clock is 5 minutes behind, arriving after Clear log, shows in the log; Undo of Clear brings the cleared ones back beside it', async () => {
    const [a, b] = await twoPhones();
    const real = Date.now();
    await hitAt(a, 'on-a', 2, real);
    const cleared = await clearResolutions(a);
    await hitAt(b, 'on-b', 3, real - 5 * 60_000);
    await receive(a, await text(b));
    expect(await shown(a)).toEqual(['on-b']);
    expect(await figures(a)).toBe(31);
    await restoreResolutions(a, cleared);
    expect(await shown(a)).toEqual(['on-a', 'on-b']);
    // Cleared again, then B's shot exchanged again: it stays cleared (it was on the log).
    await clearResolutions(a);
    await receive(a, await text(b));
    expect(await shown(a)).toEqual([]);
  });

  it("a backup's Merge does not copy the file's Clear log: this phone's log keeps its entries, and the file's shots show", async () => {
    const [a, b] = await twoPhones();
    const real = Date.now();
    await hitAt(b, 'on-b', 3, real - 60_000);
    await hitAt(a, 'on-a', 2, real);
    await clearResolutions(a);
    const parsed = parseBackup(serializeBackup(await collectBackup(a, { app: '9.9.9', now: 0 })));
    if (!parsed.ok) throw new Error('backup');
    expect((await importBackup(b, parsed.value, 'merge')).ok).toBe(true);
    expect((await shown(b)).sort()).toEqual(['on-a', 'on-b']);
    // Replace takes the file as it is, its cleared log too.
    expect((await importBackup(b, parsed.value, 'replace')).ok).toBe(true);
    expect(await shown(b)).toEqual([]);
  });
});

describe('Review findings: a long Clear log still backs up', () => {
  it('a phone that cleared 5,000 shots makes a backup that is read back, its cleared log with it', async () => {
    const a = await phone();
    await saveCardEdit(a, battalion(), 1_000);
    const tx = a.transaction('resolutions', 'readwrite');
    for (let i = 0; i < 5_000; i++)
      void tx.store.put({ ...legalShot(`shot-number-${i}`, 'bn', 0.5), at: 2_000 + i });
    await tx.done;
    expect(await clearResolutions(a)).toHaveLength(5_000);
    const read = parseBackup(serializeBackup(await collectBackup(a, { app: '9.9.9', now: 0 })));
    expect(read.ok ? 'read' : read.problem).toBe('read');
  });
});

describe('Review findings: Keep one (a battery fired on both phones)', () => {
  it('keeps the shot that counts: A’s shot was undone there, so keeping one keeps B’s (34), not the undone one (36)', async () => {
    const [a, b] = await twoPhones();
    await hit(a, 'on-a', 'bn', 3, '12pdr');
    expect((await changeShot(a, 'on-a', (r, u, g) => undoShot(r, u, g, Date.now()))).ok).toBe(true);
    await hit(b, 'on-b', 'bn', 2, '12pdr');
    const fromA = parseSync(await text(a));
    if (!fromA.ok) throw new Error('text');
    const review = await previewMerge(b, fromA.value);
    expect(review.firedTwice).toHaveLength(1);
    await applyMerge(b, fromA.value, Date.now(), new Set([review.firedTwice[0]?.key as string]));
    expect(await figures(b)).toBe(34);
    await receive(a, await text(b));
    expect([await figures(a), await figures(b)]).toEqual([34, 34]);
  });

  it('two card texts from one phone (its battery re-aimed after an Undo) are not "fired twice"', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, battalion({ id: 'other', name: 'Other', createdAt: 6 }), 1_500);
    await hit(a, 'first', 'bn', 3, '12pdr');
    await receive(b, await text(a, { kind: 'card', cardId: 'bn' }));
    expect((await changeShot(a, 'first', (r, u, g) => undoShot(r, u, g, Date.now()))).ok).toBe(true);
    await hit(a, 'again', 'other', 4, '12pdr');
    const second = parseSync(await text(a, { kind: 'card', cardId: 'other' }));
    if (!second.ok) throw new Error('text');
    expect((await previewMerge(b, second.value)).firedTwice).toEqual([]);
    // And B's own shot of that battery in that turn still is.
    await hit(b, 'on-b', 'bn', 1, '12pdr');
    const third = parseSync(await text(a));
    if (!third.ok) throw new Error('text');
    expect((await previewMerge(b, third.value)).firedTwice).toHaveLength(1);
  });
});

describe("Review findings: a backup's Merge and Replace check clocks and the game", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const fileOf = async (db: GbDb, now = Date.now()) => {
    const parsed = parseBackup(serializeBackup(await collectBackup(db, { app: '9.9.9', now })));
    if (!parsed.ok) throw new Error('backup');
    return parsed.value;
  };

  it('Merge of another game’s backup asks first: refused as another game (game 7, turn 40), nothing changes; "Merge as this game" merges it and takes its table id', async () => {
    const [a] = await twoPhones();
    await hit(a, 'here', 'bn', 3);
    const elsewhere = await phone();
    await saveGameStamped(elsewhere, { ...structuredClone(DEFAULT_GAME), gameNumber: 7, turn: 40 }, 1_000);
    await saveCardEdit(elsewhere, battalion({ id: 'theirs', name: 'Their battalion' }), 1_000);
    await hit(elsewhere, 'there', 'theirs', 5);
    await text(elsewhere); // its table id
    const file = await fileOf(elsewhere);
    const before = await dump(a);
    const ours = (await game(a)).gameId;
    expect(await importBackup(a, file, 'merge')).toEqual({
      ok: false,
      problem: { code: 'game.other', params: { gameNumber: 7, turn: 40 } },
    });
    expect(await dump(a)).toBe(before);
    expect((await importBackup(a, file, 'merge', { asThisGame: true })).ok).toBe(true);
    // As with another phone's text: the later game stands (its hits count), this game's log stays.
    expect(await figures(a, 'theirs')).toBe(31);
    expect(await figures(a)).toBe(36);
    expect((await a.get('resolutions', 'here'))?.applied?.line).toBe(3);
    const g = await game(a);
    expect(g).toMatchObject({ gameNumber: 7, turn: 40 });
    expect(g.gameId).toBe((await game(elsewhere)).gameId);
    expect(g.formerGameIds).toContain(ours);
  });

  it('a backup made on a phone whose date was 2 days ahead is refused by Merge and by Replace, saying how far ahead; nothing changes', async () => {
    const [a] = await twoPhones();
    await hit(a, 'here', 'bn', 3);
    const real = Date.now();
    const ahead = await phone();
    await saveCardEdit(ahead, battalion({ id: 'later', name: 'From the future' }), real + 2 * DAY);
    const file = await fileOf(ahead, real + 2 * DAY);
    const before = await dump(a);
    for (const mode of ['merge', 'replace'] as const)
      expect(await importBackup(a, file, mode, { now: real })).toEqual({
        ok: false,
        problem: { code: 'clock.ahead', params: { minutes: 2 * 24 * 60 } },
      });
    expect(await dump(a)).toBe(before);
    // Year-275760 clocks in a file: refused the same way.
    const forged = await fileOf(a);
    forged.data.units = forged.data.units.map((u) => ({
      ...u,
      clocks: { ...u.clocks, name: '8640000000000000.0000.hostile1' },
    }));
    const refused = await importBackup(a, forged, 'replace');
    expect(refused.ok ? 'imported' : refused.problem.code).toBe('clock.ahead');
    expect(await dump(a)).toBe(before);
  });
});

describe('Review findings: a long campaign', () => {
  it('Clear log in game 3 frees the cleared shots of game 1; figures stay right on both phones, and the phone that kept them does not send them back', async () => {
    const [a, b] = await twoPhones();
    for (let i = 0; i < 5; i++) await hit(a, `g1-a${i}`, 'bn', 1);
    await hit(b, 'g1-b', 'bn', 2);
    await both(a, b);
    await startNewGame(a, 9_999);
    await hit(a, 'g2-a', 'bn', 4);
    await startNewGame(a, 9_999);
    await both(a, b);
    await hit(a, 'g3-a', 'bn', 3);
    await hit(b, 'g3-b', 'bn', 1, 'other-battery');
    await both(a, b);
    expect([await figures(a), await figures(b)]).toEqual([32, 32]);
    expect(await a.count('resolutions')).toBe(9);
    await clearResolutions(a);
    // Game 1's six shots are gone from A; game 2's (the game New game's Undo goes back to) and game 3's stay.
    expect((await a.getAllKeys('resolutions')).sort()).toEqual(['g2-a', 'g3-a', 'g3-b']);
    expect(await figures(a)).toBe(32);
    // B never cleared: it still holds them, and sends them; A does not take them back.
    await both(a, b);
    await both(a, b);
    expect(await a.count('resolutions')).toBe(3);
    expect(await b.count('resolutions')).toBe(9);
    expect([await figures(a), await figures(b)]).toEqual([32, 32]);
    // Play goes on: a hit on each phone counts on both.
    await hit(a, 'g3-a2', 'bn', 2, 'third');
    await hit(b, 'g3-b2', 'bn', 1, 'fourth');
    await both(a, b);
    expect([await figures(a), await figures(b)]).toEqual([29, 29]);
  });
});
