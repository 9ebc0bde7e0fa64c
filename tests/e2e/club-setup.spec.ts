import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { clubProblem, PASSWORD, signIn, syncNow } from './club-helpers';
import { anotherPhone } from './share-helpers';
import { freePorts } from './support/ports';
import { newCard, start, unitCard, WORDS } from './support/table';
import { BATTERY, START, shoot, TARGET } from './sync-helpers';

/**
 * The organiser's steps of the README ("Club server", (c) the stand-in), as written (issue 35): a
 * data folder outside the repository, the admin made, club-setup.mjs with --cors and --no-validate,
 * the players signing in; then the server loses its data and the phones refill it. The stand-in's
 * own steps: skipped where COUCH_URL names a real CouchDB.
 */

const w = WORDS.en;
const run = promisify(execFile);
const ADMIN = 'ADMIN-PASSWORD';

test.skip(Boolean(process.env.COUCH_URL), 'the stand-in’s own steps (pouchdb-server)');

/** `npx pouchdb-server --host 127.0.0.1 --port PORT --dir DATA --config DATA/config.json`, from the repository. */
async function standIn(data: string, port: number): Promise<ChildProcess> {
  mkdirSync(data, { recursive: true });
  writeFileSync(join(data, 'config.json'), JSON.stringify({ log: { file: join(data, 'log.txt') } }));
  const child = spawn(
    process.execPath,
    [
      'node_modules/pouchdb-server/bin/pouchdb-server',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--dir',
      data,
      '--config',
      join(data, 'config.json'),
    ],
    { cwd: process.cwd(), stdio: 'ignore' },
  );
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok ?? false, {
      timeout: 30_000,
    })
    .toBe(true);
  return child;
}

function setup(port: number, origin: string, admin = ADMIN) {
  return run(
    process.execPath,
    ['scripts/club-setup.mjs', '--no-validate', '--cors', origin, 'grand-battery', 'alice', 'boris'],
    {
      env: { ...process.env, COUCH_URL: `http://admin:${admin}@127.0.0.1:${port}`, CLUB_PASSWORD: PASSWORD },
    },
  );
}

const makeAdmin = async (port: number) =>
  expect(
    (
      await fetch(`http://127.0.0.1:${port}/_config/admins/admin`, {
        method: 'PUT',
        body: JSON.stringify(ADMIN),
      })
    ).ok,
  ).toBe(true);

test('the README’s stand-in: data folder, admin, set-up, sign-in; the server loses its data and the phones refill it', async ({
  page,
}) => {
  test.slow();
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const [port] = freePorts();
  const home = mkdtempSync(join(tmpdir(), 'gb-organiser-'));
  const data = join(home, 'club-data');
  const repoFiles = ['config.json', 'log.txt'].filter((f) => existsSync(join(process.cwd(), f)));
  let server = await standIn(data, port);
  try {
    // Before the admin: the set-up is refused, and says what to do.
    const refused = await setup(port, origin).catch((e: { code: number; stderr: string }) => e);
    expect('code' in refused && refused.code).toBe(1);
    expect(String(refused.stderr)).toContain('A new pouchdb-server has none: make one first');
    await makeAdmin(port);
    const done = await setup(port, origin);
    expect(done.stdout).toContain(`CORS: the app at ${origin} may call this server`);
    expect(done.stdout).toContain('User alice created.');
    // Its files are in the data folder, none in the repository.
    expect(existsSync(join(data, 'config.json'))).toBe(true);
    expect(existsSync(join(data, 'log.txt'))).toBe(true);
    expect(['config.json', 'log.txt'].filter((f) => existsSync(join(process.cwd(), f)))).toEqual(repoFiles);

    // A player signs in and syncs a turn: the next turn is kept (no validation document here).
    await start(page);
    await newCard(page, w, { kind: 'battery', name: BATTERY });
    await newCard(page, w, { kind: 'battalion', name: TARGET, side: 'opponent', figures: START });
    const lost = await shoot(page, w, [3, 4]);
    const url = `http://127.0.0.1:${port}/grand-battery`;
    await signIn(page, url, 'alice');
    await expect(clubProblem(page)).toHaveCount(0);
    await page.getByRole('link', { name: w.nav.units }).click();
    await page.getByRole('button', { name: 'Next turn' }).click();
    await page.getByRole('button', { name: w.onToTurn }).click();
    await syncNow(page);
    await expect(page.locator('.club-dropped')).toHaveCount(0);

    // The server loses its data: the organiser starts again, the player signs in again and syncs.
    server.kill();
    await new Promise((r) => server.once('exit', r));
    rmSync(data, { recursive: true, force: true });
    server = await standIn(data, port);
    await makeAdmin(port);
    await setup(port, origin);
    await syncNow(page);
    await expect(clubProblem(page)).toContainText('The server asks for the password again: sign in.');
    await signIn(page, url, 'alice');
    await expect(clubProblem(page)).toHaveCount(0);
    await expect(page.locator('.club-dropped')).toHaveCount(0);
    // Refilled: a phone that joins now gets the cards, the turn and the shot.
    const b = await anotherPhone(page);
    await b.getByRole('button', { name: w.close }).click();
    await signIn(b, url, 'boris');
    await expect(clubProblem(b)).toHaveCount(0);
    await b.getByRole('link', { name: w.nav.units }).click();
    await expect(unitCard(b, TARGET)).toContainText(`${START - lost} figures of ${START}`);
    await expect(b.getByText('Turn 2', { exact: true })).toBeVisible();
    await b.context().close();
  } finally {
    server.kill();
    rmSync(home, { recursive: true, force: true });
  }
});
