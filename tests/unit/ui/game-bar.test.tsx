// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasFiredThisTurn } from '../../../src/core/fired';
import { batteryId } from '../../../src/state';
import { GameBar } from '../../../src/ui/GameBar';
import { legalResult, shotRecord, unitCard } from '../fixtures';
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

/** Next turn as a player taps it: the bar's, then, on the end of the turn, its own "On to turn N". */
async function nextTurn(lang: 'en' | 'ru' = 'en') {
  const to = g().state.game.turn + 1;
  fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Next turn' : 'Следующий ход' }));
  const onTo = lang === 'en' ? `On to turn ${to}` : `К ходу ${to}`;
  fireEvent.click(await screen.findByRole('button', { name: onTo }, { timeout: 5000 }));
}

describe('Next turn', () => {
  it('a mis-tapped Next turn is undone: the turn and the batteries that had fired come back', async () => {
    await renderBar();
    await g().turns.update({ turn: 3, fired: ['bat'] });
    expect(hasFiredThisTurn(g().state.log, g().state.game, 'bat')).toBe(true);
    await nextTurn();
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
    await nextTurn('ru');
    expect(
      await screen.findByRole('button', { name: 'Отменить ход 2: вернуться к ходу 1' }),
    ).toHaveTextContent(/^Отменить ход 2$/);
  });

  it('stops at the last turn the backups accept (9999)', async () => {
    await renderBar();
    await g().turns.update({ turn: 9_999, turnSummary: false });
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
      await g().turns.update({ turnSummary: false });
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
    ['en', 'Undo turn 2: back to turn 1', 'Not undone: turn 2 has 1 shot in the Log.', 'Turn 2'],
    ['ru', 'Отменить ход 2: вернуться к ходу 1', 'Не отменено: в ходе 2 уже 1 выстрел в журнале.', 'Ход 2'],
  ] as const)(
    '%s: Undo of Next turn is refused, with its reason, once a shot was fired in the new turn (issue 35, 1)',
    async (lang, undoName, reason, turn) => {
      await renderScreen(() => <GameBar />, { lang });
      await nextTurn(lang);
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

describe('the end of the turn (issue 36)', () => {
  const battery = (id: string, name: string, side: 'mine' | 'opponent', createdAt: number) =>
    unitCard({ id, name, side, arm: 'artillery', startFigures: 4, figures: 4, createdAt });

  async function evening() {
    await renderBar();
    const units = [
      battery('b1', 'Foot Battery 1', 'mine', 1),
      battery('b2', 'Horse Battery 2', 'mine', 2),
      battery('o2', 'Position Battery', 'opponent', 3),
      unitCard({
        id: 'o1',
        name: 'IR 49 Hiller',
        side: 'opponent',
        startFigures: 24,
        figures: 21,
        createdAt: 4,
      }),
    ];
    for (const u of units) expect((await g().units.save(u)).ok).toBe(true);
    const shot = shotRecord({
      id: 's1',
      turn: 1,
      game: 1,
      result: legalResult(3),
      input: { batteryId: 'b1', targetId: 'o1' },
      applied: { targetId: 'o1', line: 3, skirmishers: 0 },
    });
    expect((await g().shots.record(shot)).ok).toBe(true);
    await g().turns.update({ fired: ['b1'] });
  }

  it('lists the batteries yet to fire and the units hit; "They hold fire" goes to the Log', async () => {
    await evening();
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    const end = await screen.findByRole('dialog', { name: 'End of turn 1' }, { timeout: 5000 });
    expect(within(end).getByRole('button', { name: 'Fire now: Horse Battery 2' })).toBeInTheDocument();
    expect(within(end).getByRole('button', { name: 'Fire now: Position Battery' })).toBeInTheDocument();
    expect(within(end).queryByRole('button', { name: 'Fire now: Foot Battery 1' })).toBeNull();
    // Its row under its brigade: lost this turn, left of its start, the share lost.
    const row = within(end).getByRole('rowheader', { name: 'IR 49 Hiller' }).closest('tr');
    expect([...(row?.querySelectorAll('td span') ?? [])].map((cell) => cell.textContent)).toEqual([
      '−3',
      '21/24',
      '13%',
    ]);
    fireEvent.click(within(end).getByRole('button', { name: 'Mine: they hold fire' }));
    await waitFor(() =>
      expect(within(end).queryByRole('button', { name: 'Fire now: Horse Battery 2' })).toBeNull(),
    );
    expect(g().state.game.heldFire).toMatchObject([
      { batteryId: 'b2', turn: 1, game: 1, batteryName: 'Horse Battery 2' },
    ]);
    expect(await withDb((db) => db.get('meta', 'game'))).toMatchObject({ heldFire: [{ batteryId: 'b2' }] });
    // On to the next turn: the summary closes, the turn moves, its Undo is offered.
    fireEvent.click(within(end).getByRole('button', { name: 'On to turn 2' }));
    await waitFor(() => expect(screen.getByText('Turn 2')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Undo turn 2: back to turn 1' })).toBeInTheDocument();
  });

  it('"Fire now" opens the Fire screen with that battery chosen, and the turn stays', async () => {
    await evening();
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Fire now: Position Battery' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(location.hash).toBe('#/fire'));
    expect(batteryId()).toBe('o2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(g().state.game.turn).toBe(1);
  });

  it('turned off in Settings, Next turn moves at once', async () => {
    await evening();
    await g().turns.update({ turnSummary: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    await waitFor(() => expect(screen.getByText('Turn 2')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
