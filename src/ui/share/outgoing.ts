/**
 * What the Show screen can show (`#/settings/share/show/<what>`), as text for QR codes and a file:
 *   pack/<id>          a rule pack on this phone (the pack file of src/packs/share.ts)
 *   game               the whole game: roster, log, turn       ┐
 *   roster/<side>      one side's cards                        ├ `game.exchange.exportText`
 *   card/<id>          one unit card                           ┘
 *   side/<id>          a saved side (issue 34): its text is side-text.ts `savedSideText`
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

/** Russian letters as Latin ones (the passport rules, simplified): a file name any phone keeps. */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  і: 'i',
  ї: 'i',
  є: 'ie',
};

/** The longest name part a file gets (a long unit name is cut at a word). */
const PART_MAX = 32;

/**
 * A name the players typed as a part of a file name every OS keeps: lower case, Russian letters
 * transliterated, accents dropped (Léger → leger), anything else a hyphen, at most 32 characters,
 * cut at a hyphen where it can be. Nothing left (only signs or another script): `fallback`.
 */
export function fileSafe(text: string, fallback: string): string {
  const latin = [...text.toLowerCase().normalize('NFC')]
    .map((ch) => LATIN[ch] ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= PART_MAX) return slug || fallback;
  const cut = slug.slice(0, PART_MAX + 1);
  const atWord = cut.lastIndexOf('-');
  return (atWord > 8 ? cut.slice(0, atWord) : slug.slice(0, PART_MAX)).replace(/-+$/, '');
}

/** What a shared text's file name says besides what it is: the game, the turn, and whose it is. */
export interface FileNaming {
  readonly gameNumber: number;
  readonly turn: number;
  /** The side this phone plays ("Mine": its players' own name, or the default word). */
  readonly mine: string;
  /** The side of a shared roster, by the same rule. */
  readonly side: (side: UnitSide) => string;
  /** A shared card's name, as typed. */
  readonly card: (id: string) => string | undefined;
}

/**
 * The file a shared game, roster or card is saved as, so the receiving phone's downloads say which
 * is which and the newest by its turn, never "(1)", "(2)":
 * grand-battery-game-3-turn-4-french-2026-12-06.json (the game, from the phone playing the French),
 * grand-battery-game-3-turn-4-roster-austrians-2026-12-06.json,
 * grand-battery-game-3-turn-4-card-ir-49-hiller-2026-12-06.json. Only a–z, 0–9 and hyphens.
 */
export function syncFileName(what: SyncWhat, naming: FileNaming, now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const which =
    what.kind === 'game'
      ? fileSafe(naming.mine, 'mine')
      : what.kind === 'roster'
        ? `roster-${fileSafe(naming.side(what.side), what.side)}`
        : `card-${fileSafe(naming.card(what.cardId) ?? '', 'unit')}`;
  return `grand-battery-game-${naming.gameNumber}-turn-${naming.turn}-${which}-${day}.json`;
}

/**
 * The file a battle report is saved as (issue 36), named like a shared game's:
 * grand-battery-game-3-turn-4-report-2026-12-06.txt (an earlier game's without its turn).
 */
export function reportFileName(game: number, turn: number | undefined, now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `grand-battery-game-${game}${turn === undefined ? '' : `-turn-${turn}`}-report-${day}.txt`;
}

/** A saved side's file: grand-battery-side-french-2026-12-06.txt (the text the Receive screen opens). */
export function sideFileName(name: string, now: Date = new Date()): string {
  return `grand-battery-side-${fileSafe(name, 'side')}-${now.toISOString().slice(0, 10)}.txt`;
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
