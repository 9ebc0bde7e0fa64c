/**
 * The receiving side of a QR share (frames.ts says what a frame is): frames collected in any
 * order, misreadings kept beside each other until the checksum of the whole picks the right ones,
 * and the text inflated once they match. Nothing here throws at input: stable codes.
 */
import { fail, ok, type Result } from '../core';
import { crc32 } from './crc32';
import { inflate, joinBytes } from './deflate';
import { type Frame, type FrameProblem, MAX_TEXT_CHARS, parseFrame } from './frames';

/** What the collector made of one scanned code. */
export type Collected =
  /**
   * A new frame of the sequence being collected (the first one starts it). `complete`: every frame
   * is in and together they match the checksum of the whole; `assemble` will give the text.
   */
  | { readonly kind: 'added'; readonly have: number; readonly count: number; readonly complete: boolean }
  /** A frame already collected: the camera sees the same code many times a second. */
  | { readonly kind: 'duplicate'; readonly have: number; readonly count: number }
  /**
   * A frame whose place is taken by different data (one of the two was misread, or the codes
   * shown changed): kept beside the other until the checksum of the whole says which is right.
   */
  | { readonly kind: 'variant'; readonly have: number; readonly count: number }
  /**
   * Every frame is in but together they disagree with the checksum of the whole. Nothing is
   * thrown away yet and the scan goes on: `needed` are the codes to see again (never empty).
   */
  | {
      readonly kind: 'mismatch';
      readonly have: number;
      readonly count: number;
      readonly needed: readonly number[];
    }
  /** A good frame of another share than the one being collected. */
  | { readonly kind: 'other-sequence'; readonly have: number; readonly count: number }
  | { readonly kind: 'refused'; readonly problem: FrameProblem };

export type Assembled = Result<string, FrameProblem>;

/** The most different readings of one code kept at once; the least seen gives way to a new one. */
export const MAX_VARIANTS = 4;
/** Up to this many combinations of the contested codes are tried: all of them, or past it one change at a time. */
const MAX_COMBINATIONS = 64;

interface Variant {
  readonly data: Uint8Array;
  /** How many times the camera read exactly this. */
  seen: number;
  /** The last round (see FrameCollector) in which it was read. */
  round: number;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Collects frames in any order. `add` is synchronous and cheap (the scanner calls it for every
 * decoded video frame); the checksum of the whole is checked in `add` as soon as every frame is
 * in, and `assemble` inflates the frames that matched it.
 *
 * One wrong frame with a valid header (a misread the QR code's own error correction let through,
 * or a code of the same share shown wrong) must not poison the scan. So a frame read differently
 * from one already held is kept beside it (a variant), and the checksum of the whole picks the
 * combination that matches. When nothing matches, the collector opens a round: every code is to be
 * seen again (`stillNeeded`), a new reading is tried at once, and when every code has been seen in
 * the round and still nothing matches, the readings not seen again (the ones that disagree) are
 * dropped and a new round starts. The camera never has to stop for it.
 */
export class FrameCollector {
  private sequence: string | undefined;
  private checksum = 0;
  private count = 0;
  private readonly parts = new Map<number, Variant[]>();
  /** 0 until the frames first fail to match; then the round of re-reading in progress. */
  private round = 0;
  /** The frames, in order, that matched the checksum of the whole. */
  private matched: readonly Uint8Array[] | undefined;

  get have(): number {
    return this.parts.size;
  }
  get total(): number {
    return this.count;
  }
  /** Every frame is in and they match the checksum of the whole. */
  get complete(): boolean {
    return this.matched !== undefined;
  }
  /** Which frames (1-based) have not been read at all. */
  missing(): number[] {
    const out: number[] = [];
    for (let i = 1; i <= this.count; i++) if (!this.parts.has(i)) out.push(i);
    return out;
  }
  /**
   * The codes the camera still has to see: the missing ones, or, while the frames disagree with
   * the checksum, those not read again in this round. Empty only when nothing was started or the
   * frames match.
   */
  stillNeeded(): number[] {
    const missing = this.missing();
    if (missing.length > 0 || this.round === 0 || this.matched) return missing;
    const out: number[] = [];
    for (const [index, variants] of this.parts)
      if (!variants.some((v) => v.round === this.round)) out.push(index);
    return out.sort((a, b) => a - b);
  }

  reset(): void {
    this.sequence = undefined;
    this.checksum = 0;
    this.count = 0;
    this.parts.clear();
    this.round = 0;
    this.matched = undefined;
  }

  add(raw: string): Collected {
    const parsed = parseFrame(raw);
    if (!parsed.ok) return { kind: 'refused', problem: parsed.problem };
    const frame = parsed.value;
    if (this.sequence === undefined) {
      this.sequence = frame.sequence;
      this.checksum = frame.checksum;
      this.count = frame.count;
    } else if (frame.sequence !== this.sequence) {
      return { kind: 'other-sequence', have: this.have, count: this.count };
    }
    if (this.matched) return this.progress('duplicate');
    const kind = this.keep(frame);
    if (kind === undefined) return this.progress('duplicate');
    return this.have < this.count ? this.progress(kind) : this.settle(kind);
  }

  /**
   * Keeps a frame's reading: a frame not read before, another reading of one, or a reading seen
   * again (`duplicate` the first time in a round of reading again; undefined otherwise: nothing new).
   */
  private keep(frame: Frame): 'added' | 'duplicate' | 'variant' | undefined {
    const variants = this.parts.get(frame.index);
    if (!variants) {
      this.parts.set(frame.index, [{ data: frame.data, seen: 1, round: this.round }]);
      return 'added';
    }
    const same = variants.find((v) => sameBytes(v.data, frame.data));
    if (same) {
      same.seen++;
      const firstThisRound = same.round !== this.round;
      same.round = this.round;
      return firstThisRound && this.round !== 0 ? 'duplicate' : undefined;
    }
    if (variants.length >= MAX_VARIANTS) {
      const least = variants.reduce((a, b) => (b.seen < a.seen ? b : a));
      variants.splice(variants.indexOf(least), 1);
    }
    variants.push({ data: frame.data, seen: 1, round: this.round });
    return 'variant';
  }

  /** Every frame is in: a new frame or reading may make them match; if not, a round of reading again. */
  private settle(kind: 'added' | 'duplicate' | 'variant'): Collected {
    if (kind !== 'duplicate' && this.matchNow()) return this.done();
    if (this.round === 0) {
      // The first time they fail to match: every code is to be read again.
      this.round = 1;
      return this.mismatch();
    }
    if (this.stillNeeded().length > 0) return this.progress(kind);
    // Every code was read again and still nothing matches: the readings not seen in this round
    // disagree with the checksum; drop them, try what is left (with fewer codes in doubt, every
    // combination may now be tried), and otherwise go round again.
    let dropped = false;
    for (const list of this.parts.values()) {
      const kept = list.filter((v) => v.round === this.round);
      if (kept.length < list.length) dropped = true;
      list.splice(0, list.length, ...kept);
    }
    if (dropped && this.matchNow()) return this.done();
    this.round++;
    return this.mismatch();
  }

  private matchNow(): boolean {
    this.matched = this.findMatch();
    return this.matched !== undefined;
  }

  private progress(kind: 'added' | 'duplicate' | 'variant'): Collected {
    return kind === 'added'
      ? { kind, have: this.have, count: this.count, complete: false }
      : { kind, have: this.have, count: this.count };
  }

  private done(): Collected {
    return { kind: 'added', have: this.have, count: this.count, complete: true };
  }

  private mismatch(): Collected {
    return { kind: 'mismatch', have: this.have, count: this.count, needed: this.stillNeeded() };
  }

  /** The frames, in order, of the first combination of readings that matches the checksum. */
  private findMatch(): readonly Uint8Array[] | undefined {
    const lists: Variant[][] = [];
    for (let i = 1; i <= this.count; i++) {
      const list = this.parts.get(i);
      if (!list || list.length === 0) return undefined;
      // The reading seen most often first.
      lists.push([...list].sort((a, b) => b.seen - a.seen));
    }
    const base = lists.map((list) => (list[0] as Variant).data);
    const tries = (picks: readonly Uint8Array[]) => (this.sumOf(picks) === this.checksum ? picks : undefined);
    const contested = lists.flatMap((list, i) => (list.length > 1 ? [i] : []));
    const combinations = contested.reduce((n, i) => n * (lists[i]?.length ?? 1), 1);
    if (combinations <= MAX_COMBINATIONS) {
      for (let k = 0; k < combinations; k++) {
        const picks = [...base];
        let rest = k;
        for (const i of contested) {
          const list = lists[i] ?? [];
          picks[i] = (list[rest % list.length] as Variant).data;
          rest = Math.floor(rest / list.length);
        }
        const found = tries(picks);
        if (found) return found;
      }
      return undefined;
    }
    const found = tries(base);
    if (found) return found;
    // Too many contested codes to try every combination (a screen showing junk under our header):
    // one change at a time, the most often seen readings first, and never more than the cap, so
    // a hostile stream of codes cannot keep the phone busy checking them.
    const singles = contested
      .flatMap((i) => (lists[i] ?? []).slice(1).map((v) => ({ i, v })))
      .sort((a, b) => b.v.seen - a.v.seen)
      .slice(0, MAX_COMBINATIONS);
    for (const { i, v } of singles) {
      const picks = [...base];
      picks[i] = v.data;
      const one = tries(picks);
      if (one) return one;
    }
    return undefined;
  }

  private sumOf(picks: readonly Uint8Array[]): number {
    return crc32(joinBytes(picks));
  }

  /** The text, once complete. An inflate failure clears the collector for a new scan. */
  async assemble(): Promise<Assembled> {
    if (!this.matched) return fail(this.have === this.count && this.count > 0 ? 'checksum' : 'frame-damaged');
    const payload = joinBytes(this.matched);
    // UTF-8 takes at most 3 bytes per UTF-16 unit of text.
    const bytes = await inflate(payload, MAX_TEXT_CHARS * 3);
    if (typeof bytes === 'string') {
      this.reset();
      return fail(bytes);
    }
    try {
      return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      this.reset();
      return fail('not-text');
    }
  }
}
