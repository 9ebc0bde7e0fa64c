/**
 * The quick-reference sheet as plain data, built from the active rule pack: gun ranges in a scale,
 * every modifier with its value and clause, the casualty tables by ammunition and range band, the
 * range sticks cut into printable pieces, and the "this shot" focus carried in the route.
 * No DOM, no Solid: the Tables view and its print view only draw what this returns.
 */
import {
  AMMUNITION,
  type Ammo,
  isOneOf,
  MODIFIER_CODES,
  type Modifier,
  type ModifierCode,
  OPEN_ORDER_TARGET_MODIFIER,
  type PackText,
  RANGE_BANDS,
  type RangeBand,
  type RulePack,
  type Scale,
  tableColumn,
  type ValidatedPack,
} from '../../core';

/** One band of a gun's range: from the previous band's far edge to its own, in one scale. */
export interface BandSpan {
  readonly band: RangeBand;
  readonly from: number;
  readonly to: number;
}

export interface GunRangeRow {
  readonly id: string;
  readonly name: PackText;
  readonly bands: readonly BandSpan[];
}

/** The bands of one gun's ranges in a scale, nearest first (the canister band starts at 0). */
export function bandSpans(ranges: RulePack['gunTypes'][number]['ranges'], scale: Scale): BandSpan[] {
  let from = 0;
  return RANGE_BANDS.map((band) => {
    const to = ranges[band][scale];
    const span = { band, from, to };
    from = to;
    return span;
  });
}

/** Every gun type of the pack with its three bands in the player's scale, in the pack's order. */
export function gunRangeRows(pack: RulePack, scale: Scale): GunRangeRow[] {
  return pack.gunTypes.map((gun) => ({ id: gun.id, name: gun.name, bands: bandSpans(gun.ranges, scale) }));
}

/**
 * Every modifier the pack and the rules text give, with its value and clause, in the order a
 * player looks for them: target formation (open order's −2 is the text's own), cavalry, a battery,
 * then the battery's own movement. A modifier the pack leaves out is not listed (it adds nothing).
 */
export function sheetModifiers(pack: RulePack): Modifier[] {
  const { targetFormation, cavalryFormation, batteryTarget, movedHalf } = pack.modifiers;
  const fromPack = (code: ModifierCode, value: number | undefined, ruleRef: Modifier['ruleRef']) =>
    value === undefined ? [] : [{ code, value, ruleRef, source: 'pack' as const }];
  return [
    ...fromPack('target-formation.line', targetFormation.line, 'artillery.procedure'),
    ...fromPack('target-formation.column', targetFormation.column, 'artillery.procedure'),
    ...fromPack('target-formation.square', targetFormation.square, 'artillery.procedure'),
    ...fromPack(
      'target-formation.skirmish-screen',
      targetFormation['skirmish-screen'],
      'artillery.procedure',
    ),
    OPEN_ORDER_TARGET_MODIFIER,
    ...fromPack('target-cavalry.line', cavalryFormation?.line, 'artillery.procedure'),
    ...fromPack('target-cavalry.column', cavalryFormation?.column, 'artillery.procedure'),
    ...fromPack('target.battery', batteryTarget, 'artillery.procedure'),
    ...fromPack('battery.moved-half', movedHalf, 'artillery.movement'),
  ];
}

/** One ammunition's casualty table: a row per modified score, a cell per range band. */
export interface CasualtyTableView {
  readonly ammo: Ammo;
  /** `possible: false` where the pack has no column (this ammunition cannot fire at that band). */
  readonly bands: readonly { readonly band: RangeBand; readonly possible: boolean }[];
  /** Lowest score first. A cell is undefined where its column has no row for that score. */
  readonly rows: readonly { readonly score: number; readonly cells: readonly (number | undefined)[] }[];
}

/** The casualty table of the pack, one table per ammunition, scores from the lowest row of any band to the highest. */
export function casualtyTables(pack: ValidatedPack): CasualtyTableView[] {
  return AMMUNITION.map((ammo) => {
    const columns = RANGE_BANDS.map((band) => tableColumn(pack, ammo, band));
    const scores = columns.flatMap((column) => (column ?? []).map((row) => row.score));
    const rows: { score: number; cells: (number | undefined)[] }[] = [];
    if (scores.length > 0) {
      for (let score = Math.min(...scores); score <= Math.max(...scores); score++) {
        rows.push({
          score,
          cells: columns.map((column) => column?.find((row) => row.score === score)?.casualties),
        });
      }
    }
    return {
      ammo,
      bands: RANGE_BANDS.map((band, index) => ({ band, possible: columns[index] !== null })),
      rows,
    };
  });
}

// --- the shot the Fire screen points at -------------------------------------------------------

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

// --- range sticks -----------------------------------------------------------------------------

/** The longest piece of a stick that fits across A4 and Letter portrait (186 mm inside 12 mm margins). */
export const PIECE_LENGTH: Readonly<Record<Scale, number>> = { cm: 18, in: 7 };

/** The calibration bar: 10 cm, or 4 in for the inch sticks. */
export const CALIBRATION_LENGTH: Readonly<Record<Scale, number>> = { cm: 10, in: 4 };

export interface StickTick {
  /** Distance from the start of the piece, in the stick's unit. */
  readonly at: number;
  /** The distance from the gun it marks. */
  readonly value: number;
  readonly major: boolean;
  /** A major tick gets its number, unless a band's far edge is printed there (bigger) already. */
  readonly labelled: boolean;
}

export interface StickPiece {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
  /** Distances from the gun where this piece starts and ends. */
  readonly from: number;
  readonly to: number;
  /** The bands across this piece, positions from the piece's start. */
  readonly segments: readonly {
    readonly band: RangeBand;
    readonly at: number;
    readonly length: number;
    /** Long enough to carry the band's name (3 cm, 1.2 in). */
    readonly named: boolean;
  }[];
  /** The far edge of a band that falls on this piece (position from the piece's start). */
  readonly edges: readonly { readonly band: RangeBand; readonly at: number; readonly value: number }[];
  readonly ticks: readonly StickTick[];
}

/** Floating-point noise off a position (0.1 + 0.2), so a tick on a band edge lands on it. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A gun's range stick, from the gun to the far edge of long range, cut into pieces that fit the
 * page: ticks every centimetre (every 5 major) or every half inch (every inch major), the bands
 * and their far edges marked.
 */
export function stickPieces(spans: readonly BandSpan[], scale: Scale): StickPiece[] {
  const total = spans.reduce((max, span) => Math.max(max, span.to), 0);
  if (!(total > 0)) return [];
  const length = PIECE_LENGTH[scale];
  const step = scale === 'cm' ? 1 : 0.5;
  const majorEvery = scale === 'cm' ? 5 : 1;
  const count = Math.ceil(total / length);
  return Array.from({ length: count }, (_, i) => {
    const from = i * length;
    const to = Math.min(total, from + length);
    const segments = spans
      .filter((span) => span.to > from && span.from < to)
      .map((span) => ({
        band: span.band,
        at: tidy(Math.max(span.from, from) - from),
        length: tidy(Math.min(span.to, to) - Math.max(span.from, from)),
      }))
      .map((segment) => ({ ...segment, named: segment.length >= (scale === 'cm' ? 3 : 1.2) }));
    const edges = spans
      .filter((span) => span.to > from && span.to <= to)
      .map((span) => ({ band: span.band, at: tidy(span.to - from), value: span.to }));
    const ticks: StickTick[] = [];
    for (let n = Math.ceil(from / step); n * step <= to; n++) {
      const value = tidy(n * step);
      const major = value % majorEvery === 0;
      const onEdge = edges.some((edge) => edge.value === value);
      ticks.push({ at: tidy(value - from), value, major, labelled: major && !onEdge });
    }
    return { index: i + 1, count, from, to, segments, edges, ticks };
  });
}

// --- how many pages a printout makes ------------------------------------------------------------

/** More pages than this and the print view asks first (issue 23: a big pack's sticks run long). */
export const PRINT_PAGES_WARN = 10;

/**
 * Stick pieces per page, measured from Chromium's PDFs of the print view: the first page also holds
 * the part's title, pack and scale-check bar. Letter is shorter than A4, so it holds fewer.
 */
const PIECES_PER_PAGE = {
  A4: { first: 11, next: 13 },
  Letter: { first: 10, next: 12 },
} as const;
/** The rules text: the same chapter in either language, on two pages. */
const RULES_PAGES = 2;
/** The quick-reference sheet fits one page up to this many gun types, then takes two. */
const SHEET_ONE_PAGE_GUNS = 8;

export interface PrintParts {
  readonly sheet: boolean;
  readonly rules: boolean;
  readonly sticks: boolean;
}

/**
 * How many pages printing these parts makes, on whichever of A4 and Letter needs more (the player
 * picks the paper in the browser's dialog, after us). Each part starts on a page of its own.
 */
export function printPages(pack: RulePack, parts: PrintParts, scale: Scale): number {
  const pieces = parts.sticks
    ? pack.gunTypes.reduce((sum, gun) => sum + stickPieces(bandSpans(gun.ranges, scale), scale).length, 0)
    : 0;
  const sticksOn = (paper: keyof typeof PIECES_PER_PAGE) => {
    if (!parts.sticks) return 0;
    const { first, next } = PIECES_PER_PAGE[paper];
    return 1 + Math.ceil(Math.max(0, pieces - first) / next);
  };
  const sheet = parts.sheet ? (pack.gunTypes.length > SHEET_ONE_PAGE_GUNS ? 2 : 1) : 0;
  const rules = parts.rules ? RULES_PAGES : 0;
  return sheet + rules + Math.max(sticksOn('A4'), sticksOn('Letter'));
}
