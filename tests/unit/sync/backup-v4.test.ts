/**
 * Backups carry the v4 records (corrections, tombstones, clocks) and give them back byte for
 * byte; this phone's identity, clock and Undo-merge snapshot stay on it (a backup restored on
 * another phone must not make that phone this one).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GAME } from '../../../src/records/model';
import { collectBackup, importBackup, parseBackup, serializeBackup } from '../../../src/storage';
import { deleteCardStamped, saveCardEdit, saveGameStamped } from '../../../src/storage/sync-writes';
import { battalion, closePhones, fire, phone, receive, stored, text } from './phones';

afterEach(closePhones);

describe('a backup of a v4 phone', () => {
  it('carries corrections, tombstones and clocks, restores them exactly, and keeps the device id home', async () => {
    const source = await phone();
    await saveCardEdit(source, battalion(), 1_000);
    await saveCardEdit(source, battalion({ id: 'gone', name: 'Gone' }), 1_000);
    await fire(source, 's1', 'bn', 3);
    await saveCardEdit(source, { ...(await stored(source)), figures: 30 }, 2_000);
    await deleteCardStamped(source, 'gone', 3_000);
    await saveGameStamped(source, { ...structuredClone(DEFAULT_GAME), turn: 3 }, 4_000);
    // A merge leaves an Undo snapshot: device-only, like the id and the clock.
    const other = await phone();
    await saveCardEdit(other, battalion({ id: 'x', name: 'From the other phone' }), 500);
    await receive(source, await text(other));

    const backup = await collectBackup(source, { app: '9.9.9', now: 0 });
    expect(backup.data.corrections).toHaveLength(1);
    expect(backup.data.tombstones).toEqual([expect.objectContaining({ id: 'gone', side: 'mine' })]);
    expect(backup.data.units.find((u) => u.id === 'bn')?.clocks?.name).toMatch(/^\d{16}\.\d{4}\./);
    expect(backup.data.meta.map((m) => m.key)).toEqual(['game']);

    const parsed = parseBackup(serializeBackup(backup));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const target = await phone();
    expect((await importBackup(target, parsed.value, 'replace')).ok).toBe(true);
    for (const store of ['units', 'resolutions', 'corrections', 'tombstones'] as const)
      expect(JSON.stringify(await target.getAll(store))).toBe(JSON.stringify(await source.getAll(store)));
    expect(await target.get('meta', 'sync.device')).toBeUndefined();
    expect(await target.get('units', 'bn')).toMatchObject({ figures: 30 });
  });

  it('refuses a correction of a quarter figure and a tombstone with a bad clock', async () => {
    const source = await phone();
    await saveCardEdit(source, battalion(), 1_000);
    await saveCardEdit(source, { ...(await stored(source)), figures: 30 }, 2_000);
    await deleteCardStamped(source, 'bn', 3_000);
    const backup = await collectBackup(source, { app: '9.9.9', now: 0 });
    const quarter = structuredClone(backup);
    (quarter.data.corrections?.[0] as { line: number }).line = -5.75;
    const badClock = structuredClone(backup);
    (badClock.data.tombstones?.[0] as { clock: string }).clock = 'yesterday';
    const results = [quarter, badClock].map((b) => parseBackup(JSON.stringify(b)));
    expect(results.map((r) => (r.ok ? 'accepted' : r.problem.path))).toEqual([
      'data.corrections[0].line',
      'data.tombstones[0].clock',
    ]);
  });
});

describe('a backup written by v4 after Clear log (issue 23, finding A)', () => {
  it('restores a card at 30 of 36 with no shots as 30, by Replace and by Merge; the next 2-figure hit gives 28', async () => {
    const source = await phone();
    await saveCardEdit(source, battalion(), 1_000);
    const backup = await collectBackup(source, { app: '9.9.9', now: 0 });
    // What v4 wrote: the card's cached figures below start − shots, no shot, no correction.
    const v4 = structuredClone(backup);
    v4.data.corrections = [];
    v4.data.units = v4.data.units.map((u) => ({ ...u, figures: 30 }));
    const parsed = parseBackup(serializeBackup(v4));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    for (const mode of ['replace', 'merge'] as const) {
      const target = await phone();
      expect((await importBackup(target, parsed.value, mode)).ok).toBe(true);
      expect((await stored(target)).figures).toBe(30);
      await fire(target, `hit-${mode}`, 'bn', 2);
      expect((await stored(target)).figures).toBe(28);
    }
  });
});
