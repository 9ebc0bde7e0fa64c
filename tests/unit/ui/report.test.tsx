// @vitest-environment jsdom
/**
 * The battle report's screen (issue 36, item 2): reached from the Log and New game's question, each
 * unit's start, losses and end as the cards show them, an earlier game's report, the report handed
 * out as text in the player's language.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolutionRecord } from '../../../src/records/model';
import { LogScreen } from '../../../src/ui/log/LogScreen';
import { packLine } from '../../../src/ui/report/report-text';
import { legalResult, shotRecord, unitCard } from '../fixtures';
import { forgetGame, g, renderScreen } from '../screen';

const BATTERY = unitCard({ id: 'bat', name: 'Grand Battery', arm: 'artillery', startFigures: 4, figures: 4 });
const IDLE = unitCard({
  id: 'idle',
  name: 'Horse Battery',
  arm: 'artillery',
  startFigures: 4,
  figures: 4,
  createdAt: 2,
});
const FOE = unitCard({
  id: 'foe',
  name: 'IR 49 Hiller',
  side: 'opponent',
  startFigures: 24,
  figures: 24,
  createdAt: 3,
});

const hit = (id: string, at: number, line: number, game = 1): ResolutionRecord =>
  shotRecord({
    id,
    at,
    turn: at,
    game,
    side: 'mine',
    batteryName: BATTERY.name,
    targetName: FOE.name,
    input: { batteryId: BATTERY.id, targetId: FOE.id },
    result: legalResult(line),
    applied: { targetId: FOE.id, line, skirmishers: 0 },
  });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  location.hash = '';
  forgetGame();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function evening(lang: 'en' | 'ru', hash: string) {
  await renderScreen(() => <LogScreen />, { lang, hash });
  for (const card of [BATTERY, IDLE, FOE]) await g().units.save(card);
  // Two volleys applied (3 and 2½ figures), as Apply writes them: the card's figures with the shot.
  await g().shots.record(hit('s1', 1, 3), { ...FOE, figures: 21 });
  await g().shots.record(hit('s2', 2, 2.5), { ...FOE, figures: 18.5 });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the battle report', () => {
  it('is a link at the top of the Log and in New game’s question', async () => {
    await evening('en', '#/log');
    expect(screen.getByRole('link', { name: 'Battle report' })).toHaveAttribute('href', '#/log/report');
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(screen.getByRole('link', { name: 'Battle report first' })).toHaveAttribute('href', '#/log/report');
  });

  it('gives each unit its start, losses and end, equal to the card’s figures, and each battery’s volleys', async () => {
    await evening('en', '#/log/report');
    expect(
      await screen.findByRole('heading', { name: 'Battle report, game 1', level: 1 }),
    ).toBeInTheDocument();
    const foe = g().state.units.find((u) => u.id === FOE.id);
    expect(foe?.figures).toBe(18.5);
    await waitFor(() =>
      expect(
        within(row('IR 49 Hiller'))
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['24', '−5½', '18½']),
    );
    expect(row('Grand Battery')).toHaveTextContent('2 volleys');
    expect(row('Horse Battery')).toHaveTextContent('never fired');
    expect(screen.getByText(/Turns played: 2/)).toBeInTheDocument();
    expect(screen.getByText(/Practice values/)).toBeInTheDocument();
    // The volleys folded, in order, with their dice.
    const volleys = document.querySelector('details.report-volleys');
    expect(volleys?.querySelector('summary')).toHaveTextContent('Every volley (2)');
    expect(volleys).not.toHaveAttribute('open');
    expect(
      within(volleys as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Turn 1, .*Grand Battery → IR 49 Hiller, .*dice 3\+4, score 7: 3 casualties, applied$/,
      ),
      expect.stringMatching(/^Turn 2, .*dice 3\+4, score 7: 2½ casualties, applied$/),
    ]);
  });

  it('shares as text in the player’s language, a line a unit', async () => {
    const written: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: async (t: string) => written.push(t) },
    });
    await evening('ru', '#/log/report');
    fireEvent.click(await screen.findByRole('button', { name: 'Поделиться текстом' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const text = (written[0] ?? '').replace(/[\u2068\u2069]/g, '');
    expect(text.split('\n')[0]).toBe('Grand Battery — отчёт о сражении, партия 1');
    expect(text).toContain('  - IR 49 Hiller: 24 → 18½ (−5½)');
    expect(text).toContain('  - Horse Battery: 4 → 4 · не стреляла');
    expect(text).toContain('Сыграно ходов: 2 · Залпов: 2');
    expect(await screen.findByText('Отчёт скопирован в буфер обмена')).toBeInTheDocument();
  });

  it('reads an earlier game as it ended, from its heading in the Log', async () => {
    await evening('en', '#/log');
    await g().shots.record(hit('s0', 0, 6));
    await g().turns.newGame();
    await g().shots.record(hit('s3', 3, 1, 2), { ...FOE, figures: 23 });
    const link = await screen.findByRole('link', { name: 'Battle report of game 1' });
    location.hash = link.getAttribute('href') ?? '';
    await screen.findByRole('heading', { name: 'Battle report, game 1', level: 1 });
    await waitFor(() =>
      expect(
        within(row('IR 49 Hiller'))
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['24', '−11½', '12½']),
    );
    expect(screen.getByRole('link', { name: 'Game 2' })).toHaveAttribute('href', '#/log/report/2');
  });

  it('names each pack with its version, and says practice where its values are (the built-in pack’s name says it)', () => {
    const names = { side: () => '', pack: (id: string) => (id === 'bq' ? 'Bonaparte Quartet' : undefined) };
    expect(packLine('en', { id: 'bq', version: 3, official: false, volleys: 1 }, names, (n) => n)).toBe(
      'Bonaparte Quartet (version 3, practice)',
    );
    expect(packLine('ru', { id: 'bq', version: 3, official: true, volleys: 1 }, names, (n) => n)).toBe(
      'Bonaparte Quartet (версия 3)',
    );
    expect(packLine('en', { id: 'practice', version: 2, official: false, volleys: 1 }, names, (n) => n)).toBe(
      'practice (version 2)',
    );
  });
});
