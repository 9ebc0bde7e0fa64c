import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { heading, installed, newCard, pageText, shows } from './app';
import { type EnginePage, launch, until } from './engines';
import { ENGINES } from './run-engines';
import { type AppServer, serveApp } from './server';

let server: AppServer;
beforeAll(async () => {
  server = await serveApp();
});
afterAll(() => server.close());

describe.each(ENGINES)('%s', (engine) => {
  let page: EnginePage | undefined;
  afterEach(async () => {
    server.setOffline(false);
    await page?.close();
    page = undefined;
  });

  test('first visit, then offline: the roster, Rules, Tables and the unit editor all open from the service worker', async () => {
    page = await launch(engine);
    await installed(page, server.origin);
    await newCard(page, 'New battalion', 'Pavlovsk Grenadiers', { opponent: true });

    server.setOffline(true);
    const probe = await page.run(async () => {
      try {
        await fetch(`./not-precached-${Date.now()}.txt`, { cache: 'no-store' });
        return 'reached';
      } catch {
        return 'failed';
      }
    });
    expect(probe).toBe('failed');
    const before = server.requests.length;
    await page.reload();
    await heading(page, 'Pavlovsk Grenadiers');

    await page.click({ role: 'link', name: 'Rules' });
    await until(page, 'the rules search', () => document.querySelector('input[type="search"]') !== null);
    await page.click({ role: 'link', name: 'Tables of the rule pack' });
    await shows(page, 'Casualty table: ');
    await page.click({ role: 'link', name: 'Units' });
    await page.click('New battery');
    await until(
      page,
      'the unit editor',
      () => document.querySelector('dialog[open], [role="dialog"]') !== null,
    );
    expect(await pageText(page)).toContain('Gun type');
    expect(server.requests.length).toBe(before);
  });
});
