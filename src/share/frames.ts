/**
 * A text carried by a sequence of QR codes, phone to phone, with no network (issue 10).
 *
 *   text → UTF-8 → deflate-raw (CompressionStream) → chunks → frames
 *
 * Each frame is one QR code's text, in QR alphanumeric mode (upper-case letters, digits and
 * ` $%*+-./:`), which every decoder hands back unchanged as a string — BarcodeDetector's rawValue
 * included, where binary byte mode would come back through a guessed text encoding:
 *
 *   GB1:<checksum>:<index>:<count>:<data>
 *
 * `checksum` is the CRC-32 of the whole compressed payload in 8 hex digits; together with `count`
 * it names the sequence, so frames of another share are told apart. `index` is 1-based. `data` is
 * base45 (RFC 9285) of this frame's slice of the payload: 3 characters for 2 bytes, 97 % of what
 * alphanumeric mode can carry.
 *
 * This file is the frame's format: writing a text's frames and reading one frame. The receiving
 * phone collects them in frame-collector.ts; base45.ts and deflate.ts are the encodings. Nothing
 * here throws at input: a frame is read, or refused with a stable code. Nothing here touches the
 * DOM, storage or words.
 */
import { fail, ok, type Result } from '../core';
import { base45Decode, base45Encode } from './base45';
import { crc32 } from './crc32';
import { deflate } from './deflate';

export const FRAME_PREFIX = 'GB1:';
/**
 * Payload bytes a frame carries: 1100 bytes → 1650 base45 characters + a header of about 20 fit a
 * version-24 code at error correction L (113 modules, 1704 alphanumeric characters), which a phone
 * reads off another phone's screen at arm's length. The practice pack (1054 bytes deflated) is one.
 */
export const FRAME_BYTES = 1100;
/** The most frames a sequence may have: 120 KB compressed is several games' worth. */
export const MAX_FRAMES = 120;
/** The most text a payload may inflate to (UTF-16 code units): a zip bomb stops here. */
export const MAX_TEXT_CHARS = 4_000_000;

export type FrameProblem =
  /** Not one of our frames at all (another app's QR code, a URL, junk). */
  | 'not-a-frame'
  /** Our prefix, but the header or base45 data is malformed. */
  | 'frame-damaged'
  /** More frames, or more text, than a share may carry. */
  | 'too-large'
  /** Every frame arrived, but together they do not match the checksum. */
  | 'checksum'
  /** The payload does not inflate, or is not UTF-8 text. */
  | 'not-text'
  /** Nothing to send. */
  | 'empty';

const hex8 = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');

// --- encoding -------------------------------------------------------------------------------------

export type Framed = Result<readonly string[], FrameProblem>;

/** The frames of a text, in order. Refuses an empty text and one that needs more than MAX_FRAMES. */
export async function encodeFrames(text: string, frameBytes = FRAME_BYTES): Promise<Framed> {
  if (text === '') return fail('empty');
  if (text.length > MAX_TEXT_CHARS) return fail('too-large');
  const payload = await deflate(new TextEncoder().encode(text));
  const count = Math.max(1, Math.ceil(payload.length / frameBytes));
  if (count > MAX_FRAMES) return fail('too-large');
  const sum = hex8(crc32(payload));
  const frames: string[] = [];
  for (let i = 0; i < count; i++) {
    const slice = payload.subarray(i * frameBytes, (i + 1) * frameBytes);
    frames.push(`${FRAME_PREFIX}${sum}:${i + 1}:${count}:${base45Encode(slice)}`);
  }
  return ok(frames);
}

// --- decoding -------------------------------------------------------------------------------------

export interface Frame {
  /** Names the sequence: checksum and count. */
  readonly sequence: string;
  readonly checksum: number;
  readonly index: number;
  readonly count: number;
  readonly data: Uint8Array;
}

const FRAME_RE = /^GB1:([0-9A-F]{8}):([1-9][0-9]{0,3}):([1-9][0-9]{0,3}):([0-9A-Z $%*+\-./:]*)$/;

export function parseFrame(raw: string): Result<Frame, FrameProblem> {
  if (!raw.startsWith(FRAME_PREFIX)) return fail('not-a-frame');
  const m = FRAME_RE.exec(raw);
  if (!m) return fail('frame-damaged');
  const index = Number(m[2]);
  const count = Number(m[3]);
  if (count > MAX_FRAMES) return fail('too-large');
  if (index > count) return fail('frame-damaged');
  const data = base45Decode(m[4] ?? '');
  if (!data || data.length === 0 || data.length > FRAME_BYTES * 4) return fail('frame-damaged');
  const checksumHex = m[1] ?? '';
  return ok({
    sequence: `${checksumHex}/${count}`,
    checksum: Number.parseInt(checksumHex, 16),
    index,
    count,
    data,
  });
}
