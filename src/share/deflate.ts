/**
 * deflate-raw through the browser's CompressionStream / DecompressionStream: what a QR share
 * compresses (frames.ts) and inflates (frame-collector.ts), inflating never more than a cap, so a
 * zip bomb stops there.
 */

async function pipeBytes(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, cap: number) {
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > cap) {
      await reader.cancel().catch(() => undefined);
      return 'too-large' as const;
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
  const out = await pipeBytes(bytes, new CompressionStream('deflate-raw'), Number.POSITIVE_INFINITY);
  if (out === 'too-large') throw new Error('unreachable');
  return out;
}

/** Inflate at most `cap` bytes; a payload that would give more is refused, not read on. */
export async function inflate(
  bytes: Uint8Array,
  cap: number,
): Promise<Uint8Array | 'too-large' | 'not-text'> {
  try {
    return await pipeBytes(bytes, new DecompressionStream('deflate-raw'), cap);
  } catch {
    return 'not-text';
  }
}
