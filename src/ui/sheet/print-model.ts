/**
 * The print view's paper as plain data: a gun's range stick cut into pieces that fit the page, and
 * how many pages a printout of the chosen parts makes. No DOM, no Solid: RangeSticks.tsx and the
 * print view only draw and ask from what this returns.
 */
import type { RangeBand, RulePack, Scale } from '../../core';
import { type BandSpan, bandSpans } from './sheet-model';

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
