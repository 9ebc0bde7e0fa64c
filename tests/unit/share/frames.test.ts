/**
 * QR framing (src/share/frames.ts): what the receiving phone assembles is exactly the text the
 * showing phone framed, whatever order the camera catches the codes in and however often it sees
 * each; anything else — another share's codes, a damaged code, junk, a payload too big — is
 * refused or ignored with a stable code, never a wrong text.
 */
import { describe, expect, it } from 'vitest';
import { practicePack } from '../../../src/packs';
import { packFileText } from '../../../src/packs/share';
import {
  base45Decode,
  base45Encode,
  crc32,
  encodeFrames,
  FRAME_BYTES,
  FRAME_PREFIX,
  FrameCollector,
  MAX_FRAMES,
} from '../../../src/share/frames';

/** Text that deflate cannot shrink much: n characters from a fixed pseudo-random sequence. */
function noisy(n: number, seed = 1): string {
  let s = seed >>> 0;
  let out = '';
  while (out.length < n) {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = (t ^ (t >>> 14)) >>> 0;
    out += r % 5 === 0 ? String.fromCharCode(0x430 + (r % 32)) : String.fromCharCode(0x21 + (r % 0x5d));
  }
  return out.slice(0, n);
}

async function framesOf(text: string, frameBytes?: number): Promise<readonly string[]> {
  const framed = await encodeFrames(text, frameBytes);
  if (!framed.ok) throw new Error(framed.problem);
  return framed.value;
}

async function collect(frames: readonly string[]) {
  const c = new FrameCollector();
  for (const f of frames) c.add(f);
  return c.assemble();
}

describe('base45', () => {
  it('matches RFC 9285 examples and round-trips any bytes', () => {
    expect(base45Encode(new TextEncoder().encode('AB'))).toBe('BB8');
    expect(base45Encode(new TextEncoder().encode('Hello!!'))).toBe('%69 VD92EX0');
    expect(new TextDecoder().decode(base45Decode('QED8WEX0'))).toBe('ietf!');
    const bytes = Uint8Array.from({ length: 257 }, (_, i) => (i * 37) % 256);
    expect(base45Decode(base45Encode(bytes))).toEqual(bytes);
  });
  it('refuses what is not base45', () => {
    expect(base45Decode('GGW')).toBeUndefined(); // 65536+: too large for two bytes
    expect(base45Decode('a1')).toBeUndefined();
    expect(base45Decode('ABCD')).toBeUndefined(); // a lone trailing character
  });
  it('CRC-32 is the standard one', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('frames', () => {
  it('the practice pack fits in one code of QR alphanumeric characters', async () => {
    const text = packFileText(practicePack);
    const frames = await framesOf(text);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/^GB1:[0-9A-F]{8}:1:1:[0-9A-Z $%*+\-./:]+$/);
    expect(await collect(frames)).toEqual({ ok: true, value: text });
  });

  it('a long text round-trips through many frames, Russian and all', async () => {
    const text = noisy(6000);
    const frames = await framesOf(text, 300);
    expect(frames.length).toBeGreaterThan(5);
    expect(await collect(frames)).toEqual({ ok: true, value: text });
  });

  it('frames arrive in any order, with duplicates, and progress counts each once', async () => {
    const text = noisy(5000, 3);
    const frames = await framesOf(text, 400);
    const n = frames.length;
    const shuffled = [...frames].reverse();
    const c = new FrameCollector();
    const first = c.add(shuffled[0] ?? '');
    expect(first).toEqual({ kind: 'added', have: 1, count: n, complete: false });
    expect(c.add(shuffled[0] ?? '')).toEqual({ kind: 'duplicate', have: 1, count: n });
    for (const f of shuffled.slice(1, -1)) c.add(f);
    expect(c.missing()).toEqual([1]);
    expect(c.add(shuffled[1] ?? '').kind).toBe('duplicate');
    expect(c.add(shuffled[n - 1] ?? '')).toEqual({ kind: 'added', have: n, count: n, complete: true });
    expect(await c.assemble()).toEqual({ ok: true, value: text });
  });

  it("another share's frames are ignored, not mixed in", async () => {
    const mine = await framesOf(noisy(3000, 5), 400);
    const theirs = await framesOf(noisy(3000, 6), 400);
    const c = new FrameCollector();
    c.add(mine[0] ?? '');
    expect(c.add(theirs[1] ?? '')).toEqual({ kind: 'other-sequence', have: 1, count: mine.length });
    for (const f of mine.slice(1)) c.add(f);
    expect(await c.assemble()).toEqual({ ok: true, value: noisy(3000, 5) });
  });

  it('junk and damaged frames are refused with a stable code', async () => {
    const c = new FrameCollector();
    expect(c.add('https://example.com/')).toEqual({ kind: 'refused', problem: 'not-a-frame' });
    expect(c.add(`${FRAME_PREFIX}XYZ:1:1:AB`)).toEqual({ kind: 'refused', problem: 'frame-damaged' });
    expect(c.add(`${FRAME_PREFIX}0000ABCD:3:2:BB8`)).toEqual({ kind: 'refused', problem: 'frame-damaged' });
    expect(c.add(`${FRAME_PREFIX}0000ABCD:1:1:GGW`)).toEqual({ kind: 'refused', problem: 'frame-damaged' });
    expect(c.add(`${FRAME_PREFIX}0000ABCD:1:1:abc`)).toEqual({ kind: 'refused', problem: 'frame-damaged' });
    expect(c.have).toBe(0);
  });

  it('a frame whose data was changed fails the checksum and the collector starts over', async () => {
    const frames = await framesOf(noisy(3000, 8), 400);
    const bad = [...frames];
    const victim = bad[1] ?? '';
    // Change one data character to another valid one: the frame parses, the payload is wrong.
    const at = victim.length - 4;
    bad[1] = victim.slice(0, at) + (victim[at] === '0' ? '1' : '0') + victim.slice(at + 1);
    const c = new FrameCollector();
    for (const f of bad) c.add(f);
    expect(c.complete).toBe(true);
    expect(await c.assemble()).toEqual({ ok: false, problem: 'checksum' });
    expect(c.have).toBe(0);
    for (const f of frames) c.add(f);
    expect(await c.assemble()).toEqual({ ok: true, value: noisy(3000, 8) });
  });

  it('refuses to frame an empty text or one needing more than MAX_FRAMES codes', async () => {
    expect(await encodeFrames('')).toEqual({ ok: false, problem: 'empty' });
    // Random-ish text barely compresses: more than MAX_FRAMES × FRAME_BYTES bytes of it.
    expect(await encodeFrames(noisy(MAX_FRAMES * FRAME_BYTES * 1.2))).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(new FrameCollector().add(`${FRAME_PREFIX}0000ABCD:1:${MAX_FRAMES + 1}:BB8`)).toEqual({
      kind: 'refused',
      problem: 'too-large',
    });
  });

  it('a payload that inflates to more than the limit is refused, not read to the end', async () => {
    // 5 MB of one letter deflates to a few KB: a zip bomb in miniature.
    const { deflate } = await import('../../../src/share/frames');
    const bomb = await deflate(new TextEncoder().encode('A'.repeat(13_000_000)));
    const sum = crc32(bomb).toString(16).toUpperCase().padStart(8, '0');
    const count = Math.ceil(bomb.length / FRAME_BYTES);
    const c = new FrameCollector();
    for (let i = 0; i < count; i++)
      c.add(
        `${FRAME_PREFIX}${sum}:${i + 1}:${count}:${base45Encode(bomb.subarray(i * FRAME_BYTES, (i + 1) * FRAME_BYTES))}`,
      );
    expect(await c.assemble()).toEqual({ ok: false, problem: 'too-large' });
  });

  it('a payload that is not deflate data is refused as not text', async () => {
    const junk = new TextEncoder().encode('\u00ff\u00fe plainly not deflate');
    const sum = crc32(junk).toString(16).toUpperCase().padStart(8, '0');
    const c = new FrameCollector();
    c.add(`${FRAME_PREFIX}${sum}:1:1:${base45Encode(junk)}`);
    expect(await c.assemble()).toMatchObject({ ok: false });
  });
});
