// @vitest-environment jsdom
/**
 * Another tab and the database version (pwa-pitfalls §15): a tab still holding an older version
 * blocks our upgrade, and a newer tab asks for ours. Either way the player reads what to do in
 * the game bar, never a blank screen; and nothing typed after our connection closed pretends to
 * be saved. Uses the real database name and raw IndexedDB for "the other tab".
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME, DB_VERSION } from '../../../src/storage/db';
import { GameBar } from '../../../src/ui/GameBar';
import { withDb } from '../game';
import { forgetGame, probed, renderScreen } from '../screen';
import { card } from '../storage/backup-cases';

/** The game bar as it shows while the database is still opening (not waited for). */
const renderBar = (lang: 'en' | 'ru' = 'en') =>
  renderScreen(() => <GameBar />, { lang, ready: false, toasts: false });

/** The database's version on the phone, read without opening it. */
const storedVersion = async () => (await indexedDB.databases()).find((d) => d.name === DB_NAME)?.version;

/** "The other tab": a raw connection at `version` that, like an old build, ignores versionchange. */
function otherTab(version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, version);
    request.onupgradeneeded = () => {
      const db = request.result;
      // What v1 made (kept by hand here, as an old build would have it).
      if (!db.objectStoreNames.contains('units')) {
        db.createObjectStore('units', { keyPath: 'id' }).createIndex('byCreated', 'createdAt');
        db.createObjectStore('resolutions', { keyPath: 'id' }).createIndex('byAt', 'at');
        db.createObjectStore('meta');
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetGame();
});
afterEach(() => cleanup());

describe('an older tab holds the database open', () => {
  it('says "close the other tab", then opens by itself once that tab is closed', async () => {
    const old = await otherTab(1);
    await renderBar();
    expect(
      await screen.findByText(
        'Grand Battery is open in another tab with an older version. Close that tab: your cards then appear here, and what you enter meanwhile is kept and saved.',
      ),
    ).toBeVisible();
    expect(probed()?.state.ready).toBe(false);

    old.close();
    await waitFor(() => expect(probed()?.state.ready).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await storedVersion()).toBe(DB_VERSION);
  });

  it('a card saved while the other tab blocks the upgrade shows at once and is stored once it closes', async () => {
    const old = await otherTab(1);
    await renderBar();
    await screen.findByRole('alert');
    // The roster is not stuck on "Loading…" while blocked.
    expect(probed()?.state.unitsReady).toBe(true);
    // Kept, and said so: stored once the database opens, not yet.
    expect(await probed()?.units.save(card({ id: 'typed', name: 'Typed while blocked' }))).toEqual({
      ok: true,
      value: { stored: 'later' },
    });
    expect(probed()?.state.units.map((u) => u.name)).toEqual(['Typed while blocked']);

    old.close();
    await waitFor(() => expect(probed()?.state.ready).toBe(true));
    expect(probed()?.state.units.map((u) => u.name)).toEqual(['Typed while blocked']);
    expect(await withDb((db) => db.get('units', 'typed'))).toMatchObject({
      name: 'Typed while blocked',
    });
  });

  it('says it in Russian too', async () => {
    const old = await otherTab(1);
    await renderBar('ru');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Grand Battery открыт в другой вкладке в старой версии. Закройте ту вкладку: ваши карточки появятся здесь, а то, что вы введёте сейчас, сохранится.',
    );
    old.close();
  });
});

describe('a newer version already upgraded the data', () => {
  it('says this copy is older than the data and offers the reload, instead of "could not be saved"', async () => {
    const newer = await otherTab(DB_VERSION + 1);
    newer.close();
    await renderBar();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This copy of the app is older than the data on this phone (a newer version was opened in another tab). Reload to get the new version: nothing is lost.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(probed()?.problem()).toBe('newer-version');
    // Nothing typed here could be stored: it is refused, not kept in memory to vanish on the reload.
    await probed()?.units.save(card({ id: 'lost', name: 'Typed on the older copy' }));
    expect(probed()?.state.units).toEqual([]);
    expect(probed()?.problem()).toBe('newer-version');
  });
});

describe('a newer tab wants the database', () => {
  it('we close ours at once (the newer tab is not blocked), say "reload", and refuse to pretend a save', async () => {
    await renderBar();
    await waitFor(() => expect(probed()?.state.ready).toBe(true));
    await probed()?.units.save(card({ id: 'a', name: 'Saved before' }));

    const newer = await otherTab(DB_VERSION + 1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A newer version of Grand Battery opened in another tab. Reload this one.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();

    await probed()?.units.save(card({ id: 'b', name: 'Typed after' }));
    expect(probed()?.state.units.map((u) => u.name)).toEqual(['Saved before']);
    expect(probed()?.problem()).toBe('version-change');
    newer.close();
  });
});
