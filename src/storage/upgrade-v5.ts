/**
 * The v5 upgrade step, loaded only by a phone whose database is older than v5 (db.ts `openGbDb`),
 * so the figures derivation it needs (src/sync) stays out of every other phone's first screen.
 */
import type { IDBPTransaction, StoreNames } from 'idb';
import { DEFAULT_GAME, type GameSettings } from '../records';
import { deriveFigures, encodeClock, figureSetFor } from '../sync';
import type { GbSchema } from './schema';

/**
 * v5: the game gets its table id (a phone upgraded from v4 had none).
 *
 * v5: figures are derived from events only. Under v4 a card's cached figures could sit below what
 * its events give (Clear log deleted the shots; the difference became a correction only at the next
 * Apply or export), and today's first Apply, merge or save would derive them again from the events
 * (36 instead of the 30 the player saw). Each card whose cached figures (line or screen) differ
 * from its events gets a "set to N" of what it showed, counting the applied casualties it holds
 * (`seen`), stamped now by this phone: nothing on screen changes.
 */
export async function upgradeToV5(
  transaction: IDBPTransaction<GbSchema, StoreNames<GbSchema>[], 'versionchange'>,
  keys: { device: string; clock: string },
): Promise<void> {
  const meta = transaction.objectStore('meta');
  const game = (await meta.get('game')) as Partial<GameSettings> | undefined;
  const gameNumber = game?.gameNumber ?? DEFAULT_GAME.gameNumber;
  // Its table id now, not at its first text (src/sync/merge.ts): a backup made before then
  // says which game it is too.
  if (!game?.gameId) {
    const gameId = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join(
      '',
    );
    await meta.put({ ...(game ?? structuredClone(DEFAULT_GAME)), gameId }, 'game');
  }
  const units = await transaction.objectStore('units').getAll();
  const shotsAt = transaction.objectStore('resolutions').index('byTarget');
  const correctionsOf = transaction.objectStore('corrections').index('byCard');
  let device = (await meta.get(keys.device)) as string | undefined;
  const minted = device === undefined;
  let latest = 0;
  for (const unit of units) {
    const corrections = await correctionsOf.getAll(unit.id);
    const derived = deriveFigures(unit, await shotsAt.getAll(unit.id), corrections, gameNumber);
    const set = figureSetFor(unit, derived);
    if (!set) continue;
    device ??= Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join('');
    // Later than every correction of the card, so the set stands over them (src/sync/figures.ts).
    const wall = Math.max(Date.now(), ...corrections.map((c) => Number(c.clock.slice(0, 16)) + 1));
    latest = Math.max(latest, wall);
    const clock = encodeClock({ wall, counter: 0, device });
    await transaction.objectStore('corrections').put({
      id: `v5-${device}-${unit.id}`,
      cardId: unit.id,
      game: gameNumber,
      line: 0,
      skirmishers: 0,
      clock,
      set,
    });
  }
  if (!device || latest === 0) return;
  if (minted) await meta.put(device, keys.device);
  // This phone's next clock comes after the sets written here.
  const stored = await meta.get(keys.clock);
  if (typeof stored !== 'string' || Number(stored.slice(0, 16)) < latest || !stored.endsWith(`.${device}`))
    await meta.put(encodeClock({ wall: latest, counter: 0, device }), keys.clock);
}
