/**
 * The compact roster's spec (roster.spec.ts): a brigade a side written into the app's IndexedDB as
 * a saved game would be, the List choice, and what a row shows on the phone's screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from './support/table';

/** Names as players give them (long, short, French, German, Russian), 5 units a side. */
export const ROSTER = [
  {
    id: 'm1',
    name: 'Batterie à pied, 1er régiment',
    side: 'mine',
    arm: 'artillery',
    figures: 4,
    startFigures: 4,
    gunType: '12pdr',
  },
  {
    id: 'm2',
    name: 'Horse Battery Griois',
    side: 'mine',
    arm: 'artillery',
    figures: 3.5,
    startFigures: 4,
    gunType: '3pdr-horse',
    batteryKind: 'horse',
  },
  {
    id: 'm3',
    name: '1er Bataillon, 45e Ligne',
    side: 'mine',
    arm: 'infantry',
    figures: 31,
    startFigures: 36,
    formation: 'column',
  },
  { id: 'm4', name: '2e Bataillon, 45e Ligne', side: 'mine', arm: 'infantry', figures: 36, startFigures: 36 },
  { id: 'm5', name: '7e Hussards', side: 'mine', arm: 'cavalry', figures: 12, startFigures: 12 },
  {
    id: 'o1',
    name: 'Лейб-гвардии Гренадерский полк',
    side: 'opponent',
    arm: 'infantry',
    figures: 23.5,
    startFigures: 36,
    formation: 'square',
  },
  {
    id: 'o2',
    name: 'IR 4 Hoch- und Deutschmeister',
    side: 'opponent',
    arm: 'infantry',
    figures: 30,
    startFigures: 36,
  },
  {
    id: 'o3',
    name: 'Батарейная рота №1',
    side: 'opponent',
    arm: 'artillery',
    figures: 4,
    startFigures: 4,
    gunType: '12pdr',
  },
  { id: 'o4', name: 'Kexholm Regiment', side: 'opponent', arm: 'infantry', figures: 0, startFigures: 36 },
  { id: 'o5', name: 'Cuirassiers Zastrow', side: 'opponent', arm: 'cavalry', figures: 11, startFigures: 12 },
] as const;

/** The roster above written into the app's database, shown from a reload (the app already started). */
export async function seedRoster(page: Page): Promise<void> {
  const now = Date.now();
  const units = ROSTER.map((u, i) => ({
    nation: u.side === 'mine' ? 'france' : 'russia',
    infantryType: 'line',
    markers: { jager: false, fusilier: false, imperialGuard: false },
    class: 'line',
    formation: 'line',
    screen: { attached: false, figures: 0 },
    gunType: '9pdr',
    batteryKind: 'foot',
    createdAt: now - 1000 + i,
    updatedAt: now,
    ...u,
  }));
  // A card's figures are derived from its events (src/sync/figures.ts): a card below its starting
  // figures is backed by the player's own "set to N", as the unit editor stores it.
  const wall = String(now).padStart(16, '0');
  const corrections = units
    .filter((u) => u.figures !== u.startFigures)
    .map((u, i) => ({
      id: `seed-set-${u.id}`,
      cardId: u.id,
      game: 1,
      line: 0,
      skirmishers: 0,
      clock: `${wall}.${String(i).padStart(4, '0')}.seedphone`,
      set: { line: { to: u.figures, seen: 0 } },
    }));
  await page.evaluate(
    async ({ cards, sets }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('grand-battery');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['units', 'corrections'], 'readwrite');
      for (const card of cards) tx.objectStore('units').put(card);
      for (const set of sets) tx.objectStore('corrections').put(set);
      await new Promise((done) => {
        tx.oncomplete = done;
      });
      db.close();
    },
    { cards: units, sets: corrections },
  );
  await page.reload();
  await expect(page.getByText(ROSTER[0].name).first()).toBeVisible();
}

export const VIEW = {
  en: { cards: 'Cards', rows: 'List', legend: 'Show units as', of: 'of', fired: 'Fired', target: 'Target' },
  ru: {
    cards: 'Карточки',
    rows: 'Список',
    legend: 'Показывать отряды',
    of: 'из',
    fired: 'Стреляла',
    target: 'Цель',
  },
} as const;

/** Cards or List, as the player taps it under the roster. */
export async function chooseView(page: Page, lang: Lang, view: 'cards' | 'rows'): Promise<void> {
  const radio = page
    .getByRole('group', { name: VIEW[lang].legend })
    .getByRole('radio', { name: VIEW[lang][view] });
  // Scrolled to as a thumb does, until it stays put: the cards above it are drawn as they come near
  // the screen and push it down on the way.
  let at = -1;
  for (let i = 0; i < 6; i++) {
    await radio.evaluate((el) =>
      el.closest('fieldset, [role="radiogroup"], div')?.scrollIntoView({ block: 'center' }),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const y = (await radio.boundingBox())?.y ?? -1;
    if (Math.abs(y - at) < 1) break;
    at = y;
  }
  await radio.check();
  await expect(radio).toBeChecked();
}

/** A unit's compact row: its main part, a button named by what it shows (the name first). */
export const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/**
 * Rows wholly on screen between the game bar and what is fixed at the bottom (the New buttons or
 * the firing banner, the navigation): what the player sees without scrolling.
 */
export async function rowsInView(page: Page): Promise<{ whole: number; top: number; bottom: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector('.game-bar')?.getBoundingClientRect();
    const lows = [document.querySelector('.units-dock'), document.querySelector('nav')]
      .map((el) => el?.getBoundingClientRect().top ?? innerHeight)
      .filter((y) => y > 0);
    const top = bar ? bar.bottom : 0;
    const bottom = Math.min(innerHeight, ...lows);
    const whole = [...document.querySelectorAll('.unit-row')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
    }).length;
    return { whole, top, bottom };
  });
}

/**
 * Words split across two lines in the rows' names (a word's first and last letter on different
 * line boxes); a word with a hyphen in it may break at its hyphen. Empty: every name wraps whole.
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const name of document.querySelectorAll('.unit-row-name')) {
      const text = name.firstElementChild?.firstChild ?? name.firstChild;
      if (!(text instanceof Text)) continue;
      const value = text.data;
      const range = document.createRange();
      const lineOf = (at: number) => {
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        const rects = range.getClientRects();
        const box = rects[rects.length - 1];
        return box ? Math.round(box.top + box.height / 2) : -1;
      };
      for (const match of value.matchAll(/\S+/g)) {
        // Each part between hyphens is a word that must stay whole.
        let at = match.index ?? 0;
        for (const part of match[0].split('-')) {
          if (part.length > 1 && lineOf(at) !== lineOf(at + part.length - 1))
            broken.push(`${part} in “${value}”`);
          at += part.length + 1;
        }
      }
    }
    return broken;
  });
}

/** The browser's own text size (percent): the root's and the body's font size, as overflow-helpers.ts does. */
export async function browserText(page: Page, percent: number): Promise<void> {
  await page.evaluate((k) => {
    const size = k === 100 ? '' : `${(17 * k) / 100}px`;
    document.documentElement.style.fontSize = size;
    document.body.style.fontSize = size;
  }, percent);
}
