/** Steps a player takes in the app, written once for both engines (English words unless said). */
import { type EnginePage, until } from './engines';

/** The words of the page's main content (what a player reads), spaces collapsed. */
export const pageText = (page: EnginePage) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered words, what a player reads
  page.run(() => (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' '));

/** Waits until the page shows `words` (a string, or a pattern's source). */
export const shows = (page: EnginePage, words: string, pattern = false) =>
  until(
    page,
    `the page shows ${words}`,
    (w: string, p: boolean) => {
      // The rendered words; and the words of what is not laid out until scrolled to (the roster's
      // full cards skip those off screen: content-visibility), which a player scrolls to.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered words, what a player reads
      const texts = [document.body.innerText, document.body.textContent ?? ''].map((t) =>
        t.replace(/\s+/g, ' '),
      );
      return texts.some((text) => (p ? new RegExp(w).test(text) : text.includes(w)));
    },
    words,
    pattern,
  );

/** Waits until the page no longer shows `words`. */
export const hides = (page: EnginePage, words: string) =>
  until(
    page,
    `the page no longer shows ${words}`,
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered words, what a player reads
    (w: string) => !document.body.innerText.includes(w),
    words,
  );

/** A heading with these exact words is on screen. */
export const heading = (page: EnginePage, words: string) =>
  until(
    page,
    `a heading "${words}"`,
    (w: string) =>
      [...document.querySelectorAll('h1, h2, h3')].some(
        (h) => h.textContent?.replace(/\s+/g, ' ').trim() === w,
      ),
    words,
  );

/**
 * First visit: the app is loaded and its service worker controls the page (offline from now on),
 * and the app says so: "Ready to work offline", or in a WebKit tab Safari's 7-day notice, which
 * comes first (and stays at the top while the test runs, as it would for the player).
 */
export async function installed(page: EnginePage, origin: string): Promise<void> {
  await page.goto(origin);
  await until(
    page,
    'the service worker controls the page',
    () => navigator.serviceWorker?.controller !== null,
  );
  await shows(page, page.engine === 'webkit' ? 'Safari deletes this app’s data' : 'Ready to work offline');
}

/**
 * Settings → Two phones says "Scanner ready offline" because the QR reader is in the app's own cache
 * (src/pwa/reader-cache.ts: neither engine has a BarcodeDetector that reads QR codes). Opens Settings.
 */
export async function scannerKeptOffline(page: EnginePage): Promise<void> {
  await page.click({ role: 'link', name: 'Settings' });
  await until(page, 'the scanner ready offline', () => {
    const line = document.querySelector('.share-reader');
    return (
      line?.getAttribute('data-state') === 'ready' && line.textContent?.trim() === 'Scanner ready offline'
    );
  });
}

/** The editor's history entry is gone (Save goes back in history, asynchronously). */
export const sheetsClosed = (page: EnginePage) =>
  until(
    page,
    'the editor closed',
    () =>
      !document.querySelector('dialog[open], [role="dialog"]') &&
      ((history.state as { gbSheets?: string[] } | null)?.gbSheets ?? []).length === 0,
  );

/** A new card from the Units screen: its kind's button, its name, the opponent's side when asked. */
export async function newCard(
  page: EnginePage,
  kind: 'New battalion' | 'New cavalry' | 'New battery',
  name: string,
  options: { opponent?: boolean; start?: string; current?: string } = {},
): Promise<void> {
  await page.click(kind);
  await page.fill({ role: 'textbox', name: 'Name', inDialog: true }, name);
  if (options.opponent) await page.click({ role: 'text', name: 'Opponent', inDialog: true });
  if (options.start)
    await page.fill({ role: 'textbox', name: 'Starting figures', inDialog: true }, options.start);
  if (options.current)
    await page.fill({ role: 'textbox', name: 'Current figures', inDialog: true }, options.current);
  await page.click({ role: 'button', name: 'Save', inDialog: true });
  await sheetsClosed(page);
  await cardFocused(page, name);
}

/**
 * The rendered words of the roster's unit `name`: its full card (by its heading), or past four units
 * its row of the List (by the row's name), '' when there is none.
 */
export const cardText = (page: EnginePage, name: string) =>
  page.run((n: string) => {
    const named = (li: Element) =>
      (li.querySelector('h3') ?? li.querySelector('.unit-row-name'))?.textContent
        ?.replace(/\s+/g, ' ')
        .trim() === n;
    const card = [...document.querySelectorAll('li')].find(named);
    card?.scrollIntoView({ block: 'center' });
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered words, what a player reads
    return card ? card.innerText.replace(/\s+/g, ' ') : '';
  }, name);

/** Waits until the card `name` shows `words` (or, with `words` null, until there is no such card). */
export const cardShows = (page: EnginePage, name: string, words: string | null) =>
  until(
    page,
    words === null ? `no card ${name}` : `card ${name} shows ${words}`,
    (n: string, w: string | null) => {
      const named = (li: Element) =>
        (li.querySelector('h3') ?? li.querySelector('.unit-row-name'))?.textContent
          ?.replace(/\s+/g, ' ')
          .trim() === n;
      const card = [...document.querySelectorAll('li')].find(named);
      if (w === null) return !card;
      // A card far down a long roster is drawn, and laid out, only once the player scrolls near it
      // (ui/units/draw-near.ts, content-visibility): the player scrolls on to it, and so does this.
      if (!card) {
        scrollBy(0, innerHeight);
        return false;
      }
      card.scrollIntoView({ block: 'center' });
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered words, what a player reads
      const text = card.innerText.replace(/\s+/g, ' ');
      // A row says "23½ of 36" (and, to a screen reader, "23½ of 36 figures"): the card's words
      // "23½ figures of 36" are read there as the row puts them.
      const rowWords = w.replace(/ figures? of/, ' of');
      return text.includes(w) || (card.querySelector('.unit-row-name') !== null && text.includes(rowWords));
    },
    name,
    words,
  );

/**
 * From now on, every file the app hands to the browser's download (a blob link) is kept in the page,
 * so the test can read what the player would find in Downloads. The app's own code runs unchanged.
 */
export const keepDownloads = (page: EnginePage) =>
  page.run(() => {
    const w = window as unknown as { gbDownloads?: Blob[] };
    if (w.gbDownloads) return;
    w.gbDownloads = [];
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) w.gbDownloads?.push(blob);
      return create(blob);
    };
  });

/** The last file downloaded since `keepDownloads`: its name and text. */
export const lastDownload = (page: EnginePage) =>
  until(page, 'a downloaded file', async () => {
    const files = (window as unknown as { gbDownloads?: Blob[] }).gbDownloads ?? [];
    const last = files.at(-1);
    return last ? { name: last instanceof File ? last.name : '', text: await last.text() } : undefined;
  });

/** A file as the player has it: words, or bytes (base64) such as a photo. */
export type PickedFile = { name: string; type: string; text?: string; base64?: string };

/**
 * The player picks files in the file chooser that the button (or label) `button` opens (the chooser
 * itself is the system's, out of a page's reach): they are handed to the nearest file input.
 */
export const pickFile = (page: EnginePage, button: string, ...files: PickedFile[]) =>
  until(
    page,
    `a file input near the button ${button}`,
    (b: string, picked: PickedFile[]) => {
      const trigger = [...document.querySelectorAll('button, label, a')].find(
        (el) => el.textContent?.replace(/\s+/g, ' ').trim() === b,
      );
      let scope: Element | null | undefined = trigger;
      let input: HTMLInputElement | null = null;
      while (scope && !input) {
        input = scope.querySelector('input[type="file"]');
        scope = scope.parentElement;
      }
      if (!input) return undefined;
      const list = new DataTransfer();
      for (const f of picked) {
        const body = f.base64 ? Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0)) : (f.text ?? '');
        list.items.add(new File([body], f.name, { type: f.type }));
      }
      input.files = list.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return 'picked';
    },
    button,
    files,
  );

/**
 * Waits until the card `name` holds the focus: a card added or taken back is stored, then brought
 * into view (a scroll). Until then the list may still move under a finger, a player's or a test's.
 */
export const cardFocused = (page: EnginePage, name: string) =>
  until(
    page,
    `the card ${name} has the focus`,
    (n: string) => {
      // Its full card's heading, or past four units its row's name.
      const li = document.activeElement?.closest('li');
      return (
        (li?.querySelector('h3') ?? li?.querySelector('.unit-row-name'))?.textContent
          ?.replace(/\s+/g, ' ')
          .trim() === n
      );
    },
    name,
  );
