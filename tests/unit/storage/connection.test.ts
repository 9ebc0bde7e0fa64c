/**
 * A connection the browser drops (WebKit, a page in the background) is reopened and the job run
 * once more; a change that committed before the error came is not made twice. The faults are real
 * closes of a fake-indexeddb connection, under the write or right after its commit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyShot, undoShot } from '../../../src/storage/casualties';
import { connectionLost, reconnecting } from '../../../src/storage/connection';
import { DB_NAME, type GbDb, openGbDb } from '../../../src/storage/db';
import { changeShotRetrying } from '../../../src/storage/game-changes';
import { logShot } from '../../../src/storage/resolutions';
import { saveUnit } from '../../../src/storage/units';
import { CANISTER, legalResult, shotRecord, unitCard } from '../fixtures';

let n = 0;
const opened: GbDb[] = [];
async function open(name: string): Promise<GbDb> {
  const d = await openGbDb({}, name);
  opened.push(d);
  return d;
}
afterEach(() => {
  for (const d of opened.splice(0)) d.close();
});

const lostError = () =>
  new DOMException(
    'Connection to Indexed Database server lost. Refresh the page to try again',
    'UnknownError',
  );

/**
 * `db` as WebKit leaves it when it drops the connection after a transaction committed: the
 * transaction's `done` rejects with UnknownError although its writes are stored, and the
 * connection is closed.
 */
function dropsAfterCommit(db: GbDb): GbDb {
  const own = <T extends object>(target: T, key: string | symbol) => {
    const value = Reflect.get(target, key, target);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  return new Proxy(db, {
    get(target, key) {
      if (key !== 'transaction') return own(target, key);
      return (...args: Parameters<GbDb['transaction']>) => {
        const tx = target.transaction(...args);
        const done = tx.done.then(() => {
          target.close();
          throw lostError();
        });
        done.catch(() => undefined); // a transaction nobody waits for must not fail the run
        return new Proxy(tx, { get: (t, k) => (k === 'done' ? done : own(t, k)) });
      };
    },
  });
}

describe('connectionLost: which errors mean the connection is gone', () => {
  it.each([
    ['UnknownError (WebKit: connection to the server lost)', lostError(), true],
    [
      'InvalidStateError (a transaction on a closed connection)',
      new DOMException('closing', 'InvalidStateError'),
      true,
    ],
    [
      'an AbortError whose inner error is UnknownError',
      Object.assign(new Error('abort'), { name: 'AbortError', inner: lostError() }),
      true,
    ],
    [
      'QuotaExceededError (a full disk is not a lost connection)',
      new DOMException('full', 'QuotaExceededError'),
      false,
    ],
    ['ConstraintError (bad data)', new DOMException('dup', 'ConstraintError'), false],
    ['a plain Error', new Error('boom'), false],
  ])('%s → %s', (_what, error, lost) => {
    expect(connectionLost(error)).toBe(lost);
  });
});

describe('reconnecting', () => {
  it('a connection closed under a write: reopened, the write made once on the new one, and kept', async () => {
    const name = `${DB_NAME}-conn-${n++}`;
    const first = await open(name);
    let opens = 0;
    const connection = reconnecting(first, () => {
      opens++;
      return open(name);
    });
    const card = unitCard({ id: 'c1', name: 'Tirailleurs', startFigures: 36, figures: 23.5 });
    const attempts: boolean[] = [];
    await connection.run(async (d, retry) => {
      attempts.push(retry);
      if (!retry) d.close(); // the browser drops it as the write starts
      await saveUnit(d, card);
    });
    expect(attempts).toEqual([false, true]);
    expect(opens).toBe(1);
    expect(connection.current()).not.toBe(first);
    // What is stored, read through a third connection: the card, once.
    const check = await open(name);
    expect(await check.getAll('units')).toEqual([card]);
  });

  it('a job that fails for another reason is not retried, and the error is the caller’s', async () => {
    const name = `${DB_NAME}-conn-${n++}`;
    const connection = reconnecting(await open(name), () => open(name));
    let runs = 0;
    await expect(
      connection.run(async () => {
        runs++;
        throw new DOMException('full', 'QuotaExceededError');
      }),
    ).rejects.toThrow('full');
    expect(runs).toBe(1);
  });

  it('a connection closed on purpose (a newer version wants the database) is not reopened', async () => {
    const name = `${DB_NAME}-conn-${n++}`;
    const first = await open(name);
    let opens = 0;
    const connection = reconnecting(
      first,
      () => {
        opens++;
        return open(name);
      },
      () => false,
    );
    first.close();
    await expect(connection.run((d) => d.get('meta', 'game'))).rejects.toMatchObject({
      name: 'InvalidStateError',
    });
    expect(opens).toBe(0);
  });

  it('after the browser says the connection closed (terminated), the next job opens a new one first', async () => {
    const name = `${DB_NAME}-conn-${n++}`;
    const first = await open(name);
    const connection = reconnecting(first, () => open(name));
    first.close();
    connection.lost();
    const seen: GbDb[] = [];
    await connection.run(async (d, retry) => {
      seen.push(d);
      expect(retry).toBe(false);
      await d.get('meta', 'game');
    });
    expect(seen[0]).not.toBe(first);
  });
});

describe('Apply and Undo when the connection drops after the commit', () => {
  const target = () => unitCard({ id: 't1', side: 'opponent', startFigures: 36, figures: 36 });
  const shot = () =>
    shotRecord({ id: 's1', at: 1000, input: CANISTER, result: legalResult(3, 0), side: 'mine', game: 1 });

  it('Apply: committed, then UnknownError; the retry finds it applied: 36 − 3 = 33, taken once', async () => {
    const name = `${DB_NAME}-conn-${n++}`;
    const setup = await open(name);
    await saveUnit(setup, target());
    await logShot(setup, shot());
    let opens = 0;
    const connection = reconnecting(dropsAfterCommit(setup), () => {
      opens++;
      return open(name);
    });
    const change = await changeShotRetrying(connection, 's1', applyShot, 'already-applied');
    expect(opens).toBe(1);
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    expect(change.value.unit.figures).toBe(33);
    expect(change.value.record.applied).toEqual({ targetId: 't1', line: 3, skirmishers: 0 });
    const check = await open(name);
    expect((await check.get('units', 't1'))?.figures).toBe(33);
    expect((await check.get('resolutions', 's1'))?.applied?.line).toBe(3);
  });

  it('Undo: committed, then UnknownError; the retry finds it put back: 33 → 36, not 39', async () => {
    const name = `${DB_NAME}-conn-${n++}`;
    const setup = await open(name);
    await saveUnit(setup, target());
    await logShot(setup, shot());
    const plain = reconnecting(setup, () => open(name));
    expect((await changeShotRetrying(plain, 's1', applyShot, 'already-applied')).ok).toBe(true);
    const connection = reconnecting(dropsAfterCommit(plain.current()), () => open(name));
    const change = await changeShotRetrying(
      connection,
      's1',
      (r, u, g) => undoShot(r, u, g, 5000),
      'not-applied',
    );
    expect(change.ok && change.value.unit.figures).toBe(36);
    const check = await open(name);
    expect((await check.get('units', 't1'))?.figures).toBe(36);
    expect((await check.get('resolutions', 's1'))?.undone?.line).toBe(3);
  });

  it('without the retry the same fault loses the answer: the error reaches the caller', async () => {
    const name = `${DB_NAME}-conn-${n++}`;
    const setup = await open(name);
    await saveUnit(setup, target());
    await logShot(setup, shot());
    const neverReopens = reconnecting(
      dropsAfterCommit(setup),
      () => open(name),
      () => false,
    );
    await expect(changeShotRetrying(neverReopens, 's1', applyShot, 'already-applied')).rejects.toMatchObject({
      name: 'UnknownError',
    });
  });
});
