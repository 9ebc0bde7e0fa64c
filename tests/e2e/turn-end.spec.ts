/**
 * Issue 36, items 1 and 3: the end of the turn. A three-turn evening on one phone, at 360×640 in
 * Russian and 390×844 in English (and in Russian at 150 %), at browser text 100 % and 150 %: one
 * battery never fires and three units take casualties. Before each Next turn the end of the turn
 * lists exactly the batteries yet to fire and the units hit this turn (what each lost, read from
 * its result card), "Fire now" opens that battery's volley in one tap, "They hold fire" is in the
 * Log, and nothing is wider than the phone. The units and brigades past the active pack's morale
 * thresholds (the practice pack's: half or fewer left, a quarter lost) are marked with the pack's
 * words and name, worked out here from the figures each result gave; once a pack without thresholds
 * is in use (imported by its link), none is. The first end of the turn, a typical one, fits the
 * phone's screen without scrolling on the 390×844 phone in both languages at text 100 and 150 % and
 * on the 360×640 at 100 %; at 150 % on the 360×640 it scrolls on its own, its actions fixed at the
 * foot (about 1.4 screens there).
 */
import { expect, type Locator, test } from '@playwright/test';
import { practicePackData } from '../../src/packs/practice';
import { packLinkHash } from '../../src/packs/share';
import type { BrigadeRecord, UnitCard } from '../../src/records/model';
import { type Lang, noSidewaysScroll, WORDS } from './support/table';
import { ARMY, BRIGADES, browserTextSize, openWithArmy, appliedVolley as volley } from './volley-helpers';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 240_000 });

const CELLS = [
  { lang: 'ru', width: 360, height: 640, texts: [100, 150] },
  { lang: 'en', width: 390, height: 844, texts: [100, 150] },
  // The common phone in Russian at large text: the end of the turn fits it in both languages.
  { lang: 'ru', width: 390, height: 844, texts: [150] },
] as const;
const SHOTS = 'test-results/screens';

const TURN_END = {
  en: {
    title: (n: number) => `End of turn ${n}`,
    fireNow: (name: string) => `Fire now: ${name}`,
    hold: (side: string) => `${side}: they hold fire`,
    lost: (n: string) => `−${n}`,
    held: (name: string, turn: number) => `${name} held fire in turn ${turn}`,
    marksBy: '— the rule pack “Practice values — not from the rulebook”',
    unitMark: 'Practice threshold',
    brigadeMark: 'Practice threshold',
    keyUnit: 'unit: Practice threshold',
    keyBrigade: 'brigade: Practice threshold',
    importAndUse: 'Import and use',
    noThresholds: /· no morale thresholds$/,
  },
  ru: {
    title: (n: number) => `Конец хода ${n}`,
    fireNow: (name: string) => `Огонь: ${name}`,
    hold: (side: string) => `${side}: не стреляют`,
    lost: (n: string) => `−${n}`,
    held: (name: string, turn: number) => `${name}: не стреляла в ходу ${turn}`,
    marksBy: '— набор правил «Учебные значения — не из книги правил»',
    unitMark: 'Учебный порог',
    brigadeMark: 'Учебный порог',
    keyUnit: 'часть: Учебный порог',
    keyBrigade: 'бригада: Учебный порог',
    importAndUse: 'Импортировать и использовать',
    noThresholds: /· без порогов морали$/,
  },
} as const;

/** The practice pack's thresholds (src/packs/practice.ts): a unit at or under 50 %, a brigade that lost 25 %. */
const UNIT_AT_OR_UNDER = 50;
const BRIGADE_LOST = 25;

/**
 * ARMY in three brigades (two of mine, one of the opponent's), three of its battalions small enough
 * for a practice threshold to be reached in three turns.
 */
function evening(lang: Lang): { units: UnitCard[]; brigades: BrigadeRecord[] } {
  const place: Record<string, [string, number]> = {
    b1: ['brigade-1', 0],
    m1: ['brigade-1', 1],
    m2: ['brigade-1', 2],
    b2: ['brigade-2', 0],
    b3: ['brigade-2', 1],
    o1: ['brigade-3', 0],
    o2: ['brigade-3', 1],
    o3: ['brigade-3', 2],
  };
  const small: Record<string, number> = { m1: 10, o1: 8, o3: 12 };
  const units = ARMY[lang].map((u) => {
    const [brigadeId, order] = place[u.id] ?? ['', 0];
    const start = small[u.id];
    return { ...u, brigadeId, order, ...(start ? { startFigures: start, figures: start } : {}) };
  });
  return { units, brigades: (BRIGADES[lang] as BrigadeRecord[]).slice(0, 3) };
}

/** Figures as the result card writes them: 3, 2½, ½. */
const figures = (text: string) => Number(text.replace(/^(\d*)½$/, (_, whole) => `${whole || 0}.5`));

/** How tall the end of the turn is, and the screen it is shown on (its own scroll: it covers the game). */
async function heights(end: Locator): Promise<{ scroll: number; client: number }> {
  return end.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
}

for (const { lang, width, height, texts } of CELLS) {
  for (const text of texts) {
    test(`${lang}, ${width}×${height}, text ${text} %: the end of each turn of a three-turn evening`, async ({
      page,
    }) => {
      const w = WORDS[lang];
      const e = TURN_END[lang];
      await page.setViewportSize({ width, height });
      await browserTextSize(page, text);
      // Full cards on the roster, whatever the phone's size would choose.
      await page.addInitScript((lang) => {
        if (!localStorage.getItem('gb.prefs.v1'))
          localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light', roster: 'cards' }));
      }, lang);
      const army = evening(lang);
      await openWithArmy(page, lang, army.units, army.brigades);
      const unit = (id: string) => army.units.find((u) => u.id === id) as UnitCard;
      const [b1, b2, b3, m1, o1, o2, o3] = ['b1', 'b2', 'b3', 'm1', 'o1', 'o2', 'o3'].map(unit) as UnitCard[];
      if (!(b1 && b2 && b3 && m1 && o1 && o2 && o3)) throw new Error('the army');

      // Every unit's figures as the evening's results leave them (start − the casualties applied).
      const now = new Map(army.units.map((u) => [u.id, u.startFigures]));
      const hitAll = (hits: Map<UnitCard, string>) => {
        for (const [u, lost] of hits) now.set(u.id, (now.get(u.id) ?? 0) - figures(lost));
      };
      /** Who the practice thresholds mark now, worked out from the figures: units hit, brigades with losses. */
      const expectedMarks = (hit: Map<UnitCard, string>) => {
        const units = [...hit.keys()].filter(
          (u) => (now.get(u.id) ?? 0) * 100 <= u.startFigures * UNIT_AT_OR_UNDER,
        );
        const brigades = army.brigades.filter((b) => {
          const members = army.units.filter((u) => u.brigadeId === b.id);
          const start = members.reduce((sum, u) => sum + u.startFigures, 0);
          const left = members.reduce((sum, u) => sum + (now.get(u.id) ?? 0), 0);
          return left < start && (start - left) * 100 >= start * BRIGADE_LOST;
        });
        return { units, brigades };
      };
      let marksSeen = 0;

      /** Next turn from the game bar: the end of the turn, what it lists and marks, checked. */
      const endOfTurn = async (
        turn: number,
        toFire: UnitCard[],
        hit: Map<UnitCard, string>,
        marks = true,
      ) => {
        await page.getByRole('button', { name: w.nextTurn, exact: true }).click();
        const end = page.getByRole('dialog', { name: e.title(turn) });
        await expect(end).toBeVisible();
        const fireNow = end.getByRole('button', { name: lang === 'en' ? /^Fire now: / : /^Огонь: / });
        await expect(fireNow).toHaveText(toFire.map(() => (lang === 'en' ? 'Fire now' : 'Огонь')));
        for (const b of toFire)
          await expect(end.getByRole('button', { name: e.fireNow(b.name) })).toBeVisible();
        // Each unit hit this turn is a row under its brigade: what it lost this turn in its first figure.
        const lines = end.locator('tr.turn-unit');
        await expect(lines).toHaveCount(hit.size);
        for (const [u, lost] of hit)
          await expect(lines.filter({ hasText: u.name }).locator('.turn-figures > span').first()).toHaveText(
            e.lost(lost),
          );
        // The marks: exactly the units and brigades past the practice thresholds, or none at all; the
        // pack's words and its name in the key under the tables.
        const expected = marks ? expectedMarks(hit) : { units: [], brigades: [] };
        for (const u of hit.keys()) {
          const mark = lines.filter({ hasText: u.name }).locator('.turn-mark');
          if (expected.units.includes(u)) await expect(mark).toContainText(`⚑ (${e.unitMark})`);
          else await expect(mark).toHaveCount(0);
        }
        for (const b of army.brigades) {
          const mark = end.locator('tr.turn-brigade').filter({ hasText: b.name }).locator('.turn-mark');
          if (expected.brigades.includes(b)) await expect(mark).toContainText(`⚑ (${e.brigadeMark})`);
          else await expect(mark).toHaveCount(0);
        }
        // The key: the pack's words and its name; which kind, where only one marks.
        const key = end.locator('.turn-marks-by');
        const units = expected.units.length > 0;
        const brigades = expected.brigades.length > 0;
        if (!units && !brigades) await expect(key).toHaveCount(0);
        else {
          await expect(key).toContainText(`⚑ ${units ? e.unitMark : e.brigadeMark}`);
          await expect(key).toContainText(e.marksBy);
          if (units !== brigades) await expect(key).toContainText(units ? e.keyUnit : e.keyBrigade);
        }
        if (!marks) await expect(end.locator('.turn-mark')).toHaveCount(0);
        marksSeen += expected.units.length + expected.brigades.length;
        await noSidewaysScroll(page, `end of turn ${turn}`);
        return end;
      };

      // Turn 1: three volleys, three units hit; the third battery of mine never fires.
      const hit1 = new Map([
        [o1, await volley(page, lang, b1, o1)],
        [m1, await volley(page, lang, o2, m1)],
        [o3, await volley(page, lang, b2, o3)],
      ]);
      hitAll(hit1);
      let end = await endOfTurn(1, [b3], hit1);
      // A typical turn's end: one battery to ask about, three units hit in three brigades, both sides.
      await page.screenshot({ path: `${SHOTS}/turn-end-${lang}-${width}-${text}.png`, fullPage: false });
      // It has no scroll of its own: all of it is on the phone's screen at once, but at 150 % on the
      // small phone (360×640), where the names wrap and it scrolls (its height is noted with the test).
      const { scroll, client } = await heights(end);
      test.info().annotations.push({ type: 'height', description: `${scroll} px on a ${client} px screen` });
      if (text === 100 || width === 390)
        expect(scroll, 'the end of the turn fits one screen').toBeLessThanOrEqual(client);
      // "Fire now": one tap, the Fire screen with that battery, its target to choose.
      await end.getByRole('button', { name: e.fireNow(b3.name) }).click();
      await expect(page).toHaveURL(/#\/fire$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('group', { name: w.target })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(b3.name);
      // Back at the end of the turn: they hold fire, and it is asked no more.
      await page.getByRole('link', { name: w.nav.units }).click();
      const cancel = page.getByRole('button', { name: w.cancel, exact: true });
      if (await cancel.isVisible()) await cancel.click();
      end = await endOfTurn(1, [b3], hit1);
      await end.getByRole('button', { name: e.hold(w.mine) }).click();
      await expect(end.getByRole('button', { name: e.fireNow(b3.name) })).toHaveCount(0);
      await end.getByRole('button', { name: w.onToTurn }).click();
      await expect(page.getByText(w.turn(2), { exact: true }).first()).toBeVisible();

      // Turn 2: one volley; the batteries that did not fire are asked about again (a new turn).
      const hit2 = new Map([[o1, await volley(page, lang, b1, o1)]]);
      hitAll(hit2);
      end = await endOfTurn(2, [b2, b3, o2], hit2);
      await page.screenshot({
        path: `${SHOTS}/turn-end-marks-${lang}-${width}-${text}.png`,
        fullPage: false,
      });
      await end.getByRole('button', { name: w.onToTurn }).click();
      await expect(page.getByText(w.turn(3), { exact: true }).first()).toBeVisible();

      // Turn 3: the opponent's battery again; b3 still never fires.
      const hit3 = new Map([[m1, await volley(page, lang, o2, m1)]]);
      hitAll(hit3);
      end = await endOfTurn(3, [b1, b2, b3], hit3);
      expect(marksSeen, 'the evening reached a practice threshold').toBeGreaterThan(0);

      // A pack without thresholds, opened by its link and put in use: the same end of turn, no marks.
      await end.getByRole('button', { name: lang === 'en' ? 'Back' : 'Назад' }).click();
      const { morale: _, ...numbers } = practicePackData;
      const plain = { ...numbers, id: 'club-plain', name: { en: 'Club values', ru: 'Клубные значения' } };
      await page.goto(`./${packLinkHash(plain)}`);
      // What the link holds says so before it is imported.
      await expect(page.getByText(e.noThresholds)).toBeVisible();
      await page.getByRole('button', { name: e.importAndUse }).click();
      await page.getByRole('link', { name: w.nav.units }).click();
      end = await endOfTurn(3, [b1, b2, b3], hit3, false);
      await end.getByRole('button', { name: w.onToTurn }).click();
      await expect(page.getByText(w.turn(4), { exact: true }).first()).toBeVisible();

      // The Log keeps "They hold fire".
      await page.getByRole('link', { name: w.nav.log }).click();
      await expect(page.locator('.log-held')).toContainText(e.held(b3.name, 1));
    });
  }
}
