import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cardShows, heading, installed, keepDownloads, lastDownload, pickFile, shows } from './app';
import { type EnginePage, launch } from './engines';
import { BATTERY, smallGameWithShot, TARGET } from './game';
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
    server.setOffline(false);
    for (const page of pages.splice(0)) await page.close();
  });

  test('the game by file: phone B opens A’s file offline, a changed copy is refused, the merge (Units tapped before it is stored) gives A’s figures on the roster', async () => {
    const a = await launch(engine);
    pages.push(a);
    await installed(a, server.origin);
    await smallGameWithShot(a);
    await a.click({ role: 'link', name: 'Settings' });
    await a.click({ role: 'link', name: 'Show the game' });
    await heading(a, 'Show to the other phone');
    await keepDownloads(a);
    await a.click('Share as a file');
    const file = await lastDownload(a);
    if (!file) throw new Error('no game file');
    // The game, its turn and this phone's side in the name (issue 35, 9).
    expect(file.name).toMatch(/^grand-battery-game-1-turn-1-mine-\d{4}-\d{2}-\d{2}\.json$/);

    const b = await launch(engine);
    pages.push(b);
    await installed(b, server.origin);
    server.setOffline(true); // both phones at a table with no network
    await b.click({ role: 'link', name: 'Settings' });
    await b.click({ role: 'link', name: 'Open a file' });
    await heading(b, 'Receive from another phone');
    const tampered = { ...file, type: 'application/json', text: file.text.replace('Bogdanov', 'Bogdanow') };
    await pickFile(b, 'Open a file', tampered);
    await shows(
      b,
      'Nothing was changed. It did not arrive whole (the checksum does not match). Share it again.',
    );
    await pickFile(b, 'Open a file', { ...file, type: 'application/json' });
    await shows(b, '2 new cards');
    await shows(b, '1 new shot');
    // Accept, and Units before "Merged." appears (a thumb that taps on): the merge still runs to
    // its end, the roster shows it, and the player stays on Units, told there.
    // Every screen the page goes to from now on is noted: Units only, never the Log after it.
    await b.run(() => {
      const seen: string[] = [];
      (window as unknown as { gbHashes: string[] }).gbHashes = seen;
      addEventListener('hashchange', () => seen.push(location.hash));
      const named = (tag: string, words: string) =>
        [...document.querySelectorAll<HTMLElement>(tag)].find((el) => el.textContent?.trim() === words);
      named('button', 'Accept')?.click();
      named('nav a', 'Units')?.click();
    });
    await shows(b, 'Merged.');
    await cardShows(b, TARGET, '34 figures of 36');
    await new Promise((r) => setTimeout(r, 500));
    expect(await b.run(() => (window as unknown as { gbHashes: string[] }).gbHashes)).toEqual(['#/units']);
    await b.reload();
    await cardShows(b, TARGET, '34 figures of 36');
    await b.click({ role: 'link', name: 'Log' });
    await shows(b, `${BATTERY} → ${TARGET}`);
  });
});
