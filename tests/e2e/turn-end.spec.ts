/**
 * Issue 36, item 1: the end of the turn. A three-turn evening on one phone, at 360×640 in Russian
 * and 390×844 in English, at browser text 100 % and 150 %: one battery never fires and three units
 * take casualties. Before each Next turn the end of the turn lists exactly the batteries yet to
 * fire and the units hit this turn (what each lost, read from its result card), "Fire now" opens
 * that battery's volley in one tap, "They hold fire" is in the Log, and nothing is wider than the
 * phone.
 */
import { expect, test } from '@playwright/test';
import type { UnitCard } from '../../src/records/model';
import { noSidewaysScroll, WORDS } from './support/table';
import { ARMY, browserTextSize, openWithArmy, appliedVolley as volley } from './volley-helpers';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 180_000 });

const CELLS = [
  { lang: 'ru', width: 360, height: 640 },
  { lang: 'en', width: 390, height: 844 },
] as const;
const SHOTS = 'test-results/screens';

const TURN_END = {
  en: {
    title: (n: number) => `End of turn ${n}`,
    fireNow: (name: string) => `Fire now: ${name}`,
    hold: (side: string) => `${side}: they hold fire`,
    lost: (n: string) => `−${n} this turn`,
    held: (name: string, turn: number) => `${name} held fire in turn ${turn}`,
  },
  ru: {
    title: (n: number) => `Конец хода ${n}`,
    fireNow: (name: string) => `Огонь: ${name}`,
    hold: (side: string) => `${side}: не стреляют`,
    lost: (n: string) => `−${n} за ход`,
    held: (name: string, turn: number) => `${name}: не стреляла в ходу ${turn}`,
  },
} as const;

for (const { lang, width, height } of CELLS) {
  for (const text of [100, 150] as const) {
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
      await openWithArmy(page, lang);
      const unit = (id: string) => ARMY[lang].find((u) => u.id === id) as UnitCard;
      const [b1, b2, b3, m1, o1, o2, o3] = ['b1', 'b2', 'b3', 'm1', 'o1', 'o2', 'o3'].map(unit) as UnitCard[];
      if (!(b1 && b2 && b3 && m1 && o1 && o2 && o3)) throw new Error('the army');

      /** Next turn from the game bar: the end of the turn, what it lists, checked. */
      const endOfTurn = async (turn: number, toFire: UnitCard[], hit: Map<UnitCard, string>) => {
        await page.getByRole('button', { name: w.nextTurn, exact: true }).click();
        const end = page.getByRole('dialog', { name: e.title(turn) });
        await expect(end).toBeVisible();
        const fireNow = end.getByRole('button', { name: lang === 'en' ? /^Fire now: / : /^Огонь: / });
        await expect(fireNow).toHaveText(toFire.map(() => (lang === 'en' ? 'Fire now' : 'Огонь')));
        for (const b of toFire)
          await expect(end.getByRole('button', { name: e.fireNow(b.name) })).toBeVisible();
        const lines = end.locator('.turn-hit li');
        await expect(lines).toHaveCount(hit.size);
        for (const [u, lost] of hit)
          await expect(lines.filter({ hasText: u.name })).toContainText(e.lost(lost));
        await noSidewaysScroll(page, `end of turn ${turn}`);
        return end;
      };

      // Turn 1: three volleys, three units hit; the third battery of mine never fires.
      const hit1 = new Map([
        [o1, await volley(page, lang, b1, o1)],
        [m1, await volley(page, lang, o2, m1)],
        [o3, await volley(page, lang, b2, o3)],
      ]);
      let end = await endOfTurn(1, [b3], hit1);
      await page.screenshot({ path: `${SHOTS}/turn-end-${lang}-${width}-${text}.png`, fullPage: false });
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
      end = await endOfTurn(2, [b2, b3, o2], hit2);
      await end.getByRole('button', { name: w.onToTurn }).click();
      await expect(page.getByText(w.turn(3), { exact: true }).first()).toBeVisible();

      // Turn 3: the opponent's battery again; b3 still never fires.
      const hit3 = new Map([[m1, await volley(page, lang, o2, m1)]]);
      end = await endOfTurn(3, [b1, b2, b3], hit3);
      await end.getByRole('button', { name: w.onToTurn }).click();
      await expect(page.getByText(w.turn(4), { exact: true }).first()).toBeVisible();

      // The Log keeps "They hold fire".
      await page.getByRole('link', { name: w.nav.log }).click();
      await expect(page.locator('.log-held')).toContainText(e.held(b3.name, 1));
    });
  }
}
