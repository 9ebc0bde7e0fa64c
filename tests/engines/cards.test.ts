import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cardFocused, cardShows, cardText, installed, newCard, sheetsClosed, shows } from './app';
import { type EnginePage, launch } from './engines';
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
    await page?.close();
    page = undefined;
  });

  test('cards: create (a half figure typed with a comma), edit, duplicate, delete with Undo, delete; a reload keeps exactly that', async () => {
    page = await launch(engine);
    await installed(page, server.origin);
    await newCard(page, 'New battalion', 'Tirailleurs', { opponent: true, current: '23,5' });
    await cardShows(page, 'Tirailleurs', '23½ figures of 36');
    await newCard(page, 'New battery', 'Batterie Lanoy');
    await newCard(page, 'New cavalry', 'Chasseurs à cheval');

    // Edit: 27 of 36 left, shown as losses.
    await page.click('Edit Chasseurs à cheval');
    const start = await page.run(
      () =>
        (document.querySelector('dialog[open] input[inputmode], [role="dialog"] input') as HTMLInputElement)
          ?.value,
    );
    expect(start).toBeDefined();
    await page.fill({ role: 'textbox', name: 'Current figures', inDialog: true }, '7½');
    await page.click({ role: 'button', name: 'Save', inDialog: true });
    await sheetsClosed(page);
    await cardFocused(page, 'Chasseurs à cheval');
    await cardShows(page, 'Chasseurs à cheval', '7½ figures of');

    // Duplicate, then delete the copy and take it back with Undo, then delete the battery for good.
    // The copy opens in the editor with its name to type over (issue 34); kept as it is here.
    await page.click('Duplicate Tirailleurs');
    await page.click({ role: 'button', name: 'Save', inDialog: true });
    await sheetsClosed(page);
    await cardShows(page, 'Tirailleurs (copy)', '36 figures of 36');
    await cardFocused(page, 'Tirailleurs (copy)');
    await page.click('Delete Tirailleurs (copy)');
    await cardShows(page, 'Tirailleurs (copy)', null);
    await shows(page, 'Deleted “Tirailleurs (copy)”');
    await page.click('Undo');
    await cardShows(page, 'Tirailleurs (copy)', '36 figures of 36');
    // Undo ends once the card is stored again: it says so and brings the card into view (a scroll,
    // in WebKit a second one). A tap made meanwhile can land where the list was, as a player's can.
    await shows(page, '“Tirailleurs (copy)” is back');
    await cardFocused(page, 'Tirailleurs (copy)');
    await page.click('Delete Batterie Lanoy');
    await cardShows(page, 'Batterie Lanoy', null);
    // The card leaves the roster at once; "Deleted" says it is stored so (a reload before then could
    // come before the write, as closing the app could).
    await shows(page, 'Deleted “Batterie Lanoy”');

    await page.reload();
    await cardShows(page, 'Tirailleurs', '23½ figures of 36');
    await cardShows(page, 'Tirailleurs (copy)', '36 figures of 36');
    await cardShows(page, 'Chasseurs à cheval', '7½ figures of');
    expect(await cardText(page, 'Batterie Lanoy')).toBe('');
  });
});
