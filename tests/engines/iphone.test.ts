/**
 * iPhones (issue 35, finding 14) in WebKit: the installed iPhone app is emulated where WebKitGTK
 * cannot be one (its agent, `navigator.standalone`, a touch screen); what WebKitGTK shows itself is
 * real: the worker's registration, the checks it makes on a wake, and the download in a tab.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { installed, keepDownloads, lastDownload, pageText, shows } from './app';
import { type EnginePage, launch, until } from './engines';
import { ENGINES } from './run-engines';
import { type AppServer, serveApp } from './server';

let server: AppServer;
beforeAll(async () => {
  server = await serveApp();
});
afterAll(() => server.close());

const NOT_DELIVERED = 'The share sheet did not take the file, and in the app on the Home Screen a download';

/** This page as an app opened from an iPhone's Home Screen, with no share sheet for files. */
const asInstalledIphone = (page: EnginePage) =>
  page.run(() => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
    Object.defineProperty(navigator, 'userAgent', { get: () => iphone, configurable: true });
    Object.defineProperty(navigator, 'maxTouchPoints', { get: () => 5, configurable: true });
    Object.defineProperty(navigator, 'standalone', { get: () => true, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => false, configurable: true });
  });

const downloads = (page: EnginePage) =>
  page.run(() => ((window as unknown as { gbDownloads?: Blob[] }).gbDownloads ?? []).length);

const workerChecks = () => server.requests.filter((path) => path === '/sw.js').length;

describe.each(ENGINES.filter((engine) => engine === 'webkit'))('%s', (engine) => {
  let page: EnginePage | undefined;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  test('the installed iPhone app: Share as a file makes no download and says to use the share sheet; a tab downloads it', async () => {
    page = await launch(engine);
    await installed(page, server.origin);
    await page.click({ role: 'link', name: 'Settings' });
    await page.click({ role: 'link', name: 'Show the game' });
    await keepDownloads(page);
    await asInstalledIphone(page);
    await page.click('Share as a file');
    await shows(page, NOT_DELIVERED);
    expect(await downloads(page)).toBe(0);
    // The same screen in Safari's tab (no emulation after a reload): the file is downloaded.
    await page.reload();
    await keepDownloads(page);
    await page.click('Share as a file');
    const file = await lastDownload(page);
    expect(file?.name).toMatch(/^grand-battery-.*\.json$/);
    expect(await pageText(page)).not.toContain(NOT_DELIVERED);
  });

  test('updates: the worker is registered with updateViaCache none, and a wake (focus, pageshow) asks for sw.js, at most once a minute', async () => {
    page = await launch(engine);
    await installed(page, server.origin);
    expect(
      await until(
        page,
        'the registration',
        async () => (await navigator.serviceWorker.getRegistration())?.updateViaCache,
      ),
    ).toBe('none');
    // Only the registration has fetched sw.js so far (WebKitGTK's window sends no focus at start).
    const before = workerChecks();
    const wake = () =>
      page?.run(() => {
        for (const name of ['focus', 'pageshow', 'focus', 'pageshow', 'focus'])
          dispatchEvent(new Event(name));
      });
    await wake();
    await new Promise((r) => setTimeout(r, 2500));
    // Five wakes: one check.
    expect(workerChecks() - before).toBe(1);
    // More wakes within the minute: none.
    await wake();
    await new Promise((r) => setTimeout(r, 2500));
    expect(workerChecks() - before).toBe(1);
  });
});
