import { describe, expect, it } from 'vitest';
import type { ResolutionRecord } from '../../../src/records/model';
import { newShotId } from '../../../src/state/shots/id';
import { encodeSync, parseSync, type SyncBody } from '../../../src/sync/payload';
import { shotRecord, unitCard } from '../fixtures';

const DEVICE = 'phoneaaaa1';
const clockAt = (ms: number) => `${String(ms).padStart(16, '0')}.0000.${DEVICE}`;
const AT = Date.UTC(2026, 11, 1, 19, 30, 12, 345);

function text(shots: ResolutionRecord[]): string {
  const body: SyncBody = {
    format: 'grand-battery.sync',
    formatVersion: 3,
    kind: 'game',
    from: DEVICE,
    clock: clockAt(AT + 60_000),
    cards: [unitCard({ id: 'b1', arm: 'artillery' }), unitCard({ id: 't1', side: 'opponent' })],
    tombstones: [],
    shots,
    corrections: [],
    game: { turn: 1, gameNumber: 1, sideNames: { mine: '', opponent: '' }, phasingSide: 'mine', fired: [] },
    identity: { id: 'tableaaaa1', gameNumber: 1, turn: 1, started: true },
  };
  return encodeSync(body);
}

describe('a new shot’s id', () => {
  it('is its time in base 36 and a random tail; two shots of the same millisecond differ', () => {
    const id = newShotId(AT);
    expect(id).toMatch(new RegExp(`^${AT.toString(36)}\\.[0-9a-z]{5}$`));
    const ids = new Set(Array.from({ length: 1000 }, () => newShotId(AT)));
    expect(ids.size).toBeGreaterThan(995);
  });

  it('travels in the compact text as its tail only, and comes back whole', () => {
    const id = newShotId(AT, () => new Uint8Array([1, 2, 3, 4, 5]));
    expect(id).toBe(`${AT.toString(36)}.12345`);
    const shot = shotRecord({ id, at: AT, clock: clockAt(AT) });
    const shared = text([shot]);
    expect(shared).toContain('"it":"12345"');
    expect(shared).not.toContain(id);
    const read = parseSync(shared);
    expect(read.ok && read.value.shots[0]?.id).toBe(id);
  });

  it('a shot fired before (a random UUID) travels whole, and so does an id whose time is not the shot’s', () => {
    const uuid = '3f1c2a0e-5b7d-4c1e-9a0b-8d2f6e4c1a70';
    const other = `${(AT - 1).toString(36)}.12345`;
    const shared = text([
      shotRecord({ id: uuid, at: AT, clock: clockAt(AT) }),
      shotRecord({ id: other, at: AT + 5, clock: clockAt(AT + 5) }),
    ]);
    expect(shared).toContain(`"i":"${uuid}"`);
    expect(shared).toContain(`"i":"${other}"`);
    const read = parseSync(shared);
    expect(read.ok && read.value.shots.map((s) => s.id)).toEqual([uuid, other]);
  });
});
