// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasFiredThisTurn } from '../../../src/core/fired';
import { GameBar } from '../../../src/ui/GameBar';
import { shotRecord } from '../fixtures';
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

    // It says what it undoes: the turn Next turn made.
    const undo = await screen.findByRole('button', { name: 'Undo turn 4: back to turn 3' });
    expect(undo).toHaveTextContent(/^Undo turn 4$/);
    fireEvent.click(undo);
    await waitFor(() => expect(screen.getByText('Turn 3')).toBeInTheDocument());
    expect(hasFiredThisTurn(g().state.log, g().state.game, 'bat')).toBe(true);
    expect(await withDb((db) => db.get('meta', 'game'))).toMatchObject({ turn: 3, fired: ['bat'] });
    expect(screen.queryByRole('button', { name: /Undo turn/ })).toBeNull();
  });

  it('reads in Russian too', async () => {
    await renderBar('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Следующий ход' }));
    expect(
      await screen.findByRole('button', { name: 'Отменить ход 2: вернуться к ходу 1' }),
    ).toHaveTextContent(/^Отменить ход 2$/);
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
    expect(screen.queryByRole('button', { name: /Undo turn/ })).toBeNull();
  });

  it.each([
    ['en', 'Next turn', 'Turn 1', /Undo turn/],
    ['ru', 'Следующий ход', 'Ход 1', /Отменить ход/],
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

  it.each([
    ['en', 'Next turn', 'Undo turn 2: back to turn 1', 'Not undone: turn 2 has 1 shot in the Log.', 'Turn 2'],
    [
      'ru',
      'Следующий ход',
      'Отменить ход 2: вернуться к ходу 1',
      'Не отменено: в ходе 2 уже 1 выстрел в журнале.',
      'Ход 2',
    ],
  ] as const)(
    '%s: Undo of Next turn is refused, with its reason, once a shot was fired in the new turn (issue 35, 1)',
    async (lang, next, undoName, reason, turn) => {
      await renderScreen(() => <GameBar />, { lang });
      fireEvent.click(screen.getByRole('button', { name: next }));
      const undo = await screen.findByRole('button', { name: undoName });
      const fired = shotRecord({
        id: 's-turn-2',
        turn: 2,
        game: 1,
        applied: { targetId: 't', line: 2, skirmishers: 0 },
      });
      expect((await g().shots.record(fired)).ok).toBe(true);

      fireEvent.click(undo);
      expect(await screen.findByText(new RegExp(`^${reason.replace(/[.?]/g, '\\$&')}`))).toBeInTheDocument();
      // Nothing moved: the turn, and the shot logged (and applied) in it.
      expect(screen.getByText(turn)).toBeInTheDocument();
      expect(g().state.game.turn).toBe(2);
      expect(g().state.log.map((r) => [r.id, r.turn])).toEqual([['s-turn-2', 2]]);
      expect(screen.queryByRole('button', { name: undoName })).toBeNull();
    },
  );

  it('the verb answers turn-has-shots with the turn and its shots; a shot of another game does not count', async () => {
    await renderBar();
    const moved = await g().turns.next();
    if (!moved.ok) throw new Error('no next turn');
    await g().shots.record(shotRecord({ id: 'old-game', turn: 2, game: 0 }));
    await g().shots.record(shotRecord({ id: 'a', turn: 2, game: 1 }));
    await g().shots.record(shotRecord({ id: 'b', turn: 2, game: 1 }));
    expect(await g().turns.undoNext(moved.value)).toEqual({
      ok: false,
      problem: { code: 'turn-has-shots', turn: 2, shots: 2 },
    });
    expect(g().state.game.turn).toBe(2);
  });
});
