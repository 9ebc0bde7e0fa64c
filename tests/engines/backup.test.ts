import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cardShows, installed, keepDownloads, lastDownload, newCard, pickFile, shows } from './app';
import { type EnginePage, launch } from './engines';
import { ENGINES } from './run-engines';
import { type AppServer, serveApp } from './server';

let server: AppServer;
beforeAll(async () => {
  server = await serveApp();
});
afterAll(() => server.close());

describe.each(ENGINES)('%s', (engine) => {
  const pages: EnginePage[] = [];
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
  });

  test('a backup exported, a damaged copy refused with nothing changed, the file restored in a fresh profile', async () => {
    const phone = await launch(engine);
    pages.push(phone);
    await installed(phone, server.origin);
    await newCard(phone, 'New battalion', 'Tirailleurs', { opponent: true, current: '23,5' });
    await newCard(phone, 'New battery', 'Batterie Lanoy');

    await phone.click({ role: 'link', name: 'Settings' });
    await keepDownloads(phone);
    await phone.click('Export backup');
    await shows(phone, 'Backup ready. Keep the file safe.');
    const file = await lastDownload(phone);
    if (!file) throw new Error('no backup file');
    expect(file.name).toMatch(/^grand-battery-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    expect(JSON.parse(file.text)).toMatchObject({ format: 'grand-battery-backup', version: 1 });

    // The same file cut short in transit: refused, and the phone keeps what it had.
    const damaged = {
      name: file.name,
      type: 'application/json',
      text: file.text.slice(0, file.text.length / 2),
    };
    expect(await pickFile(phone, 'Import a backup', damaged)).toBe('picked');
    await shows(phone, 'This file was not imported. Nothing on the phone changed.');
    await phone.click({ role: 'link', name: 'Units' });
    await phone.reload();
    await cardShows(phone, 'Tirailleurs', '23½ figures of 36');
    await cardShows(phone, 'Batterie Lanoy', 'figures of');

    // A new phone (a fresh profile): the file, Replace, the same cards, also after a reload.
    const other = await launch(engine);
    pages.push(other);
    await installed(other, server.origin);
    await shows(other, 'No units yet.');
    await other.click({ role: 'link', name: 'Settings' });
    expect(await pickFile(other, 'Import a backup', { ...file, type: 'application/json' })).toBe('picked');
    await shows(other, '2 unit cards');
    await other.click('Replace');
    await shows(other, 'Backup imported.');
    await other.click({ role: 'link', name: 'Units' });
    await cardShows(other, 'Tirailleurs', '23½ figures of 36');
    await other.reload();
    await cardShows(other, 'Tirailleurs', '23½ figures of 36');
    await cardShows(other, 'Batterie Lanoy', 'figures of');
  });
});
