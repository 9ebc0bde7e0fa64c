import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { practicePackData } from '../../src/packs/practice';
import { packLinkHash } from '../../src/packs/share';
import { heading, installed, shows } from './app';
import { type EnginePage, launch, until } from './engines';
import { ENGINES } from './run-engines';
import { type AppServer, serveApp } from './server';

let server: AppServer;
beforeAll(async () => {
  server = await serveApp();
});
afterAll(() => server.close());

/** The clause ids the search results link to, in order, once there are some. */
const resultIds = (page: EnginePage) =>
  until(page, 'search results', () => {
    const links = [...document.querySelectorAll('ul.results a[href^="#/rules/"]')];
    return links.length
      ? links.map((a) => (a.getAttribute('href') ?? '').slice('#/rules/'.length))
      : undefined;
  });

async function search(page: EnginePage, label: string, words: string): Promise<string[] | undefined> {
  // An empty box first, so the results read below are these words' and not the last search's.
  await page.fill({ role: 'textbox', name: label }, '');
  await until(page, 'no results for an empty search', () => !document.querySelector('ul.results a'));
  await page.fill({ role: 'textbox', name: label }, words);
  return resultIds(page);
}

const canisterClause = (ids: string[] | undefined) =>
  (ids ?? [])
    .slice(0, 3)
    .some((id) => id === 'artillery.restrictions.A' || id.startsWith('artillery.skirmishers'));

describe.each(ENGINES)('%s', (engine) => {
  let page: EnginePage | undefined;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  test('search finds «картечь» and "canister" in the English and in the Russian screen, offline', async () => {
    page = await launch(engine);
    await installed(page, server.origin);
    server.setOffline(true);
    try {
      await page.click({ role: 'link', name: 'Rules' });
      const en = 'Search the rules in Russian or English';
      expect(canisterClause(await search(page, en, 'картечь'))).toBe(true);
      expect(canisterClause(await search(page, en, 'canister'))).toBe(true);

      await page.click({ role: 'link', name: 'Settings' });
      await page.click({ role: 'radio', name: 'Русский' });
      await page.click({ role: 'link', name: 'Правила' });
      const ru = 'Поиск по правилам на русском или английском';
      expect(canisterClause(await search(page, ru, 'canister'))).toBe(true);
      expect(canisterClause(await search(page, ru, 'картечь'))).toBe(true);
    } finally {
      server.setOffline(false);
    }
  });

  test('a rule pack from a link: what it holds, Import and use, still there after a reload', async () => {
    page = await launch(engine);
    await installed(page, server.origin);
    const pack = {
      ...practicePackData,
      id: 'our-club',
      name: { en: 'GdB Deluxe — our club', ru: 'GdB Делюкс — наш клуб' },
      version: 3,
    };
    await page.goto(`${server.origin}${packLinkHash(pack)}`);
    await heading(page, 'GdB Deluxe — our club');
    await shows(page, 'New on this phone: nothing is replaced.');
    await page.click('Import and use');
    await shows(page, 'New shots use “GdB Deluxe — our club”');
    await page.goto(`${server.origin}#/settings/packs`);
    await page.reload();
    await shows(page, 'GdB Deluxe — our club');
  });
});
