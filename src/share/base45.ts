/**
 * base45 (RFC 9285): bytes as QR alphanumeric text, 3 characters for 2 bytes (frames.ts carries a
 * frame's slice of the payload in it). Pure; a text that is not base45 gives undefined, never a throw.
 */

const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const B45_VALUE = new Map([...B45].map((c, i) => [c, i]));

export function base45Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = (bytes[i] ?? 0) * 256 + (bytes[i + 1] ?? 0);
    out += B45.charAt(n % 45) + B45.charAt(Math.floor(n / 45) % 45) + B45.charAt(Math.floor(n / 2025));
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1] ?? 0;
    out += B45.charAt(n % 45) + B45.charAt(Math.floor(n / 45));
  }
  return out;
}

/** The bytes, or undefined when the text is not valid base45. */
export function base45Decode(text: string): Uint8Array | undefined {
  if (text.length % 3 === 1) return undefined;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const c = B45_VALUE.get(text[i] ?? '');
    const d = B45_VALUE.get(text[i + 1] ?? '');
    if (c === undefined || d === undefined) return undefined;
    if (i + 2 < text.length) {
      const e = B45_VALUE.get(text[i + 2] ?? '');
      if (e === undefined) return undefined;
      const n = c + d * 45 + e * 2025;
      if (n > 0xffff) return undefined;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      const n = c + d * 45;
      if (n > 0xff) return undefined;
      out[o++] = n;
    }
  }
  return out;
}
