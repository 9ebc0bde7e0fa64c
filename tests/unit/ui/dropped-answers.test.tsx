// @vitest-environment jsdom
/**
 * No dropped answers (issue 33): an answer a screen once dropped is now read, and the player sees
 * the difference. Apply of a shot of a game that has ended says why nothing changed; a setting the
 * phone cannot store says so on Settings (where no storage banner shows) and the campaign year's
 * field shows what is stored again; a roll the phone cannot log shows no result as if logged, and
 * the shot form stays for another roll.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app as en } from '../../../src/i18n/en/app';
import { fire as fireEn } from '../../../src/i18n/en/fire';
import { app as ru } from '../../../src/i18n/ru/app';
import { fire as fireRu } from '../../../src/i18n/ru/fire';
import { clearFireSelection } from '../../../src/state/fire/selection';
import { startNewGame } from '../../../src/storage/game-changes';
import { FireScreen } from '../../../src/ui/fire/FireScreen';
import { SettingsScreen } from '../../../src/ui/SettingsScreen';
import { unitCard } from '../fixtures';
import { withDb } from '../game';
import { forgetGame, g, renderScreen } from '../screen';
import { EN, pickOnly, RU } from './fire-helpers';

const BATTERY = unitCard({
  id: 'bat',
  name: 'Foot Battery',
  arm: 'artillery',
  gunType: '9pdr',
  createdAt: 1,
});
const COLUMN = unitCard({ id: 'col', name: 'Column', side: 'opponent', formation: 'column', createdAt: 2 });

/** A full phone: every `put` throws, as IndexedDB does when the quota is reached. */
function phoneFull() {
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

/** The notice stack's text (the one toast on screen). */
const notice = () => document.querySelector('.toasts');

beforeAll(async () => {
  await import('../../../src/ui/settings/PacksSection');
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  location.hash = '';
  clearFireSelection();
  forgetGame();
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

async function fireScreen(lang: 'en' | 'ru' = 'en') {
  await renderScreen(() => <FireScreen />, { lang });
  await g().units.save(BATTERY);
  await g().units.save(COLUMN);
}

describe('Apply on the Fire screen', () => {
  it.each([
    ['en', fireEn, EN],
    ['ru', fireRu, RU],
  ] as const)(
    '%s: a shot of a game another tab has ended says so, and changes nothing',
    async (lang, words, t) => {
      await fireScreen(lang);
      pickOnly('Foot Battery', 'Column', t);
      fireEvent.click(await screen.findByRole('button', { name: words.roll }));
      await screen.findByRole('button', { name: words.apply });
      // Another tab starts the next game, and says so on the tabs' channel: this one reads it again.
      await withDb((db) => startNewGame(db, 9_999));
      new BroadcastChannel('grand-battery').postMessage('changed');
      await waitFor(() => expect(g().state.game.gameNumber).toBe(2));
      fireEvent.click(await screen.findByRole('button', { name: words.apply }));
      await waitFor(() => expect(notice()).toHaveTextContent(words.shotNotChanged['earlier-game']));
      expect(g().state.log[0]?.applied).toBeUndefined();
      expect(g().state.units.find((u) => u.id === 'col')?.figures).toBe(COLUMN.figures);
    },
  );
});

describe('a setting the phone cannot store, on Settings (no storage banner there)', () => {
  it('the campaign year typed goes back to the stored one, and a notice says the phone is full', async () => {
    await renderScreen(() => <SettingsScreen />, { hash: '#/settings' });
    const year = await screen.findByRole('textbox', { name: /Campaign year/ });
    expect(year).toHaveValue('1813');
    phoneFull();
    fireEvent.input(year, { target: { value: '1812' } });
    await waitFor(() => expect(notice()).toHaveTextContent(en.storage.quota));
    expect(year).toHaveValue('1813');
    expect(g().state.game.campaignYear).toBe(1813);
  });

  it('in Russian: a scale that cannot be stored is said, and the choice stays as stored', async () => {
    await renderScreen(() => <SettingsScreen />, { hash: '#/settings', lang: 'ru' });
    const scale = await screen.findByRole('group', { name: /Масштаб/ });
    phoneFull();
    fireEvent.click(within(scale).getByRole('radio', { name: /Дюймы/ }));
    await waitFor(() => expect(notice()).toHaveTextContent(ru.storage.quota));
    expect(g().state.game.scale).toBe('cm');
    expect(await withDb((db) => db.get('meta', 'game'))).toMatchObject({ scale: 'cm' });
  });
});

describe('a roll the phone cannot log', () => {
  it('shows no result as if it were logged: the form stays for another roll, and a notice says why', async () => {
    await fireScreen();
    pickOnly('Foot Battery', 'Column');
    const roll = await screen.findByRole('button', { name: 'Roll 2D6' });
    phoneFull();
    fireEvent.click(roll);
    await waitFor(() => expect(notice()).toHaveTextContent(en.storage.quota));
    expect(screen.queryByRole('article')).toBeNull();
    // The pair stays chosen, with Roll, for the roll again.
    expect(screen.getByRole('button', { name: 'Roll 2D6' })).toBeInTheDocument();
    expect(g().state.log).toEqual([]);
  });
});
