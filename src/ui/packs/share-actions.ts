/**
 * Sending a pack from this phone, through the one pair of share helpers in src/pwa/share.ts: a file
 * (`shareFile`: the share sheet, else a download) or a link (`shareText`: the share sheet, else the
 * clipboard). The link's pack rides in the fragment, which never reaches a server.
 */
import type { RulePack } from '../../core';
import { MAX_PACK_LINK_CHARS, packFileName, packFileText, packLinkHash } from '../../packs';
import { type Delivery, shareFile, shareText } from '../../pwa';

/** The pack as a file, through the one share helper (canShare, then text/plain, then a download). */
export function sharePackFile(pack: RulePack): Promise<Delivery> {
  return shareFile(new File([packFileText(pack)], packFileName(pack), { type: 'application/json' }));
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
  const outcome = await shareText({ title, text, url });
  return outcome === 'not-copied' ? { show: url } : outcome;
}
