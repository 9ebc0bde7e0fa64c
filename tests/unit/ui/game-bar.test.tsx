// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../src/state/app-context';
import { GameProvider } from '../../../src/state/game';
import { GameBar } from '../../../src/ui/GameBar';
import { Capture, forgetGame, g, probed } from './game-probe';

async function renderBar(lang: 'en' | 'ru' = 'en') {
  localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light', textSize: 100 }));
  render(() => (
    <AppProvider languages={[lang]}>
      <GameProvider>
        <Capture />
        <GameBar />
      </GameProvider>
    </AppProvider>
  ));
  await waitFor(() => expect(probed()?.state.ready).toBe(true));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  forgetGame();
});
afterEach(() => cleanup());

describe('Next turn', () => {
  it('a mis-tapped Next turn is undone: the turn and the batteries that had fired come back', async () => {
    await renderBar();
    await g().actions.updateGame({ turn: 3, fired: ['bat'] });
    expect(g().actions.hasFired('bat')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    await waitFor(() => expect(screen.getByText('Turn 4')).toBeInTheDocument());
    expect(g().actions.hasFired('bat')).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: 'Undo Next turn: back to turn 3' }));
    await waitFor(() => expect(screen.getByText('Turn 3')).toBeInTheDocument());
    expect(g().actions.hasFired('bat')).toBe(true);
    expect(await g().database()?.get('meta', 'game')).toMatchObject({ turn: 3, fired: ['bat'] });
    expect(screen.queryByRole('button', { name: /Undo Next turn/ })).toBeNull();
  });

  it('reads in Russian too', async () => {
    await renderBar('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Следующий ход' }));
    expect(
      await screen.findByRole('button', { name: 'Отменить переход хода: вернуться к ходу 1' }),
    ).toBeInTheDocument();
  });

  it('stops at the last turn the backups accept (9999)', async () => {
    await renderBar();
    await g().actions.updateGame({ turn: 9_999 });
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(g().state.game.turn).toBe(9_999);
  });
});
