/**
 * Issue 34, item 4: "Armies kept and sent". Sides saved from the table on one phone, kept apart from
 * the game (rename, duplicate, delete, each with Undo; a reload keeps them), sent to another phone
 * as one file and as one QR code's text, and put on that phone's empty table one against the other.
 * At 360×640 in Russian and 390×844 in English. And the taps it costs, printed: both 8-unit sides on
 * the table from saved sides, and an 8-unit side with brigades entered by hand.
 */
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { FrameCollector } from '../../src/share/frame-collector';
import { describeSpills, measureState, smallTargets, textAt } from './overflow-helpers';
import { GAME_FILE_INPUT } from './share-helpers';
import { noShareSheet } from './support/screens';
import { tapCounter } from './volley-helpers';

test.use({ serviceWorkers: 'block' });

const W = {
  en: {
    units: 'Units',
    paste: 'Paste an army',
    box: 'Order of battle: one side or both',
    add: (n: number) => `Add ${n} units`,
    saved: 'Saved sides',
    save: (side: string, n: number) => `Save ${side} (${n} units)`,
    savedAs: (name: string) => `Saved “${name}”`,
    rename: (name: string) => `Rename ${name}`,
    name: 'Name',
    saveName: 'Save the name',
    renamed: (name: string) => `Renamed “${name}”`,
    duplicate: (name: string) => `Duplicate ${name}`,
    del: (name: string) => `Delete ${name}`,
    deleted: (name: string) => `Deleted “${name}”`,
    send: (name: string) => `Send ${name} by QR code or file`,
    shareFile: 'Share as a file',
    accept: 'Accept',
    goesTo: (side: string) => `To the table as ${side}`,
    start: 'Put them on the table',
    started: (n: number) => `${n} units on the table`,
    undo: 'Undo',
    mine: 'Mine',
    opponent: 'Opponent',
    copy: (name: string) => `${name} (copy)`,
    option: (name: string, n: number) => `${name} · ${n} units`,
  },
  ru: {
    units: 'Отряды',
    paste: 'Вставить армию',
    box: 'Состав сторон: одна сторона или обе',
    add: (n: number) => `Добавить ${n} отрядов`,
    saved: 'Сохранённые стороны',
    save: (side: string, n: number) => `Сохранить: ${side} (${n} отрядов)`,
    savedAs: (name: string) => `Сохранено: «${name}»`,
    rename: (name: string) => `Переименовать: ${name}`,
    name: 'Название',
    saveName: 'Сохранить название',
    renamed: (name: string) => `Переименовано: «${name}»`,
    duplicate: (name: string) => `Сделать копию: ${name}`,
    del: (name: string) => `Удалить: ${name}`,
    deleted: (name: string) => `Удалено: «${name}»`,
    send: (name: string) => `Отправить ${name} QR-кодом или файлом`,
    shareFile: 'Отправить файлом',
    accept: 'Принять',
    goesTo: (side: string) => `На стол как ${side}`,
    start: 'Выставить на стол',
    started: (n: number) => `На столе: ${n} отрядов`,
    undo: 'Отменить',
    mine: 'Мои',
    opponent: 'Противник',
    copy: (name: string) => `${name} (копия)`,
    option: (name: string, n: number) => `${name} · ${n} отрядов`,
  },
} as const;
type Lang = keyof typeof W;

const VIEW = { en: { width: 390, height: 844 }, ru: { width: 360, height: 640 } } as const;

/** Two 8-unit sides of 2 brigades each, as players write them (read alike in either language). */
const ARMIES = [
  'French (GdD Marchand)',
  'Brigade Lefèvre',
  '- 1/, 2/, 3/ 27e Ligne, 36 figs each, regular',
  '- 4e Léger, 680 men, veteran',
  'Brigade Pajol',
  '- 1/, 2/ 12e Ligne, 30 figs, conscripts',
  '- 5e Hussards, 24 figs, veteran',
  '- Foot battery, 6 × 8pdr, 6 figs',
  '',
  'Austrians (FML Hohenzollern)',
  'Brigade Sommer',
  '- I/, II/, III/ IR 4, 36 figs each',
  '- Grenzer, 1 bn, 600 men, veteran',
  'Brigade Wimpffen',
  '- I/, II/ IR 12, 32 figs, Landwehr',
  '- Hussars 24, veteran',
  '- Foot battery, 6pdr, 6 figs',
].join('\n');

async function open(page: Page, lang: Lang) {
  await page.setViewportSize(VIEW[lang]);
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('gb.prefs.v1'))
      localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light' }));
  }, lang);
  await noShareSheet(page);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: W[lang].units, level: 1 })).toBeVisible();
}

/** How many units the roster says each side has. */
async function sideCounts(page: Page): Promise<number[]> {
  const counts = await page.locator('.unit-group-title .count').allInnerTexts();
  return counts.map(Number);
}
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const savedNames = (page: Page) => page.locator('.saved-side h3').allInnerTexts();

/** Both sides pasted onto the table, then the Saved sides screen opened. */
async function pasteBothAndOpenSaved(page: Page, lang: Lang) {
  const w = W[lang];
  await page.getByRole('button', { name: w.paste }).click();
  await page.getByRole('textbox', { name: w.box }).fill(ARMIES);
  await page.getByRole('button', { name: w.add(16) }).click();
  await expect.poll(() => sideCounts(page)).toEqual([8, 8]);
  await page.getByRole('button', { name: w.paste }).click();
  await page.getByRole('link', { name: w.saved }).click();
  await expect(page.getByRole('heading', { name: w.saved, level: 1 })).toBeVisible();
}

/** A saved side's file, as the Send → Share as a file gives it (a download here: no share sheet). */
async function sendByFile(page: Page, lang: Lang, name: string): Promise<{ path: string; file: string }> {
  await page.getByRole('link', { name: W[lang].send(name) }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: W[lang].shareFile }).click();
  const download = await downloading;
  const path = await download.path();
  await page.goBack();
  return { path, file: download.suggestedFilename() };
}

/** Another phone: its own storage, empty, in the same language and size. */
async function otherPhone(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: 'block' });
  const b = await context.newPage();
  await open(b, lang);
  return b;
}

async function receiveFile(b: Page, lang: Lang, path: string, name: string) {
  await b.goto('./#/settings/share/receive');
  await b.locator(GAME_FILE_INPUT).setInputFiles(path);
  const incoming = b.locator('.share-side-summary');
  await expect(incoming.getByRole('heading', { level: 2 })).toContainText(name);
  await b.getByRole('button', { name: W[lang].accept }).click();
  // Accepting opens the saved sides, the side among them.
  await expect(b.getByRole('heading', { name: W[lang].saved, level: 1 })).toBeVisible();
  await expect(notice(b, W[lang].savedAs(name))).toBeVisible();
}

for (const lang of ['en', 'ru'] as const) {
  test(`${lang} ${VIEW[lang].width}×${VIEW[lang].height}: both sides saved, renamed, duplicated and deleted with Undo, kept across a reload, sent by file and put on another phone's table`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const w = W[lang];
    await open(page, lang);
    await pasteBothAndOpenSaved(page, lang);

    // Save both sides from the table: each under the name the table gives it.
    await page.getByRole('button', { name: w.save('French', 8) }).click();
    await expect(notice(page, w.savedAs('French'))).toBeVisible();
    await page.getByRole('button', { name: w.save('Austrians', 8) }).click();
    await expect(notice(page, w.savedAs('Austrians'))).toBeVisible();
    await expect.poll(() => savedNames(page)).toEqual(['Austrians', 'French']);
    await expect(page.locator('.saved-side').first()).toContainText(
      lang === 'en' ? '2 brigades · 8 units' : '2 бригады · 8 отрядов',
    );

    // Rename, and its Undo.
    await page.getByRole('button', { name: w.rename('French') }).click();
    await page.getByRole('textbox', { name: w.name }).fill('Armée 1809');
    await page.getByRole('button', { name: w.saveName }).click();
    await expect(notice(page, w.renamed('Armée 1809'))).toBeVisible();
    await expect.poll(() => savedNames(page)).toEqual(['Austrians', 'Armée 1809']);
    await notice(page, w.renamed('Armée 1809')).getByRole('button', { name: w.undo }).click();
    await expect.poll(() => savedNames(page)).toEqual(['Austrians', 'French']);

    // Duplicate: the copy's name is open to be typed over.
    await page.getByRole('button', { name: w.duplicate('Austrians') }).click();
    const copyName = page.getByRole('textbox', { name: w.name });
    await expect(copyName).toHaveValue(w.copy('Austrians'));
    await expect(copyName).toBeFocused();
    await copyName.fill('Austrians B');
    await page.getByRole('button', { name: w.saveName }).click();
    await expect.poll(() => savedNames(page)).toContain('Austrians B');
    expect(await savedNames(page)).toHaveLength(3);

    // Delete, its Undo, and delete again.
    await page.getByRole('button', { name: w.del('Austrians B') }).click();
    await expect(notice(page, w.deleted('Austrians B'))).toBeVisible();
    await expect.poll(() => savedNames(page)).toHaveLength(2);
    await notice(page, w.deleted('Austrians B')).getByRole('button', { name: w.undo }).click();
    await expect.poll(() => savedNames(page)).toHaveLength(3);
    await page.getByRole('button', { name: w.del('Austrians B') }).click();
    await expect.poll(() => savedNames(page)).toHaveLength(2);

    // A reload keeps them (IndexedDB, apart from the game).
    await page.reload();
    await expect(page.getByRole('heading', { name: w.saved, level: 1 })).toBeVisible();
    await expect.poll(() => savedNames(page)).toEqual(['Austrians', 'French']);
    await page.screenshot({
      path: `test-results/saved-sides-${lang}-${VIEW[lang].width}.png`,
      fullPage: true,
    });

    // Sent by file to another phone: one small text file a side.
    const french = await sendByFile(page, lang, 'French');
    const austrians = await sendByFile(page, lang, 'Austrians');
    expect(french.file).toMatch(/^grand-battery-side-french-\d{4}-\d\d-\d\d\.txt$/);
    const bytes = readFileSync(french.path).length;
    console.log(`SIZE the French side (8 units, 2 brigades) as a file: ${bytes} bytes`);
    const b = await otherPhone(browser, lang);
    await receiveFile(b, lang, french.path, 'French');
    await receiveFile(b, lang, austrians.path, 'Austrians');
    await expect.poll(() => savedNames(b)).toEqual(['Austrians', 'French']);
    for (const close of await b.getByRole('button', { name: lang === 'en' ? 'Close' : 'Закрыть' }).all())
      await close.click();
    await b.getByRole('heading', { level: 2 }).nth(1).scrollIntoViewIfNeeded();
    await b.screenshot({ path: `test-results/screens/saved-start-${lang}-${VIEW[lang].width}.png` });

    // Phone B's empty table: one saved side against the other.
    await b.getByRole('combobox', { name: w.goesTo(w.mine) }).selectOption({ label: w.option('French', 8) });
    await b
      .getByRole('combobox', { name: w.goesTo(w.opponent) })
      .selectOption({ label: w.option('Austrians', 8) });
    await b.getByRole('button', { name: w.start }).click();
    await expect(b.getByRole('heading', { name: w.units, level: 1 })).toBeVisible();
    await expect.poll(() => sideCounts(b)).toEqual([8, 8]);
    await expect(notice(b, w.started(16))).toBeVisible();
    // The brigades came with them, by name.
    for (const brigade of ['Lefèvre', 'Pajol', 'Sommer', 'Wimpffen'])
      await expect(b.getByRole('heading', { name: new RegExp(brigade) }).first()).toBeVisible();
    // Its Undo takes both sides back; the saved sides stay.
    await notice(b, w.started(16)).getByRole('button', { name: w.undo }).click();
    await expect.poll(() => b.locator('.unit-group li').count()).toBe(0);
    await b.context().close();

    // Phone A's table holds last evening's sides, in turn 2: Start with the saved ones swapped begins
    // a new game at turn 1 and takes them off; its Undo puts them back, brigades, names and turn too.
    const turn = page.locator('.game-bar .turn');
    await page.goto('./#/units');
    await page
      .getByRole('button', { name: lang === 'en' ? 'Next turn' : 'Следующий ход', exact: true })
      .click();
    await page.getByRole('button', { name: lang === 'en' ? /^On to turn \d+$/ : /^К ходу \d+$/ }).click();
    await expect(turn).toHaveText(lang === 'en' ? 'Turn 2' : 'Ход 2');
    await page.goto('./#/paste/saved');
    await expect(page.getByRole('heading', { name: w.saved, level: 1 })).toBeVisible();
    await page
      .getByRole('combobox', { name: w.goesTo('French') })
      .selectOption({ label: w.option('Austrians', 8) });
    await page
      .getByRole('combobox', { name: w.goesTo('Austrians') })
      .selectOption({ label: w.option('French', 8) });
    await page.getByRole('button', { name: w.start }).click();
    await expect(page.getByRole('heading', { name: w.units, level: 1 })).toBeVisible();
    await expect.poll(() => sideCounts(page)).toEqual([8, 8]);
    await expect(page.locator('.unit-group-name').first()).toContainText('Austrians');
    await expect(turn).toHaveText(lang === 'en' ? 'Turn 1' : 'Ход 1');
    await notice(page, w.started(16)).getByRole('button', { name: w.undo }).click();
    await expect(page.locator('.unit-group-name').first()).toContainText('French');
    await expect(turn).toHaveText(lang === 'en' ? 'Turn 2' : 'Ход 2');
    await expect.poll(() => sideCounts(page)).toEqual([8, 8]);
    await expect(page.getByRole('heading', { name: /Lefèvre/ }).first()).toBeVisible();
  });
}

test('QR code: a typical side (16 units, 4 brigades) is one code, and its text is the side', async ({
  page,
  browser,
}) => {
  const lang = 'en';
  const w = W[lang];
  await open(page, lang);
  // One 16-unit side of 4 brigades: the two sides above pasted as one.
  await page.getByRole('button', { name: w.paste }).click();
  const oneSide = ARMIES.replace('\nAustrians (FML Hohenzollern)', '').replace('\n\n', '\n');
  await page.getByRole('textbox', { name: w.box }).fill(oneSide);
  await page.getByRole('button', { name: w.add(16) }).click();
  await expect.poll(() => sideCounts(page)).toEqual([16, 0]);
  await page.getByRole('button', { name: w.paste }).click();
  await page.getByRole('link', { name: w.saved }).click();
  await page.getByRole('button', { name: w.save('French', 16) }).click();
  await page.getByRole('link', { name: w.send('French') }).click();
  const figure = page.getByRole('figure');
  await expect(figure).toHaveAttribute('data-count', '1');
  const frames: string[] = JSON.parse((await figure.getAttribute('data-frames')) ?? '[]');
  expect(frames).toHaveLength(1);
  const collector = new FrameCollector();
  for (const frame of frames) collector.add(frame);
  const text = await collector.assemble();
  if (!text.ok) throw new Error(text.problem);
  console.log(
    `SIZE a 16-unit, 4-brigade side: ${text.value.length} characters of text, one QR code of ${frames[0]?.length} characters (a code holds up to 1,704)`,
  );
  // The code's text, opened on another phone, is the same side.
  const b = await otherPhone(browser, lang);
  await b.goto('./#/settings/share/receive');
  await b
    .locator(GAME_FILE_INPUT)
    .setInputFiles({ name: 'side.txt', mimeType: 'text/plain', buffer: Buffer.from(text.value) });
  await expect(b.locator('.share-side-summary')).toContainText('4 brigades · 16 units');
  await b.context().close();
});

test('tap count: both 8-unit sides on the table from saved sides', async ({ page }) => {
  const w = W.en;
  await open(page, 'en');
  await pasteBothAndOpenSaved(page, 'en');
  await page.getByRole('button', { name: w.save('French', 8) }).click();
  await page.getByRole('button', { name: w.save('Austrians', 8) }).click();
  await expect.poll(() => savedNames(page)).toHaveLength(2);
  // An empty table again (a new evening): the paste taken back, the saved sides stay.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((done) => {
      const r = indexedDB.open('grand-battery');
      r.onsuccess = () => done(r.result);
    });
    const tx = db.transaction(['units', 'brigades'], 'readwrite');
    tx.objectStore('units').clear();
    tx.objectStore('brigades').clear();
    await new Promise((done) => {
      tx.oncomplete = done;
    });
    db.close();
  });
  await page.goto('./#/units');
  await page.reload();
  await expect(page.getByRole('heading', { name: w.units, level: 1 })).toBeVisible();
  await expect(page.locator('.unit-group li')).toHaveCount(0);

  const { count, tap } = tapCounter(page, { scrolls: 0 });
  await tap(page.getByRole('button', { name: w.paste }), 'Paste an army');
  await tap(page.getByRole('link', { name: w.saved }), 'Saved sides');
  // Unchosen, the two sides saved last stand ready, in the order saved: the French first.
  const chosen = (side: string) =>
    page.getByRole('combobox', { name: w.goesTo(side) }).evaluate((el) => {
      const select = el as HTMLSelectElement;
      return select.selectedOptions[0]?.textContent ?? '';
    });
  // (The table's sides keep the names the paste gave them.)
  expect(await chosen('French')).toBe(w.option('French', 8));
  expect(await chosen('Austrians')).toBe(w.option('Austrians', 8));
  await tap(page.getByRole('button', { name: w.start }), 'Put them on the table');
  await expect.poll(() => sideCounts(page)).toEqual([8, 8]);
  console.log(`TAPS both 8-unit sides from saved sides: ${count.taps} taps, ${count.scrolls} scrolls`);
  expect(count.taps).toBeLessThanOrEqual(6);
});

for (const lang of ['en', 'ru'] as const) {
  test(`${lang}: the saved sides at 320–430 px and 100–200 % text: no sideways scroll, every control 48 px; screenshots at 100 and 150 %`, async ({
    page,
  }) => {
    test.slow();
    const w = W[lang];
    await open(page, lang);
    await pasteBothAndOpenSaved(page, lang);
    await page.getByRole('button', { name: w.save('French', 8) }).click();
    await page.getByRole('button', { name: w.save('Austrians', 8) }).click();
    await expect.poll(() => savedNames(page)).toHaveLength(2);
    // One side's name open for renaming: its field and buttons measured too.
    await page.getByRole('button', { name: w.rename('French') }).click();
    const spills = await measureState(page, `saved sides ${lang}`);
    expect(spills, describeSpills(spills)).toEqual([]);
    for (const percent of [100, 150, 200]) {
      for (const width of [320, 360, 390, 430]) {
        await page.setViewportSize({ width, height: 740 });
        await textAt(page, percent);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(wide, `${width} px, ${percent} %: sideways scroll`).toBeLessThanOrEqual(0);
        const small = await smallTargets(page, '.saved-sides :is(button, a, select, input[type=text])');
        expect(small, `${width} px, ${percent} %`).toEqual([]);
      }
    }
    // The README's: 360 px Russian, 390 px English, at 100 and 150 % text.
    await page.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'Отмена' }).click();
    // The notices closed: the screen as the player reads it.
    for (const close of await page.getByRole('button', { name: lang === 'en' ? 'Close' : 'Закрыть' }).all())
      await close.click();
    const { width, height } = VIEW[lang];
    for (const percent of [100, 150]) {
      await page.setViewportSize({ width, height });
      await textAt(page, percent);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/screens/saved-sides-${lang}-${width}-${percent}.png` });
      await page
        .locator('.saved-list')
        .evaluate((el) => el.previousElementSibling?.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `test-results/screens/saved-list-${lang}-${width}-${percent}.png` });
    }
  });
}

test('tap count: an 8-unit side with 2 brigades by hand, beyond the units’ names', async ({ page }) => {
  test.slow();
  await open(page, 'en');
  const { count, tap } = tapCounter(page, { scrolls: 20 });
  let keys = 0;
  /** Typed: a unit's name is free (`name`), anything else counts a keystroke a character. */
  const type = async (text: string, what: 'name' | 'other') => {
    await page.keyboard.type(text);
    if (what === 'other') keys += text.length;
  };
  const editor = page.getByRole('dialog');
  /** A choice of a list: the tap that opens it and the tap on the option. */
  const choose = async (label: string, option: string) => {
    const select = editor.getByRole('combobox', { name: label });
    await tap(select, label);
    await select.selectOption({ label: option });
    count.taps += 1;
  };
  const more = async (n: number) => {
    await tap(editor.getByRole('textbox', { name: 'Add more like this' }), 'Add more like this');
    await type(String(n), 'other');
  };
  const save = () => tap(editor.getByRole('button', { name: 'Save', exact: true }), 'Save');
  const newBrigade = async (name: string) => {
    await tap(page.getByRole('button', { name: 'New brigade' }).first(), 'New brigade');
    await expect(page.getByRole('textbox', { name: 'Brigade name' })).toBeFocused();
    await type(name, 'other');
    await type('\n', 'other');
    await expect(page.getByRole('button', { name: `Change brigade ${name}` })).toBeVisible();
  };
  const unitIn = async (brigade: string) => {
    await tap(page.getByRole('button', { name: `Change brigade ${brigade}` }), `Change brigade ${brigade}`);
    await tap(page.getByRole('button', { name: 'New unit in it' }), 'New unit in it');
    await expect(editor.getByRole('textbox', { name: 'Name' })).toBeFocused();
  };

  // The first battalion, then its brigade, and the battalion moved into it.
  await tap(page.getByRole('button', { name: 'New battalion' }), 'New battalion');
  await expect(editor.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await type('1/27e Ligne', 'name');
  await save();
  await newBrigade('Lefèvre');
  await tap(page.getByRole('button', { name: 'Edit 1/27e Ligne' }), 'Edit 1/27e Ligne');
  await choose('Brigade', 'Lefèvre');
  await save();
  // Two more of the 27e, in order, in the brigade.
  await unitIn('Lefèvre');
  await type('2/27e Ligne', 'name');
  await more(1);
  await save();
  // A light battalion, veteran: a new battalion starts like the last one saved (side, brigade).
  await tap(page.getByRole('button', { name: 'New battalion' }), 'New battalion');
  await type('4e Léger', 'name');
  await tap(editor.getByRole('radio', { name: 'Light infantry' }), 'Light infantry');
  await choose('Class', 'Veteran');
  await save();
  // The second brigade: two conscript battalions, a veteran cavalry regiment, a foot battery.
  await newBrigade('Pajol');
  await unitIn('Pajol');
  await type('1/12e Ligne', 'name');
  await choose('Class', 'Conscript');
  await more(1);
  await save();
  await tap(page.getByRole('button', { name: 'New cavalry' }), 'New cavalry');
  await type('5e Hussards', 'name');
  await choose('Class', 'Veteran');
  await save();
  await tap(page.getByRole('button', { name: 'New battery' }), 'New battery');
  await type('Foot battery', 'name');
  await save();

  await expect.poll(() => sideCounts(page)).toEqual([8, 0]);
  // Each unit in its brigade, by the brigades' headings' counts on the roster.
  const units = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((done) => {
      const r = indexedDB.open('grand-battery');
      r.onsuccess = () => done(r.result);
    });
    const read = (store: string) =>
      new Promise<{ name: string; id: string; brigadeId?: string; class: string; infantryType: string }[]>(
        (done) => {
          const q = db.transaction(store).objectStore(store).getAll();
          q.onsuccess = () => done(q.result);
        },
      );
    const [cards, brigades] = await Promise.all([read('units'), read('brigades')]);
    db.close();
    const named = new Map(brigades.map((b) => [b.id, b.name]));
    return cards
      .map((c) => `${c.name} · ${named.get(c.brigadeId ?? '') ?? '-'} · ${c.infantryType} · ${c.class}`)
      .sort();
  });
  expect(units).toEqual([
    '1/12e Ligne · Pajol · line · conscript',
    '1/27e Ligne · Lefèvre · line · line',
    '2/12e Ligne · Pajol · line · conscript',
    '2/27e Ligne · Lefèvre · line · line',
    '3/27e Ligne · Lefèvre · line · line',
    '4e Léger · Lefèvre · light · veteran',
    '5e Hussards · Pajol · line · veteran',
    'Foot battery · Pajol · line · veteran',
  ]);
  console.log(
    `TAPS an 8-unit side with 2 brigades by hand: ${count.taps} taps + ${keys} keystrokes beyond the units' names = ${count.taps + keys}, ${count.scrolls} scrolls`,
  );
  expect(count.taps + keys).toBeLessThanOrEqual(60);
});
