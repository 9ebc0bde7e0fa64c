/**
 * The two engines besides Chromium, behind one small interface so each flow is written once:
 * WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver and selenium-webdriver) and Firefox
 * (Firefox ESR through puppeteer-core over WebDriver BiDi). Controls are found as a player finds
 * them, by role and by the words on them (or their label), then tapped or typed into natively.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser as PBrowser, type Page as PPage } from 'puppeteer-core';
import { Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { findTarget, type TargetSpec } from './find';

export type EngineName = 'webkit' | 'firefox';

/** Debian's MiniBrowser, for this machine's architecture (x86_64, aarch64, …). */
function debianMiniBrowser(): string {
  for (const arch of readdirSync('/usr/lib').filter((d) => d.endsWith('-linux-gnu'))) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const path = join('/usr/lib', arch, api, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

export const ENGINE_PATHS = {
  webkitDriver: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
  miniBrowser: process.env.WEBKIT_MINIBROWSER_PATH ?? debianMiniBrowser(),
  firefox: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
};

/** A control as a player names it: its role and its words (exact, or a pattern). */
export type Target = TargetSpec | string;

/** One browser profile (a fresh one per `launch`), one tab. */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a self-contained function in the page (its arguments must be plain data). */
  run<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  click(target: Target): Promise<void>;
  /** Replaces a text field's content by typing, as a keyboard does ('' deletes it). */
  fill(target: Target, text: string): Promise<void>;
  /** PNG of what the window shows. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const spec = (t: Target): TargetSpec => (typeof t === 'string' ? { role: 'button', name: t } : t);

/**
 * A tap that met something in its way (a notice appearing, a toast, the layout still moving after a
 * scroll): look again and tap again, as a player does. Other errors are real.
 */
async function tapAgainIfBlocked(tap: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await tap();
      return;
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const blocked =
        /ElementClickIntercepted|ElementNotInteractable|StaleElementReference|not clickable|detached/i;
      if (attempt >= 4 || !blocked.test(`${name} ${error instanceof Error ? error.message : ''}`))
        throw error;
      await new Promise((r) => setTimeout(r, 250 * attempt));
    }
  }
}

/**
 * The control stands still: where it is now is where it was two frames ago (a list still scrolling
 * to a card just stored, a sheet still opening). A tap waits for that, as Playwright's does.
 */
function standsStill(selector: string): Promise<boolean> {
  const at = () => {
    const r = document.querySelector(selector)?.getBoundingClientRect();
    return r ? `${r.x},${r.y},${r.width},${r.height},${scrollX},${scrollY}` : '';
  };
  const before = at();
  return new Promise((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done(before !== '' && at() === before))),
  );
}

/** Marks the one control `target` names (waiting for it up to `timeout`) and returns its selector. */
async function mark(page: EnginePage, target: Target, timeout = 10_000): Promise<string> {
  const s = spec(target);
  const deadline = Date.now() + timeout;
  let last = '';
  for (;;) {
    const found = await page.run(findTarget, s);
    const selector = found.ok ? `[data-engines-target="${found.id}"]` : '';
    if (found.ok && (await page.run(standsStill, selector))) return selector;
    last = found.ok ? `${JSON.stringify(s)} still moving` : found.why;
    if (Date.now() > deadline) {
      await keepScreen(page, last);
      throw new Error(`${page.engine}: ${last}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A port nothing listens on now (the system's choice), for the WebKit driver. */
function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function launchWebKit(): Promise<EnginePage> {
  const port = await freePort();
  // 127.0.0.1 for both: otherwise the driver is polled at the machine's external address.
  const service = new DriverService(ENGINE_PATHS.webkitDriver, {
    port,
    hostname: '127.0.0.1',
    args: [`--port=${port}`, '--host=127.0.0.1'],
  });
  const url = await service.start(30_000);
  const caps = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: ENGINE_PATHS.miniBrowser,
      // navigator.storage as on Safari (persist, estimate): off by default in WebKitGTK.
      args: ['--automation', '--features=+StorageAPI,+StorageAPIEstimate'],
    },
  });
  let driver: WebDriver;
  try {
    driver = await new Builder().usingServer(String(url)).withCapabilities(caps).build();
  } catch (error) {
    await service.kill();
    throw error;
  }
  // The window cannot be narrower than about 447 px: phone layout is checked in CSS pixels.
  await driver.manage().window().setRect({ width: 460, height: 900 });
  const page: EnginePage = {
    engine: 'webkit',
    goto: async (to) => driver.get(to),
    reload: async () => driver.navigate().refresh(),
    run: async (fn, ...args) =>
      driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args) as never,
    click: (target) =>
      tapAgainIfBlocked(async () => {
        const selector = await mark(page, target);
        await driver.findElement(By.css(selector)).click();
      }),
    fill: async (target, text) => {
      const selector = await mark(page, { ...spec(target), role: 'textbox' });
      const field = await driver.findElement(By.css(selector));
      await field.click();
      await driver.executeScript('arguments[0].select()', field);
      await field.sendKeys(text === '' ? Key.BACK_SPACE : text);
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close: async () => {
      await driver.quit().catch(() => undefined);
      await service.kill();
    },
  };
  return page;
}

/**
 * One Firefox per test file (starting it takes seconds on a busy machine); each `launch` is a new
 * user context in it, with storage, caches and service workers of its own: a fresh profile.
 */
let firefox: { browser: Promise<PBrowser>; profile: string } | undefined;

/** Closes the test file's Firefox (vitest.engines.config.ts runs this after each file). */
export async function closeSharedFirefox(): Promise<void> {
  const running = firefox;
  firefox = undefined;
  if (!running) return;
  await (await running.browser).close().catch(() => undefined);
  await rm(running.profile, { recursive: true, force: true });
}

async function launchFirefox(): Promise<EnginePage> {
  if (!firefox) {
    const profile = await mkdtemp(join(tmpdir(), 'gb-firefox-'));
    firefox = {
      profile,
      browser: puppeteer.launch({
        browser: 'firefox',
        executablePath: ENGINE_PATHS.firefox,
        headless: true,
        userDataDir: profile,
      }),
    };
  }
  const context = await (await firefox.browser).createBrowserContext();
  const tab: PPage = await context.newPage();
  await tab.setViewport({ width: 390, height: 844 });
  const page: EnginePage = {
    engine: 'firefox',
    goto: (to) => navigateOnce(tab, 'goto', () => tab.goto(to)),
    reload: () => navigateOnce(tab, 'reload', () => tab.reload()),
    run: async (fn, ...args) => tab.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: (target) =>
      tapAgainIfBlocked(async () => {
        const selector = await mark(page, target);
        await tab.click(selector);
      }),
    fill: async (target, text) => {
      const selector = await mark(page, { ...spec(target), role: 'textbox' });
      await tab.click(selector);
      await tab.$eval(selector, (el) => (el as HTMLInputElement).select());
      if (text === '') await tab.keyboard.press('Backspace');
      else await tab.keyboard.type(text);
    },
    screenshot: async () => Buffer.from(await tab.screenshot()),
    close: async () => {
      await context.close().catch(() => undefined);
    },
  };
  return page;
}

/**
 * Firefox answers NS_BINDING_ABORTED when a navigation it was asked for is cancelled by another one
 * (under load, the app's own hash change from the tap just before can still be under way). The page
 * is waited on until it has loaded, then the same navigation is asked for again, up to three times.
 * Any other error, and a third abort, is a real failure and is thrown: a reload is always done.
 */
async function navigateOnce(tab: PPage, what: string, go: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await loaded(tab);
    try {
      await go();
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/NS_BINDING_ABORTED|navigation (was )?(canceled|cancelled|aborted)/i.test(message))
        throw error;
      console.warn(
        `firefox: ${what} aborted by another navigation (${message.split('\n')[0]}); asking again`,
      );
    }
  }
}

/** The page has finished loading (a navigation in progress ends), or 10 s have passed. */
async function loaded(tab: PPage): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const state = await tab.evaluate(() => document.readyState).catch(() => 'navigating');
    if (state === 'complete') return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A fresh profile in the engine: nothing stored, no service worker. A step that gives up (`until`,
 * finding a control) saves what the window showed in test-results/engines/.
 */
export const launch = (engine: EngineName): Promise<EnginePage> =>
  engine === 'webkit' ? launchWebKit() : launchFirefox();

/** What the window showed when a step gave up, kept in test-results/engines/ (CI keeps it). */
async function keepScreen(page: EnginePage, what: string): Promise<void> {
  try {
    const dir = join('test-results', 'engines');
    await mkdir(dir, { recursive: true });
    const name = `${page.engine}-${Date.now()}-${what.slice(0, 60).replace(/[^\w-]+/g, '-')}.png`;
    await writeFile(join(dir, name), await page.screenshot());
  } catch {
    // the window is gone
  }
}

/** Polls `fn` in the page until it answers truthy; fails with `what` after `timeout`. */
export async function until<R, A extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => R | Promise<R>,
  ...args: A
): Promise<R> {
  const deadline = Date.now() + 15_000;
  let error: unknown;
  for (;;) {
    try {
      const value = await page.run(fn, ...args);
      if (value) return value;
    } catch (e) {
      error = e; // a navigation in progress: ask again
    }
    if (Date.now() > deadline) {
      await keepScreen(page, what);
      throw new Error(`${page.engine}: ${what} (timed out)${error ? `: ${error}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
