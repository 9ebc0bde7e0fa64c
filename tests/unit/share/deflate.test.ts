/**
 * Inflating what another phone sent (src/share/deflate.ts, issue 37): a zip bomb is refused with
 * no more than the cap and one slice's worth in memory, however eagerly the browser's stream
 * inflates what it is given. Node's DecompressionStream waits for its reader, Chromium's does not:
 * the model below inflates each chunk written to it whole, into its queue, as Chromium's does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deflate, inflate } from '../../../src/share/deflate';
import { bomb } from './bomb';

const CAP = 12_000_000;
/** What may wait in memory beyond the cap: a small margin (the slices are 1 KB, about 1 MB inflated). */
const MARGIN = 2_000_000;
/** Deflate's best: 258 bytes from one length-distance pair of about two bits. */
const RATIO = 1032;

/** A stand-in for Chromium's DecompressionStream: every byte written becomes RATIO bytes at once. */
function eagerStream() {
  const seen = { written: 0, made: 0, unread: 0, peakUnread: 0 };
  class EagerInflater {
    readonly writable: WritableStream<Uint8Array>;
    readonly readable: ReadableStream<Uint8Array>;
    constructor() {
      const inner = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen.written += chunk.length;
          for (let left = chunk.length * RATIO; left > 0; left -= 65_536) {
            const part = new Uint8Array(Math.min(65_536, left)).fill(0x61);
            seen.made += part.length;
            seen.unread += part.length;
            seen.peakUnread = Math.max(seen.peakUnread, seen.unread);
            controller.enqueue(part);
          }
        },
      });
      this.writable = inner.writable;
      // What the reader takes leaves the queue.
      this.readable = inner.readable.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            seen.unread -= chunk.length;
            controller.enqueue(chunk);
          },
        }),
      );
    }
  }
  vi.stubGlobal('DecompressionStream', EagerInflater);
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('inflate against a stream that inflates all it is given at once', () => {
  it('a 500 MB bomb is refused having made at most the cap and one slice’s worth', async () => {
    const seen = eagerStream();
    // 485 KB compressed: 500 MB once inflated, at deflate's best ratio.
    const payload = new Uint8Array(Math.ceil(500_000_000 / RATIO));
    expect(await inflate(payload, CAP)).toBe('too-large');
    expect(seen.made).toBeLessThanOrEqual(CAP + MARGIN);
    expect(seen.peakUnread).toBeLessThanOrEqual(MARGIN);
    // It stopped reading the payload once the cap was passed.
    expect(seen.written).toBeLessThanOrEqual(Math.ceil((CAP + MARGIN) / RATIO));
  });

  it('a payload under the cap is read whole, slice after slice', async () => {
    const seen = eagerStream();
    const payload = new Uint8Array(10_247);
    const out = await inflate(payload, CAP);
    expect(out).toBeInstanceOf(Uint8Array);
    expect((out as Uint8Array).length).toBe(payload.length * RATIO);
    expect(seen.written).toBe(payload.length);
    expect(seen.peakUnread).toBeLessThanOrEqual(MARGIN);
  });
});

describe('inflate with the platform’s DecompressionStream', () => {
  it('gives back what deflate made, across many slices', async () => {
    const text = Array.from({ length: 40_000 }, (_, i) => `${i * 7919}`).join(',');
    const packed = await deflate(new TextEncoder().encode(text));
    expect(packed.length).toBeGreaterThan(3_000);
    const out = await inflate(packed, CAP);
    expect(new TextDecoder().decode(out as Uint8Array)).toBe(text);
  });

  it('refuses 200 MiB of one letter at the cap, in well under a second', async () => {
    const payload = await bomb(200);
    const started = performance.now();
    expect(await inflate(payload, CAP)).toBe('too-large');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('bytes that are not deflate are not text', async () => {
    expect(await inflate(new Uint8Array([0xff, 0xff, 0xff, 0xff]), CAP)).toBe('not-text');
  });
});
