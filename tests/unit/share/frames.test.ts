/**
 * QR framing (src/share/frames.ts): what the receiving phone assembles is exactly the text the
 * showing phone framed, whatever order the camera catches the codes in and however often it sees
 * each; anything else — another share's codes, a damaged code, junk, a payload too big — is
 * refused or ignored with a stable code, never a wrong text.
 */
import { describe, expect, it } from 'vitest';
import { practicePack } from '../../../src/packs';
import { packFileText } from '../../../src/packs/share';
import { base45Decode, base45Encode } from '../../../src/share/base45';
import { crc32 } from '../../../src/share/crc32';
import { FrameCollector } from '../../../src/share/frame-collector';
import { encodeFrames, FRAME_BYTES, FRAME_PREFIX, MAX_FRAMES, parseFrame } from '../../../src/share/frames';

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

/** The same frame with one data character changed to another valid one: it parses, its data is wrong. */
function misread(frame: string): string {
  const header = frame.slice(0, frame.lastIndexOf(':') + 1);
  const data = frame.slice(header.length);
  const at = Math.floor(data.length / 6) * 3; // the low digit of a 2-byte group
  const wrong = data.slice(0, at) + (data[at] === '0' ? '1' : '0') + data.slice(at + 1);
  if (wrong === data || parseFrame(header + wrong).ok !== true) throw new Error('no misread');
  return header + wrong;
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

  it('one wrong frame with a valid header is dropped and the scan goes on to the right text', async () => {
    const text = noisy(3000, 8);
    const frames = await framesOf(text, 400);
    const n = frames.length;
    const wrong = misread(frames[1] ?? '');
    const c = new FrameCollector();
    // The wrong reading of code 2 comes first, then every code as it really is.
    expect(c.add(wrong).kind).toBe('added');
    for (const f of frames.slice(0, 1)) c.add(f);
    expect(c.add(frames[1] ?? '')).toEqual({ kind: 'variant', have: 2, count: n });
    for (const f of frames.slice(2, -1)) c.add(f);
    expect(c.add(frames[n - 1] ?? '')).toEqual({ kind: 'added', have: n, count: n, complete: true });
    expect(await c.assemble()).toEqual({ ok: true, value: text });
  });

  it('frames that disagree with the checksum keep the scan going, with every code still needed', async () => {
    const text = noisy(3000, 8);
    const frames = await framesOf(text, 400);
    const n = frames.length;
    const all = frames.map((_, i) => i + 1);
    const bad = [...frames];
    bad[1] = misread(frames[1] ?? '');
    const c = new FrameCollector();
    for (const f of bad.slice(0, -1)) c.add(f);
    expect(c.stillNeeded()).toEqual([n]);
    // The last code is in, but together they do not match: nothing is thrown away, all to see again.
    expect(c.add(bad[n - 1] ?? '')).toEqual({ kind: 'mismatch', have: n, count: n, needed: all });
    expect(c.complete).toBe(false);
    expect(await c.assemble()).toEqual({ ok: false, problem: 'checksum' });
    // Seeing codes again ticks them off; the list is never empty while they do not match.
    c.add(frames[0] ?? '');
    expect(c.stillNeeded()).toEqual(all.slice(1));
    // The right reading of code 2 arrives: the checksum now matches.
    expect(c.add(frames[1] ?? '')).toEqual({ kind: 'added', have: n, count: n, complete: true });
    expect(c.stillNeeded()).toEqual([]);
    expect(await c.assemble()).toEqual({ ok: true, value: text });
  });

  it('a wrong reading the camera keeps seeing: round after round every code is needed, and the right reading still wins', async () => {
    const text = noisy(2000, 9);
    const frames = await framesOf(text, 400);
    const n = frames.length;
    const all = frames.map((_, i) => i + 1);
    const wrong = misread(frames[0] ?? '');
    const c = new FrameCollector();
    c.add(wrong);
    for (const f of frames.slice(1)) c.add(f);
    expect(c.stillNeeded()).toEqual(all);
    // A round in which the camera sees the same wrong code 1 again: it is confirmed, not dropped.
    c.add(wrong);
    for (const f of frames.slice(1, -1)) c.add(f);
    expect(c.stillNeeded()).toEqual([n]);
    expect(c.add(frames[n - 1] ?? '')).toEqual({ kind: 'mismatch', have: n, count: n, needed: all });
    // Then the phone shows code 1 rightly: a new reading, and the whole matches.
    expect(c.add(frames[0] ?? '')).toMatchObject({ kind: 'added', complete: true });
    expect(await c.assemble()).toEqual({ ok: true, value: text });
  });

  it('with many codes misread at once, the readings the camera saw most often are put together', async () => {
    const text = noisy(4000, 12);
    const frames = await framesOf(text, 300);
    const n = frames.length;
    expect(n).toBeGreaterThan(8);
    const c = new FrameCollector();
    // Eight codes first read wrong (2^8 combinations: more than are all tried), the rest right;
    // then the camera goes round every code once more, reading each right.
    for (const f of frames.slice(0, 8)) c.add(misread(f));
    for (const f of frames.slice(8)) c.add(f);
    expect(c.stillNeeded()).toHaveLength(n);
    const results = frames.map((f) => c.add(f));
    // By the end of that round the right readings are put together.
    expect(results.some((r) => r.kind === 'added' && r.complete)).toBe(true);
    expect(await c.assemble()).toEqual({ ok: true, value: text });
  });

  it('any order of sightings with one misread among them gives the text; "still needed" is never empty before', async () => {
    const text = noisy(2500, 11);
    const frames = await framesOf(text, 300);
    const n = frames.length;
    for (let seed = 1; seed <= 40; seed++) {
      // Each code seen three times in a shuffled stream, one sighting of code k replaced by a misread.
      let s = seed;
      const rand = () => {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        return s / 2 ** 32;
      };
      const stream = [...frames, ...frames, ...frames].sort(() => rand() - 0.5);
      const k = Math.floor(rand() * n);
      const at = stream.indexOf(frames[k] ?? '');
      stream[at] = misread(frames[k] ?? '');
      const c = new FrameCollector();
      for (const f of stream) {
        const got = c.add(f);
        if (got.kind === 'added' && got.complete) break;
        expect(c.stillNeeded().length, `seed ${seed}`).toBeGreaterThan(0);
      }
      expect(await c.assemble(), `seed ${seed}`).toEqual({ ok: true, value: text });
    }
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
    const { deflate } = await import('../../../src/share/deflate');
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
