/**
 * What travels to the club's CouchDB (issue 26): the mapping both ways, the checks a document
 * passes on arrival, a deleted card that another phone hit, and conflicting revisions folded by
 * the app's per-field rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CardDoc,
  type ClubDoc,
  checkDoc,
  docsFromBody,
  type GameDoc,
  type ShotDoc,
  type TombDoc,
} from '../../../src/club/docs';
import { foldRevisions } from '../../../src/club/fold';
import { incomingFrom } from '../../../src/club/incoming';
import { practicePack } from '../../../src/packs/practice';
import type { UnitCard } from '../../../src/records/model';
import { encodeClock } from '../../../src/sync/hlc';
import { SYNC_FORMAT, SYNC_FORMAT_VERSION, type SyncBody } from '../../../src/sync/payload';
import { CANISTER, legalResult, shotRecord, unitCard } from '../fixtures';

const NOW = Date.UTC(2026, 11, 1, 19, 0, 0);
const clock = (ms: number, device = 'phoneaaaa') => encodeClock({ wall: NOW + ms, counter: 0, device });

const bn = unitCard({
  id: 'bn',
  name: '1st Battalion',
  startFigures: 36,
  figures: 31,
  clocks: { name: clock(-5000) },
});
const hit = (id: string, line: number, at = -4000) =>
  shotRecord({
    id,
    game: 1,
    side: 'mine',
    clock: clock(at),
    stateClock: clock(at),
    input: { ...CANISTER, batteryId: 'bat', targetId: 'bn' },
    result: legalResult(line),
    applied: { targetId: 'bn', line, skirmishers: 0 },
  });

function body(patch: Partial<SyncBody> = {}): SyncBody {
  return {
    format: SYNC_FORMAT,
    formatVersion: SYNC_FORMAT_VERSION,
    kind: 'game',
    from: 'phoneaaaa',
    clock: clock(0),
    cards: [bn],
    tombstones: [],
    shots: [hit('s1', 3), hit('s2', 2)],
    corrections: [],
    game: {
      turn: 3,
      gameNumber: 1,
      sideNames: { mine: 'Ney', opponent: '' },
      phasingSide: 'mine',
      fired: ['bat'],
    },
    identity: { id: 'table0001', gameNumber: 1, turn: 3, started: true },
    ...patch,
  };
}

const checked = (docs: unknown[]) =>
  docs.map((d) => {
    const c = checkDoc(d, NOW);
    if (!('doc' in c)) throw new Error(JSON.stringify(c.skipped));
    return c.doc;
  });

describe('the mapping both ways', () => {
  it('one document per card, shot and deletion, and the game; a card travels with its starting figures only', () => {
    const docs = docsFromBody(body());
    expect(docs.map((d) => d._id).sort()).toEqual(['card:bn', 'game', 'shot:s1', 'shot:s2']);
    const card = docs.find((d) => d.kind === 'card') as CardDoc;
    expect(card.record.figures).toBe(36);
    expect(card.record.name).toBe('1st Battalion');
    const game = docs.find((d) => d.kind === 'game') as GameDoc;
    expect(game.record).toMatchObject({
      gameId: 'table0001',
      turn: 3,
      fired: ['bat'],
      sideNames: { mine: 'Ney' },
    });
    expect(JSON.stringify(game.record)).not.toMatch(/scale|campaignYear|activePackId|keepAwake/);
  });

  it('the documents back as one incoming text: the same records, the game and its identity', () => {
    const { payload, skipped } = incomingFrom(checked(docsFromBody(body())), 'clubserver', NOW);
    expect(skipped).toEqual([]);
    expect(payload.shots.map((s) => s.id).sort()).toEqual(['s1', 's2']);
    expect(payload.cards[0]?.name).toBe('1st Battalion');
    expect(payload.game?.turn).toBe(3);
    expect(payload.identity).toEqual({ id: 'table0001', gameNumber: 1, turn: 3, started: true });
  });

  it('a deletion names the hits its phone had seen', () => {
    const docs = docsFromBody(
      body({ cards: [], tombstones: [{ id: 'bn', side: 'mine', clock: clock(-1000) }] }),
    );
    const tomb = docs.find((d) => d.kind === 'tomb') as TombDoc;
    expect(tomb.seen).toEqual(['s1', 's2']);
  });
});

describe('a document is checked like a received file', () => {
  const good = docsFromBody(body());
  const shot = good.find((d) => d._id === 'shot:s1') as ShotDoc;
  const cases: [string, unknown, string][] = [
    [
      'a prototype key',
      JSON.parse('{"_id":"shot:s1","kind":"shot","record":{"__proto__":{"x":1}}}'),
      'forbidden-key',
    ],
    ['an unknown kind', { _id: 'x:1', kind: 'roster', record: {} }, 'shape'],
    ['figures out of range', { ...good[0], record: { ...bn, startFigures: 5000 } }, 'out-of-range'],
    ['a name too long', { ...good[0], record: { ...bn, name: 'x'.repeat(500) } }, 'out-of-range'],
    ['an id that is not its record’s', { ...shot, _id: 'shot:other' }, 'shape'],
    [
      'a clock in the year 275760',
      { ...shot, record: { ...shot.record, stateClock: '8640000000000000.0000.phoneaaaa' } },
      'clock-ahead',
    ],
    ['a field the record does not have', { ...shot, record: { ...shot.record, evil: true } }, 'shape'],
  ];
  it.each(cases)('%s is skipped', (_, doc, code) => {
    const result = checkDoc(doc, NOW);
    expect('skipped' in result && result.skipped.code).toBe(code);
  });

  it('a shot at a card the server does not hold, or landed on another card, is skipped and listed; the rest merges', () => {
    const stray = { ...hit('s3', 1), applied: { targetId: 'ghost', line: 1, skirmishers: 0 } };
    const docs = checked(docsFromBody(body({ shots: [hit('s1', 3), stray] })));
    const { payload, skipped } = incomingFrom(docs, 'clubserver', NOW);
    expect(payload.shots.map((s) => s.id)).toEqual(['s1']);
    expect(skipped).toEqual([{ id: 'shot:s3', code: 'shape', path: 'record.applied.targetId' }]);
  });
});

describe('a shot whose dice do not give the casualties it states (issue 37)', () => {
  it('is skipped and listed as such, as a shared text refuses it; the rest merges', () => {
    const forged = { ...hit('s3', 2), dice: [6, 6] as [number, number] };
    const docs = checked(docsFromBody(body({ shots: [hit('s1', 3), forged] })));
    const { payload, skipped } = incomingFrom(docs, 'clubserver', NOW);
    expect(payload.shots.map((s) => s.id)).toEqual(['s1']);
    expect(skipped).toEqual([{ id: 'shot:s3', code: 'shot-mismatch', path: 'record.result' }]);
  });

  it('with the pack it names on this phone, a chain reading another cell than its table gives is skipped', () => {
    // Every sum kept: 3 + 4 read as the practice pack's canister 7, but 9 figures where the table gives fewer.
    const inflated = hit('s3', 9);
    const stamp = { id: practicePack.id, version: practicePack.version, official: false };
    const forged = {
      ...inflated,
      pack: stamp,
      result: inflated.result.legal
        ? { ...inflated.result, chain: { ...inflated.result.chain, pack: stamp } }
        : inflated.result,
    };
    const docs = checked(docsFromBody(body({ shots: [forged] })));
    expect(incomingFrom(docs, 'clubserver', NOW).skipped).toEqual([]);
    const withPack = incomingFrom(docs, 'clubserver', NOW, [], (s) =>
      s.id === practicePack.id && s.version === practicePack.version ? practicePack : undefined,
    );
    expect(withPack.skipped).toEqual([{ id: 'shot:s3', code: 'shot-mismatch', path: 'record.result' }]);
  });
});

describe('a card deleted on one phone and hit on another', () => {
  const tomb = (seen: string[], at = -1000): TombDoc => ({
    _id: 'tomb:bn',
    kind: 'tomb',
    record: { id: 'bn', side: 'mine', clock: clock(at) },
    seen,
  });
  const docsWith = (t: TombDoc) => [...checked(docsFromBody(body())), t];

  it('a hit the deleting phone had not seen keeps the card, on every phone alike', () => {
    const { payload } = incomingFrom(docsWith(tomb(['s1'])), 'clubserver', NOW);
    expect(payload.cards.map((c) => c.id)).toEqual(['bn']);
    expect(payload.tombstones).toEqual([]);
  });
  it('with every hit seen and no later edit, the card is deleted', () => {
    const { payload } = incomingFrom(docsWith(tomb(['s1', 's2'])), 'clubserver', NOW);
    expect(payload.cards).toEqual([]);
    expect(payload.tombstones.map((t) => t.id)).toEqual(['bn']);
  });
  it('an edit after the deletion keeps the card', () => {
    const { payload } = incomingFrom(docsWith(tomb(['s1', 's2'], -9000)), 'clubserver', NOW);
    expect(payload.cards.map((c) => c.id)).toEqual(['bn']);
  });
});

describe('conflicting revisions folded by the app’s rule', () => {
  const cardDoc = (card: UnitCard): CardDoc => ({ _id: `card:${card.id}`, kind: 'card', record: card });

  it('two phones renamed the battalion, a third changed its formation: the later name and the formation both stay', () => {
    const a = cardDoc({ ...bn, name: 'Grenadiers', clocks: { name: clock(-3000, 'phonebbbb') } });
    const b = cardDoc({ ...bn, name: 'Voltigeurs', clocks: { name: clock(-2000, 'phonecccc') } });
    const c = cardDoc({
      ...bn,
      formation: 'column',
      clocks: { name: clock(-5000), formation: clock(-2500, 'phonedddd') },
    });
    for (const order of [
      [a, b, c],
      [c, b, a],
      [b, c, a],
    ]) {
      const folded = foldRevisions(order) as CardDoc;
      expect(folded.record.name).toBe('Voltigeurs');
      expect(folded.record.formation).toBe('column');
      expect(folded.record.figures).toBe(36);
    }
  });

  it('a shot applied on one phone and undone later on another: the later Undo stands', () => {
    const applied = { _id: 'shot:s1', kind: 'shot', record: hit('s1', 3, -3000) } as ShotDoc;
    const { applied: was, ...rest } = applied.record;
    const undone = {
      ...applied,
      record: {
        ...rest,
        undone: { ...(was as NonNullable<typeof was>), at: NOW - 1000 },
        stateClock: clock(-1000, 'phonebbbb'),
      },
    } as ShotDoc;
    expect((foldRevisions([applied, undone]) as ShotDoc).record.applied).toBeUndefined();
    expect((foldRevisions([undone, applied]) as ShotDoc).record.undone?.line).toBe(3);
  });

  it('the game: the later turn, fired in that turn from both, the later side name', () => {
    const g = (turn: number, fired: string[], mine: string, at: number): GameDoc => ({
      _id: 'game',
      kind: 'game',
      record: {
        gameId: 'table0001',
        turn,
        gameNumber: 1,
        sideNames: { mine, opponent: '' },
        phasingSide: 'mine',
        fired,
        clocks: { 'sideNames.mine': clock(at) },
      },
    });
    const folded = foldRevisions([
      g(4, ['b1'], 'Ney', -3000),
      g(4, ['b2'], 'Davout', -1000),
      g(3, ['b9'], 'Soult', -500),
    ]) as GameDoc;
    expect(folded.record.turn).toBe(4);
    expect(folded.record.fired).toEqual(['b1', 'b2']);
    expect(folded.record.sideNames.mine).toBe('Soult');
  });

  it('property: each field of the folded card is the value of its latest edit, whatever the order of revisions', () => {
    const names = ['Grenadiers', 'Voltigeurs', 'Chasseurs', 'Hussars'] as const;
    const rev = fc.record({
      name: fc.constantFrom(...names),
      nameAt: fc.integer({ min: -60_000, max: 0 }),
      formation: fc.constantFrom('line' as const, 'column' as const, 'square' as const),
      formationAt: fc.integer({ min: -60_000, max: 0 }),
      device: fc.constantFrom('phonebbbb', 'phonecccc', 'phonedddd'),
    });
    fc.assert(
      fc.property(fc.array(rev, { minLength: 2, maxLength: 4 }), fc.nat(), (revs, shift) => {
        const docs: ClubDoc[] = revs.map((r) =>
          cardDoc({
            ...bn,
            name: r.name,
            formation: r.formation,
            clocks: { name: clock(r.nameAt, r.device), formation: clock(r.formationAt, r.device) },
          }),
        );
        const latest = <K extends 'name' | 'formation'>(field: K) =>
          [...docs].sort((x, y) => {
            const cx = (x as CardDoc).record.clocks?.[field] ?? '';
            const cy = (y as CardDoc).record.clocks?.[field] ?? '';
            return cx !== cy
              ? cx < cy
                ? 1
                : -1
              : JSON.stringify((x as CardDoc).record[field]) < JSON.stringify((y as CardDoc).record[field])
                ? 1
                : -1;
          })[0] as CardDoc;
        const rotated = [...docs.slice(shift % docs.length), ...docs.slice(0, shift % docs.length)];
        const folded = foldRevisions(rotated) as CardDoc;
        expect(folded.record.name).toBe(latest('name').record.name);
        expect(folded.record.formation).toBe(latest('formation').record.formation);
      }),
      { numRuns: 300 },
    );
  });
});
