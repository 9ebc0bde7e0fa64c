import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type ClubServer, clubProblem, rename, signIn, startClubServer, syncNow } from './club-helpers';
import { anotherPhone } from './share-helpers';
import { goOffline, serviceWorkerInControl } from './support/offline';
import {
  applyResult,
  casualtiesFigure,
  enterDice,
  fireFromRoster,
  newCard,
  resultCard,
  start,
  unitCard,
  WORDS,
  type Words,
} from './support/table';
import { BATTERY, START, TARGET } from './sync-helpers';

/**
 * A club's phones on one game through its CouchDB (issue 26): pouchdb-server --in-memory (or
 * COUCH_URL's CouchDB), three phones (browser contexts, each with its own storage) that record
 * while offline and sync in any order; every failure said plainly with nothing lost.
 */

const GRENADIERS = 'Grenadiers of the Guard';
const GRENADIERS_START = 24;
const w: Words = WORDS.en;

let server: ClubServer;
test.beforeAll(async () => {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  server = await startClubServer(origin);
});
test.afterAll(async () => {
  await server?.stop();
});

async function phone(page: Page): Promise<Page> {
  const p = await anotherPhone(page);
  await p.getByRole('button', { name: w.close }).click();
  return p;
}

/** One shot of the battery at `target`, physical dice, applied: the casualties. */
async function shootAt(page: Page, target: string, dice: [number, number]): Promise<number> {
  await fireFromRoster(page, w, BATTERY, target);
  await enterDice(page, w, dice[0], dice[1]);
  const lost = Number(await casualtiesFigure(resultCard(page, w), w).textContent());
  expect(lost).toBeGreaterThan(0);
  await applyResult(page, w);
  return lost;
}

/** The card's figures as its roster card says ("21 figures of 24"). */
async function figuresOf(page: Page, name: string): Promise<string> {
  await page.getByRole('link', { name: w.nav.units }).click();
  const card = unitCard(page, name);
  await expect(card).toBeVisible();
  return /[\d½]+ figures? of [\d½]+/.exec((await card.textContent()) ?? '')?.[0] ?? '';
}

async function logLength(page: Page): Promise<number> {
  await page.getByRole('link', { name: w.nav.log }).click();
  const entries = page.getByRole('listitem').filter({ hasText: `${BATTERY} →` });
  await expect(entries.first()).toBeVisible();
  return entries.count();
}

async function online(...pages: Page[]) {
  for (const p of pages) await p.context().setOffline(false);
}

test('three phones record offline, two rename one card, one deletes a card another hit: after syncing in any order, twice, all show the same cards, log and figures; an Undo travels', async ({
  page,
}) => {
  test.slow();
  test.setTimeout(240_000);
  const a = page;
  await start(a);
  await serviceWorkerInControl(a);
  await newCard(a, w, { kind: 'battery', name: BATTERY });
  await newCard(a, w, { kind: 'battalion', name: TARGET, side: 'opponent', figures: START });
  await newCard(a, w, { kind: 'battalion', name: GRENADIERS, side: 'opponent', figures: GRENADIERS_START });
  // Against a real CouchDB (COUCH_URL) with the server's own check installed: every document the
  // phones write passes it. pouchdb-server 4.2.0's validation silently drops a replicated update
  // (new_edits=false answers 201 and keeps the old revision), so there the check runs as CouchDB
  // would run it in tests/unit/club/validate.test.ts instead.
  const url = await server.database('club-three', { validate: Boolean(process.env.COUCH_URL) });
  await signIn(a, url, 'alice');
  await expect(a.getByText('It brought: nothing new')).toBeVisible();
  await expect(clubProblem(a)).toHaveCount(0);

  // Boris and Claire join the club's game: its cards arrive.
  const b = await phone(a);
  const c = await phone(a);
  for (const [p, user] of [
    [b, 'boris'],
    [c, 'claire'],
  ] as const) {
    await signIn(p, url, user);
    await expect(p.getByText('It brought: 3 new cards')).toBeVisible();
    expect(await figuresOf(p, TARGET)).toBe(`${START} figures of ${START}`);
  }

  // Apart, offline: Alice hits the grenadiers and renames them; Boris hits the battalion and
  // renames the grenadiers after her; Claire hits the battalion and deletes the grenadiers.
  for (const p of [a, b, c]) await goOffline(p.context() as BrowserContext, p);
  const lostA = await shootAt(a, GRENADIERS, [5, 6]);
  await rename(a, GRENADIERS, 'Young Guard');
  const lostB = await shootAt(b, TARGET, [3, 4]);
  await rename(b, GRENADIERS, 'Old Guard');
  const lostC = await shootAt(c, TARGET, [4, 4]);
  await c.getByRole('link', { name: w.nav.units }).click();
  await c.getByRole('button', { name: `Delete ${GRENADIERS}` }).click();
  await expect(unitCard(c, GRENADIERS)).toHaveCount(0);

  // Sync now while offline: said, and nothing changes.
  await syncNow(a);
  await expect(clubProblem(a)).toContainText('This phone is offline.');
  await expect(clubProblem(a)).toContainText('Nothing on this phone was changed or lost.');
  expect(await figuresOf(a, 'Young Guard')).toBe(
    `${GRENADIERS_START - lostA} figures of ${GRENADIERS_START}`,
  );

  await online(a, b, c);
  for (const p of [c, a, b, b, c, a]) {
    await syncNow(p);
    await expect(clubProblem(p)).toHaveCount(0);
    await expect(p.getByText(/The server refused/)).toHaveCount(0);
  }
  const target = `${START - lostB - lostC} figures of ${START}`;
  const guard = `${GRENADIERS_START - lostA} figures of ${GRENADIERS_START}`;
  for (const p of [a, b, c]) {
    expect(await figuresOf(p, TARGET)).toBe(target);
    // Kept on Claire's phone too (Alice's hit there was not seen when it was deleted), with Boris's later name.
    expect(await figuresOf(p, 'Old Guard')).toBe(guard);
    await expect(unitCard(p, 'Young Guard')).toHaveCount(0);
    expect(await logLength(p)).toBe(3);
  }

  // Boris undoes his shot: it travels.
  await b.getByRole('link', { name: w.nav.log }).click();
  await b.getByRole('button', { name: w.undoLast }).click();
  await expect(b.getByRole('status').filter({ hasText: w.undone })).toBeVisible();
  for (const p of [b, a, c]) await syncNow(p);
  await expect(a.getByText(/It brought: 1 shot applied or undone/)).toBeVisible();
  for (const p of [a, b, c]) expect(await figuresOf(p, TARGET)).toBe(`${START - lostC} figures of ${START}`);
  await a.screenshot({ path: 'test-results/screens/club-synced.png', fullPage: true });
  for (const p of [b, c]) await p.context().close();
});

test('Keep in sync while online: a phone takes the others’ shots when its network returns, and again after a restart, without a tap', async ({
  page,
}) => {
  test.slow();
  const a = page;
  await start(a);
  await serviceWorkerInControl(a);
  await newCard(a, w, { kind: 'battery', name: BATTERY });
  await newCard(a, w, { kind: 'battalion', name: TARGET, side: 'opponent', figures: START });
  const url = await server.database('club-keep');
  await signIn(a, url, 'alice');
  const b = await phone(a);
  await signIn(b, url, 'boris');
  await b.getByRole('checkbox', { name: 'Keep in sync while online' }).check();
  await expect(b.getByRole('checkbox', { name: 'Keep in sync while online' })).toBeChecked();
  await goOffline(b.context() as BrowserContext, b);

  const first = await shootAt(a, TARGET, [5, 6]);
  await syncNow(a);
  await b.getByRole('link', { name: w.nav.units }).click();
  expect(await figuresOf(b, TARGET)).toBe(`${START} figures of ${START}`);
  // The network returns: Boris's phone syncs by itself.
  await b.context().setOffline(false);
  await expect(unitCard(b, TARGET)).toContainText(`${START - first} figures of ${START}`, {
    timeout: 20_000,
  });

  // Closed and opened again: Keep in sync resumes at start, and the next turn's shot arrives.
  await a.getByRole('link', { name: w.nav.units }).click();
  await a.getByRole('button', { name: 'Next turn' }).click();
  // The end of the turn first (issue 36), then its own Next turn.
  await a.getByRole('button', { name: /^On to turn \d+$/ }).click();
  const second = await shootAt(a, TARGET, [4, 5]);
  await syncNow(a);
  await b.reload();
  await expect(unitCard(b, TARGET)).toContainText(`${START - first - second} figures of ${START}`, {
    timeout: 20_000,
  });
  await expect(b.getByText('Turn 2', { exact: true })).toBeVisible();
  await b.context().close();
});

test('a wrong password, an unreachable server, no such database and a hostile document are each said plainly; nothing is lost', async ({
  page,
}) => {
  test.slow();
  await start(page);
  await serviceWorkerInControl(page);
  await newCard(page, w, { kind: 'battery', name: BATTERY });
  await newCard(page, w, { kind: 'battalion', name: TARGET, side: 'opponent', figures: START });
  const lost = await shootAt(page, TARGET, [5, 5]);
  const mine = `${START - lost} figures of ${START}`;
  const url = await server.database('club-refusals');

  await signIn(page, url, 'alice', 'not-the-password');
  await expect(clubProblem(page)).toHaveText(
    'Wrong user name or password. Nothing on this phone was changed or lost.',
  );
  // The password field is empty again: it was sent, not kept.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await figuresOf(page, TARGET)).toBe(mine);

  await signIn(page, 'http://127.0.0.1:9/club', 'alice');
  await expect(clubProblem(page)).toContainText('No answer from a server at that address.');
  expect(await figuresOf(page, TARGET)).toBe(mine);

  await signIn(page, `${server.base}/no-such-club`, 'alice');
  await expect(clubProblem(page)).toContainText('The server has no database at that address.');

  await signIn(page, 'http://192.168.1.20:5984/club', 'alice');
  await expect(clubProblem(page)).toContainText('That is not a database address');

  // Someone with write access put a card no phone could make: it is refused and listed.
  await server.put('club-refusals', {
    _id: 'card:evil',
    kind: 'card',
    record: { id: 'evil', name: 'x'.repeat(500), startFigures: 1e9 },
  });
  await signIn(page, url, 'alice');
  await expect(clubProblem(page)).toHaveCount(0);
  await expect(
    page.getByText('1 document on the server was refused (nothing of it was stored):'),
  ).toBeVisible();
  await expect(page.locator('.club-last')).toContainText('card:evil');
  await page.screenshot({ path: 'test-results/screens/club-refused.png', fullPage: true });
  expect(await figuresOf(page, TARGET)).toBe(mine);
  await expect(page.getByRole('listitem').filter({ hasText: 'xxxxxxxxxx' })).toHaveCount(0);
});

/**
 * What a fetch to `url` from the page meets (no-cors: a server that answers is reached whatever its
 * CORS): refused by the page's content security policy (its connect-src), reached, or failed.
 */
function reach(page: Page, url: string): Promise<'refused by the policy' | 'reached' | 'failed'> {
  return page.evaluate(async (to) => {
    const origin = new URL(to).origin;
    let refused = false;
    const seen = (e: SecurityPolicyViolationEvent) => {
      if (e.effectiveDirective === 'connect-src' && e.blockedURI.startsWith(origin)) refused = true;
    };
    document.addEventListener('securitypolicyviolation', seen);
    try {
      await fetch(to, { mode: 'no-cors', cache: 'no-store' });
      return 'reached';
    } catch {
      await new Promise((r) => setTimeout(r, 100));
      return refused ? 'refused by the policy' : 'failed';
    } finally {
      document.removeEventListener('securitypolicyviolation', seen);
    }
  }, url);
}

test('the page reaches its own origin and the one club server set up, no other host: on the first visit, once the club is set up, and offline', async ({
  page,
}) => {
  test.slow();
  const own = new URL(String(test.info().project.use.baseURL));
  // Another host: the app's own server under another name (the policy of before let any
  // localhost port and any https host through).
  const other = `http://localhost:${own.port}/manifest.webmanifest`;
  const connectSrc = () => page.locator('meta#gb-connect').getAttribute('content');
  // The first visit, before any service worker: the page's own origin only.
  await start(page);
  expect(await reach(page, `${own.origin}/manifest.webmanifest`)).toBe('reached');
  expect(await reach(page, other)).toBe('refused by the policy');
  expect(await reach(page, `${server.base}/`)).toBe('refused by the policy');
  expect(await connectSrc()).toBe("connect-src 'self'");
  await serviceWorkerInControl(page);

  // The club set up (a reload names it): it syncs, and nothing else is reachable.
  const url = await server.database('club-policy');
  await signIn(page, url, 'alice');
  await expect(clubProblem(page)).toHaveCount(0);
  await expect(page.getByText(/^Last sync:/)).toBeVisible();
  expect(await connectSrc()).toBe(`connect-src 'self' ${server.base}`);
  expect(await reach(page, `${server.base}/`)).toBe('reached');
  expect(await reach(page, other)).toBe('refused by the policy');
  expect(await reach(page, 'https://example.com/')).toBe('refused by the policy');

  // Offline, the page from the service worker: the same policy.
  await goOffline(page.context(), page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Club server', level: 1 })).toBeVisible();
  expect(await connectSrc()).toBe(`connect-src 'self' ${server.base}`);
  expect(await reach(page, other)).toBe('refused by the policy');
});

for (const theme of ['light', 'dark'] as const) {
  test(`Club server has no accessibility violations with a problem and the last sync on screen, ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((t) => {
      if (!localStorage.getItem('gb.prefs.v1'))
        localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'en', theme: t, textSize: 100 }));
    }, theme);
    await start(page);
    const url = await server.database(`club-a11y-${theme}`);
    await signIn(page, url, 'alice');
    await signIn(page, url, 'alice', 'not-the-password');
    await expect(clubProblem(page)).toContainText('Wrong user name or password.');
    await expect(page.getByText(/^Last sync:/)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
