import { isStandalone } from './install-hint';

/**
 * Handing a file to the player: the phone's share sheet where it takes the file, else a download.
 *
 * Share sheets keep allowlists of file types: older Chromium refused `application/json`, Safari's
 * list differs. So ask `navigator.canShare` first with the file's own type, then with the same
 * bytes as `text/plain` under the same `.json` name (which every sheet that shares files takes),
 * and only then download. The sheet gets `{ files }` alone: iPhones share files reliably only
 * without a title or text beside them (issue 35).
 *
 * In an app installed on an iPhone or iPad (from the Home Screen) there is no download: `<a
 * download>` opens the file in QuickLook over the app, with no way back but to force-quit it. There
 * the answer is 'not-delivered' and the screen says to use the share sheet, or offers the text to
 * copy. The answer says which happened, so the screen can say it too.
 */
export type Delivery = 'shared' | 'shared-as-text' | 'downloaded' | 'cancelled' | 'not-delivered';

type ShareNavigator = Partial<Pick<Navigator, 'canShare' | 'share'>>;

/** What decides whether a download is safe here: the agent, and whether it runs as an installed app. */
export interface Surroundings {
  readonly userAgent: string;
  /** iPadOS presents itself as a Mac: a touch screen tells them apart. */
  readonly maxTouchPoints: number;
  /** `navigator.standalone` (iOS only), or `display-mode: standalone`. */
  readonly standalone: boolean;
}

/** An iPhone, iPad or iPod: every browser there is WebKit, and iPadOS says "Macintosh" with touch. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** When no share sheet takes the file: a download, or none (an installed iPhone app: QuickLook traps it). */
export function fallbackOf(here: Surroundings): 'download' | 'none' {
  return here.standalone && isAppleMobile(here.userAgent, here.maxTouchPoints) ? 'none' : 'download';
}

/** This browser, now (read at each share: a test may emulate an installed iPhone app). */
export function surroundings(): Surroundings {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandalone(),
  };
}

function sheetTakes(nav: ShareNavigator, file: File): boolean {
  try {
    return typeof nav.share === 'function' && nav.canShare?.({ files: [file] }) === true;
  } catch {
    return false;
  }
}

export async function shareFile(
  file: File,
  nav: ShareNavigator = globalThis.navigator,
  doc: Document = globalThis.document,
  here: Surroundings = surroundings(),
): Promise<Delivery> {
  const asText = file.type === 'text/plain' ? undefined : new File([file], file.name, { type: 'text/plain' });
  const tries: [File, Delivery][] = [[file, 'shared']];
  if (asText) tries.push([asText, 'shared-as-text']);
  for (const [candidate, outcome] of tries) {
    if (!sheetTakes(nav, candidate) || !nav.share) continue;
    try {
      await nav.share({ files: [candidate] });
      return outcome;
    } catch (error) {
      // The player closed the sheet: no file was handed over, and none is forced on them.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user activation left) and others: a download instead.
      break;
    }
  }
  if (fallbackOf(here) === 'none') return 'not-delivered';
  download(file, doc);
  return 'downloaded';
}

function download(file: File, doc: Document): void {
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Handing words or a link to the player: the phone's share sheet where there is one, else the
 * clipboard. `copyText` goes straight to the clipboard (a Copy button). The answer says which
 * happened, so the screen can say it ('not-copied': the screen shows the text to copy by hand).
 */
export type TextDelivery = 'shared' | 'copied' | 'cancelled' | 'not-copied';

type TextNavigator = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

export interface SharedText {
  readonly title?: string;
  readonly text?: string;
  /** A link: what the clipboard gets when there is one, else `text`. */
  readonly url?: string;
}

export async function shareText(
  content: SharedText,
  nav: TextNavigator = globalThis.navigator,
): Promise<TextDelivery> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ ...content });
      return 'shared';
    } catch (error) {
      // The player closed the sheet: nothing is copied behind their back.
      if ((error as { name?: string } | undefined)?.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(content.url ?? content.text ?? '', nav);
}

export async function copyText(
  text: string,
  nav: TextNavigator = globalThis.navigator,
): Promise<'copied' | 'not-copied'> {
  try {
    if (!nav.clipboard) return 'not-copied';
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'not-copied';
  }
}
