// @vitest-environment jsdom
/**
 * New game where the browser stores nothing (the game goes on in memory): every card's figures for
 * the new game come from the shots of that game the log holds, as they do from storage
 * (src/sync/figures.ts), never simply the starting figures.
 */
import { cleanup, render, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../src/state/app-context';
import { GameProvider } from '../../../src/state/game';
import { databaseOf } from '../../../src/state/game-database';
import { unitCard } from '../fixtures';
import { legalShot } from '../sync/phones';
import { Capture, forgetGame, g } from '../ui/game-probe';

let saved: IDBFactory | undefined;
beforeEach(() => {
  saved = globalThis.indexedDB;
  // No IndexedDB at all: the store says storage is unavailable and plays on in memory.
  Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true, writable: true });
  localStorage.clear();
  forgetGame();
});
afterEach(() => {
  cleanup();
  Object.defineProperty(globalThis, 'indexedDB', { value: saved, configurable: true, writable: true });
});

async function start() {
  render(() => (
    <AppProvider languages={['en']}>
      <GameProvider>
        <Capture />
      </GameProvider>
    </AppProvider>
  ));
  await waitFor(() => expect(g().state.ready).toBe(true));
  expect(databaseOf(g())).toBeUndefined();
}

const figures = () => g().state.units.find((u) => u.id === 'bn')?.figures;

describe('New game without storage', () => {
  it('a hit already applied in the new game still counts when New game is pressed again after its Undo (30, not 36)', async () => {
    await start();
    await g().actions.saveUnit(unitCard({ id: 'bn', name: 'Battalion', startFigures: 36, figures: 36 }));
    await g().actions.saveUnit(unitCard({ id: 'gd', name: 'Guard', startFigures: 24, figures: 24 }));
    const first = await g().actions.newGame();
    if (!first.ok) throw new Error('no new game');
    expect(g().state.game.gameNumber).toBe(2);
    await g().actions.record({ ...legalShot('in-2', 'bn', 6), game: 2, turn: 1 });
    expect((await g().actions.applyShot('in-2')).ok).toBe(true);
    expect(figures()).toBe(30);
    expect(await g().actions.undoNewGame(first.value)).toEqual({ ok: true, value: undefined });
    expect(g().state.game.gameNumber).toBe(1);
    expect((await g().actions.newGame()).ok).toBe(true);
    expect(g().state.game.gameNumber).toBe(2);
    expect(figures()).toBe(30);
    expect(g().state.units.find((u) => u.id === 'gd')?.figures).toBe(24);
  });
});
