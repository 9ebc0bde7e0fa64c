/**
 * The data steps of a database older than v5 (v3's, v4's, v5's), loaded only by a phone whose
 * database is that old (db.ts `openGbDb`), so they and the figures derivation v5 needs (src/sync)
 * stay out of every other phone's first screen.
 */
import type { IDBPTransaction, StoreNames } from 'idb';
import { DEFAULT_GAME, type GameSettings, MAX_FIGURES, shotGame } from '../records';
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

/**
 * v3: every logged shot says which side fired and which game it belongs to, and the settings
 * keep the batteries that fired this turn. Before v3 only my batteries could fire and there was
 * one game, so old shots are 'mine' and game 1; the batteries that fired are read from the log
 * once, here, and from then on kept in the settings (clearing the log no longer forgets them).
 */
export async function upgradeToV3(
  transaction: IDBPTransaction<GbSchema, StoreNames<GbSchema>[], 'versionchange'>,
) {
  const meta = transaction.objectStore('meta');
  const game = (await meta.get('game')) as Partial<GameSettings> | undefined;
  const turn = game?.turn ?? DEFAULT_GAME.turn;
  const fired = new Set<string>();
  let cursor = await transaction.objectStore('resolutions').openCursor();
  while (cursor) {
    const record = cursor.value;
    if (record.turn === turn && record.result.legal) fired.add(record.input.batteryId);
    await cursor.update({ ...record, side: record.side ?? 'mine', game: record.game ?? 1 });
    cursor = await cursor.continue();
  }
  if (game) await meta.put({ ...game, gameNumber: 1, fired: [...fired] }, 'game');
}

/**
 * v4: a card's figures are derived from its starting figures, its applied shots and manual
 * corrections (src/sync/figures.ts). A v3 card's figures may differ from start − applied (the
 * editor set them, or the skirmish screen was set): that difference becomes a correction event,
 * so nothing on screen changes. The cards themselves are not rewritten: a card without clocks
 * counts as written at its `updatedAt` (src/sync/merge.ts), the clock it would have been given.
 */
export async function upgradeToV4(
  transaction: IDBPTransaction<GbSchema, StoreNames<GbSchema>[], 'versionchange'>,
  keys: { device: string },
) {
  const meta = transaction.objectStore('meta');
  const game = (await meta.get('game')) as Partial<GameSettings> | undefined;
  const gameNumber = game?.gameNumber ?? DEFAULT_GAME.gameNumber;
  const units = await transaction.objectStore('units').getAll();
  const byTarget = transaction.objectStore('resolutions').index('byTarget');
  let device: string | undefined;
  for (const unit of units) {
    // src/sync/figures.ts `deriveFigures` with no corrections yet, as v4 wrote it (the v4 test
    // checks they agree).
    let line = unit.startFigures;
    let screen = 0;
    for (const shot of await byTarget.getAll(unit.id)) {
      if (shot.applied?.targetId !== unit.id || shotGame(shot) !== gameNumber) continue;
      line -= shot.applied.line;
      screen -= shot.applied.skirmishers;
    }
    const shown = Math.max(0, Math.min(unit.startFigures, line));
    const shownScreen = Math.max(0, Math.min(MAX_FIGURES, screen));
    const delta = {
      line: unit.figures === shown ? 0 : unit.figures - line,
      skirmishers: unit.screen.figures === shownScreen ? 0 : unit.screen.figures - screen,
    };
    if (delta.line === 0 && delta.skirmishers === 0) continue;
    // A device id as src/sync/hlc.ts makes them, and a clock at the card's last edit.
    device ??= Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join('');
    const clock = `${String(unit.updatedAt).padStart(16, '0')}.0000.${device}`;
    await transaction
      .objectStore('corrections')
      .put({ id: `v4-${device}-${unit.id}`, cardId: unit.id, game: gameNumber, ...delta, clock });
  }
  if (device) await meta.put(device, keys.device);
}
