// @vitest-environment jsdom
/**
 * New game where the browser stores nothing (the game goes on in memory): every card's figures for
 * the new game come from the shots of that game the log holds, as they do from storage
 * (src/sync/figures.ts), never simply the starting figures.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../src/state';
import { unitCard } from '../fixtures';
import { startGame, stopGames } from '../game';
import { legalShot } from '../sync/phones';

let saved: IDBFactory | undefined;
beforeEach(() => {
  saved = globalThis.indexedDB;
  // No IndexedDB at all: the store says storage is unavailable and plays on in memory.
  Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true, writable: true });
  localStorage.clear();
});
afterEach(() => {
  stopGames();
  Object.defineProperty(globalThis, 'indexedDB', { value: saved, configurable: true, writable: true });
});

let game: Game | undefined;
const g = (): Game => {
  if (!game) throw new Error('no game');
  return game;
};

async function start() {
  game = await startGame();
  // No database: storage is unavailable, and the game plays on in memory.
  expect(g().problem()).toBe('unavailable');
}

const figures = () => g().state.units.find((u) => u.id === 'bn')?.figures;

describe('New game without storage', () => {
  it('a hit already applied in the new game still counts when New game is pressed again after its Undo (30, not 36)', async () => {
    await start();
    await g().units.save(unitCard({ id: 'bn', name: 'Battalion', startFigures: 36, figures: 36 }));
    await g().units.save(unitCard({ id: 'gd', name: 'Guard', startFigures: 24, figures: 24 }));
    const first = await g().turns.newGame();
    if (!first.ok) throw new Error('no new game');
    expect(g().state.game.gameNumber).toBe(2);
    await g().shots.record({ ...legalShot('in-2', 'bn', 6), game: 2, turn: 1 });
    expect((await g().shots.apply('in-2')).ok).toBe(true);
    expect(figures()).toBe(30);
    expect(await g().turns.undoNewGame(first.value)).toEqual({ ok: true, value: undefined });
    expect(g().state.game.gameNumber).toBe(1);
    expect((await g().turns.newGame()).ok).toBe(true);
    expect(g().state.game.gameNumber).toBe(2);
    expect(figures()).toBe(30);
    expect(g().state.units.find((u) => u.id === 'gd')?.figures).toBe(24);
  });
});
