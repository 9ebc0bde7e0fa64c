/**
 * A file's bytes as the UTF-8 text every file the app writes is (a backup, a shared game, a rule
 * pack), or what they are instead, named: never decoded lossily into replacement marks (issue 37).
 * The backup import, the Receive screen and the pack import read files through here.
 */
import { fail, ok, type Result } from '../core/result';

/**
 * What the bytes were found to be: UTF-16 text (a byte-order mark, or a zero byte beside every
 * character of plain text), UTF-8 written the long way (overlong sequences: C0 AF for "/"), CESU-8
 * (Java's modified UTF-8: a character past U+FFFF as two surrogate halves of three bytes each), a
 * one-byte code page such as Latin-1 / Windows-1252 / Windows-1251 (not valid UTF-8, yet no control
 * bytes), or not text at all (control bytes: a picture, an archive).
 */
export type EncodingProblem = 'utf16' | 'overlong-utf8' | 'cesu8' | 'not-utf8' | 'not-text';

/** The text of UTF-8 bytes, or what they are instead. */
export function utf8Text(bytes: Uint8Array): Result<string, EncodingProblem> {
  const encoding = wrongEncoding(bytes);
  if (encoding) return fail(encoding);
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('not-text');
  }
}

/** Another encoding than UTF-8, named; binary files are left to `not-text`. */
function wrongEncoding(bytes: Uint8Array): EncodingProblem | undefined {
  const head = bytes.subarray(0, 512);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return 'utf16';
  let zeros = 0;
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) zeros++;
    else if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) controls++;
  }
  if (head.length >= 4 && zeros * 3 >= head.length) return 'utf16';
  if (zeros > 0 || controls > 0) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    return utf8Flaw(bytes);
  }
}

/**
 * The code point of the sequence at `at` and its length, however many bytes it takes (overlong
 * too); undefined where the bytes are no UTF-8 sequence at all (a lone continuation byte, a lead
 * byte past F7, a continuation missing).
 */
function sequenceAt(
  bytes: Uint8Array,
  at: number,
): { readonly point: number; readonly size: number } | undefined {
  const lead = bytes[at] ?? 0;
  if (lead < 0x80) return { point: lead, size: 1 };
  if (lead < 0xc0 || lead >= 0xf8) return undefined;
  const size = lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
  let point = lead & (0x7f >> size);
  for (let i = 1; i < size; i++) {
    const next = bytes[at + i] ?? 0;
    if ((next & 0xc0) !== 0x80) return undefined;
    point = (point << 6) | (next & 0x3f);
  }
  return { point, size };
}

/**
 * Why bytes that are not UTF-8 are not: every sequence well formed but for code points written
 * with more bytes than they need (overlong) or surrogate halves (CESU-8), or else a code page.
 * A code page's letters (Latin-1's é, Windows-1251's а) stand alone, never a whole sequence.
 */
function utf8Flaw(bytes: Uint8Array): EncodingProblem {
  let surrogates = false;
  for (let at = 0; at < bytes.length; ) {
    const sequence = sequenceAt(bytes, at);
    if (!sequence || sequence.point > 0x10ffff) return 'not-utf8';
    if (sequence.point >= 0xd800 && sequence.point <= 0xdfff) surrogates = true;
    at += sequence.size;
  }
  // Well formed but for those: Java's modified UTF-8 has both (its NUL is C0 80).
  return surrogates ? 'cesu8' : 'overlong-utf8';
}
