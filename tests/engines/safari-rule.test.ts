import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { hides, installed, keepDownloads, lastDownload, pageText, shows } from './app';
import { type EnginePage, launch, until } from './engines';
import { ENGINES } from './run-engines';
import { type AppServer, serveApp } from './server';

let server: AppServer;
beforeAll(async () => {
  server = await serveApp();
});
afterAll(() => server.close());

const NOTICE =
  'Safari deletes this app’s data — your cards, log and rule packs — after 7 days without a visit.';
const PANEL_EN = 'May be deleted after 7 days without a visit';
const PANEL_RU = 'Могут быть удалены через 7 дней без посещений';

/** Settings → the Data panel's Storage line, once the status has been read. */
const storageLine = (page: EnginePage) =>
  until(page, 'the Storage line', () => {
    const row = [...document.querySelectorAll('.data-status > div')].find((d) =>
      /^(Storage|Хранение|Хранилище)/.test(d.querySelector('dt')?.textContent?.trim() ?? ''),
    );
    const words = row?.querySelector('dd')?.textContent?.trim();
    return words && !/^…?$/.test(words) ? words : undefined;
  });

describe.each(ENGINES)('%s', (engine) => {
  let page: EnginePage | undefined;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  if (engine === 'webkit')
    test('WebKit in a tab: the 7-day rule said once, a backup one tap away, the data panel says 7 days in both languages', async () => {
      page = await launch(engine);
      await installed(page, server.origin);
      await shows(page, NOTICE);
      await shows(page, 'tap Share, then “Add to Home Screen”');
      await keepDownloads(page);
      await page.click('Export a backup');
      await shows(page, 'Backup ready. Keep the file somewhere other than this phone.');
      const file = await lastDownload(page);
      expect(file && JSON.parse(file.text)).toMatchObject({ format: 'grand-battery-backup' });
      await hides(page, NOTICE);
      // Said once: not again after a reload.
      await page.reload();
      await page.click({ role: 'link', name: 'Settings' });
      expect(await storageLine(page)).toContain(PANEL_EN);
      expect(await pageText(page)).not.toContain(NOTICE);
      await page.click({ role: 'radio', name: 'Русский' });
      await until(page, 'the Russian panel', (w: string) => document.body.textContent?.includes(w), PANEL_RU);
    });
  else
    test('Firefox: no 7-day notice, and the data panel does not speak of 7 days', async () => {
      page = await launch(engine);
      await installed(page, server.origin);
      await page.click({ role: 'link', name: 'Settings' });
      const line = await storageLine(page);
      expect(line).not.toContain('7 days');
      expect(line).toMatch(/Kept: the browser will not clear it|Best effort|This browser does not say/);
      expect(await pageText(page)).not.toContain(NOTICE);
    });
});
