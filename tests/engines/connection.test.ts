import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cardShows, installed, newCard, pageText, shows } from './app';
import { type EnginePage, launch } from './engines';
import { smallGameWithShot, TARGET } from './game';
import { ENGINES } from './run-engines';
import { type AppServer, serveApp } from './server';

let server: AppServer;
beforeAll(async () => {
  server = await serveApp();
});
afterAll(() => server.close());

/**
 * The fault: the next transaction the app starts finds its connection closed, as WebKit leaves a
 * page it put in the background (the browser's own InvalidStateError, from a really closed
 * connection). Armed once; answers how many times it fired so far.
 */
const dropConnectionAtNextWrite = (page: EnginePage) =>
  page.run(() => {
    const w = window as unknown as { gbDrops?: number };
    w.gbDrops ??= 0;
    const original = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      if (args[1] !== 'readwrite') return original.apply(this, args);
      IDBDatabase.prototype.transaction = original;
      w.gbDrops = (w.gbDrops ?? 0) + 1;
      this.close();
      return original.apply(this, args);
    } as IDBDatabase['transaction'];
  });
const drops = (page: EnginePage) => page.run(() => (window as unknown as { gbDrops?: number }).gbDrops ?? 0);

describe.each(ENGINES)('%s', (engine) => {
  let page: EnginePage | undefined;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  test('the database connection dropped under a write: the card and an Apply are stored anyway, once', async () => {
    page = await launch(engine);
    await installed(page, server.origin);
    await dropConnectionAtNextWrite(page);
    await newCard(page, 'New battalion', 'Tobolsk Infantry', { current: '27' });
    expect(await drops(page)).toBe(1);
    await cardShows(page, 'Tobolsk Infantry', '27 figures of 36');
    expect(await pageText(page)).not.toMatch(/not being saved|could not be saved|unavailable/i);

    // A volley rolled and logged, then the connection dropped as Apply writes: 36 − 2, not 36 − 4.
    await smallGameWithShot(page, async () => {
      await dropConnectionAtNextWrite(page as EnginePage);
    });
    expect(await drops(page)).toBe(2);
    await cardShows(page, TARGET, '34 figures of 36');
    await page.reload();
    await cardShows(page, 'Tobolsk Infantry', '27 figures of 36');
    await cardShows(page, TARGET, '34 figures of 36');
    await page.click({ role: 'link', name: 'Log' });
    await shows(page, `Foot Battery Bogdanov → ${TARGET}`);
  });
});
