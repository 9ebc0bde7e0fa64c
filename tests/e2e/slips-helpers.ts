/**
 * Steps of slips.spec.ts (issue 35: an evening without slips): the volley army with its sides named,
 * the two cells the issue played in, a volley from the Fire tab, and what a player reads on screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { casualtiesFigure, type Lang, resultCard, WORDS } from './support/table';
import { ARMY, openWithArmy } from './volley-helpers';

/** Where the issue played: 360×640 in Russian, 390×844 in English. */
export const CELLS = [
  { lang: 'ru', width: 360, height: 640 },
  { lang: 'en', width: 390, height: 844 },
] as const;

/** The sides as the players named them. */
export const SIDES: Record<Lang, { mine: string; opponent: string }> = {
  en: { mine: 'French', opponent: 'Austrians' },
  ru: { mine: 'Французы', opponent: 'Австрийцы' },
};

/** The words of this screens (what the players read; the rest is support/table.ts). */
export const SLIP_WORDS = {
  en: {
    undoTurn: (n: number) => `Undo turn ${n}`,
    undoTurnName: (n: number) => `Undo turn ${n}: back to turn ${n - 1}`,
    undoApply: 'Undo casualties',
    turnHasShots: (n: number) => `Not undone: turn ${n} has 1 shot in the Log`,
    firingNow: 'Firing now:',
    newGameAsk: (n: number) => `Start game ${n}?`,
    cardsBack: (n: number) =>
      n === 0
        ? 'Every card is at its starting figures already'
        : n === 1
          ? '1 card goes back to its starting figures'
          : `${n} cards go back to their starting figures`,
    startGame: (n: number) => `Start game ${n}`,
    cancel: 'Cancel',
    shareFile: 'Share as a file',
  },
  ru: {
    undoTurn: (n: number) => `Отменить ход ${n}`,
    undoTurnName: (n: number) => `Отменить ход ${n}: вернуться к ходу ${n - 1}`,
    undoApply: 'Вернуть потери',
    turnHasShots: (n: number) => `Не отменено: в ходе ${n} уже 1 выстрел в журнале`,
    firingNow: 'Сейчас стреляют:',
    newGameAsk: (n: number) => `Начать партию ${n}?`,
    cardsBack: (n: number) =>
      n === 0
        ? 'Все карточки и так с начальным числом фигур'
        : n === 1
          ? '1 карточка вернётся к начальному числу фигур'
          : `${n} карточки вернутся к начальному числу фигур`,
    startGame: (n: number) => `Начать партию ${n}`,
    cancel: 'Отмена',
    shareFile: 'Отправить файлом',
  },
} as const;

export const unitName = (lang: Lang, id: string) => ARMY[lang].find((u) => u.id === id)?.name ?? id;

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The volley army (volley-helpers.ts) with the sides named, every card at full strength. */
export async function openWithSides(page: Page, lang: Lang): Promise<void> {
  // Full cards on the roster, as these steps were written for, whatever the army's size would choose.
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('gb.prefs.v1'))
      localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light', roster: 'cards' }));
  }, lang);
  await openWithArmy(
    page,
    lang,
    ARMY[lang].map((u) => ({ ...u, figures: u.startFigures })),
  );
  await page.evaluate(async (sideNames) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('grand-battery');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const game = await new Promise<Record<string, unknown>>((resolve) => {
      const read = db.transaction('meta').objectStore('meta').get('game');
      read.onsuccess = () => resolve((read.result as Record<string, unknown> | undefined) ?? {});
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ ...game, sideNames }, 'game');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, SIDES[lang]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
}

/** The Fire screen's pickers: a battery, a target. */
export const firerButton = (page: Page, lang: Lang, id: string) =>
  page
    .getByRole('group', { name: WORDS[lang].firer })
    .getByRole('button', { name: startsWith(unitName(lang, id)) });
export const targetButton = (page: Page, lang: Lang, id: string) =>
  page
    .getByRole('group', { name: WORDS[lang].target })
    .getByRole('button', { name: startsWith(unitName(lang, id)) });

/** The chosen battery's and target's names on the Fire screen (the matchup). */
export const chosenNames = (page: Page) => page.locator('.chosen-name');

/** Roll and Apply on the Fire screen: answers the casualties applied. */
export async function rollAndApply(page: Page, lang: Lang): Promise<number> {
  const w = WORDS[lang];
  await page.getByRole('button', { name: w.roll }).click();
  const result = resultCard(page, w);
  await result.getByRole('button', { name: w.apply }).click();
  await expect(result).toContainText(w.applied);
  return figuresOf((await casualtiesFigure(result, w).textContent()) ?? '');
}

/** From the Fire tab: the battery, the target, Roll, Apply; answers the casualties. */
export async function volleyFromFireTab(page: Page, lang: Lang, battery: string, target: string) {
  await page.getByRole('link', { name: WORDS[lang].nav.fire, exact: true }).click();
  await firerButton(page, lang, battery).click();
  await targetButton(page, lang, target).click();
  return rollAndApply(page, lang);
}

/** ½, 2, 1½ as the result card prints them. */
export const figuresOf = (text: string) => {
  const t = text.trim();
  const whole = t.replace('½', '');
  return (whole === '' ? 0 : Number(whole)) + (t.endsWith('½') ? 0.5 : 0);
};

/**
 * What a box does not show of its text: cut by an ellipsis or hidden past its edge, checked on the
 * box and every element inside it (text for screen readers only is not on screen, and skipped).
 */
export async function textCut(box: Locator): Promise<string[]> {
  return box.evaluate((root) => {
    const cut: string[] = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (!(el instanceof HTMLElement) || el.closest('.visually-hidden')) continue;
      const style = getComputedStyle(el);
      // Words for screen readers only (clipped to a pixel) are not on screen to be cut.
      if (style.display === 'none' || el.getBoundingClientRect().width <= 1) continue;
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (hides && el.scrollWidth > el.clientWidth + 1)
        cut.push(`${el.tagName.toLowerCase()}.${el.className}: “${el.textContent}”`);
    }
    return cut;
  });
}

/** The boxes of a row: their tops, to tell one row from two. */
export async function rowsOf(row: Locator): Promise<number> {
  return row.evaluate((el) => {
    const tops = [...el.children]
      .filter((c) => c instanceof HTMLElement && c.offsetParent !== null)
      .map((c) => Math.round(c.getBoundingClientRect().top));
    const distinct: number[] = [];
    for (const top of tops) if (!distinct.some((d) => Math.abs(d - top) < 12)) distinct.push(top);
    return distinct.length;
  });
}
