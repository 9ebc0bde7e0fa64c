/**
 * Two phones, one game, merged (issue 10): each test opens two databases as phones A and B,
 * records on them with the app's own storage paths, and exchanges the shared text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/check/json';
import { DEFAULT_GAME } from '../../../src/records/model';
import { applyShot, undoShot } from '../../../src/storage/casualties';
import { LAST_MERGE_KEY } from '../../../src/storage/db';
import { changeShot } from '../../../src/storage/game-changes';
import { storedGame } from '../../../src/storage/resolutions';
import { applyMerge, previewMerge } from '../../../src/storage/sync-merge';
import { undoLastMerge } from '../../../src/storage/sync-undo';
import { deleteCardStamped, saveCardEdit, saveGameStamped } from '../../../src/storage/sync-writes';
import { parseSync } from '../../../src/sync/payload';
import {
  battalion,
  closePhones,
  dump,
  figures,
  fire,
  phone,
  receive,
  stored,
  text,
  twoPhones,
} from './phones';

afterEach(closePhones);

/** A dump with every object's keys in order: the same records and settings, the same text. */
const canonical = (dumped: string) => canonicalJson(JSON.parse(dumped));

describe('36 figures, hit for 3 on phone A and for 2 on phone B', () => {
  for (const order of ['A first', 'B first'] as const) {
    it(`stands at 31 on both phones (${order}), and exchanging again changes nothing`, async () => {
      const [a, b] = await twoPhones();
      await fire(a, 'shot-a', 'bn', 3);
      await fire(b, 'shot-b', 'bn', 2);
      expect([await figures(a), await figures(b)]).toEqual([33, 34]);
      const [first, second] = order === 'A first' ? [a, b] : [b, a];
      const summary = await receive(second, await text(first));
      expect(summary.counts.shotsNew).toBe(1);
      expect(summary.cards[0]?.figures?.to).toBe(31);
      await receive(first, await text(second));
      expect([await figures(a), await figures(b)]).toEqual([31, 31]);

      // Again, both ways, twice: idempotent.
      const before = [await dump(a), await dump(b)];
      for (let i = 0; i < 2; i++) {
        expect((await receive(a, await text(b))).nothing).toBe(true);
        expect((await receive(b, await text(a))).nothing).toBe(true);
      }
      expect([await dump(a), await dump(b)]).toEqual(before);
      // Both logs hold both shots.
      expect((await a.getAllKeys('resolutions')).sort()).toEqual(['shot-a', 'shot-b']);
      expect((await b.getAllKeys('resolutions')).sort()).toEqual(['shot-a', 'shot-b']);
    });
  }

  it('half figures stay exact, and an Undo on one phone travels', async () => {
    const [a, b] = await twoPhones();
    await fire(a, 'h1', 'bn', 2.5);
    await receive(b, await text(a));
    expect(await figures(b)).toBe(33.5);
    const undone = await changeShot(a, 'h1', (r, u, g) => undoShot(r, u, g, 9_000));
    expect(undone.ok).toBe(true);
    await receive(b, await text(a));
    expect([await figures(a), await figures(b)]).toEqual([36, 36]);
  });

  it('undone and applied again on A: B, holding the first Apply, passes the later one on, and C, holding the Undo, applies it', async () => {
    const [a, b] = await twoPhones();
    const c = await phone();
    await receive(c, await text(a, { kind: 'card', cardId: 'bn' }));
    await fire(a, 'h1', 'bn', 2.5);
    await receive(b, await text(a));
    expect((await changeShot(a, 'h1', (r, u, g) => undoShot(r, u, g, 9_000))).ok).toBe(true);
    await receive(c, await text(a));
    expect((await changeShot(a, 'h1', applyShot)).ok).toBe(true);
    // B already holds h1 applied: the same state, under A's later clock.
    expect((await receive(b, await text(a))).counts.shotsChanged).toBe(0);
    expect([await figures(a), await figures(b), await figures(c)]).toEqual([33.5, 33.5, 36]);
    await receive(c, await text(b));
    expect([await figures(a), await figures(b), await figures(c)]).toEqual([33.5, 33.5, 33.5]);
    const states = await Promise.all([a, b, c].map((db) => db.get('resolutions', 'h1')));
    expect(new Set(states.map((s) => s?.stateClock)).size).toBe(1);
  });

  it('a manual correction on one phone and a hit on the other add up', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, { ...(await stored(a)), figures: 30 }, 2_000);
    await fire(b, 's', 'bn', 2);
    await receive(a, await text(b));
    await receive(b, await text(a));
    expect([await figures(a), await figures(b)]).toEqual([28, 28]);
  });
});

describe('figures written outside the events (an older tab)', () => {
  it('are never turned into an event: the events decide, 36 − 3 = 33 on both, and no correction travels', async () => {
    const [a, b] = await twoPhones();
    await b.put('units', { ...(await stored(b)), figures: 30 }); // no event says why
    await fire(a, 's', 'bn', 3);
    await receive(b, await text(a));
    expect(await figures(b)).toBe(33);
    await receive(a, await text(b));
    expect(await figures(a)).toBe(33);
    expect(await a.count('corrections')).toBe(0);
    expect(await b.count('corrections')).toBe(0);
  });
});

describe('concurrent edits and deletions', () => {
  it('one field edited on both phones: the later edit is kept on both, and the summary says so', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, { ...battalion(), name: 'Grenadiers (A)' }, 2_000);
    await saveCardEdit(b, { ...battalion(), name: 'Grenadiers (B)' }, 3_000);
    // The two phones swap texts made before either merges.
    const [fromA, fromB] = [await text(a), await text(b)];
    const onA = await receive(a, fromB);
    expect(onA.cards).toEqual([
      expect.objectContaining({ id: 'bn', code: 'changed', fields: [{ field: 'name', kept: 'theirs' }] }),
    ]);
    const onB = await receive(b, fromA);
    expect(onB.cards[0]?.fields).toEqual([{ field: 'name', kept: 'ours' }]);
    expect((await a.get('units', 'bn'))?.name).toBe('Grenadiers (B)');
    expect((await b.get('units', 'bn'))?.name).toBe('Grenadiers (B)');
  });

  it('different fields edited on each phone: both edits kept', async () => {
    const [a, b] = await twoPhones();
    await saveCardEdit(a, { ...battalion(), name: 'Renamed on A' }, 2_000);
    await saveCardEdit(b, { ...battalion(), formation: 'column' }, 3_000);
    await receive(a, await text(b));
    await receive(b, await text(a));
    for (const db of [a, b])
      expect(await db.get('units', 'bn')).toMatchObject({ name: 'Renamed on A', formation: 'column' });
  });

  it('deleted on A and hit on B: kept on both, with a note', async () => {
    const [a, b] = await twoPhones();
    await deleteCardStamped(a, 'bn', 5_000);
    await fire(b, 'hit', 'bn', 4);
    const [fromA, fromB] = [await text(a), await text(b)];
    const onA = await receive(a, fromB);
    expect(onA.cards).toEqual([
      expect.objectContaining({ id: 'bn', code: 'kept-deleted-here', reason: 'hit' }),
    ]);
    const onB = await receive(b, fromA);
    expect(onB.cards).toEqual([
      expect.objectContaining({ id: 'bn', code: 'kept-deleted-there', reason: 'hit' }),
    ]);
    expect([await figures(a), await figures(b)]).toEqual([32, 32]);
    expect(await a.count('tombstones')).toBe(0);
    expect((await receive(a, await text(b))).nothing).toBe(true);
  });

  it('deleted on A, not touched on B: deleted on B too, and not brought back', async () => {
    const [a, b] = await twoPhones();
    await deleteCardStamped(a, 'bn', Date.now() + 10_000);
    const onB = await receive(b, await text(a));
    expect(onB.counts.cardsDeleted).toBe(1);
    expect(await b.get('units', 'bn')).toBeUndefined();
    const back = await receive(a, await text(b));
    expect(back.nothing).toBe(true);
    expect(await a.get('units', 'bn')).toBeUndefined();
  });
});

describe('turn and settings', () => {
  it('the later turn wins; batteries fired in that turn on either phone stay fired', async () => {
    const [a, b] = await twoPhones();
    const gameA = (await a.get('meta', 'game')) ?? {};
    await saveGameStamped(a, { ...DEFAULT_GAME, ...gameA, turn: 2, fired: ['x'] }, 5_000);
    const summary = await receive(b, await text(a));
    expect(summary.game?.turn).toEqual({ from: 1, to: 2 });
    expect(await b.get('meta', 'game')).toMatchObject({ turn: 2, fired: ['x'] });
  });
});

describe('Undo merge', () => {
  it('puts back exactly the state before the merge, and refuses once nothing is left to undo', async () => {
    const [a, b] = await twoPhones();
    await fire(a, 'shot-a', 'bn', 3);
    await saveCardEdit(a, { ...(await stored(a)), name: 'Renamed' }, Date.now() + 1_000);
    await fire(b, 'shot-b', 'bn', 2);
    const before = await dump(b);
    await receive(b, await text(a));
    expect(await figures(b)).toBe(31);
    expect(await undoLastMerge(b)).toEqual({ ok: true });
    expect(await dump(b)).toBe(before);
    expect(await undoLastMerge(b)).toEqual({ ok: false, problem: 'nothing-to-undo' });
  });

  it('two tabs accepting the same text: the second merge stores nothing, and Undo merge puts back the state before the first', async () => {
    // B plays a game of its own, a side named (its settings carry clocks); A's text is another
    // game, opened in two tabs of B and previewed in both before either merges.
    const a = await phone();
    const b = await phone();
    await saveCardEdit(a, battalion(), 1_000);
    await fire(a, 'shot-a', 'bn', 3);
    await saveCardEdit(b, battalion({ id: 'gd', name: 'Guard' }), 1_000);
    await fire(b, 'shot-b', 'gd', 2);
    const own = await storedGame(b.transaction('meta').store);
    await saveGameStamped(b, { ...own, sideNames: { mine: 'Misha', opponent: '' } });
    const shared = parseSync(await text(a));
    if (!shared.ok) throw new Error(shared.problem.code);
    const tabs = [await previewMerge(b, shared.value), await previewMerge(b, shared.value)];
    expect(tabs.map((t) => [t.otherGame !== undefined, t.counts.shotsNew])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    const before = await dump(b);
    // Both tabs: "Merge as this game".
    expect((await applyMerge(b, shared.value, Date.now(), new Set(), true)).summary.nothing).toBe(false);
    const undoRecord = JSON.stringify(await b.get('meta', LAST_MERGE_KEY));
    const merged = await dump(b);
    expect(await figures(b)).toBe(33);
    await applyMerge(b, shared.value, Date.now(), new Set(), true);
    expect(await dump(b)).toBe(merged);
    expect(JSON.stringify(await b.get('meta', LAST_MERGE_KEY))).toBe(undoRecord);
    expect(await undoLastMerge(b)).toEqual({ ok: true });
    // A's battalion and shot gone again, B's own game as it was, under its own table id.
    expect(await b.get('units', 'bn')).toBeUndefined();
    expect(await b.get('units', 'gd')).toMatchObject({ figures: 34 });
    expect(await storedGame(b.transaction('meta').store)).toMatchObject({ gameId: own.gameId });
    expect(canonical(await dump(b))).toBe(canonical(before));
  });

  it('refuses when a merged card changed since (a shot applied after the merge is not lost)', async () => {
    const [a, b] = await twoPhones();
    await fire(a, 'shot-a', 'bn', 3);
    await receive(b, await text(a));
    await fire(b, 'later', 'bn', 1);
    expect(await undoLastMerge(b)).toEqual({ ok: false, problem: 'changed-since' });
    expect(await figures(b)).toBe(32);
  });
});
