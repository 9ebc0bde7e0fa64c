/**
 * The shot the Fire screen points at, carried in the Tables view's route
 * (`#/tables/gun=…&ammo=…`): what of it the view highlights, the address that carries it, and
 * reading that address back. No DOM, no Solid: the Fire screen's links import only this.
 */
import {
  AMMUNITION,
  type Ammo,
  isOneOf,
  MODIFIER_CODES,
  type ModifierCode,
  RANGE_BANDS,
  type RangeBand,
} from '../../core';

/** What of the current shot the Tables view highlights. Every part is optional. */
export interface SheetFocus {
  readonly gun?: string | undefined;
  readonly ammo?: Ammo | undefined;
  readonly band?: RangeBand | undefined;
  /** The casualty table row read (the score, or the table's end it was clamped to). */
  readonly row?: number | undefined;
  /** The modifiers that applied. */
  readonly mods: readonly ModifierCode[];
  /** The pack the shot used, when it may not be the one in use now. */
  readonly pack?: { readonly id: string; readonly version: number };
  /** Opened from the Fire screen: the Tables view offers the way back to the shot. */
  readonly fromFire?: boolean;
  /** The logged shot whose result asked "Why 3?": the way back shows that result again. */
  readonly shot?: string;
}

/** The print view's route parameter (`#/tables/print`). */
export const PRINT_PARAM = 'print';

/**
 * The Tables view's address with this focus: what the Fire screen links to. Readable as it is
 * (`#/tables/gun=6pdr&ammo=roundshot&band=effective&row=9`): pack and gun ids are slugs, and the
 * router's decoding of the hash leaves such a query as it is.
 */
export function tablesHref(focus: SheetFocus): string {
  return `#/tables/${focusParam(focus)}`;
}

/** The route parameter that carries a focus (`#/tables/gun=6pdr&ammo=roundshot&…`). */
export function focusParam(focus: SheetFocus): string {
  const query = new URLSearchParams();
  if (focus.gun !== undefined) query.set('gun', focus.gun);
  if (focus.ammo !== undefined) query.set('ammo', focus.ammo);
  if (focus.band !== undefined) query.set('band', focus.band);
  if (focus.row !== undefined) query.set('row', String(focus.row));
  if (focus.mods.length > 0) query.set('mods', focus.mods.join(','));
  if (focus.pack !== undefined) {
    query.set('pack', focus.pack.id);
    query.set('v', String(focus.pack.version));
  }
  if (focus.shot !== undefined) query.set('shot', focus.shot);
  else if (focus.fromFire) query.set('from', 'fire');
  return query.toString();
}

const wholeNumber = (text: string | null): number | undefined =>
  text !== null && /^-?\d{1,6}$/.test(text) ? Number(text) : undefined;

/**
 * The focus a route parameter carries; undefined when it carries none. A link typed or mangled
 * by hand highlights what it names correctly and ignores the rest.
 */
export function parseFocus(param: string | undefined): SheetFocus | undefined {
  if (param === undefined || param === PRINT_PARAM || !param.includes('=')) return undefined;
  const query = new URLSearchParams(param);
  const gun = query.get('gun') ?? undefined;
  const ammo = query.get('ammo');
  const band = query.get('band');
  const row = wholeNumber(query.get('row'));
  const mods = (query.get('mods') ?? '')
    .split(',')
    .filter((code): code is ModifierCode => isOneOf(MODIFIER_CODES, code));
  const packId = query.get('pack');
  const version = wholeNumber(query.get('v'));
  const shot = query.get('shot');
  const fromShot = shot !== null && /^[A-Za-z0-9._-]{1,64}$/.test(shot);
  return {
    ...(gun ? { gun } : {}),
    ...(isOneOf(AMMUNITION, ammo) ? { ammo } : {}),
    ...(isOneOf(RANGE_BANDS, band) ? { band } : {}),
    ...(row !== undefined ? { row } : {}),
    mods,
    ...(packId && version !== undefined ? { pack: { id: packId, version } } : {}),
    ...(fromShot ? { fromFire: true, shot } : query.get('from') === 'fire' ? { fromFire: true } : {}),
  };
}
