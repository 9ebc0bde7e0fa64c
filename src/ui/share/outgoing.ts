/**
 * What the Show screen can show (`#/settings/share/show/<what>`), as text for QR codes and a file:
 *   pack/<id>          a rule pack on this phone (the pack file of src/packs/share.ts)
 *   game               the whole game: roster, log, turn       ┐
 *   roster/<side>      one side's cards                        ├ `game.exchange.exportText`
 *   card/<id>          one unit card                           ┘
 */
import type { Side as UnitSide, ValidatedPack } from '../../core';
import { packFileName, packFileText } from '../../packs';
import type { Lang } from '../../reference';

export interface Outgoing {
  /** What it is, for the codes' label: "Rule pack “…”". */
  readonly what: (lang: Lang) => string;
  readonly text: string;
  readonly fileName: string;
  readonly fileType: string;
}

export type SyncWhat =
  | { readonly kind: 'card'; readonly cardId: string }
  | { readonly kind: 'roster'; readonly side: UnitSide }
  | { readonly kind: 'game' };

/** The file a shared card, roster or game is saved as: grand-battery-game-2026-12-01.json. */
export function syncFileName(what: SyncWhat, now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const name = what.kind === 'roster' ? `roster-${what.side}` : what.kind;
  return `grand-battery-${name}-${day}.json`;
}

export { cardQrHref, gameQrHref, packQrHref, rosterQrHref, showHref } from './hrefs';

export function packOutgoing(pack: ValidatedPack, label: (lang: Lang, name: string) => string): Outgoing {
  return {
    what: (lang) => label(lang, pack.name[lang]),
    text: packFileText(pack),
    fileName: packFileName(pack),
    fileType: 'application/json',
  };
}

/** The sync thing a Show path names, if it names one. */
export function syncWhatOf(path: string): SyncWhat | undefined {
  if (path === 'game') return { kind: 'game' };
  if (path === 'roster/mine' || path === 'roster/opponent')
    return { kind: 'roster', side: path.slice(7) as UnitSide };
  if (path.startsWith('card/') && path.length > 5) return { kind: 'card', cardId: path.slice(5) };
  return undefined;
}
