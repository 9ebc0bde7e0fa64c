/**
 * deflate-raw through the browser's CompressionStream / DecompressionStream: what a QR share
 * compresses (frames.ts) and inflates (frame-collector.ts), inflating never more than a cap, so a
 * zip bomb stops there.
 *
 * A DecompressionStream inflates each chunk written to it whole, into its queue, before the reader
 * sees a byte of it: 500 KB of one letter written at once is 500 MB in memory however soon the
 * reader stops (issue 37). So the compressed bytes go in slices of `SLICE_BYTES`, the next only once
 * the reader has taken all the last one gave, and the cap is checked as the bytes come: deflate
 * gives at most 1,032 bytes per byte it holds, so no payload ever has more than the cap and about
 * 1 MB (one slice's worth) in memory.
 */

/** Compressed bytes handed to the stream at a time: at most about 1 MB once inflated. */
export const SLICE_BYTES = 1024;

/** The two ends of a CompressionStream / DecompressionStream (or any transform of bytes). */
export interface ByteTransform {
  readonly writable: WritableStream<Uint8Array<ArrayBuffer>>;
  readonly readable: ReadableStream<Uint8Array>;
}

/**
 * `bytes` through `stream`, a slice at a time, its output read as it comes: the whole output, or
 * `too-large` as soon as it passes `cap` (the stream is then cancelled, its queue dropped). A
 * stream that fails (bytes that are not deflate) rejects.
 */
export async function pipeCapped(
  bytes: Uint8Array,
  stream: ByteTransform,
  cap: number,
): Promise<Uint8Array | 'too-large'> {
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  // Each write resolves once the stream has taken the slice; the stream takes the next only when
  // the reader below has emptied its queue (a transform stream's backpressure).
  const writing = (async () => {
    for (let at = 0; at < bytes.length; at += SLICE_BYTES)
      await writer.write(bytes.slice(at, at + SLICE_BYTES) as Uint8Array<ArrayBuffer>);
    await writer.close();
  })();
  // A write refused because the reader cancelled (or the stream failed: the read says so).
  writing.catch(() => undefined);
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > cap) {
      parts.length = 0;
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    parts.push(value);
  }
  return joinBytes(parts);
}

/** The parts one after another, in one array. */
export function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = await pipeCapped(bytes, new CompressionStream('deflate-raw'), Number.POSITIVE_INFINITY);
  if (out === 'too-large') throw new Error('unreachable');
  return out;
}

/** Inflate at most `cap` bytes; a payload that would give more is refused, not read on. */
export async function inflate(
  bytes: Uint8Array,
  cap: number,
): Promise<Uint8Array | 'too-large' | 'not-text'> {
  try {
    return await pipeCapped(bytes, new DecompressionStream('deflate-raw'), cap);
  } catch {
    return 'not-text';
  }
}
