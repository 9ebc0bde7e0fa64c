/**
 * The sides as the lines build them: the side and brigade the next unit joins, a side made for
 * units that come before any side heading, and the finished plain structure.
 */
import type { Nation } from '../core';
import type { Heading } from './headings';
import type { Guess, LineKind, OobBrigade, OobContext, OobSide, OobUnit } from './model';
import type { Frame } from './unit';

interface BrigadeDraft {
  name: string;
  commander?: string;
  rating?: string;
  units: OobUnit[];
}

interface SideDraft {
  name?: string;
  nation: Nation;
  nationRead: boolean;
  commander?: string;
  rating?: string;
  brigades: BrigadeDraft[];
  units: OobUnit[];
}

/** What a later line settled about an earlier heading: a formation units followed is a brigade. */
export interface LinePatch {
  readonly kind?: LineKind;
  readonly brigade?: number;
  readonly guessed?: readonly Guess[];
}

/** Where a line's units went (indices of the finished reading). */
export interface Place {
  readonly side: number;
  readonly brigade?: number;
}

export class Builder {
  private readonly sides: SideDraft[] = [];
  private brigade: number | undefined;
  /** A formation heading (a division, a heading known by its commander) no line has settled yet. */
  private pending: { heading: Heading; line: number } | undefined;
  /** By line number. */
  readonly patches = new Map<number, LinePatch>();

  constructor(private readonly context: OobContext) {}

  /**
   * A formation heading: it names a division or the like until the next line says more. Units
   * next make it their brigade; a heading next leaves it a formation above brigades, and its
   * commander the side's where the side has none.
   */
  openFormation(h: Heading, line: number): void {
    this.settle();
    this.side();
    this.brigade = undefined;
    this.pending = { heading: h, line };
  }

  private settle(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    const guessed = this.formationCommander(p.heading);
    if (guessed.length > 0) this.patches.set(p.line, { guessed });
  }

  private defaultNation(index: number): Nation {
    const { nations } = this.context;
    return nations[Math.min(index, nations.length - 1)] ?? nations[0];
  }

  /** The side units join now (one is made, unnamed, for units before any side heading). */
  private side(): SideDraft {
    const last = this.sides[this.sides.length - 1];
    if (last) return last;
    const made: SideDraft = { nation: this.defaultNation(0), nationRead: false, brigades: [], units: [] };
    this.sides.push(made);
    return made;
  }

  place(): Place {
    this.side();
    return { side: this.sides.length - 1, ...(this.brigade !== undefined ? { brigade: this.brigade } : {}) };
  }

  frame(): Frame {
    const side = this.side();
    return { context: this.context, nation: side.nation, nationGuessed: !side.nationRead };
  }

  /** A side heading: a new side (or the unnamed one, while it holds nothing). Its guesses. */
  openSide(h: Heading): Guess[] {
    this.settle();
    const last = this.sides[this.sides.length - 1];
    const empty =
      last?.name === undefined &&
      last?.commander === undefined &&
      last?.units.length === 0 &&
      last.brigades.length === 0;
    if (empty) this.sides.pop();
    const index = this.sides.length;
    const nation = h.nation ?? this.defaultNation(index);
    this.sides.push({
      ...(h.name !== '' ? { name: h.name } : {}),
      nation,
      nationRead: h.nation !== undefined,
      ...(h.commander !== undefined ? { commander: h.commander } : {}),
      ...(h.rating !== undefined ? { rating: h.rating } : {}),
      brigades: [],
      units: [],
    });
    this.brigade = undefined;
    return h.nation === undefined ? [{ field: 'nation', code: 'nation.default', params: { nation } }] : [];
  }

  /** A brigade heading: a new brigade of the side, or the one of that name (a spreadsheet's rows). */
  openBrigade(h: Pick<Heading, 'name' | 'commander' | 'rating'>, reuse = false): void {
    this.settle();
    const side = this.side();
    const found = reuse ? side.brigades.findIndex((b) => b.name === h.name) : -1;
    if (found >= 0) {
      this.brigade = found;
      this.setCommander(h);
      return;
    }
    side.brigades.push({ name: h.name, units: [] });
    this.brigade = side.brigades.length - 1;
    this.setCommander(h);
  }

  /** Units from here on belong to no brigade ("Unattached:", a division's heading). */
  closeBrigade(): void {
    this.settle();
    this.side();
    this.brigade = undefined;
  }

  /** A commander line: the brigade's, or the side's where no brigade is open. */
  setCommander(h: Pick<Heading, 'commander' | 'rating'>): void {
    if (this.pending) {
      const { heading, line } = this.pending;
      this.pending = { heading: { ...heading, ...pick(h) }, line };
      return;
    }
    const target = this.brigade !== undefined ? this.side().brigades[this.brigade] : this.side();
    if (!target) return;
    if (h.commander !== undefined) target.commander = h.commander;
    if (h.rating !== undefined) target.rating = h.rating;
  }

  /** A formation's commander becomes the side's where it has none: guessed. */
  private formationCommander(h: Pick<Heading, 'commander' | 'rating'>): Guess[] {
    const side = this.side();
    if (h.commander === undefined || side.commander !== undefined) return [];
    side.commander = h.commander;
    if (h.rating !== undefined) side.rating = h.rating;
    return [{ field: 'commander', code: 'commander.of-side', params: { commander: h.commander } }];
  }

  /** The side of this name (a spreadsheet's side column), made where there is none. */
  sideNamed(name: string, nation: Nation | undefined): Guess[] {
    const current = this.sides[this.sides.length - 1];
    if (current?.name === name) return [];
    return this.openSide({ kind: 'side', name, problems: [], ...(nation ? { nation } : {}) });
  }

  add(units: readonly OobUnit[]): void {
    const p = this.pending;
    if (p) {
      this.pending = undefined;
      this.openBrigade(p.heading);
      this.patches.set(p.line, {
        kind: 'brigade',
        ...(this.brigade !== undefined ? { brigade: this.brigade } : {}),
      });
    }
    const side = this.side();
    const brigade = this.brigade !== undefined ? side.brigades[this.brigade] : undefined;
    (brigade ?? side).units.push(...units);
  }

  finish(): OobSide[] {
    this.settle();
    return this.sides.map((s) => ({
      ...(s.name !== undefined ? { name: s.name } : {}),
      nation: s.nation,
      ...(s.commander !== undefined ? { commander: s.commander } : {}),
      ...(s.rating !== undefined ? { rating: s.rating } : {}),
      brigades: s.brigades.map(
        (b): OobBrigade => ({
          name: b.name,
          ...(b.commander !== undefined ? { commander: b.commander } : {}),
          ...(b.rating !== undefined ? { rating: b.rating } : {}),
          units: b.units,
        }),
      ),
      units: s.units,
    }));
  }
}

function pick(h: Pick<Heading, 'commander' | 'rating'>): Pick<Heading, 'commander' | 'rating'> {
  return {
    ...(h.commander !== undefined ? { commander: h.commander } : {}),
    ...(h.rating !== undefined ? { rating: h.rating } : {}),
  };
}
