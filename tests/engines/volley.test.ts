import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cardShows, installed, newCard, sheetsClosed, shows } from './app';
import { type EnginePage, launch, until } from './engines';
import { ENGINES } from './run-engines';
import { type AppServer, serveApp } from './server';

let server: AppServer;
beforeAll(async () => {
  server = await serveApp();
});
afterAll(() => server.close());

/** The rendered words of the shot's result on the Fire screen. */
const resultText = (page: EnginePage) =>
  until(page, 'the result of the shot', () => {
    const result = [...document.querySelectorAll('article')].find((a) =>
      /Result/.test(
        a.getAttribute('aria-label') ??
          document.getElementById(a.getAttribute('aria-labelledby') ?? '')?.textContent ??
          '',
      ),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered words, what a player reads
    return result?.innerText.replace(/\s+/g, ' ') ?? '';
  });

describe.each(ENGINES)('%s', (engine) => {
  let page: EnginePage | undefined;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  test('a volley: battery and target, my dice 3 + 4, Apply, Undo; the card right after each step and after a reload', async () => {
    page = await launch(engine);
    await installed(page, server.origin);
    await newCard(page, 'New battery', 'Batterie Lanoy');
    await page.click('New battalion');
    await page.fill({ role: 'textbox', name: 'Name', inDialog: true }, 'Pavlovsk Grenadiers');
    await page.click({ role: 'text', name: 'Opponent', inDialog: true });
    await page.click({ role: 'text', name: 'Column', inDialog: true });
    await page.click({ role: 'button', name: 'Save', inDialog: true });
    await sheetsClosed(page);
    await cardShows(page, 'Pavlovsk Grenadiers', '36 figures of 36');

    await page.click('Fire with Batterie Lanoy');
    await page.click('Fire at Pavlovsk Grenadiers');
    await page.click('Enter my dice');
    await page.click('Die 1: 3');
    await page.click('Die 2: 4');
    await page.click('Use these dice: 3 + 4');
    // Practice pack: 3 + 4 = 7, column +1 = 8, roundshot at effective range: 2 figures.
    const result = await resultText(page);
    expect(result).toContain('Dice 3 + 4 = 7');
    expect(result).toContain('Modified score 7 + 1 = 8');
    expect(result).toContain('Casualties: 2 figures');
    // Rolled, not applied: the card is untouched.
    await page.click({ role: 'link', name: 'Units' });
    await cardShows(page, 'Pavlovsk Grenadiers', '36 figures of 36');

    await page.click({ role: 'link', name: 'Fire' });
    await page.click('Apply casualties');
    await shows(page, 'Casualties applied');
    await page.click({ role: 'link', name: 'Units' });
    await cardShows(page, 'Pavlovsk Grenadiers', '34 figures of 36');
    await page.reload();
    await cardShows(page, 'Pavlovsk Grenadiers', '34 figures of 36');

    await page.click({ role: 'link', name: 'Log' });
    await page.click('Undo last applied result');
    await shows(page, 'Casualties put back');
    await page.click({ role: 'link', name: 'Units' });
    await cardShows(page, 'Pavlovsk Grenadiers', '36 figures of 36');
    await page.reload();
    await cardShows(page, 'Pavlovsk Grenadiers', '36 figures of 36');
    // The shot stays in the log.
    await page.click({ role: 'link', name: 'Log' });
    await shows(page, 'Batterie Lanoy → Pavlovsk Grenadiers');
  });
});
