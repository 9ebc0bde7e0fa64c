/**
 * Search benchmark: index size, load time and query latency on the real reference and on a
 * synthetic corpus 100× its size, plus the minified size of the search code the app ships.
 * Run: npx vitest run --config vitest.bench.config.ts bench/search.bench.ts
 * Goals: p95 < 1 ms on the real corpus, < 5 ms at 100×; the first pass after a load p95 < 2 ms.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { expect, it } from 'vitest';
import { clauses, glossary, SYNONYMS, sections } from '../src/reference';
import type { Clause, Section } from '../src/reference/types';
import { loadSearch } from '../src/search/index';
import { buildSearchIndexFrom, type SearchContent } from '../src/search/indexer';

/** Queries of every kind the recall test covers: forms, prefixes, typos, layouts, both languages. */
const QUERIES = [
  'картечь',
  'картечью',
  'стрельба поверх голов',
  'застрельщики',
  'Застрельщикам',
  'ядер',
  'рассыпной строй',
  'Открытый Заказ',
  'егерей',
  'модификатор =-2',
  '2Д6',
  'линия видимости',
  'снятие с передков',
  'canister',
  'roundshot',
  'open order',
  'skirmishers',
  'Imperial Guard',
  'arc of fire',
  'bounce-through',
  'unlimbered',
  'карт',
  'застрел',
  'skirm',
  'fusil',
  'картечъ',
  'застрельшики',
  'skirmishres',
  'roundshto',
  'rfhntxm',
  ',fnfhtz',
  'pfcnhtkmobrb',
  'сфтшыеук',
  'ылшкьшырукы',
  'стрелки',
  'grapeshot',
  'австрийский батальон 48 фигур',
  'battery moved half its move',
  '-',
  'ъ-:"«»'.repeat(80),
];

/** Deterministic PRNG (mulberry32), so the synthetic corpus is the same on every run. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffleWords(text: string, next: () => number): string {
  const words = text.split(/\s+/);
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [words[i], words[j]] = [words[j] ?? '', words[i] ?? ''];
  }
  return words.join(' ');
}

/** The real clauses `times` over: copy k gets ids `<id>~k` and its words shuffled (k = 0 is verbatim). */
function synthetic(times: number): SearchContent {
  const next = rng(1812);
  const out: Clause[] = [];
  const outSections: Section[] = [];
  for (let k = 0; k < times; k++) {
    const idOf = (id: string) => (k === 0 ? id : `${id}~${k}`);
    for (const s of sections) {
      outSections.push({
        ...s,
        id: idOf(s.id),
        clauses: s.clauses.map(idOf),
        headings: s.headings.map((h) => ({ ...h, before: idOf(h.before) })),
      });
    }
    for (const c of clauses) {
      out.push({
        ...c,
        id: idOf(c.id),
        section: idOf(c.section),
        text: k === 0 ? c.text : { ru: shuffleWords(c.text.ru, next), en: shuffleWords(c.text.en, next) },
      });
    }
  }
  return { sections: outSections, clauses: out, glossary, synonyms: SYNONYMS };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Fresh loads, each followed by one pass of the queries. */
const FIRST_PASSES = 15;

const ms = (n: number) => `${n.toFixed(3)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function measure(label: string, content: SearchContent, goalP95: number) {
  const t0 = performance.now();
  const json = buildSearchIndexFrom(content);
  const buildMs = performance.now() - t0;
  const gz = gzipSync(json, { level: 9 }).length;

  const loads: number[] = [];
  let searcher = loadSearch(json, { content });
  for (let i = 0; i < 5; i++) {
    const s = performance.now();
    searcher = loadSearch(json, { content });
    loads.push(performance.now() - s);
  }
  loads.sort((a, b) => a - b);

  // First pass after a fresh load (what the first keystrokes after load cost), done after each of
  // FIRST_PASSES loads: one pass's p95 is its second-slowest query, so one GC or one moment of a
  // busy machine decides it; the median over the passes says what a player meets.
  const cold: number[] = [];
  const passP95: number[] = [];
  for (let pass = 0; pass < FIRST_PASSES; pass++) {
    const fresh = loadSearch(json, { content });
    const times: number[] = [];
    for (const q of QUERIES) {
      const s = performance.now();
      fresh.search(q);
      times.push(performance.now() - s);
    }
    cold.push(...times);
    passP95.push(
      quantile(
        [...times].sort((a, b) => a - b),
        0.95,
      ),
    );
  }
  passP95.sort((a, b) => a - b);
  const warm: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of QUERIES) {
      const s = performance.now();
      searcher.search(q);
      warm.push(performance.now() - s);
    }
  }
  warm.sort((a, b) => a - b);
  cold.sort((a, b) => a - b);
  const p95 = quantile(warm, 0.95);
  console.log(
    [
      `\n== ${label}: ${content.clauses.length} clauses × 2 languages = ${content.clauses.length * 2} documents`,
      `index: ${kb(json.length)} raw, ${kb(gz)} gzip; built in ${ms(buildMs)}`,
      `load (loadSearch on the JSON text): median ${ms(quantile(loads, 0.5))}, max ${ms(loads.at(-1) ?? 0)}`,
      `query, ${QUERIES.length} queries × 20 rounds: p50 ${ms(quantile(warm, 0.5))}, p95 ${ms(p95)}, max ${ms(warm.at(-1) ?? 0)}`,
      `query, first pass after load (${FIRST_PASSES} loads): p50 ${ms(quantile(cold, 0.5))}; a pass's p95: median ${ms(quantile(passP95, 0.5))} (goal < 2 ms), best ${ms(passP95[0] ?? 0)}, worst ${ms(passP95.at(-1) ?? 0)}; max ${ms(cold.at(-1) ?? 0)}; load average ${loadavg()[0]?.toFixed(1)}`,
      `goal p95 < ${goalP95} ms: ${p95 < goalP95 ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
  return { p95 };
}

it('real corpus', () => {
  // As the app ships it (build.ts): with the everyday words.
  const { p95 } = measure('real reference', { sections, clauses, glossary, synonyms: SYNONYMS }, 1);
  expect(Number.isFinite(p95)).toBe(true);
});

it('synthetic corpus, 100× the real one', () => {
  const { p95 } = measure('synthetic 100×', synthetic(100), 5);
  expect(Number.isFinite(p95)).toBe(true);
});

// The reference (src/reference/index.ts: the clauses, the glossary), whose texts the searcher's
// documents are made of, is the Rules screen's own chunk: counted there, not here.
const REFERENCE = /[\\/]src[\\/]reference(?:[\\/]index(?:\.ts)?)?$|^\.\.\/reference$/;

it('shipped code size (src/search/index.ts bundled with minisearch and both stemmers)', async () => {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/search/index.ts', formats: ['es'], fileName: 'search' },
      rollupOptions: { external: (id) => REFERENCE.test(id) },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
  const code = outputs.map((c) => ('code' in c ? c.code : '')).join('');
  console.log(`\n== code: ${kb(code.length)} minified, ${kb(gzipSync(code, { level: 9 }).length)} gzip`);
  expect(code.length).toBeGreaterThan(0);
});
