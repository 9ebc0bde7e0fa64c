/**
 * Which QR libraries earn a place in the app (issue 10): bundle size, and how often each decoder
 * reads a code that is blurred, dark and noisy the way a phone camera at a wargames table sees it.
 *
 *   npm i --no-save qrcode-generator@2.0.4 uqr@0.1.3 lean-qr@2.7.4 jsqr@1.4.0 zxing-wasm@3.1.6 @zxing/library@0.23.0
 *   node bench/qr-libs.mjs
 *
 * The candidates that lost are not kept in package.json, hence the `npm i --no-save`; a candidate
 * that is not installed is skipped. The figures of the run that chose are in bench/baseline/qr-libs.txt.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const has = (name) => {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
};

// --- bundle size: each candidate's minimal use, bundled and minified as the app build would ---------

const SIZE_ENTRIES = {
  'qrcode-generator': `import q from 'qrcode-generator'; export default (t) => { const c = q(0, 'L'); c.addData(t, 'Alphanumeric'); c.make(); return c; };`,
  uqr: `export { encode } from 'uqr';`,
  'lean-qr': `export { generate } from 'lean-qr';`,
  jsqr: `export { default } from 'jsqr';`,
  'zxing-wasm': `export { readBarcodes, prepareZXingModule } from 'zxing-wasm/reader';`,
  '@zxing/library': `export { QRCodeReader, BinaryBitmap, HybridBinarizer, RGBLuminanceSource, DecodeHintType } from '@zxing/library';`,
};

async function bundleSizes() {
  const { build } = await import('rolldown');
  const dir = join('node_modules', '.cache', 'qr-size');
  await mkdir(dir, { recursive: true });
  const rows = [];
  for (const [name, source] of Object.entries(SIZE_ENTRIES)) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (!has(pkg)) continue;
    const entry = join(dir, `${name.replace(/[@/]/g, '_')}.mjs`);
    await writeFile(entry, source);
    const out = await build({ input: entry, write: false, output: { format: 'es', minify: true } });
    let js = '';
    for (const chunk of out.output) if (chunk.type === 'chunk') js += chunk.code;
    let wasm = 0;
    let wasmGz = 0;
    if (name === 'zxing-wasm') {
      const bytes = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
      wasm = bytes.length;
      wasmGz = gzipSync(bytes, { level: 9 }).length;
    }
    const version = JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8'));
    rows.push({
      name,
      version: version.version,
      licence: version.license,
      js: js.length,
      jsGz: gzipSync(js, { level: 9 }).length,
      wasm,
      wasmGz,
    });
  }
  console.log('\nBundle size (minified; gzip -9)');
  for (const r of rows)
    console.log(
      `  ${`${r.name}@${r.version}`.padEnd(28)} ${r.licence.padEnd(11)} js ${kb(r.js)} (${kb(r.jsGz)} gz)` +
        (r.wasm ? ` + wasm ${kb(r.wasm)} (${kb(r.wasmGz)} gz)` : ''),
    );
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// --- test images -----------------------------------------------------------------------------------

/** A deterministic random source, so two runs see the same noise. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
function frameText(chars, seed) {
  const r = rng(seed);
  let s = 'GB1:0123ABCD:1:1:';
  while (s.length < chars) s += B45[Math.floor(r() * 45)];
  return s;
}

/** Grey pixels of a code: `scale` pixels a module, 4 modules of quiet zone, inside a grey frame. */
function render(code, scale, border = 24) {
  const quiet = 4;
  const side = (code.size + 2 * quiet) * scale + 2 * border;
  const px = new Float32Array(side * side).fill(150);
  for (let y = 0; y < (code.size + 2 * quiet) * scale; y++)
    for (let x = 0; x < (code.size + 2 * quiet) * scale; x++) {
      const mx = Math.floor(x / scale) - quiet;
      const my = Math.floor(y / scale) - quiet;
      const on = mx >= 0 && my >= 0 && mx < code.size && my < code.size && code.get(mx, my);
      px[(y + border) * side + x + border] = on ? 20 : 235;
    }
  return { px, side };
}

function blur(img, sigma) {
  if (sigma <= 0) return img;
  const radius = Math.ceil(sigma * 3);
  const kernel = [];
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const k = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel.push(k);
    sum += k;
  }
  const k = kernel.map((v) => v / sum);
  const { side } = img;
  const tmp = new Float32Array(side * side);
  const out = new Float32Array(side * side);
  const at = (i) => Math.min(side - 1, Math.max(0, i));
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      let v = 0;
      for (let i = -radius; i <= radius; i++) v += k[i + radius] * img.px[y * side + at(x + i)];
      tmp[y * side + x] = v;
    }
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      let v = 0;
      for (let i = -radius; i <= radius; i++) v += k[i + radius] * tmp[at(y + i) * side + x];
      out[y * side + x] = v;
    }
  return { px: out, side };
}

/** Low light: the range squeezed to `gain` of itself around a dark level, plus sensor noise. */
function darken(img, gain, noise, seed) {
  const r = rng(seed);
  const out = new Float32Array(img.px.length);
  for (let i = 0; i < out.length; i++) {
    // Box–Muller for Gaussian noise.
    const g = Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(2 * Math.PI * r());
    out[i] = 15 + img.px[i] * gain + g * noise;
  }
  return { px: out, side: img.side };
}

function rgba(img) {
  const data = new Uint8ClampedArray(img.side * img.side * 4);
  for (let i = 0; i < img.px.length; i++) {
    const v = Math.max(0, Math.min(255, Math.round(img.px[i])));
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 255;
  }
  return { data, width: img.side, height: img.side };
}

// --- decoders --------------------------------------------------------------------------------------

async function decoders() {
  const list = [];
  if (has('jsqr')) {
    const jsQR = (await import('jsqr')).default;
    list.push({
      name: 'jsqr',
      decode: async (im) => jsQR(im.data, im.width, im.height, { inversionAttempts: 'dontInvert' })?.data,
    });
  }
  if (has('zxing-wasm')) {
    if (typeof globalThis.ImageData === 'undefined')
      globalThis.ImageData = class ImageData {
        constructor(data, width, height) {
          this.data = data;
          this.width = width;
          this.height = height;
          this.colorSpace = 'srgb';
        }
      };
    const z = await import('zxing-wasm/reader');
    const wasmBinary = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    await z.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
    list.push({
      name: 'zxing-wasm',
      decode: async (im) => {
        const found = await z.readBarcodes(new ImageData(im.data, im.width, im.height), {
          formats: ['QRCode'],
          tryHarder: true,
          maxNumberOfSymbols: 1,
        });
        return found.find((f) => f.isValid)?.text;
      },
    });
  }
  if (has('@zxing/library')) {
    const mod = await import('@zxing/library');
    const zx = mod.QRCodeReader ? mod : mod.default;
    const reader = new zx.QRCodeReader();
    const hints = new Map([[zx.DecodeHintType.TRY_HARDER, true]]);
    list.push({
      name: '@zxing/library',
      decode: async (im) => {
        const lum = new Uint8ClampedArray(im.width * im.height);
        for (let i = 0; i < lum.length; i++) lum[i] = im.data[i * 4];
        try {
          const bitmap = new zx.BinaryBitmap(
            new zx.HybridBinarizer(new zx.RGBLuminanceSource(lum, im.width, im.height)),
          );
          return reader.decode(bitmap, hints).getText();
        } catch {
          return undefined;
        }
      },
    });
  }
  return list;
}

// --- encoders --------------------------------------------------------------------------------------

async function encoders() {
  const list = [];
  if (has('lean-qr')) {
    const { generate, correction, mode } = await import('lean-qr');
    list.push({
      name: 'lean-qr',
      encode: (t) => generate(mode.alphaNumeric(t), { minCorrectionLevel: correction.L }),
    });
  }
  if (has('uqr')) {
    const { encode } = await import('uqr');
    list.push({
      name: 'uqr',
      encode: (t) => {
        const r = encode(t, { ecc: 'L', border: 0 });
        return { size: r.size, get: (x, y) => r.data[y][x] };
      },
    });
  }
  if (has('qrcode-generator')) {
    const q = (await import('qrcode-generator')).default;
    list.push({
      name: 'qrcode-generator',
      encode: (t) => {
        const c = q(0, 'L');
        c.addData(t, 'Alphanumeric');
        c.make();
        return { size: c.getModuleCount(), get: (x, y) => c.isDark(y, x) };
      },
    });
  }
  return list;
}

// --- run -------------------------------------------------------------------------------------------

const CONDITIONS = [
  { name: 'clean', blur: 0, gain: 1, noise: 0 },
  { name: 'blur σ=0.3 module', blur: 0.3, gain: 1, noise: 2 },
  { name: 'blur σ=0.4 module', blur: 0.4, gain: 1, noise: 2 },
  { name: 'blur σ=0.5 module', blur: 0.5, gain: 1, noise: 2 },
  { name: 'dark 25% + noise 6', blur: 0, gain: 0.25, noise: 6 },
  { name: 'dark 18% + noise 8', blur: 0, gain: 0.18, noise: 8 },
  { name: 'dark 25% + blur 0.4', blur: 0.4, gain: 0.25, noise: 6 },
];
const TRIALS = Number(process.env.QR_TRIALS ?? 12);

async function main() {
  await bundleSizes();
  const encs = await encoders();
  const decs = await decoders();
  if (!encs.length || !decs.length) {
    console.log('No encoder or no decoder installed: see the comment at the top of this file.');
    return;
  }

  console.log(
    '\nEncode (1400-char base45 frame, EC L): mean time over 50 runs, and the code every decoder reads',
  );
  for (const enc of encs) {
    const text = frameText(1400, 1);
    const t0 = performance.now();
    let code;
    for (let i = 0; i < 50; i++) code = enc.encode(text);
    const ms = (performance.now() - t0) / 50;
    const img = rgba(render(code, 3));
    const reads = [];
    for (const dec of decs) reads.push(`${dec.name} ${(await dec.decode(img)) === text ? 'ok' : 'FAIL'}`);
    console.log(
      `  ${enc.name.padEnd(18)} ${ms.toFixed(2)} ms  ${code.size}×${code.size} modules  ${reads.join(', ')}`,
    );
  }

  const enc = encs[0];
  for (const chars of [700, 1400]) {
    for (const scale of [4, 3]) {
      console.log(
        `\nDecode: ${chars}-char frame, ${scale} px a module, ${TRIALS} frames a condition (rate, mean ms a frame)`,
      );
      console.log(`  ${'condition'.padEnd(22)} ${decs.map((d) => d.name.padEnd(22)).join(' ')}`);
      for (const cond of CONDITIONS) {
        const cells = [];
        for (const dec of decs) {
          let ok = 0;
          let ms = 0;
          for (let trial = 0; trial < TRIALS; trial++) {
            const text = frameText(chars, trial + 7);
            let img = render(enc.encode(text), scale);
            img = blur(img, cond.blur * scale);
            if (cond.gain !== 1 || cond.noise) img = darken(img, cond.gain, cond.noise, trial + 99);
            const pixels = rgba(img);
            const t0 = performance.now();
            const got = await dec.decode(pixels);
            ms += performance.now() - t0;
            if (got === text) ok++;
          }
          cells.push(
            `${`${ok}/${TRIALS}`.padStart(5)} ${(ms / TRIALS).toFixed(1).padStart(7)} ms`.padEnd(22),
          );
        }
        console.log(`  ${cond.name.padEnd(22)} ${cells.join(' ')}`);
      }
    }
  }
}

await main();
