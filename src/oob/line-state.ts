/** What reading carries from one line to the next. */
import type { Builder, Place } from './builder';
import type { HeadingWords } from './headings';
import type { Guess, LineKind, LineUnit, OobContext, OobProblem } from './model';
import type { Table } from './table';
import type { Vocabularies } from './words';

export interface LineState {
  readonly builder: Builder;
  readonly vocabularies: Vocabularies;
  readonly heading: HeadingWords;
  readonly context: OobContext;
  table: Table | undefined;
  /** The line being read (1-based). */
  line: number;
  /** A heading or a unit has been read (a line of no kind before one is a title). */
  begun: boolean;
}

/** A line's answer before it is numbered. */
export interface Answer {
  kind: LineKind;
  place?: Place;
  units: LineUnit[];
  guessed: Guess[];
  problems: OobProblem[];
}
