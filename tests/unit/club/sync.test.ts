/**
 * One club sync (issue 26) on the app's own storage: what a phone shows after it, a hostile
 * document on the server, a server that cannot be reached, a server holding another table's game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fail } from '../../../src/core/result';
import { practicePack } from '../../../src/packs/practice';
import { validatePack } from '../../../src/packs/validate';
import { applyShot, undoShot } from '../../../src/storage/casualties';
import { changeShot } from '../../../src/storage/game-changes';
import { listPacks, readyRecord, savePack } from '../../../src/storage/packs';
import { logShot } from '../../../src/storage/resolutions';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import { CANISTER, legalResult, shotRecord, unitCard } from '../fixtures';
import { CouchModel, modelTransport } from './couch-model';
import { type ClubPhone, closeClubPhones, clubPhone, sync } from './phones';

afterEach(closeClubPhones);

const battalion = unitCard({ id: 'bn', name: '1st Battalion', startFigures: 36, figures: 36 });

async function fire(phone: ClubPhone, id: string, line: number, battery = 'bat', target = 'bn') {
  const game = await phone.db.get('meta', 'game');
  await logShot(
    phone.db,
    shotRecord({
      id,
      at: Date.now(),
      game: 1,
      turn: (game as { turn?: number } | undefined)?.turn ?? 1,
      side: 'mine',
      input: { ...CANISTER, batteryId: battery, targetId: target },
      result: legalResult(line),
    }),
  );
  expect((await changeShot(phone.db, id, applyShot)).ok).toBe(true);
}
const figures = async (phone: ClubPhone) => (await phone.db.get('units', 'bn'))?.figures;

async function table() {
  const server = new CouchModel('srv');
  const a = await clubPhone();
  const b = await clubPhone();
  await saveCardEdit(a.db, battalion);
  expect((await sync(a, server)).ok).toBe(true);
  const joined = await sync(b, server);
  expect(joined.ok && joined.value.counts.cardsNew).toBe(1);
  return { server, a, b };
}

describe('a club sync', () => {
  it('says what it brought: 2 new shots; the battalion at 36 − 3 − 2 on both phones; an Undo travels', async () => {
    const { server, a, b } = await table();
    await fire(a, 's1', 3);
    await fire(a, 's2', 2, 'bat2');
    expect((await sync(a, server)).ok).toBe(true);
    const brought = await sync(b, server);
    expect(brought.ok && brought.value.counts.shotsNew).toBe(2);
    expect(await figures(b)).toBe(31);
    expect((await changeShot(b.db, 's1', (r, u, g) => undoShot(r, u, g, Date.now()))).ok).toBe(true);
    await sync(b, server);
    const back = await sync(a, server);
    expect(back.ok && back.value.counts.shotsChanged).toBe(1);
    expect(await figures(a)).toBe(34);
  });

  it('a hostile document on the server is skipped and listed; the rest merges and nothing stored is lost', async () => {
    const { server, a, b } = await table();
    await fire(a, 's1', 3);
    await sync(a, server);
    await server.putRaw('card:evil', {
      kind: 'card',
      record: { ...battalion, id: 'evil', startFigures: 1e9 },
    });
    await server.putRaw('shot:proto', JSON.parse('{"kind":"shot","record":{"__proto__":{"admin":true}}}'));
    const result = await sync(b, server);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.skipped.map((s) => [s.id, s.code]).sort()).toEqual([
      ['card:evil', 'out-of-range'],
      ['shot:proto', 'forbidden-key'],
    ]);
    expect(await figures(b)).toBe(33);
    expect(await b.db.get('units', 'evil')).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a server that cannot be reached: the problem, and this phone exactly as it was', async () => {
    const { a } = await table();
    await fire(a, 's1', 3);
    const before = JSON.stringify([await a.db.getAll('units'), await a.db.getAll('resolutions')]);
    const down = {
      pull: async () => fail({ code: 'unreachable' as const }),
      push: async () => fail({ code: 'unreachable' as const }),
      missing: async () => fail({ code: 'unreachable' as const }),
    };
    const result = await sync(a, new CouchModel('x'), { transport: down });
    expect(result).toEqual({ ok: false, problem: { code: 'unreachable' } });
    expect(JSON.stringify([await a.db.getAll('units'), await a.db.getAll('resolutions')])).toBe(before);
  });

  it('a server holding another table’s game merges and sends nothing until the player merges it as this game', async () => {
    const { server } = await table();
    const c = await clubPhone();
    await saveCardEdit(c.db, unitCard({ id: 'gd', name: 'Guard' }));
    await fire(c, 'c1', 1, 'bat', 'gd');
    const refused = await sync(c, server);
    expect(refused.ok ? 'merged' : refused.problem.code).toBe('other-game');
    expect(await c.db.get('units', 'bn')).toBeUndefined();
    expect([...server.docs.keys()].some((id) => id === 'card:gd')).toBe(false);
    const merged = await sync(c, server, { asThisGame: true });
    expect(merged.ok).toBe(true);
    expect((await c.db.get('units', 'bn'))?.name).toBe('1st Battalion');
    expect(server.docs.has('card:gd')).toBe(true);
  });

  it('a rule pack the club uses travels by id and version: stored where missing, never over a later version', async () => {
    const { server, a, b } = await table();
    const pack = (version: number) => {
      const checked = validatePack({ ...practicePack, id: 'club-1813', version });
      if (!checked.ok) throw new Error('pack');
      return checked.value;
    };
    await savePack(a.db, readyRecord(pack(2), Date.now()));
    await savePack(b.db, readyRecord(pack(3), Date.now()));
    expect((await sync(a, server)).ok).toBe(true);
    expect(server.docs.has('pack:club-1813@2')).toBe(true);
    const c = await clubPhone();
    const joined = await sync(c, server);
    expect(joined.ok && joined.value.packs).toBe(1);
    const onC = await listPacks(c.db);
    expect(
      onC.map((p) => (p.status === 'ready' ? `${p.pack.id}@${p.pack.version}:${p.imported}` : p.key)),
    ).toEqual(['club-1813@2:true']);
    // B holds version 3: version 2 from the club does not replace it; B's version 3 travels.
    const onB = await sync(b, server);
    expect(onB.ok && onB.value.packs).toBe(0);
    expect((await listPacks(b.db)).map((p) => (p.status === 'ready' ? p.pack.version : 0))).toEqual([3]);
    const later = await sync(c, server);
    expect(later.ok && later.value.packs).toBe(1);
    expect((await listPacks(c.db)).map((p) => (p.status === 'ready' ? p.pack.version : 0))).toEqual([3]);
    // A pack that is not one is skipped and listed.
    await server.putRaw('pack:evil@1', { kind: 'pack', record: { id: 'evil', version: 1, name: 'x' } });
    const skipped = await sync(c, server);
    expect(skipped.ok && skipped.value.skipped).toEqual([
      { id: 'pack:evil@1', code: 'shape', path: 'record' },
    ]);
  });
});

describe('what the server kept, what was sent, and what is listed (issue 35)', () => {
  it('a server that answers an update and keeps the old revision (the stand-in with its validation): the card is named, never "all kept"', async () => {
    const { server, a } = await table();
    await saveCardEdit(a.db, { ...battalion, name: 'Old Guard' });
    // Updates of a document the server holds are answered and dropped; new documents are kept.
    const forgetful = modelTransport(a.replica, server, {}, (_id, existed) => !existed);
    await fire(a, 's1', 3);
    const result = await sync(a, server, { transport: forgetful });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.dropped).toEqual(['card:bn', 'game']);
    expect(result.value.sent).toEqual({ card: 1, shot: 1, game: 1 });
    // The shot (a new document) is on the server; the renamed card and the fired battery are not.
    expect(server.docs.has('shot:s1')).toBe(true);
    // A server that keeps everything: nothing dropped.
    await saveCardEdit(a.db, { ...battalion, name: 'Young Guard' });
    const kept = await sync(a, server);
    expect(kept.ok && kept.value.dropped).toEqual([]);
  });

  it('"It brought: nothing new" still says what it sent; a sync with nothing to send sends nothing', async () => {
    const { server, a } = await table();
    await fire(a, 's1', 3);
    const sent = await sync(a, server);
    expect(sent.ok && sent.value.sent).toEqual({ shot: 1, game: 1 });
    const again = await sync(a, server);
    expect(again.ok && again.value.sent).toEqual({});
  });

  it('a hostile document is listed by the sync that first meets it, then counted as listed before; changed, it is listed again', async () => {
    const { server, b } = await table();
    await server.putRaw('card:evil', {
      kind: 'card',
      record: { ...battalion, id: 'evil', startFigures: 1e9 },
    });
    const first = await sync(b, server);
    if (!first.ok) throw new Error('sync');
    expect(first.value.skipped.map((s) => s.id)).toEqual(['card:evil']);
    const listed = new Set(first.value.skippedKeys);
    const second = await sync(b, server, { listed });
    expect(second.ok && second.value.skipped).toEqual([]);
    expect(second.ok && second.value.skippedBefore).toBe(1);
    await server.putRaw('card:evil', {
      kind: 'card',
      record: { ...battalion, id: 'evil', startFigures: 2e9 },
    });
    const third = await sync(b, server, { listed });
    expect(third.ok && third.value.skipped.map((s) => s.id)).toEqual(['card:evil']);
  });

  it('two phones renamed one card: the summary gives both names and which stood (the later edit), on both phones', async () => {
    const { server, a, b } = await table();
    await saveCardEdit(a.db, { ...battalion, name: 'Young Guard' }, Date.now() - 1000);
    await saveCardEdit(b.db, { ...battalion, name: 'Old Guard' }, Date.now());
    expect((await sync(a, server)).ok).toBe(true);
    const onB = await sync(b, server);
    expect(onB.ok && onB.value.renamed).toEqual([{ ours: 'Old Guard', theirs: 'Young Guard', kept: 'ours' }]);
    const onA = await sync(a, server);
    expect(onA.ok && onA.value.renamed).toEqual([
      { ours: 'Young Guard', theirs: 'Old Guard', kept: 'theirs' },
    ]);
    expect((await a.db.get('units', 'bn'))?.name).toBe('Old Guard');
  });
});
