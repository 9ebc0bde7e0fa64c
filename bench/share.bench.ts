/**
 * Two phones by QR code (issue 10): for a rule pack, a 20-card roster and a 200-shot game, how many
 * codes, and how long encoding (frames + QR pictures) and decoding (zxing-wasm reading every code
 * off a clean 3-px-a-module picture, then the collector assembling) take on this machine.
 * The roster and game are synthetic JSON of the sizes the sync format is expected to have
 * (≈ 8 KB and ≈ 120 KB): ids, clocks and figures, random enough not to flatter deflate.
 * Run: npx vitest run --config vitest.bench.config.ts bench/share.bench.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { practicePack } from '../src/packs/practice';
import { packFileText } from '../src/packs/share';
import { deflate } from '../src/share/deflate';
import { FrameCollector } from '../src/share/frame-collector';
import { encodeFrames } from '../src/share/frames';
import { QUIET_ZONE, qrPicture } from '../src/share/qr';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const r = rng(42);
const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(r() * 16)]).join('');
/** A UUID-shaped id, as crypto.randomUUID gives. */
const id = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${hex(4)}-${hex(12)}`;
const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const device = [id(), id()];
let wall = 1_764_540_000_000;
const clock = () => {
  wall += Math.floor(r() * 40_000);
  return { wall, counter: Math.floor(r() * 3), device: pick(device) };
};

function card(i: number) {
  const arm = pick(['infantry', 'cavalry', 'artillery']);
  return {
    id: id(),
    side: i % 2 ? 'mine' : 'opponent',
    name: `${pick(['IR', 'Regt.', 'Bataillon', 'Батальон'])} ${i + 1} ${pick(['Hoch- und Deutschmeister', 'de ligne', 'Павловский', 'Old Guard'])}`,
    arm,
    nation: pick(['france', 'austria', 'russia', 'prussia', 'britain']),
    startingFigures: 12 + Math.floor(r() * 30),
    formation: pick(['line', 'column', 'square', 'open']),
    class: pick(['veteran', 'line', 'militia']),
    gunType: arm === 'artillery' ? pick(['6pdr', '9pdr', '12pdr']) : undefined,
    fields: { name: clock(), formation: clock(), startingFigures: clock() },
    created: clock(),
  };
}

function syntheticRoster(cards = 20): string {
  return JSON.stringify({
    format: 'grand-battery.sync',
    formatVersion: 1,
    kind: 'roster',
    from: device[0],
    cards: Array.from({ length: cards }, (_, i) => card(i)),
  });
}

function syntheticGame(shots = 200): string {
  const cards = Array.from({ length: 24 }, (_, i) => card(i));
  const events = Array.from({ length: shots }, () => ({
    id: id(),
    clock: clock(),
    turn: 1 + Math.floor(r() * 12),
    battery: pick(cards).id,
    target: pick(cards).id,
    ammunition: pick(['roundshot', 'canister', 'shell']),
    band: pick(['effective', 'long', 'extreme']),
    dice: [1 + Math.floor(r() * 6), 1 + Math.floor(r() * 6)],
    modifiers: [pick(['target.column', 'target.square', 'battery.moved', 'target-cavalry.line'])],
    casualties: Math.floor(r() * 8) / 2,
    applied: r() > 0.1,
    undone: r() > 0.95 ? clock() : undefined,
    pack: { id: 'practice', version: 1 },
    ruleRefs: [
      'artillery.fire.A',
      'artillery.restrictions.B.a',
      pick(['artillery.table.1', 'artillery.table.2']),
    ],
  }));
  return JSON.stringify({
    format: 'grand-battery.sync',
    formatVersion: 1,
    kind: 'game',
    from: device[0],
    turn: 12,
    cards,
    events,
  });
}

async function zxing() {
  const require = createRequire(import.meta.url);
  if (typeof globalThis.ImageData === 'undefined') {
    class NodeImageData {
      readonly colorSpace = 'srgb';
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    }
    Object.assign(globalThis, { ImageData: NodeImageData });
  }
  const z = await import('zxing-wasm/reader');
  await z.prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
    fireImmediately: true,
  });
  return z;
}

/** A frame's code as RGBA pixels, 3 px a module, like a camera close to a phone's screen. */
function pixels(frame: string): ImageData {
  const picture = qrPicture(frame);
  const scale = 3;
  const side = picture.side * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const m of picture.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const x0 = Number(m[1]);
    const y = Number(m[2]);
    const run = Number(m[3]);
    for (let dy = 0; dy < scale; dy++)
      for (let x = x0 * scale; x < (x0 + run) * scale; x++) {
        const at = ((y * scale + dy) * side + x) * 4;
        data.fill(0, at, at + 3);
      }
  }
  return new ImageData(data, side, side);
}

it('prints QR counts, encode and decode times for a pack, a 20-card roster and a 200-shot game', async () => {
  const z = await zxing();
  const cases: [string, string][] = [
    ['practice pack', packFileText(practicePack)],
    ['20-card roster (synthetic)', syntheticRoster()],
    ['200-shot game (synthetic)', syntheticGame()],
  ];
  const lines: string[] = [];
  // Two rounds, the first to warm up (JIT, the deflate stream, the wasm): the second is printed.
  for (const [round, [name, text]] of [...cases, ...cases].entries()) {
    const deflated = (await deflate(new TextEncoder().encode(text))).length;
    const t0 = performance.now();
    const framed = await encodeFrames(text);
    if (!framed.ok) throw new Error(framed.problem);
    const pictures = framed.value.map(qrPicture);
    const encodeMs = performance.now() - t0;
    const images = framed.value.map(pixels);
    const collector = new FrameCollector();
    const t1 = performance.now();
    for (const image of images) {
      const [found] = await z.readBarcodes(image, {
        formats: ['QRCode'],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      if (found?.isValid) collector.add(found.text);
    }
    const assembled = await collector.assemble();
    const decodeMs = performance.now() - t1;
    expect(assembled).toEqual({ ok: true, value: text });
    const modules = (pictures[0]?.side ?? 0) - 2 * QUIET_ZONE;
    if (round < cases.length) continue;
    lines.push(
      `${name.padEnd(28)} ${String(text.length).padStart(7)} chars → ${String(deflated).padStart(6)} B deflated → ` +
        `${String(framed.value.length).padStart(3)} QR (${modules}×${modules})  encode ${encodeMs.toFixed(0).padStart(5)} ms  decode ${decodeMs.toFixed(0).padStart(5)} ms`,
    );
  }
  console.log(
    `\nQR transfer (frames of ≤ 1100 B, shown 900 ms each):\n${lines.map((l) => `  ${l}`).join('\n')}`,
  );
});
