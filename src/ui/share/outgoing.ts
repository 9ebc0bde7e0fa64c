/**
 * What the Show screen can show (`#/settings/share/show/<what>`), as text for QR codes and a file:
 *   pack/<id>          a rule pack on this phone (the pack file of src/packs/share.ts)
 *   game               the whole game: roster, log, turn       ┐
 *   roster/<side>      one side's cards                        ├ from src/state/sync.ts, once merged
 *   card/<id>          one unit card                           ┘
 */
import type { ValidatedPack } from '../../core/pack';
import type { Side as UnitSide } from '../../core/vocabulary';
import { packFileName, packFileText } from '../../packs/share';
import type { Lang } from '../../reference/types';
import { routeHref } from '../../state/router';

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

// ─── SYNC EXPORT: the integrator sets this after merging the sync branch ──────────────────────────
// `exportSyncText` of src/state/sync.ts (and a file name/type for it below). While it is undefined,
// Settings offers no "Show the game" / "Show the roster" and the card menu no "Show QR".
export const exportSync: ((what: SyncWhat) => Promise<string>) | undefined = undefined;
// ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Whether this build can show cards, rosters and the game as codes (see SYNC EXPORT above). */
export const canShowGame = (): boolean => exportSync !== undefined;

export const showHref = (what: string): string =>
  routeHref({ screen: 'settings', param: `share/show/${what}` });
export const packQrHref = (packId: string): string => showHref(`pack/${packId}`);
/**
 * CARD MENU HOOK: the unit card's "Show QR" links here (the integrator wires it into the card menu
 * once SYNC EXPORT is set).
 */
export const cardQrHref = (cardId: string): string => showHref(`card/${cardId}`);
export const rosterQrHref = (side: UnitSide): string => showHref(`roster/${side}`);
export const gameQrHref = (): string => showHref('game');

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
