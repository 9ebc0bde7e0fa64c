/**
 * Sending a pack from this phone: a file through the system share sheet where the browser can
 * share files (Android Chrome, iOS Safari), a download otherwise; a link through the share sheet,
 * or copied to the clipboard. The link's pack rides in the fragment, which never reaches a server.
 */
import type { RulePack } from '../../core/pack';
import { MAX_PACK_LINK_CHARS, packFileName, packFileText, packLinkHash } from '../../packs/share';

export type FileShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export async function sharePackFile(pack: RulePack, title: string): Promise<FileShareOutcome> {
  const name = packFileName(pack);
  const text = packFileText(pack);
  const file = new File([text], name, { type: 'application/json' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      // The player closed the share sheet: nothing to do. Any other failure falls back to a download.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}

/** The full link: this app's address, and the pack in the fragment. */
export function packLink(pack: RulePack): string | undefined {
  const hash = packLinkHash(pack);
  if (hash.length > MAX_PACK_LINK_CHARS) return undefined;
  return `${location.origin}${location.pathname}${hash}`;
}

export type LinkShareOutcome = 'shared' | 'copied' | 'cancelled' | { readonly show: string } | 'too-long';

export async function sharePackLink(pack: RulePack, title: string, text: string): Promise<LinkShareOutcome> {
  const url = packLink(pack);
  if (url === undefined) return 'too-long';
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return { show: url };
  }
}
