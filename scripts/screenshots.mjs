// Takes the README's screenshots from the built app (`npm run screens` builds first): a phone at
// 390×844, a game with both sides, cavalry, half figures, a shot fired by each side; your own dice,
// the rules search and a clause (number, title, Copy link), in both languages.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.SCREENS_PORT ?? 4199);
const out = 'docs/screens';
mkdirSync(out, { recursive: true });
const server = spawn(
  'node',
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--configLoader',
    'runner',
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  { stdio: 'ignore' },
);
const base = `http://127.0.0.1:${PORT}/`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function phone(prefs, options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: prefs.lang === 'ru' ? 'ru-RU' : 'en-GB',
    serviceWorkers: 'block',
  });
  await context.addInitScript((p) => localStorage.setItem('gb.prefs.v1', JSON.stringify(p)), prefs);
  if (options.browserText) {
    // The phone's own text size (150 %, 200 %): every font scaled from the app's 17 px root, before
    // the first paint (as tests/e2e/volley-helpers.ts does).
    await context.addInitScript(
      (px) => {
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.style.fontSize = px;
          document.body.style.fontSize = px;
        });
      },
      `${(17 * options.browserText) / 100}px`,
    );
  }
  const page = await context.newPage();
  await page.goto(base);
  return { context, page };
}

const words = {
  en: {
    battalion: 'New battalion',
    cavalry: 'New cavalry',
    battery: 'New battery',
    name: 'Name',
    opponent: 'Opponent',
    save: 'Save',
    current: 'Current figures',
    start: 'Starting figures',
  },
  ru: {
    battalion: 'Новый батальон',
    cavalry: 'Новая кавалерия',
    battery: 'Новая батарея',
    name: 'Название',
    opponent: 'Противник',
    save: 'Сохранить',
    current: 'Фигур сейчас',
    start: 'Фигур в начале',
  },
};

async function unit(page, w, kind, name, opts = {}) {
  await page.getByRole('button', { name: w[kind] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: w.name }).fill(name);
  if (opts.opponent) await dialog.getByText(w.opponent, { exact: true }).click();
  if (opts.figures) await dialog.getByRole('textbox', { name: w.current }).fill(opts.figures);
  await dialog.getByRole('button', { name: w.save }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function roster(page, lang) {
  const w = words[lang];
  await unit(page, w, 'battery', lang === 'ru' ? 'Батарея Ланоя' : 'Batterie Lanoy');
  await unit(
    page,
    w,
    'battalion',
    lang === 'ru' ? '1-й батальон 45-го линейного' : '1er Bataillon, 45e Ligne',
    { figures: '23,5' },
  );
  await unit(page, w, 'battery', lang === 'ru' ? 'Австрийская батарея 12 фн' : 'Austrian 12pdr Battery', {
    opponent: true,
  });
  await unit(page, w, 'battalion', lang === 'ru' ? 'Полк эрцгерцога Карла' : 'IR 3 Erzherzog Karl', {
    opponent: true,
  });
  await unit(page, w, 'cavalry', lang === 'ru' ? 'Кирасиры Кронпринца' : 'Kronprinz Cuirassiers', {
    opponent: true,
  });
}

try {
  {
    const { context, page } = await phone({ lang: 'en', theme: 'dark', textSize: 100 });
    await roster(page, 'en');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${out}/units-dark.png` });
    await context.close();
  }
  {
    const { context, page } = await phone({ lang: 'en', theme: 'light', textSize: 100 });
    await roster(page, 'en');
    await page.getByRole('button', { name: 'Fire with Austrian 12pdr Battery' }).click();
    await page.getByRole('button', { name: 'Fire at 1er Bataillon, 45e Ligne' }).click();
    await page.getByRole('heading', { name: 'Fire', level: 1 }).waitFor();
    await page.screenshot({ path: `${out}/fire-verdict-light.png` });
    await page.getByRole('button', { name: 'Roll 2D6' }).click();
    await page.getByRole('article', { name: /Result/ }).waitFor();
    await page.screenshot({ path: `${out}/fire-result-light.png` });
    await context.close();
  }
  {
    const { context, page } = await phone({ lang: 'ru', theme: 'light', textSize: 100 });
    await roster(page, 'ru');
    await page.getByRole('button', { name: 'Стрелять батареей Батарея Ланоя' }).click();
    await page.getByRole('button', { name: 'Стрелять по цели Кирасиры Кронпринца' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: `${out}/fire-cavalry-ru.png` });
    // Your own dice: one face tapped, "Use these dice" still disabled (it looks it).
    await page.getByRole('button', { name: 'Ввести свои кубики' }).click();
    await page.getByRole('button', { name: 'Кубик 1: 5' }).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: `${out}/fire-dice-ru.png` });
    // The rules: search, then a clause by its number and title.
    await page.goto(`${base}#/rules`);
    await page.getByRole('searchbox').first().fill('картечью');
    await page.locator('.results a').first().waitFor();
    await page.screenshot({ path: `${out}/rules-search-ru.png` });
    await context.close();
  }
  for (const [lang, theme] of [
    ['en', 'light'],
    ['ru', 'dark'],
  ]) {
    const { context, page } = await phone({ lang, theme, textSize: 100 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.goto(`${base}#/rules/artillery.restrictions.B.a`);
    const clause = page.locator('#clause-artillery\\.restrictions\\.B\\.a');
    await clause.waitFor();
    await clause.getByRole('button', { name: lang === 'en' ? /^Copy link/ : /^Скопировать ссылку/ }).click();
    await page.getByText(lang === 'en' ? 'Link copied' : 'Ссылка скопирована').waitFor();
    await clause.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${out}/rules-clause-${lang}.png` });
    await context.close();
  }
  {
    // The Tables view, pointed at by a shot's "Why 2?" (its cell, row and modifier highlighted).
    const { context, page } = await phone({ lang: 'en', theme: 'light', textSize: 100 });
    await roster(page, 'en');
    await page.getByRole('button', { name: 'Fire with Batterie Lanoy' }).click();
    await page.getByRole('button', { name: 'Fire at Kronprinz Cuirassiers' }).click();
    await page.getByRole('button', { name: 'Enter my dice' }).click();
    await page.getByRole('button', { name: 'Die 1: 3' }).click();
    await page.getByRole('button', { name: 'Die 2: 4' }).click();
    await page.getByRole('button', { name: 'Use these dice: 3 + 4' }).click();
    await page.getByRole('link', { name: /^Why .+\? See the table$/ }).click();
    await page.locator('.casualties td.cell-hit').waitFor();
    // As it opens: scrolled to the table with the cell that answers "why" (after the next frame).
    await page.waitForFunction(() => {
      const cell = document.querySelector('.casualties td.cell-hit')?.getBoundingClientRect();
      return cell !== undefined && cell.top > 0 && cell.bottom < innerHeight - 100;
    });
    await page.screenshot({ path: `${out}/tables-why-light.png` });
    await context.close();
  }
  for (const [lang, part, file, height] of [
    ['en', 'sheet', 'print-sheet-en.png', 1050],
    ['ru', 'sticks', 'print-sticks-ru.png', 760],
  ]) {
    // What the print view puts on paper: an A4 page's width at 96 px per inch, print styles on.
    const context = await browser.newContext({
      viewport: { width: 794, height: 1123 },
      serviceWorkers: 'block',
    });
    await context.addInitScript((p) => localStorage.setItem('gb.prefs.v1', JSON.stringify(p)), {
      lang,
      theme: 'light',
      textSize: 100,
    });
    const page = await context.newPage();
    await page.goto(`${base}#/tables/print`);
    await page.locator('.paper').waitFor();
    for (const other of ['sheet', 'rules', 'sticks'])
      await page.locator(`input[name="part-${other}"]`).setChecked(other === part);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${out}/${file}`, clip: { x: 0, y: 0, width: 794, height } });
    await context.close();
  }
  {
    // Large text: a 360×640 phone in Russian at 200 % browser text (issue 22). The shot, the roster
    // (full cards and the List), the log and the game bar with Next turn's Undo beside the turn.
    const { context, page } = await phone(
      { lang: 'ru', theme: 'light', textSize: 100 },
      { viewport: { width: 360, height: 640 }, browserText: 200 },
    );
    await roster(page, 'ru');
    // Five units open as the List (one row a unit); the full cards first, then the List, then the
    // cards again for the shot.
    const view = page.getByRole('group', { name: 'Показывать отряды' });
    await view.getByRole('radio', { name: 'Карточки' }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${out}/large-units-ru.png` });
    await view.getByRole('radio', { name: 'Список' }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${out}/units-compact-ru-200.png` });
    await view.getByRole('radio', { name: 'Карточки' }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Стрелять батареей Батарея Ланоя' }).click();
    await page.getByRole('button', { name: 'Стрелять по цели Полк эрцгерцога Карла' }).click();
    await page.getByRole('heading', { name: 'Огонь', level: 1 }).waitFor();
    await page.screenshot({ path: `${out}/large-fire-ru.png` });
    await page.getByRole('button', { name: 'Бросить 2Д6' }).click();
    await page.getByRole('article', { name: /Результат/ }).waitFor();
    await page.getByRole('button', { name: 'Снять потери' }).click();
    await page.getByText('Потери сняты').first().waitFor();
    await page.screenshot({ path: `${out}/large-result-ru.png` });
    await page.getByRole('link', { name: 'Журнал' }).click();
    await page.locator('.log details summary').first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${out}/large-log-ru.png` });
    await page.getByRole('button', { name: 'Следующий ход' }).click();
    // The end of the turn first (issue 36), then its own Next turn.
    await page.getByRole('button', { name: /^К ходу \d+$/ }).click();
    await page.getByRole('button', { name: /^Отменить ход 2/ }).waitFor();
    const bar = await page.locator('.game-bar').boundingBox();
    await page.screenshot({
      path: `${out}/large-gamebar-ru.png`,
      clip: {
        x: 0,
        y: 0,
        width: 360,
        height: Math.min(640, Math.ceil((bar?.y ?? 0) + (bar?.height ?? 200) + 12)),
      },
    });
    await context.close();
  }
  for (const [lang, width, height, fixture, box, add] of [
    ['ru', 360, 640, 'ru-01-scenario-book', 'Состав сторон: одна сторона или обе', /^Добавить \d+ отряд/],
    ['en', 390, 844, 'en-10-commanders', 'Order of battle: one side or both', /^Add \d+ units?$/],
  ]) {
    // The roster by brigade (issue 34): an order of battle with its commanders pasted.
    const { context, page } = await phone(
      { lang, theme: 'light', textSize: 100 },
      { viewport: { width, height } },
    );
    await page.goto(`${base}#/paste`);
    await page
      .getByRole('textbox', { name: box })
      .fill(readFileSync(`tests/fixtures/oob/${fixture}.txt`, 'utf8'));
    await page.getByRole('button', { name: add }).click();
    await page.locator('.brigade-head').first().waitFor();
    await page.getByRole('button', { name: lang === 'ru' ? 'Закрыть' : 'Close', exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${out}/units-brigades-${width}-${lang}.png` });
    await context.close();
  }
  console.log(`screenshots written to ${out}/`);
} finally {
  await browser.close();
  server.kill();
}
