/**
 * Steps for the volley-flow browser tests (issue 22): an army on both sides seeded into storage,
 * the browser's text size, and taps counted as a player makes them (each control on screen and
 * not covered before the tap).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { BrigadeRecord, UnitCard } from '../../src/records/model';
import { unitCard as card } from '../unit/fixtures';
import { casualtiesFigure, enterDice, type Lang, resultCard, WORDS } from './support/table';

/**
 * Two armies as the players typed them: three batteries and two battalions of mine, a battalion, a
 * battery and a battalion of the opponent's (on the roster in that order).
 */
export const ARMY: Record<Lang, UnitCard[]> = {
  en: army([
    'Foot Battery No. 1 (12pdr)',
    'Horse Battery No. 2',
    'Foot Battery No. 3',
    '1er de Ligne, 2e Bataillon',
    '4e Léger',
    'IR 4 Hoch- und Deutschmeister',
    'Austrian Position Battery',
    'IR 49 Hiller',
  ]),
  ru: army([
    'Пешая батарея № 1 (12-фунтовая)',
    'Конная батарея № 2',
    'Лёгкая батарея № 3',
    'Московский пехотный полк',
    'Егерский батальон',
    'Пехотный полк Дойчмейстер',
    'Австрийская позиционная батарея',
    'Пехотный полк Хиллера',
  ]),
};

function army(names: string[]): UnitCard[] {
  const [b1, b2, b3, m1, m2, o1, o2, o3] = names as [string, ...string[]];
  const battery = { arm: 'artillery' as const, figures: 4, startFigures: 4 };
  return [
    card({ id: 'b1', name: b1, ...battery, gunType: '12pdr', createdAt: 1 }),
    card({ id: 'b2', name: b2 ?? '', ...battery, batteryKind: 'horse', createdAt: 2 }),
    card({ id: 'b3', name: b3 ?? '', ...battery, createdAt: 3 }),
    card({ id: 'm1', name: m1 ?? '', createdAt: 4 }),
    card({ id: 'm2', name: m2 ?? '', infantryType: 'light', createdAt: 5 }),
    card({
      id: 'o1',
      name: o1 ?? '',
      side: 'opponent',
      nation: 'austria',
      formation: 'column',
      createdAt: 6,
    }),
    card({ id: 'o2', name: o2 ?? '', side: 'opponent', nation: 'austria', ...battery, createdAt: 7 }),
    card({ id: 'o3', name: o3 ?? '', side: 'opponent', nation: 'austria', figures: 23.5, createdAt: 8 }),
  ];
}

/**
 * Issue 34: a 16-unit evening in four brigades (two a side), with long names: the eight units of
 * ARMY in their brigades, and eight more. b1 is the first battery of my first brigade; o1 the first
 * battalion of the opponent's first brigade.
 */
export const BRIGADES: Record<Lang, BrigadeRecord[]> = {
  en: brigades(
    ['Brigade Lefèvre-Desnouettes', 'Brigade Friant', 'Brigade Bianchi', 'Brigade Hohenlohe'],
    [
      'GdB Charles Lefèvre-Desnouettes',
      'GdB Louis Friant',
      'GM Friedrich Bianchi',
      'FML Hohenlohe-Bartenstein',
    ],
  ),
  ru: brigades(
    ['Бригада Лефевра-Денуэтта', 'Бригада Фриана', 'Бригада Бианки', 'Бригада Гогенлоэ'],
    [
      'бригадный генерал Лефевр-Денуэтт',
      'бригадный генерал Фриан',
      'генерал-майор Бианки',
      'фельдмаршал-лейтенант Гогенлоэ',
    ],
  ),
};

function brigades(names: string[], commanders: string[]): BrigadeRecord[] {
  const sides = ['mine', 'mine', 'opponent', 'opponent'] as const;
  return names.map((name, i) => ({
    id: `brigade-${i + 1}`,
    side: sides[i] ?? 'mine',
    name,
    commander: commanders[i] ?? '',
    order: i % 2,
    createdAt: i + 1,
    updatedAt: i + 1,
  }));
}

const MORE_NAMES: Record<Lang, string[]> = {
  en: [
    '2e Régiment de Chasseurs à Cheval',
    '1/45e de Ligne',
    '2/45e de Ligne',
    '3/45e de Ligne',
    'IR 14 Klebek',
    'Grenz-Infanterie-Regiment Nr. 9 Peterwardeiner',
    'Kürassier-Regiment Nr. 3 Herzog Albert',
    'Kavallerie-Batterie',
  ],
  ru: [
    'Конно-егерский полк',
    '1-й батальон 45-го линейного',
    '2-й батальон 45-го линейного',
    '3-й батальон 45-го линейного',
    'Пехотный полк Клебека',
    'Граничарский полк Петервардейнский',
    'Кирасирский полк герцога Альберта',
    'Конная батарея австрийцев',
  ],
};

/** ARMY in four brigades, and eight units more: 16 units, 8 a side. */
export function army16(lang: Lang): UnitCard[] {
  const base = ARMY[lang];
  const [c1, l1, l2, l3, o4, o5, o6, o7] = MORE_NAMES[lang] as [string, ...string[]];
  const battery = { arm: 'artillery' as const, figures: 4, startFigures: 4 };
  const more = [
    card({ id: 'm3', name: c1, arm: 'cavalry', figures: 12, startFigures: 12, createdAt: 9 }),
    card({ id: 'm4', name: l1 ?? '', createdAt: 10 }),
    card({ id: 'm5', name: l2 ?? '', createdAt: 11 }),
    card({ id: 'm6', name: l3 ?? '', createdAt: 12 }),
    card({ id: 'o4', name: o4 ?? '', side: 'opponent', nation: 'austria', createdAt: 13 }),
    card({
      id: 'o5',
      name: o5 ?? '',
      side: 'opponent',
      nation: 'austria',
      infantryType: 'light',
      createdAt: 14,
    }),
    card({
      id: 'o6',
      name: o6 ?? '',
      side: 'opponent',
      nation: 'austria',
      arm: 'cavalry',
      figures: 12,
      startFigures: 12,
      createdAt: 15,
    }),
    card({ id: 'o7', name: o7 ?? '', side: 'opponent', nation: 'austria', ...battery, createdAt: 16 }),
  ];
  const place: Record<string, [string, number]> = {
    b1: ['brigade-1', 0],
    m1: ['brigade-1', 1],
    m2: ['brigade-1', 2],
    m3: ['brigade-1', 3],
    b2: ['brigade-2', 0],
    b3: ['brigade-2', 1],
    m4: ['brigade-2', 2],
    m5: ['brigade-2', 3],
    m6: ['brigade-2', 4],
    o1: ['brigade-3', 0],
    o2: ['brigade-3', 1],
    o3: ['brigade-3', 2],
    o4: ['brigade-3', 3],
    o5: ['brigade-4', 0],
    o6: ['brigade-4', 1],
    o7: ['brigade-4', 2],
  };
  return [...base, ...more].map((u) => {
    const [brigadeId, order] = place[u.id] ?? [undefined, 0];
    return brigadeId ? { ...u, brigadeId, order } : u;
  });
}

/**
 * The browser's text size as a phone's setting gives it: every font size scaled. The app sizes all
 * its text from the root's 17 px (rem and em), so the root's and the body's font size, set before
 * the first paint of every page load, scale it all as the setting does (Chromium's default font
 * size setting, `Page.setFontSizes`, would not: the app's 17 px root does not use it).
 */
export async function browserTextSize(page: Page, percent: number): Promise<void> {
  if (percent === 100) return;
  await page.addInitScript(
    (px) => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = px;
        document.body.style.fontSize = px;
      });
    },
    `${(17 * percent) / 100}px`,
  );
}

/**
 * The app in `lang` with the army stored (no service worker: nothing here needs one), the roster in
 * its default view (compact rows past four units) or in the one `roster` names.
 */
export async function openWithArmy(
  page: Page,
  lang: Lang,
  units: readonly UnitCard[] = ARMY[lang],
  brigades: readonly BrigadeRecord[] = [],
  options: { roster?: 'cards' | 'rows' } = {},
) {
  await page.addInitScript(
    ({ lang, roster }) => {
      if (!localStorage.getItem('gb.prefs.v1'))
        localStorage.setItem(
          'gb.prefs.v1',
          JSON.stringify({ lang, theme: 'light', ...(roster ? { roster } : {}) }),
        );
    },
    { lang, roster: options.roster },
  );
  await page.goto('./');
  await page.evaluate(
    async ({ units, brigades }) => {
      // The app makes its database on the first load: wait for it (never open it first, which would
      // make an empty one), then for its stores, then write as another tab.
      for (let i = 0; i < 300; i++) {
        const known = await indexedDB.databases();
        if (!known.some((d) => d.name === 'grand-battery')) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('grand-battery');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (db.objectStoreNames.contains('units') && db.objectStoreNames.contains('brigades')) {
          const tx = db.transaction(['units', 'brigades'], 'readwrite');
          for (const unit of units) tx.objectStore('units').put(unit);
          for (const brigade of brigades) tx.objectStore('brigades').put(brigade);
          await new Promise((resolve) => {
            tx.oncomplete = resolve;
          });
          db.close();
          new BroadcastChannel('grand-battery').postMessage('changed');
          return;
        }
        db.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the app made no database');
    },
    { units, brigades },
  );
  // The roster shows the army, as cards or (past four units, by default) as compact rows.
  await expect(page.getByText(units[0]?.name ?? '', { exact: true }).first()).toBeVisible();
}

/** Where a control is: inside the viewport, and whether it is what a tap at its centre hits. */
export async function reach(control: Locator) {
  return control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    const by = top && top !== el && !el.contains(top) ? `${top.tagName}.${String(top.className)}` : '';
    return {
      ...(by ? { coveredBy: by, y: Math.round(y), h: window.innerHeight } : {}),
      inside:
        box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
      uncovered: top !== null && (top === el || el.contains(top)),
    };
  });
}

/**
 * Counts a player's taps and scrolls: before each tap the control must be inside the viewport and
 * not covered; a control out of view costs a scroll (the player's thumb), allowed up to `scrolls`.
 */
export function tapCounter(page: Page, allowed: { scrolls: number }) {
  const count = { taps: 0, scrolls: 0 };
  const tap = async (control: Locator, what: string) => {
    await expect(control, what).toBeVisible();
    // What the player sees: after the app's own scroll of the last tap (the next frames).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    let at = await reach(control);
    if (!at.inside || !at.uncovered) {
      count.scrolls += 1;
      expect(count.scrolls, `a scroll to reach ${what}`).toBeLessThanOrEqual(allowed.scrolls);
      // One thumb's scroll, which ends with the control in view: cards drawn as they come near
      // the screen (content-visibility) may grow on the way, so it settles and is aimed again.
      await control.evaluate(async (el) => {
        const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        // Until it stays put (at most 6 aims): cards drawn on the way change the height above it.
        for (let aim = 0, last = Number.NaN; aim < 6; aim += 1) {
          el.scrollIntoView({ block: 'center' });
          await frames();
          const top = Math.round(el.getBoundingClientRect().top);
          if (top === last) break;
          last = top;
        }
      });
      at = await reach(control);
    }
    expect({ ...at, what }, `${what}: on screen and not covered`).toEqual({
      inside: true,
      uncovered: true,
      what,
    });
    await control.tap();
    count.taps += 1;
  };
  return { count, tap };
}

/** The result's headline and Apply: both on screen and not covered, right after the Roll. */
export async function resultInView(casualties: Locator, apply: Locator): Promise<void> {
  await expect(apply).toBeVisible();
  for (const [what, control] of [
    ['casualties', casualties],
    ['Apply', apply],
  ] as const) {
    // Once drawn (the result is logged, then shown from the log): polled, not read once mid-draw.
    await expect
      .poll(() => reach(control), { message: `${what} on screen after the roll` })
      .toEqual({ inside: true, uncovered: true });
  }
}

/**
 * The words whose rendered lines split them: for every text node on screen, each word (split at
 * spaces, and at hyphens, soft hyphens, dashes and slashes, where a break is allowed) whose first and
 * last letters sit on different line boxes. Text for screen readers only (clipped to 1 px) is skipped,
 * and so is a word that cannot fit the phone at all: wider than the phone less the screen's gutters
 * and a card's frame (64 px), the widest line any text there gets. A word in a narrower box
 * (a squeezed column, a padded button) is held: the layout must give it room.
 */
export async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    const tooLong = (word: string, el: Element) => {
      if (!canvas) return false;
      canvas.font = getComputedStyle(el).font;
      return canvas.measureText(word).width > window.innerWidth - 64;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const lineOf = (node: Text, at: number) => {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getClientRects()[0];
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const el = node.parentElement;
      if (!el || el.closest('.visually-hidden, svg, script, style, [hidden]')) continue;
      const text = node.data;
      for (const piece of text.matchAll(/[^\s\-\u00AD\u2010\u2011\u2013\u2014/]{2,}/g)) {
        const first = lineOf(node, piece.index);
        const last = lineOf(node, piece.index + piece[0].length - 1);
        if (!first || !last || first.height === 0) continue;
        if (Math.abs(first.top - last.top) > first.height / 2 && !tooLong(piece[0], el)) {
          const where = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}`;
          found.push(`«${piece[0]}» in ${where}`);
        }
      }
    }
    return found;
  });
}

/** A volley from the roster (dice 6 and 5), applied; answers the casualties its result shows. */
export async function appliedVolley(
  page: Page,
  lang: Lang,
  battery: UnitCard,
  target: UnitCard,
): Promise<string> {
  const w = WORDS[lang];
  await page.getByRole('link', { name: w.nav.units }).click();
  await page.getByRole('button', { name: w.fireWith(battery.name) }).click();
  await page.getByRole('button', { name: w.fireAt(target.name) }).click();
  await expect(page).toHaveURL(/#\/fire$/);
  await enterDice(page, w, 6, 5);
  const result = resultCard(page, w);
  const casualties = ((await casualtiesFigure(result, w).textContent()) ?? '').trim();
  expect(casualties, 'a hit').not.toBe('0');
  await result.getByRole('button', { name: w.apply }).click();
  await expect(result).toContainText(w.applied);
  return casualties;
}
