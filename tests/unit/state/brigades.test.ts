/**
 * The brigade verbs on the game's one owner (issue 34): a whole side made at once in ONE write
 * with one Undo, brigades renamed, reordered, deleted (units unattached) with Undo, units moved
 * between brigades; what the roster shows by brigade follows (figures now / at start, losses,
 * batteries yet to fire), and what is stored is what the screen shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../src/state';
import type { NewUnit } from '../../../src/state/units/brigades';
import { brigadeGroups, brigadeTotals } from '../../../src/state/units/roster';
import type { GbDb } from '../../../src/storage/db';
import { startGame, stopGames } from '../game';
import { closePhones, phone } from '../sync/phones';

afterEach(() => {
  stopGames();
  closePhones();
});

/** A fresh phone's database for each test, and the game on it. */
let db: GbDb;
async function fresh(): Promise<Game> {
  db = await phone();
  return startGame(db);
}
const withDb = <T>(read: (d: GbDb) => Promise<T>) => read(db);

const line = (name: string, figures?: number): NewUnit => ({
  name,
  arm: 'infantry',
  infantryType: 'line',
  markers: { jager: false, fusilier: false, imperialGuard: false },
  class: 'line',
  nation: 'france',
  ...(figures === undefined ? {} : { figures }),
});
const battery: NewUnit = {
  name: 'Foot battery',
  arm: 'artillery',
  infantryType: 'line',
  markers: { jager: false, fusilier: false, imperialGuard: false },
  class: 'line',
  nation: 'france',
  batteryKind: 'foot',
};

/** Names by brigade heading, as the roster groups them. */
const shown = (game: Game, side: 'mine' | 'opponent') =>
  brigadeGroups(game.state.units, game.state.brigades, side).map((g) => [
    g.brigade?.name ?? '—',
    g.units.map((u) => u.name),
  ]);

async function side(game: Game) {
  const added = await game.brigades.addSide('mine', {
    brigades: [
      {
        name: 'Brigade Lefèvre',
        commander: 'GdB Lefèvre',
        rating: 'Good',
        units: [line('1/45e', 24), battery],
      },
      { name: 'Brigade Friant', commander: 'GdB Friant', units: [line('1/12e'), line('2/12e')] },
    ],
    units: [line('Sappers', 8)],
  });
  if (!added.ok) throw new Error(added.problem.kind);
  return added.value;
}

describe('a side made at once', () => {
  it('brigades and units in the order given, stored in one write; one Undo takes them all back', async () => {
    const game = await fresh();
    const added = await side(game);
    expect(added.brigadeIds).toHaveLength(2);
    expect(added.unitIds).toHaveLength(5);
    const expected = [
      ['Brigade Lefèvre', ['1/45e', 'Foot battery']],
      ['Brigade Friant', ['1/12e', '2/12e']],
      ['—', ['Sappers']],
    ];
    expect(shown(game, 'mine')).toEqual(expected);
    // Stored as shown: a battery got the pack's first foot gun, a unit without figures its arm's default.
    const stored = await withDb(async (db) => ({
      units: await db.getAll('units'),
      brigades: await db.getAll('brigades'),
    }));
    expect(stored.units).toHaveLength(5);
    expect(stored.brigades.map((b) => [b.name, b.commander, b.rating ?? ''])).toEqual(
      expect.arrayContaining([
        ['Brigade Lefèvre', 'GdB Lefèvre', 'Good'],
        ['Brigade Friant', 'GdB Friant', ''],
      ]),
    );
    const unit = (name: string) => stored.units.find((u) => u.name === name);
    expect(unit('Foot battery')?.gunType).not.toBe('');
    expect(unit('1/12e')?.startFigures).toBe(36);
    expect(unit('1/45e')?.startFigures).toBe(24);

    expect((await game.brigades.undo(added)).ok).toBe(true);
    expect(shown(game, 'mine')).toEqual([]);
    const after = await withDb(async (db) => ({
      units: await db.count('units'),
      standing: (await db.getAll('brigades')).filter((b) => !b.deleted).length,
    }));
    expect(after).toEqual({ units: 0, standing: 0 });
  });

  it('"Add 3 more like this": numbered copies after the brigade’s units, in order', async () => {
    const game = await fresh();
    const added = await side(game);
    const friant = added.brigadeIds[1] as string;
    const more = await game.brigades.addUnits('mine', friant, [line('3/12e'), line('4/12e'), line('5/12e')]);
    expect(more.ok).toBe(true);
    expect(shown(game, 'mine')[1]).toEqual(['Brigade Friant', ['1/12e', '2/12e', '3/12e', '4/12e', '5/12e']]);
  });
});

describe('brigade management, each with one Undo', () => {
  it('rename and a new commander; Undo puts the old ones back', async () => {
    const game = await fresh();
    const [lefevre] = (await side(game)).brigadeIds as [string];
    const renamed = await game.brigades.update(lefevre, { name: '1st Brigade', commander: 'GdB Maison' });
    if (!renamed.ok) throw new Error('not renamed');
    expect(shown(game, 'mine')[0]?.[0]).toBe('1st Brigade');
    await game.brigades.undo(renamed.value);
    const back = game.state.brigades.find((b) => b.id === lefevre);
    expect([back?.name, back?.commander]).toEqual(['Brigade Lefèvre', 'GdB Lefèvre']);
  });

  it('reorder: Friant first; Undo: Lefèvre first again', async () => {
    const game = await fresh();
    const [, friant] = (await side(game)).brigadeIds as [string, string];
    const moved = await game.brigades.reorder(friant, 0);
    if (!moved.ok) throw new Error('not moved');
    expect(shown(game, 'mine').map(([name]) => name)).toEqual(['Brigade Friant', 'Brigade Lefèvre', '—']);
    await game.brigades.undo(moved.value);
    expect(shown(game, 'mine').map(([name]) => name)).toEqual(['Brigade Lefèvre', 'Brigade Friant', '—']);
  });

  it('delete: its units stand unattached (last); Undo brings the brigade and its units back', async () => {
    const game = await fresh();
    const [lefevre] = (await side(game)).brigadeIds as [string];
    const gone = await game.brigades.remove(lefevre);
    if (!gone.ok) throw new Error('not deleted');
    expect(shown(game, 'mine')).toEqual([
      ['Brigade Friant', ['1/12e', '2/12e']],
      ['—', ['Sappers', '1/45e', 'Foot battery']],
    ]);
    await game.brigades.undo(gone.value);
    expect(shown(game, 'mine')[0]).toEqual(['Brigade Lefèvre', ['1/45e', 'Foot battery']]);
  });

  it('a unit moved to another brigade, at a place; Undo puts it back where it was', async () => {
    const game = await fresh();
    const [, friant] = (await side(game)).brigadeIds as [string, string];
    const sappers = game.state.units.find((u) => u.name === 'Sappers')?.id as string;
    const moved = await game.brigades.moveUnit(sappers, friant, 1);
    if (!moved.ok) throw new Error('not moved');
    expect(shown(game, 'mine')).toEqual([
      ['Brigade Lefèvre', ['1/45e', 'Foot battery']],
      ['Brigade Friant', ['1/12e', 'Sappers', '2/12e']],
    ]);
    const stored = await withDb((db) => db.get('units', sappers));
    expect(stored?.brigadeId).toBe(friant);
    await game.brigades.undo(moved.value);
    expect(shown(game, 'mine')[2]).toEqual(['—', ['Sappers']]);
  });
});

describe('a brigade’s heading', () => {
  it('figures now / at start, losses, and batteries not yet fired', async () => {
    const game = await fresh();
    await side(game);
    const [lefevre] = brigadeGroups(game.state.units, game.state.brigades, 'mine');
    const infantry = lefevre?.units[0];
    if (!infantry) throw new Error('no unit');
    await game.units.save({ ...infantry, figures: 18 });
    const [now] = brigadeGroups(game.state.units, game.state.brigades, 'mine');
    const totals = brigadeTotals(now?.units ?? [], () => false);
    // 24 + 4 at the start; 6 lost of 28.
    expect(totals).toEqual({ figures: 22, start: 28, lossShare: 6 / 28, batteries: 1, toFire: 1 });
    expect(brigadeTotals(now?.units ?? [], (u) => u.arm === 'artillery').toFire).toBe(0);
  });
});
