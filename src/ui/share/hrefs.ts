/**
 * Where the Show screen is for each thing (`#/settings/share/show/<what>`). Apart from outgoing.ts so
 * the roster's card menu links here without loading the pack file code.
 */
import type { Side as UnitSide } from '../../core';
import { routeHref } from '../../state';

export const showHref = (what: string): string =>
  routeHref({ screen: 'settings', param: `share/show/${what}` });
export const packQrHref = (packId: string): string => showHref(`pack/${packId}`);
/** The unit card's "QR code" button (UnitCardView). */
export const cardQrHref = (cardId: string): string => showHref(`card/${cardId}`);
export const rosterQrHref = (side: UnitSide): string => showHref(`roster/${side}`);
export const gameQrHref = (): string => showHref('game');
