/**
 * The club server for the browser tests (issue 26): `pouchdb-server --in-memory` on a loopback
 * port (CLUB_PORT; else three after E2E_PORT, 4383 on the shared machine; else a free one), or the
 * CouchDB at COUCH_URL (`http://admin:password@127.0.0.1:5984`, with CORS for the app's origin set
 * up there) to run the same tests against a real CouchDB. Each test gets a database of its own,
 * open to the club's users only (`_security`), and three users.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { freePorts } from './support/ports';
import { unitCard, WORDS } from './support/table';

export const PASSWORD = 'grapeshot-1812';
export const USERS = ['alice', 'boris', 'claire'] as const;
const ADMIN = { name: 'admin', password: 'admin-secret' };

export interface ClubServer {
  /** The server's root, no credentials: `http://127.0.0.1:4383`. */
  base: string;
  /**
   * A fresh database open to the three users; its address as the players type it. `validate`:
   * with the repo's design document (couchdb/validate_doc_update.js), as scripts/club-setup.mjs installs it.
   */
  database(name: string, options?: { validate?: boolean }): Promise<string>;
  /** Puts a document as anyone with write access could (a hostile one, in the tests). */
  put(db: string, doc: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
}

const auth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function request(
  url: string,
  method: string,
  authorization: string,
  body?: unknown,
): Promise<Response> {
  return fetch(url, {
    method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function clubPort(): number {
  if (process.env.CLUB_PORT) return Number(process.env.CLUB_PORT);
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT) + 3;
  return freePorts()[0];
}

/** Starts the club server (or takes COUCH_URL's) with CORS for `appOrigin` and the three users. */
export async function startClubServer(appOrigin: string): Promise<ClubServer> {
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  let base: string;
  let admin: string;
  if (process.env.COUCH_URL) {
    const url = new URL(process.env.COUCH_URL);
    admin = auth(decodeURIComponent(url.username), decodeURIComponent(url.password));
    url.username = '';
    url.password = '';
    base = url.origin;
  } else {
    const port = clubPort();
    base = `http://127.0.0.1:${port}`;
    // pouchdb-server writes its config and log into the working directory: a temporary one.
    dir = mkdtempSync(join(tmpdir(), 'gb-club-'));
    child = spawn(
      process.execPath,
      [
        join(process.cwd(), 'node_modules/pouchdb-server/bin/pouchdb-server'),
        '--in-memory',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${base}/`)).ok;
          } catch {
            return false;
          }
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    admin = auth(ADMIN.name, ADMIN.password);
    // Admin party ends: an admin, then CORS for the app's origin with the session cookie.
    await fetch(`${base}/_config/admins/${ADMIN.name}`, {
      method: 'PUT',
      body: JSON.stringify(ADMIN.password),
    });
    for (const [section, key, value] of [
      ['httpd', 'enable_cors', 'true'],
      ['cors', 'origins', appOrigin],
      ['cors', 'credentials', 'true'],
    ])
      await request(`${base}/_config/${section}/${key}`, 'PUT', admin, value);
  }
  for (const name of USERS) {
    const res = await request(`${base}/_users/org.couchdb.user:${name}`, 'PUT', admin, {
      name,
      password: PASSWORD,
      roles: ['club'],
      type: 'user',
    });
    expect([201, 202, 409]).toContain(res.status);
  }
  return {
    base,
    async database(name, options = {}) {
      expect((await request(`${base}/${name}`, 'PUT', admin)).status).toBe(201);
      const security = { admins: { names: [], roles: [] }, members: { names: [], roles: ['club'] } };
      expect((await request(`${base}/${name}/_security`, 'PUT', admin, security)).ok).toBe(true);
      if (options.validate) {
        const source = readFileSync(join(process.cwd(), 'couchdb/validate_doc_update.js'), 'utf8')
          .replace(/^\/\*\*[\s\S]*?\*\/\s*/, '')
          .trim();
        const design = { validate_doc_update: source };
        expect((await request(`${base}/${name}/_design/grand-battery`, 'PUT', admin, design)).ok).toBe(true);
      }
      return `${base}/${name}`;
    },
    async put(db, doc) {
      expect((await request(`${base}/${db}`, 'POST', admin, doc)).ok).toBe(true);
    },
    async stop() {
      child?.kill();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Settings → Club server, as a player opens it. */
export async function openClub(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Club server', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Club server', level: 1 })).toBeVisible();
}

/**
 * Types the address, user and password and taps Sign in and sync; waits for the sync to end. A
 * server the page's policy does not name yet (a new club server: its connect-src names the one it
 * was opened with, issue 37) is reached after "Reload the app": the address and user are still
 * there, the password is typed again.
 */
export async function signIn(page: Page, url: string, user: string, password = PASSWORD): Promise<void> {
  await openClub(page);
  await page.getByRole('textbox', { name: 'Database address' }).fill(url);
  await page.getByRole('textbox', { name: 'User name' }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in and sync' }).click();
  await settled(page);
  const reload = page.getByRole('button', { name: 'Reload the app' });
  if (!(await reload.isVisible())) return;
  await expect(clubProblem(page)).toContainText('The app reaches only the club server it was opened with');
  await reload.click();
  await expect(page.getByRole('heading', { name: 'Club server', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Database address' })).toHaveValue(url);
  await expect(page.getByRole('textbox', { name: 'User name' })).toHaveValue(user);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in and sync' }).click();
  await settled(page);
}

/** Settings → Club server → Sync now; waits for the sync to end. */
export async function syncNow(page: Page): Promise<void> {
  await openClub(page);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await settled(page);
}

async function settled(page: Page) {
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByText('Syncing…')).toHaveCount(0);
}

/** The problem the screen states (its alert), or nothing. */
export const clubProblem = (page: Page) => page.locator('.club-status').getByRole('alert');

/** Renames a card on the roster (its editor's Save), as a player does. */
export async function rename(page: Page, from: string, to: string): Promise<void> {
  const w = WORDS.en;
  await page.getByRole('link', { name: w.nav.units }).click();
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: w.name }).fill(to);
  await dialog.getByRole('button', { name: w.save }).click();
  await expect(unitCard(page, to)).toBeVisible();
}
