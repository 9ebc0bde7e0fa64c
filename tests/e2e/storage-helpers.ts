/**
 * Shared steps for browser tests: making cards as a player does, reading what IndexedDB really
 * holds (raw IndexedDB in the page, no app code), and checking that no notice lies over a button.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const DB_NAME = 'grand-battery';

export type UnitKind = 'New battalion' | 'New cavalry' | 'New battery';

/** Opens the editor for a new card and types its name; returns the dialog for the rest. */
export async function newUnit(page: Page, kind: UnitKind, name: string): Promise<Locator> {
  await page.getByRole('button', { name: kind }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  return dialog;
}

/** My battery and the opponent's battalion, made on the Units screen. */
export async function batteryAndTarget(
  page: Page,
  names: { battery: string; target: string },
  figures?: { start: string; current: string },
): Promise<void> {
  const battery = await newUnit(page, 'New battery', names.battery);
  await battery.getByRole('button', { name: 'Save' }).click();
  await expect(battery).toBeHidden();
  const target = await newUnit(page, 'New battalion', names.target);
  await target.getByText('Opponent', { exact: true }).click();
  if (figures) {
    await target.getByRole('textbox', { name: 'Starting figures' }).fill(figures.start);
    await target.getByRole('textbox', { name: 'Current figures' }).fill(figures.current);
  }
  await target.getByRole('button', { name: 'Save' }).click();
  await expect(target).toBeHidden();
}

/** Tap to fire from the roster, then roll with my own dice: returns the result on the Fire screen. */
export async function fireWithDice(
  page: Page,
  names: { battery: string; target: string },
  dice: [number, number],
): Promise<Locator> {
  await page.getByRole('button', { name: `Fire with ${names.battery}` }).click();
  await page.getByRole('button', { name: `Fire at ${names.target}` }).click();
  await expect(page.getByRole('heading', { name: 'Fire', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Enter my dice' }).click();
  await page.getByRole('button', { name: `Die 1: ${dice[0]}` }).click();
  await page.getByRole('button', { name: `Die 2: ${dice[1]}` }).click();
  await page.getByRole('button', { name: `Use these dice: ${dice[0]} + ${dice[1]}` }).click();
  const result = page.getByRole('article', { name: /Result/ });
  await expect(result).toBeVisible();
  return result;
}

/**
 * Every record of one store, read with raw IndexedDB. Opens without a version (never upgrades or
 * blocks the app) and closes at once. Call it only once the app has opened the database.
 */
export async function readStore<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    async ({ name, store }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        return await new Promise<T[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as T[]);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { name: DB_NAME, store },
  );
}

/** What the tests need of a stored card and a stored log entry. */
export interface StoredUnit {
  id: string;
  name: string;
  figures: number;
  startFigures: number;
}
export interface StoredShot {
  id: string;
  at: number;
  input: { targetId: string };
  result: { legal: boolean; chain?: { allocation: { line: number; skirmishers: number } } };
  applied?: { targetId: string; line: number; skirmishers: number };
  undone?: { line: number; at: number };
}

/**
 * Presses buttons in several tabs at given offsets (ms) from one moment, each tab on its own
 * timer against the shared wall clock, so the offsets hold however slow the test driver is.
 * A press finds the button the player saw; if that tab has meanwhile removed or disabled it (it
 * learnt of the other tab's change), the press does nothing, as a tap on a vanished button.
 * Returns, per press, whether it landed and when (ms, wall clock).
 */
export async function pressTogether(
  presses: { button: Locator; offset: number }[],
): Promise<{ pressed: boolean; at: number }[]> {
  for (const { button } of presses) await expect(button).toBeEnabled();
  const handles = await Promise.all(presses.map(({ button }) => button.elementHandle()));
  const handleOf = (i: number) => {
    const handle = handles[i];
    if (!handle) throw new Error('the button left the screen before the press');
    return handle;
  };
  const start = Date.now() + 750;
  return Promise.all(
    presses.map(({ offset }, i) =>
      handleOf(i).evaluate(
        (el, when) =>
          new Promise<{ pressed: boolean; at: number }>((resolve) => {
            setTimeout(
              () => {
                const at = Date.now();
                const button = el as HTMLButtonElement;
                if (!button.isConnected || button.disabled) return resolve({ pressed: false, at });
                button.click();
                resolve({ pressed: true, at });
              },
              Math.max(0, when - Date.now()),
            );
          }),
        start + offset,
      ),
    ),
  );
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The visible notices (role status or alert, with something in them) whose box overlaps the
 * target's box, described by their text. Boxes are in the viewport's coordinates.
 */
export async function noticesOver(page: Page, target: Locator): Promise<string[]> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  const over: string[] = [];
  for (const role of ['status', 'alert'] as const) {
    for (const notice of await page.getByRole(role).all()) {
      if (!(await notice.isVisible())) continue;
      const noticeBox = await notice.boundingBox();
      if (!noticeBox || noticeBox.width === 0 || noticeBox.height === 0) continue;
      if (intersects(noticeBox, box)) over.push(`${role}: ${(await notice.textContent())?.trim()}`);
    }
  }
  return over;
}

/** Scrolls the page (and any scrolling box around `target`) to its very end. */
export async function scrollToEnd(page: Page, target?: Locator): Promise<void> {
  await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
  });
  await target?.evaluate((el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      if (node.scrollHeight > node.clientHeight) node.scrollTop = node.scrollHeight;
    }
  });
}
