/**
 * The club database's validate_doc_update (couchdb/validate_doc_update.js, issue 26), run here as
 * CouchDB runs it: every document the app writes for a real game passes; documents of the wrong
 * shape, and writes by someone who is not of the club, are refused.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { docsFromBody } from '../../../src/club/docs';
import { practicePack } from '../../../src/packs/practice';
import { applyShot, undoShot } from '../../../src/storage/casualties';
import { changeShot } from '../../../src/storage/game-changes';
import { logShot } from '../../../src/storage/resolutions';
import { collectSync } from '../../../src/storage/sync';
import { deleteCardStamped, saveCardEdit } from '../../../src/storage/sync-writes';
import { CANISTER, legalResult, shotRecord, unitCard } from '../fixtures';
import { closeClubPhones, clubPhone } from './phones';

type Validate = (
  doc: unknown,
  old: unknown,
  user: { name: string | null; roles: string[] },
  sec: unknown,
) => void;
const source = readFileSync('couchdb/validate_doc_update.js', 'utf8').replace(/^\/\*\*[\s\S]*?\*\/\s*/, '');
const validate = new Function(`return (${source});`)() as Validate;
const MEMBER = { name: 'alice', roles: ['club'] };
const SECURITY = { members: { names: [], roles: ['club'] } };

function refusal(doc: unknown, user = MEMBER): string | undefined {
  try {
    validate(doc, null, user, SECURITY);
    return undefined;
  } catch (error) {
    return (error as { forbidden?: string }).forbidden ?? String(error);
  }
}

afterEach(closeClubPhones);

describe("the server's own check", () => {
  it('passes every document the app writes: cards, applied and undone shots, a figure set, a deletion, the game', async () => {
    const { db } = await clubPhone();
    await saveCardEdit(db, unitCard({ id: 'bn', name: '1st Battalion', side: 'opponent' }));
    await saveCardEdit(db, unitCard({ id: 'gd', name: 'Guard' }));
    for (const [id, line] of [
      ['s1', 3],
      ['s2', 2.5],
    ] as const) {
      await logShot(
        db,
        shotRecord({
          id,
          game: 1,
          side: 'mine',
          input: { ...CANISTER, targetId: 'bn' },
          result: legalResult(line),
        }),
      );
      expect((await changeShot(db, id, applyShot)).ok).toBe(true);
    }
    expect((await changeShot(db, 's2', (r, u, g) => undoShot(r, u, g, Date.now()))).ok).toBe(true);
    const bn = await db.get('units', 'bn');
    await saveCardEdit(db, { ...(bn as NonNullable<typeof bn>), figures: 30 });
    await deleteCardStamped(db, 'gd');
    const body = await collectSync(db, { kind: 'game' });
    const docs = docsFromBody(body as NonNullable<typeof body>);
    expect(docs.map((d) => d.kind).sort()).toEqual(['card', 'correction', 'game', 'shot', 'shot', 'tomb']);
    for (const doc of docs) expect(refusal(doc), doc._id).toBeUndefined();
    // A conflict's losing revision removed.
    expect(refusal({ _id: 'card:bn', _rev: '2-a', _deleted: true })).toBeUndefined();
  });

  const card = { _id: 'card:bn', kind: 'card', record: unitCard({ id: 'bn' }) };
  it.each([
    ['an unknown kind', { ...card, kind: 'roster' }, 'unknown kind'],
    ['an id that is not its record’s', { ...card, _id: 'card:other' }, 'the id must be'],
    [
      'a prototype key',
      JSON.parse('{"_id":"card:bn","kind":"card","record":{"__proto__":{}}}'),
      'forbidden key',
    ],
    ['figures out of bounds', { ...card, record: { ...card.record, startFigures: 1e9 } }, 'figures'],
    ['a field the app never writes', { ...card, admin: true }, 'unexpected field'],
    [
      'casualties landed on another card',
      {
        _id: 'shot:s1',
        kind: 'shot',
        record: shotRecord({
          id: 's1',
          input: { targetId: 'bn' },
          applied: { targetId: 'gd', line: 3, skirmishers: 0 },
        }),
      },
      'applied to another card',
    ],
  ])('refuses %s', (_, doc, why) => {
    expect(refusal(doc)).toContain(why);
  });

  it('passes a rule pack by id and version, and refuses to change one', () => {
    const pack = {
      _id: 'pack:club-1813@2',
      kind: 'pack',
      record: { ...practicePack, id: 'club-1813', version: 2 },
    };
    expect(refusal(pack)).toBeUndefined();
    expect(refusal({ ...pack, _id: 'pack:club-1813@3' })).toContain('pack:<id>@<version>');
    try {
      validate(pack, { ...pack, _rev: '1-a' }, MEMBER, SECURITY);
      expect.unreachable();
    } catch (error) {
      expect((error as { forbidden: string }).forbidden).toContain('never changed');
    }
  });

  it('refuses a write by a user who is not of the club', () => {
    expect(refusal(card, { name: 'mallory', roles: [] })).toContain('only the club');
  });
});
