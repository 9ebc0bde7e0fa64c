import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Shared steps of a player at the table, in either language: open the app, switch language, make
 * a card, tap a battery and a target on the roster, enter the dice thrown. Locators are by role
 * and by the words a player reads.
 */

export type Lang = 'en' | 'ru';

const plural = (lang: Lang, n: number, forms: Record<string, string>) =>
  forms[new Intl.PluralRules(lang).select(n)] ?? forms.other ?? '';

/** Figures as the cards and results print them: 23½, ½, 24. */
export const figures = (n: number) => {
  const whole = Math.trunc(n);
  if (n === whole) return String(n);
  return whole === 0 ? '½' : `${whole}½`;
};

export const WORDS = {
  en: {
    ready: 'Ready to work offline',
    close: 'Close',
    cancel: 'Cancel',
    nav: { units: 'Units', fire: 'Fire', log: 'Log', settings: 'Settings' },
    settingsTitle: 'Settings',
    unitsTitle: 'Units',
    language: 'English',
    newBattalion: 'New battalion',
    newCavalry: 'New cavalry',
    newBattery: 'New battery',
    name: 'Name',
    nation: 'Nation',
    opponent: 'Opponent',
    mine: 'Mine',
    startFigures: 'Starting figures',
    currentFigures: 'Current figures',
    save: 'Save',
    fireWith: (name: string) => `Fire with ${name}`,
    fireAt: (name: string) => `Fire at ${name}`,
    fireTitle: 'Fire',
    change: 'Change',
    firer: 'Firing battery',
    target: 'Target',
    ammo: 'Ammunition',
    canister: 'Canister',
    canisterRange: 'Canister range',
    yes: 'Yes',
    arc: /30° arc/,
    overhead: /over the heads/,
    mayFire: /May fire/,
    mayNotFire: /May not fire/,
    alreadyFired: /already fired this turn/,
    physical: 'Enter my dice',
    face: (die: number, face: number) => `Die ${die}: ${face}`,
    useDice: (a: number, b: number) => `Use these dice: ${a} + ${b}`,
    roll: 'Roll 2D6',
    result: /Result/,
    casualties: 'Casualties',
    apply: 'Apply casualties',
    applied: 'Casualties applied',
    undo: 'Undo',
    /** The result's Undo: it says what it undoes. */
    undoApply: 'Undo casualties',
    fireAgain: 'Fire again',
    nextVolley: 'Next volley',
    firedThisTurn: 'Fired this turn',
    /** "22 figures of 24" on a roster card. */
    cardFigures: (n: number, start: number) =>
      `${figures(n)} ${plural('en', n, { one: 'figure', other: 'figures' })} of ${figures(start)}`,
    /** "22 of 24" on a roster row (the List). */
    rowFigures: (n: number, start: number) => `${figures(n)} of ${figures(start)}`,
    losses: (lost: number, start: number) => `Losses: ${figures(lost)} of ${figures(start)} figures`,
    firedBy: (side: string) => `${side} fired`,
    sideName: (defaultName: string) => `Name of the side “${defaultName}”`,
    turn: (n: number) => `Turn ${n}`,
    nextTurn: 'Next turn',
    /** The game bar's Undo of Next turn, by its full name (its words: "Undo turn 2"). */
    undoNextTurn: (n: number) => `Undo turn ${n + 1}: back to turn ${n}`,
    /** The end of the turn's own Next turn (issue 36). */
    onToTurn: /^On to turn \d+$/,
    logTitle: 'Log',
    undoLast: 'Undo last applied result',
    undone: 'Casualties put back',
    clearLog: 'Clear log',
    logCleared: 'Log cleared',
    emptyLog: 'No shots yet.',
    newGame: 'New game',
    /** New game asks first: its answer. */
    startGame: (n: number) => `Start game ${n}`,
    gameStarted: (n: number) => `Game ${n} started: figures restored`,
    game: (n: number) => `Game ${n}`,
    earlierGame: 'From an earlier game',
    export: 'Share log as text',
    copied: 'Log copied to the clipboard',
    entryApplied: 'applied',
    entryUndone: 'undone',
  },
  ru: {
    ready: 'Готово к работе без сети',
    close: 'Закрыть',
    cancel: 'Отмена',
    nav: { units: 'Отряды', fire: 'Огонь', log: 'Журнал', settings: 'Настройки' },
    settingsTitle: 'Настройки',
    unitsTitle: 'Отряды',
    language: 'Русский',
    newBattalion: 'Новый батальон',
    newCavalry: 'Новая кавалерия',
    newBattery: 'Новая батарея',
    name: 'Название',
    nation: 'Нация',
    opponent: 'Противник',
    mine: 'Мои',
    startFigures: 'Фигур в начале',
    currentFigures: 'Фигур сейчас',
    save: 'Сохранить',
    fireWith: (name: string) => `Стрелять батареей ${name}`,
    fireAt: (name: string) => `Стрелять по цели ${name}`,
    fireTitle: 'Огонь',
    change: 'Сменить',
    firer: 'Стреляющая батарея',
    target: 'Цель',
    ammo: 'Боеприпасы',
    canister: 'Картечь',
    canisterRange: 'Картечная дистанция',
    yes: 'Да',
    arc: /30°/,
    overhead: /поверх голов/,
    mayFire: /Стрелять можно/,
    mayNotFire: /Стрелять нельзя/,
    alreadyFired: /уже стреляла в этот ход/,
    physical: 'Ввести свои кубики',
    face: (die: number, face: number) => `Кубик ${die}: ${face}`,
    useDice: (a: number, b: number) => `Принять кубики: ${a} + ${b}`,
    roll: 'Бросить 2Д6',
    result: /Результат/,
    casualties: 'Потери',
    apply: 'Снять потери',
    applied: 'Потери сняты',
    undo: 'Отменить',
    undoApply: 'Вернуть потери',
    fireAgain: 'Огонь ещё раз',
    nextVolley: 'Следующий залп',
    firedThisTurn: 'Уже стреляла в этот ход',
    cardFigures: (n: number, start: number) =>
      `${figures(n)} ${Number.isInteger(n) ? plural('ru', n, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' }) : 'фигуры'} из ${figures(start)}`,
    rowFigures: (n: number, start: number) => `${figures(n)} из ${figures(start)}`,
    losses: (lost: number, start: number) =>
      `Потери: ${figures(lost)} из ${figures(start)} ${plural('ru', start, { one: 'фигуры', few: 'фигур', many: 'фигур', other: 'фигуры' })}`,
    firedBy: (side: string) => `Стреляет: ${side}`,
    sideName: (defaultName: string) => `Название стороны «${defaultName}»`,
    turn: (n: number) => `Ход ${n}`,
    nextTurn: 'Следующий ход',
    undoNextTurn: (n: number) => `Отменить ход ${n + 1}: вернуться к ходу ${n}`,
    onToTurn: /^К ходу \d+$/,
    logTitle: 'Журнал',
    undoLast: 'Отменить последние снятые потери',
    undone: 'Потери возвращены',
    clearLog: 'Очистить журнал',
    logCleared: 'Журнал очищен',
    emptyLog: 'Выстрелов пока нет.',
    newGame: 'Новая партия',
    startGame: (n: number) => `Начать партию ${n}`,
    gameStarted: (n: number) => `Началась партия ${n}: фигуры восстановлены`,
    game: (n: number) => `Партия ${n}`,
    earlierGame: 'Выстрел из прошлой партии',
    export: 'Поделиться журналом (текст)',
    copied: 'Журнал скопирован в буфер обмена',
    entryApplied: 'потери сняты',
    entryUndone: 'снятие отменено',
  },
} as const;

export type Words = (typeof WORDS)[Lang];

/**
 * Open the app as a player does the first time, close the "Ready to work offline" toast, and
 * switch the language in Settings when the test is in Russian.
 */
export async function start(page: Page, lang: Lang = 'en'): Promise<Words> {
  await page.goto('./');
  await expect(page.getByText(WORDS.en.ready)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: WORDS.en.close }).click();
  if (lang === 'ru') await switchLanguage(page, 'ru');
  else await expect(page.getByRole('heading', { name: WORDS.en.unitsTitle, level: 1 })).toBeVisible();
  return WORDS[lang];
}

/**
 * Waits until the app has made its database, before a test writes into it as another tab would: a
 * test that opened it first would make an empty one (version 1, no stores), and its write would fail.
 * The app opens it as it starts, which can be after its first frame has shown.
 */
export async function appDatabaseMade(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => (await indexedDB.databases()).some((d) => d.name === 'grand-battery' && (d.version ?? 0) > 1),
    null,
    { polling: 100 },
  );
}

/** Settings → Language, then back to the roster. */
export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  const from = WORDS[lang === 'ru' ? 'en' : 'ru'];
  const to = WORDS[lang];
  await page.getByRole('link', { name: from.nav.settings }).click();
  await page.getByRole('radio', { name: to.language }).check();
  await expect(page.getByRole('heading', { name: to.settingsTitle, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: to.nav.units }).click();
  await expect(page.getByRole('heading', { name: to.unitsTitle, level: 1 })).toBeVisible();
}

export interface NewCard {
  kind: 'battalion' | 'cavalry' | 'battery';
  name: string;
  side?: 'mine' | 'opponent';
  nation?: string;
  /** Starting and current figures. */
  figures?: number;
}

/**
 * A card made in the editor on the Units screen; `more` does anything else in the dialog (gun
 * type, formation) before Save.
 */
export async function newCard(
  page: Page,
  w: Words,
  card: NewCard,
  more?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('link', { name: w.nav.units }).click();
  await cancelFiring(page, w);
  const kind = { battalion: w.newBattalion, cavalry: w.newCavalry, battery: w.newBattery }[card.kind];
  await page.getByRole('button', { name: kind }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: w.name }).fill(card.name);
  // The side chosen every time: a new card starts on the side of the last one saved (issue 34). Its
  // radio by value: the players may have named the sides.
  await dialog.locator(`input[name="side"][value="${card.side ?? 'mine'}"]`).check();
  if (card.nation) await dialog.getByRole('combobox', { name: w.nation }).selectOption(card.nation);
  if (card.figures !== undefined) {
    await dialog.getByRole('textbox', { name: w.startFigures }).fill(String(card.figures));
    await dialog.getByRole('textbox', { name: w.currentFigures }).fill(String(card.figures));
  }
  if (more) await more(dialog);
  await dialog.getByRole('button', { name: w.save }).click();
  await expect(dialog).toHaveCount(0);
  // On the roster, as a full card or (past four units, by default) a compact row.
  await expect(page.locator('.unit-group').getByText(card.name, { exact: true }).first()).toBeVisible();
}

/** A card on the roster, by its name. */
/** A unit's name on the roster, as a full card or (past four units, by default) a compact row. */
export const rosterEntry = (page: Page, name: string) =>
  page.locator('.unit-group').getByText(name, { exact: true }).first();

export const unitCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });

/** The roster's firing banner, a battery armed and not fired: Cancel it so a battery can be chosen afresh. */
async function cancelFiring(page: Page, w: Words) {
  await expect(page.getByRole('heading', { name: w.unitsTitle, level: 1 })).toBeVisible();
  const banner = page
    .getByRole('status')
    .filter({ has: page.getByRole('button', { name: w.cancel, exact: true }) });
  if (await banner.isVisible()) await banner.getByRole('button', { name: w.cancel, exact: true }).click();
  await expect(banner).toHaveCount(0);
}

/** Tap-to-fire on the roster: the battery, then the target; the Fire screen opens with both. */
export async function fireFromRoster(page: Page, w: Words, battery: string, target: string): Promise<void> {
  await page.getByRole('link', { name: w.nav.units }).click();
  await cancelFiring(page, w);
  await page.getByRole('button', { name: w.fireWith(battery) }).click();
  await page.getByRole('button', { name: w.fireAt(target) }).click();
  await expect(page).toHaveURL(/#\/fire$/);
  await expect(page.getByRole('heading', { name: w.fireTitle, level: 1 })).toBeVisible();
}

/** Tap the two faces of the physical dice thrown (the dice pad may already be open). */
export async function enterDice(page: Page, w: Words, a: number, b: number): Promise<void> {
  const open = page.getByRole('button', { name: w.physical });
  const first = page.getByRole('button', { name: w.face(1, a) });
  await expect(open.or(first)).toBeVisible();
  if (await open.isVisible()) await open.click();
  await first.click();
  await page.getByRole('button', { name: w.face(2, b) }).click();
  await page.getByRole('button', { name: w.useDice(a, b) }).click();
}

/** The result card on the Fire screen. */
export const resultCard = (page: Page, w: Words) => page.getByRole('article', { name: w.result });

/** The casualties a result card shows in large figures (½, 2, 3), found by its name. */
export const casualtiesFigure = (card: Locator, w: { casualties: string }) =>
  card.getByRole('group', { name: w.casualties, exact: true });

/** The verdict of a legal shot: the status under its "May fire" heading. */
export const legalVerdict = (page: Page, w: Words) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: w.mayFire }) });

/** Why the shot may not be fired, under its heading on the Fire screen. */
export const refusals = (page: Page, w: Words) => page.getByRole('status', { name: w.mayNotFire });

/** Apply the result's casualties on the Fire screen. */
export async function applyResult(page: Page, w: Words): Promise<void> {
  const result = resultCard(page, w);
  await result.getByRole('button', { name: w.apply }).click();
  await expect(result).toContainText(w.applied);
}

/** A log entry, by the battery and the target it names. */
export const logEntry = (page: Page, battery: string, target: string) =>
  page.getByRole('listitem').filter({ hasText: `${battery} → ${target}` });

/**
 * Nothing wider than the phone: the page does not scroll sideways (and a mobile browser has not
 * widened its layout to fit something that overflows).
 */
export async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const phone = page.viewportSize()?.width ?? 0;
  const measured = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(
    measured.scrollWidth <= measured.clientWidth && measured.clientWidth <= phone,
    `${where}: ${JSON.stringify(measured)} on a ${phone} px phone`,
  ).toBe(true);
}

/**
 * A phone without a share sheet: Share copies to the clipboard, here a stand-in that keeps the
 * text for `sharedText` to read.
 */
export async function shareToClipboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: (text: string) => {
          (window as unknown as { shared: string }).shared = text;
          return Promise.resolve();
        },
      },
      configurable: true,
    });
  });
}

/** What was last copied through `shareToClipboard`'s stand-in ('' before anything was). */
export const sharedText = async (page: Page): Promise<string> =>
  (await page.evaluate(() => (window as unknown as { shared?: string }).shared)) ?? '';
