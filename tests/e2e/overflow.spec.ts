import { expect, type Locator, type Page, test } from '@playwright/test';
import { describeSpills, measureState, type Spill, THEMES, WIDTHS } from './overflow-helpers';
import { chooseView } from './roster-helpers';
import { noticesOver } from './support/layout';
import { openFirstGun } from './support/screens';
import { enterDice, fireFromRoster, logEntry, newCard, resultCard, WORDS, type Words } from './support/table';

/** The shot folded into one line on the Fire screen ("Canister · … Change"): a tap opens its form. */
const shotSummary = (page: Page, w: Words) =>
  page.getByRole('button', { name: new RegExp(`${w.change}$`), expanded: false });

/**
 * Nothing spills off the screen: every screen and state, at 320–430 px, in English and Russian, at
 * the smallest and largest text sizes (the app's own and the browser's), in every theme, with
 * 60-character unit names. One page is reused and the roster is made once.
 */

/** Exactly 60 characters: the longest names the players give their units. */
const sixty = (name: string) => {
  const padded = name.padEnd(60, ' ·').slice(0, 60);
  expect(padded).toHaveLength(60);
  return padded;
};
const NAMES = {
  /** Fires in the English pass. */
  myBattery: sixty('Königlich-Preußische reitende Batterie Nr. 7 von Scharnhorst'),
  /** Fires in the Russian pass. */
  theirBattery: sixty('Лейб-гвардии Артиллерийская бригада, 1-я лёгкая батарея гвард'),
  theirBattalion: sixty('Infanterieregiment Hoch- und Deutschmeister Nr. 4, Bataillon'),
  myBattalion: sixty('Лейб-гвардии Семёновский полк, 2-й батальон, стрелковые роты'),
  theirCavalry: sixty('Kürassierregiment Erzherzog Franz Nr. 2, Oberst Graf Hardegg'),
};

const go = (page: Page, hash: string) =>
  page.evaluate((h) => {
    location.hash = h;
  }, hash);

async function walk(page: Page, lang: 'en' | 'ru', w: Words, spills: Spill[]) {
  const at = (state: string) => `${state} (${lang})`;
  const measure = async (state: string) => {
    const found = await measureState(page, at(state));
    if (process.env.SPILL_LOG && found.length) console.log(describeSpills(found));
    spills.push(...found);
  };
  const battery = lang === 'en' ? NAMES.myBattery : NAMES.theirBattery;
  const target = lang === 'en' ? NAMES.theirBattalion : NAMES.myBattalion;

  await go(page, '#/units');
  await expect(page.getByRole('heading', { name: w.unitsTitle, level: 1 })).toBeVisible();
  await measure('roster');
  // Five units: the compact rows by default; the full cards too, and the rest of the walk on them.
  await chooseView(page, lang, 'cards');
  await measure('roster as cards');

  await page
    .getByRole('button', { name: `${lang === 'en' ? 'Edit' : 'Изменить:'} ${NAMES.theirBattalion}` })
    .click();
  const editor = page.getByRole('dialog');
  await expect(editor).toBeVisible();
  await measure('unit editor');
  await editor.getByRole('button', { name: w.cancel, exact: true }).click();
  await expect(editor).toHaveCount(0);

  await page.getByRole('button', { name: w.fireWith(battery) }).click();
  await measure('roster: firing banner');
  await go(page, '#/fire');
  await expect(page.getByRole('heading', { name: w.fireTitle, level: 1 })).toBeVisible();
  await measure('fire: choose a target');
  // Accessible names do not run together: "<name>, 24 figures", not "<name>24 figures".
  const apart = new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*,\\s*\\d`);
  await expect(page.getByRole('button', { name: apart })).toBeVisible();
  await page.getByRole('button', { name: w.change }).first().click();
  await measure('fire: choose a battery');

  await fireFromRoster(page, w, battery, target);
  await expect(page.getByText(w.mayFire).first()).toBeVisible();
  await measure('fire: matchup and verdict');
  await shotSummary(page, w).click();
  await measure('fire: shot form');
  await page.getByRole('button', { name: w.physical }).click();
  await expect(page.getByRole('button', { name: w.face(1, 3) })).toBeVisible();
  await measure('fire: dice pad open');
  await enterDice(page, w, 3, 4);
  await expect(resultCard(page, w)).toBeVisible();
  await measure('fire: result card');
  // The same battery again (from the roster): fired this turn, and every restriction answered the
  // restrictive way.
  await fireFromRoster(page, w, battery, target);
  const summary = shotSummary(page, w);
  if (await summary.isVisible()) await summary.click();
  await page.getByRole('radio', { name: lang === 'en' ? 'Canister' : 'Картечь', exact: true }).check();
  const yes = page.getByRole('radio', { name: lang === 'en' ? 'Yes' : 'Да', exact: true });
  // Answering one question can add the next (a follow-up): count again after each answer.
  for (let i = 0; i < (await yes.count()); i++)
    await yes.nth(i).evaluate((el) => (el as HTMLInputElement).click());
  if (process.env.SPILL_SHOTS)
    await page.screenshot({ path: `/tmp/spill-refused-${lang}.png`, fullPage: true });
  await expect(page.getByText(w.mayNotFire).first()).toBeVisible();
  const reasons = await page.locator('#fire-refusals li').count();
  expect(reasons, 'a long refusal list').toBeGreaterThanOrEqual(3);
  await measure(`fire: refusal list of ${reasons}`);

  await go(page, '#/log');
  await expect(page.getByRole('heading', { name: w.logTitle, level: 1 })).toBeVisible();
  // A tap on the entry's line opens it (a closed <details> is its summary line).
  await logEntry(page, battery, target).getByRole('group').first().click();
  await measure('log: entry expanded');

  await go(page, '#/rules');
  await expect(page.getByRole('article').first()).toBeVisible();
  await measure('rules: every clause');
  await go(page, '#/rules/artillery.restrictions.B.a');
  const clause = page.getByRole('article', {
    name: lang === 'en' ? /Long-range fire past friends/ : /Дальний огонь/,
  });
  // The clause's own language switch, and back.
  const [other, own] =
    lang === 'en' ? ['Show in Russian', 'Show in English'] : ['Показать по-английски', 'Показать по-русски'];
  await clause.getByRole('button', { name: other }).click();
  await measure('rules: a clause in the other language');
  await clause.getByRole('button', { name: own }).click();
  await page.getByRole('searchbox').first().fill('картечь');
  await expect(
    page
      .getByRole('list', { name: lang === 'en' ? 'Results' : 'Результаты' })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await measure('rules: search results');
  await page.getByRole('searchbox').first().fill('');
  await page.locator('#glossary-filter').fill('ка');
  await measure('rules: glossary filtered');
  await page.locator('#glossary-filter').fill('');
  const sideBySide = page.getByRole('checkbox', { name: lang === 'en' ? 'Side by side' : 'Рядом' });
  await sideBySide.check();
  await measure('rules: side by side');
  await sideBySide.uncheck();

  await go(page, '#/settings');
  await expect(page.getByRole('heading', { name: w.settingsTitle, level: 1 })).toBeVisible();
  await measure('settings with Data');
  await go(page, '#/settings/packs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await measure('settings: rule packs');
  await go(page, '#/settings/packs/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A gun type opened, so its range table is on screen too.
  await openFirstGun(page, lang);
  const guns = lang === 'en' ? 'Gun types and their ranges' : 'Типы орудий и их дистанции';
  await expect(page.getByRole('table', { name: new RegExp(`: ${guns}$`) }).first()).toBeVisible();
  await measure('settings: pack editor');
  await go(page, '#/units');
}

test.use({ actionTimeout: 15_000 });

test('no screen scrolls sideways at 320–430 px, in both languages, every text size and theme', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const spills: Spill[] = [];
  await page.goto('./');
  await expect(page.getByText(WORDS.en.ready)).toBeVisible({ timeout: 20_000 });

  // The first-open notice never lies over New battalion / New battery, at any width.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 640 });
    for (const kind of [WORDS.en.newBattalion, WORDS.en.newBattery]) {
      const button = page.getByRole('button', { name: kind });
      await button.scrollIntoViewIfNeeded();
      expect(await noticesOver(page, button), `${kind} at ${width} px`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  spills.push(...(await measureState(page, 'roster: empty, with the offline notice (en)')));
  await page.getByRole('button', { name: WORDS.en.close }).click();

  // The mirror of the text-size setting the grid uses is the app's own: A+ on the rules screen.
  await go(page, '#/rules');
  await page.getByRole('button', { name: 'Larger text' }).click();
  await expect(page.getByRole('region', { name: 'Rules', exact: true })).toHaveAttribute(
    'style',
    /--reading-scale: 1\.15/,
  );
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--text-scale')))
    .toBe('1.15');
  await page.getByRole('button', { name: 'Smaller text' }).click();

  const w = WORDS.en;
  await go(page, '#/units');
  await newCard(page, w, { kind: 'battery', name: NAMES.myBattery });
  await newCard(page, w, { kind: 'battery', name: NAMES.theirBattery, side: 'opponent' });
  await newCard(page, w, { kind: 'battalion', name: NAMES.theirBattalion, side: 'opponent' });
  await newCard(page, w, { kind: 'battalion', name: NAMES.myBattalion });
  await newCard(page, w, { kind: 'cavalry', name: NAMES.theirCavalry, side: 'opponent' });

  await walk(page, 'en', w, spills);
  // The language radio by a script click: a page that spilled may still be zoomed out on a phone.
  await go(page, '#/settings');
  await page
    .getByRole('radio', { name: WORDS.ru.language })
    .evaluate((el) => (el as HTMLInputElement).click());
  await expect(page.getByRole('heading', { name: WORDS.ru.settingsTitle, level: 1 })).toBeVisible();
  await walk(page, 'ru', WORDS.ru, spills);

  expect(spills.length, `sideways scroll:\n${describeSpills(spills)}`).toBe(0);
});

/** What makes a button look enabled or not, as computed in the page. */
const looks = (button: Locator) =>
  button.evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.backgroundColor} ${s.borderTopStyle} ${s.color} ${s.opacity} ${s.cursor}`;
  });
const setTheme = (page: Page, theme: string) =>
  page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);

test('disabled buttons look disabled in every theme, and Roll sits right on the navigation', async ({
  page,
}) => {
  const w = WORDS.en;
  await page.goto('./');
  await expect(page.getByText(w.ready)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: w.close }).click();
  await newCard(page, w, { kind: 'battery', name: 'Batterie Lanoy' });
  await newCard(page, w, { kind: 'battalion', name: 'IR 3 Erzherzog Karl', side: 'opponent' });
  await fireFromRoster(page, w, 'Batterie Lanoy', 'IR 3 Erzherzog Karl');

  // The sticky Roll bar: no gap and no overlap above the bottom navigation, at any width and text size.
  const roll = page.getByRole('button', { name: w.roll });
  for (const width of [320, 390]) {
    for (const font of ['', '34px']) {
      await page.setViewportSize({ width, height: 560 });
      // The shot's top at the top of the screen: the bar is as far from its natural place as it gets.
      const gap = await page.evaluate((f) => {
        document.documentElement.style.fontSize = f;
        document.body.style.fontSize = f;
        const shot = document.querySelector('.shot');
        shot?.scrollIntoView({ block: 'start' });
        const bar = document.querySelector('.roll-bar')?.getBoundingClientRect();
        const nav = document.querySelector('.bottom-nav')?.getBoundingClientRect();
        if (!bar || !nav || !shot) return Number.NaN;
        // A short shot form ends above the navigation: the bar is in its place, not stuck.
        if (shot.getBoundingClientRect().bottom < nav.top) return 0;
        return nav.top - bar.bottom;
      }, font);
      expect(
        Math.abs(gap),
        `gap between Roll and the navigation at ${width} px, font ${font || 'normal'}`,
      ).toBeLessThan(1);
    }
  }
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
    document.body.style.fontSize = '';
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(roll).toBeVisible();

  // "Use these dice" before two faces are tapped, and after.
  await page.getByRole('button', { name: w.physical }).click();
  const useDice = page.getByRole('button', { name: /^Use these dice/ });
  await expect(useDice).toBeDisabled();
  const disabled: Record<string, string> = {};
  for (const theme of THEMES) {
    await setTheme(page, theme);
    disabled[theme] = await looks(useDice);
  }
  await page.getByRole('button', { name: w.face(1, 5) }).click();
  await page.getByRole('button', { name: w.face(2, 2) }).click();
  await expect(useDice).toBeEnabled();
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const enabled = await looks(useDice);
    expect(disabled[theme], `Use these dice, ${theme} theme`).toContain('dashed');
    expect(disabled[theme], `Use these dice, ${theme} theme`).not.toBe(enabled);
    expect(disabled[theme]?.split(' ')[0], `Use these dice fill, ${theme} theme`).not.toBe(
      enabled.split(' ')[0],
    );
  }

  // "Fire again" before the next turn: looks like "New shot" beside it does not.
  await useDice.click();
  const result = resultCard(page, w);
  const again = result.getByRole('button', { name: w.fireAgain });
  const newShot = result.getByRole('button', { name: w.nextVolley });
  await expect(again).toBeDisabled();
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const [off, on] = [await looks(again), await looks(newShot)];
    expect(off, `Fire again, ${theme} theme`).toContain('dashed');
    expect(off, `Fire again, ${theme} theme`).not.toBe(on);
  }
});

test('a clause reads as its number and title; Copy link copies its deep link and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const lang of ['en', 'ru'] as const) {
    if (lang === 'ru') {
      await page.goto('./#/settings');
      await page.getByRole('radio', { name: WORDS.ru.language }).check();
    }
    await page.goto('./#/rules/artillery.restrictions.B.a');
    const title = lang === 'en' ? 'Long-range fire past friends (B.a)' : 'Дальний огонь';
    const clause = page.getByRole('article', { name: title });
    await expect(clause.getByRole('link').first()).toContainText(title);
    await expect(
      page.getByRole('region', { name: lang === 'en' ? 'Rules' : 'Правила', exact: true }),
    ).not.toContainText('artillery.restrictions.B.a');
    await clause.getByRole('button', { name: lang === 'en' ? /^Copy link/ : /^Скопировать ссылку/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: lang === 'en' ? 'Link copied' : 'Ссылка скопирована' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /#\/rules\/artillery\.restrictions\.B\.a$/,
    );
    // The per-clause switch speaks the UI's language.
    await expect(
      clause.getByRole('button', { name: lang === 'en' ? 'Show in Russian' : 'Показать по-английски' }),
    ).toBeVisible();
  }
});
