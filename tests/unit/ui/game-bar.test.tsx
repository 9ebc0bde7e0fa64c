// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasFiredThisTurn } from '../../../src/core/fired';
import { GameBar } from '../../../src/ui/GameBar';
import { withDb } from '../game';
import { forgetGame, g, renderScreen } from '../screen';

const renderBar = (lang: 'en' | 'ru' = 'en') => renderScreen(() => <GameBar />, { lang, toasts: false });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  forgetGame();
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

/** A full phone: every `put` throws, as IndexedDB does when the quota is reached. */
function phoneFull() {
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

describe('Next turn', () => {
  it('a mis-tapped Next turn is undone: the turn and the batteries that had fired come back', async () => {
    await renderBar();
    await g().turns.update({ turn: 3, fired: ['bat'] });
    expect(hasFiredThisTurn(g().state.log, g().state.game, 'bat')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    await waitFor(() => expect(screen.getByText('Turn 4')).toBeInTheDocument());
    expect(hasFiredThisTurn(g().state.log, g().state.game, 'bat')).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: 'Undo Next turn: back to turn 3' }));
    await waitFor(() => expect(screen.getByText('Turn 3')).toBeInTheDocument());
    expect(hasFiredThisTurn(g().state.log, g().state.game, 'bat')).toBe(true);
    expect(await withDb((db) => db.get('meta', 'game'))).toMatchObject({ turn: 3, fired: ['bat'] });
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
    await g().turns.update({ turn: 9_999 });
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(g().state.game.turn).toBe(9_999);
  });

  it('answers last-turn there, and offers no Undo', async () => {
    await renderBar();
    await g().turns.update({ turn: 9_999 });
    expect(await g().turns.next()).toEqual({ ok: false, problem: 'last-turn' });
    expect(screen.queryByRole('button', { name: /Undo Next turn/ })).toBeNull();
  });

  it.each([
    ['en', 'Next turn', 'Turn 1', /Undo Next turn/],
    ['ru', 'Следующий ход', 'Ход 1', /Отменить переход хода/],
  ] as const)(
    '%s: a Next turn the phone cannot store answers the problem, stays on the turn and offers no Undo',
    async (lang, next, turn, undo) => {
      await renderBar(lang);
      phoneFull();
      fireEvent.click(screen.getByRole('button', { name: next }));
      await waitFor(() => expect(g().problem()).toBe('quota'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText(turn)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: undo })).toBeNull();
      expect(await g().turns.next()).toEqual({ ok: false, problem: { code: 'storage', kind: 'quota' } });
      expect(g().state.game.turn).toBe(1);
    },
  );

  it('an Undo the phone cannot store answers the problem and keeps the turn; once it has room, it stands', async () => {
    await renderBar();
    const moved = await g().turns.next();
    if (!moved.ok) throw new Error('no next turn');
    expect(moved.value).toEqual({ turn: 1, fired: [] });
    phoneFull();
    expect(await g().turns.undoNext(moved.value)).toEqual({
      ok: false,
      problem: { code: 'storage', kind: 'quota' },
    });
    expect(g().state.game.turn).toBe(2);
    vi.restoreAllMocks();
    expect((await g().turns.undoNext(moved.value)).ok).toBe(true);
    expect(g().state.game.turn).toBe(1);
    // Taken back once: the turn is no longer the one it made.
    expect(await g().turns.undoNext(moved.value)).toEqual({ ok: false, problem: 'moved-on' });
  });
});
