/**
 * Handing a file to the player: the phone's share sheet where it takes the file, else a download.
 *
 * Share sheets keep allowlists of file types: older Chromium refused `application/json`, Safari's
 * list differs. So ask `navigator.canShare` first with the file's own type, then with the same
 * bytes as `text/plain` under the same `.json` name (which every sheet that shares files takes),
 * and only then download. The answer says which happened, so the screen can say it too.
 */
export type Delivery = 'shared' | 'shared-as-text' | 'downloaded' | 'cancelled';

type ShareNavigator = Partial<Pick<Navigator, 'canShare' | 'share'>>;

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
): Promise<Delivery> {
  const asText = file.type === 'text/plain' ? undefined : new File([file], file.name, { type: 'text/plain' });
  const tries: [File, Delivery][] = [[file, 'shared']];
  if (asText) tries.push([asText, 'shared-as-text']);
  for (const [candidate, outcome] of tries) {
    if (!sheetTakes(nav, candidate) || !nav.share) continue;
    try {
      await nav.share({ files: [candidate], title: file.name });
      return outcome;
    } catch (error) {
      // The player closed the sheet: no file was handed over, and none is forced on them.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user activation left) and others: a download instead.
      break;
    }
  }
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
