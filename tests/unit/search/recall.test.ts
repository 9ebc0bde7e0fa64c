/**
 * Recall on the real reference content (src/reference): for each query a player might type, the
 * clauses that must be among the first three results. Rows are grouped by what they exercise; the
 * clause ids are those of shared/docs/rules-notes.md.
 */
import { describe, expect, it } from 'vitest';
import { CLAUSE_IDS, type ClauseId } from '../../../src/reference';
import { loadSearch } from '../../../src/search/index';
import { buildSearchIndexJson } from '../../../src/search/vite-plugin';

const searcher = loadSearch(buildSearchIndexJson());

const A = 'artillery.restrictions.A';
const Ba = 'artillery.restrictions.B.a';
const Bb = 'artillery.restrictions.B.b';
const Bc = 'artillery.restrictions.B.c';
const Ca = 'artillery.restrictions.C.a';
const Cb = 'artillery.restrictions.C.b';
const Cc = 'artillery.restrictions.C.c';
const SC = 'artillery.skirmishers.canister';
const SR = 'artillery.skirmishers.roundshot';
const SX = 'artillery.skirmishers.example';
const PROC = 'artillery.procedure';
const MOVE = 'artillery.movement';

type Row = [query: string, mustBeInTop3: ClauseId[]];

const russianForms: Row[] = [
  ['картечь', [A, SC]],
  ['картечью', [A, SC]],
  ['картечи', [A, SC]],
  ['стрельба поверх голов', [Ca, Cb, Cc]],
  ['Стрельбу поверх голов', [Ca, Cb, Cc]],
  ['застрельщики', [SC, SR]],
  ['Застрельщикам', [SC]],
  ['ядра', [SR]],
  ['ядер', [Bc]],
  ['ядрами', [SR, Cc]],
  ['рассыпной строй', ['open-order']],
  ['рассыпному строю', ['open-order.e']],
  ['Открытый Заказ', ['open-order.c']],
  ['егерей', ['open-order.a']],
  ['фузилеры', ['open-order.a']],
  ['Императорской Гвардии', ['open-order.b']],
  ['Союзнический батальон', ['open-order.c']],
  ['модификатор =-2', ['open-order.e']],
  ['пехота сомкнутого строя', ['open-order.d']],
  ['2Д6', [PROC]],
  ['таблица подсчета урона', [PROC]],
  ['снималась с передков', [MOVE]],
  ['половина дистанции движения', [MOVE]],
  ['сектор стрельбы 30°', [A]],
  ['линия видимости', [Ba]],
  ['возвышенность', [Ca]],
  ['проникновение ядер', [Bc]],
  ['эффективная дистанция', [Bb]],
  // ё = е both ways: the seed writes "ведёт" (`artillery.skirmishers.example`).
  ['ведет подсчет', [SX]],
  ['ведёт подсчёт', [SX]],
  ['австрийский батальон 48 фигур', [Ba]],
  ['первая фигурка потерь', [SC]],
];

const englishForms: Row[] = [
  ['canister', [A, SC]],
  ['roundshot', [SR]],
  ['open order', ['open-order']],
  ['skirmishers', [SC, SR, SX]],
  ['Jäger', ['open-order.a']],
  ['jager', ['open-order.a']],
  ['Fusiliers', ['open-order.a']],
  ['Imperial Guard', ['open-order.b']],
  ['Allied 1812', ['open-order.c']],
  ['arc of fire', [A]],
  ['line of sight', [Ba]],
  ['over the heads', [Ca, Cb, Cc]],
  ['bounce-through', [Bc]],
  ['unlimbered', [MOVE]],
  ['unlimbering', [MOVE]],
  ['high ground', [Ca]],
  ['casualty table', [PROC]],
  ['fires as close order', ['open-order.d']],
  ['effective range', [Bb]],
  ['battery moved half its move', [MOVE]],
];

const prefixes: Row[] = [
  ['карт', [A, SC]],
  ['застрел', [SC, SR]],
  ['возвыш', [Ca]],
  ['Императ', ['open-order.b']],
  ['skirm', [SC, SR]],
  ['unlimb', [MOVE]],
  ['fusil', ['open-order.a']],
  ['bounce-thr', [Bc]],
];

const typos: Row[] = [
  ['картечъ', [A, SC]], // 7 letters, one typo
  ['застрельшики', [SC, SR]], // щ → ш
  ['canistr', [A, SC]], // one letter missing
  ['возвышенось', [Ca]],
  ['фузелеры', ['open-order.a']],
  ['skirmishres', [SC, SR]], // 11 letters: two edits (a swap) allowed
  ['roundshto', [SR]], // 9 letters: two edits allowed
  ['Imperal Guard', ['open-order.b']],
];

const wrongLayout: Row[] = [
  ['rfhntxm', [A, SC]], // картечь
  [',fnfhtz', [SX]], // батарея: `,` is б
  ['zlhf', [SR]], // ядра
  ['pfcnhtkmobrb', [SC, SR]], // застрельщики
  ['djpdsityyjcnm', [Ca]], // возвышенность
  ['tuthz', ['open-order.a']], // егеря
  ['Jnrhsnsq Pfrfp', ['open-order.c']], // Открытый Заказ
  ['dtl`n gjlcxtn', [SX]], // ведёт подсчет: ` is ё
  ['nf,kbwf', [PROC]], // таблица
  ['сфтшыеук', [A, SC]], // canister
  ['ылшкьшырукы', [SC, SR]], // skirmishers
  ['кщгтвырще', [SR]], // roundshot
];

const crossLanguage: Row[] = [
  ['case shot', [SC]], // "shot" also names roundshot, so C.c (roundshot only, never canister) ranks high too
  ['grapeshot', [A, SC]],
  ['ball', [SR]],
  ['стрелки', [SX]],
  ['снятие с передков', [MOVE]],
  ['линия видимости', [Ba]],
  ['цепь', [SR]],
  ['Coalition', ['open-order.c']],
];

const rows: Row[] = [
  ...russianForms,
  ...englishForms,
  ...prefixes,
  ...typos,
  ...wrongLayout,
  ...crossLanguage,
];

describe('recall on the real rules reference', () => {
  it('has the promised number of rows, all naming real clauses', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const [, ids] of rows) for (const id of ids) expect(CLAUSE_IDS).toContain(id);
  });

  it.each(rows)('%s', (query, expected) => {
    const top3 = searcher.search(query, 3).map((r) => r.clauseId);
    for (const id of expected) expect(top3, `"${query}" → ${top3.join(', ')}`).toContain(id);
  });
});

/** Junk a player can paste or fat-finger: no error, and nothing or real clauses with real snippets. */
const junk = [
  '',
  '   ',
  '-',
  ':',
  '"',
  '«»',
  '“”',
  '=-',
  '((((',
  '\\',
  '*?+[](){}|^$.',
  '🙂🙂🙂',
  'a',
  'й',
  '-'.repeat(500),
  'ъ'.repeat(500),
  'qzx'.repeat(170),
  'Стрельба '.repeat(60),
];

describe('junk queries', () => {
  it.each(junk.map((q) => [q.length > 30 ? `${q.slice(0, 27)}… (${q.length})` : JSON.stringify(q), q]))(
    '%s',
    (_label, query) => {
      const results = searcher.search(query);
      expect(results.length).toBeLessThanOrEqual(10);
      for (const r of results) {
        expect(CLAUSE_IDS).toContain(r.clauseId);
        expect(r.snippet.map((s) => s.text).join('').length).toBeGreaterThan(0);
      }
      expect(() => searcher.suggestTerms(query)).not.toThrow();
    },
  );

  it('finds nothing for punctuation alone', () => {
    for (const q of ['', '   ', '-', ':', '"', '«»', '((((']) expect(searcher.search(q)).toEqual([]);
  });
});

describe('snippets on the real content', () => {
  const marks = (query: string) =>
    searcher.search(query, 3).map((r) => r.snippet.filter((s) => s.match).map((s) => s.text.toLowerCase()));

  it('marks the word searched for and nothing else', () => {
    // "skirmish line" is a glossary form, but "line" in "line infantry" is not the word searched.
    for (const words of marks('skirmishers')) {
      expect(words.length).toBeGreaterThan(0);
      for (const w of words) expect(w.startsWith('skirmish')).toBe(true);
    }
  });

  it('marks the matching term in the other language when found through the glossary', () => {
    // "grapeshot" is in neither text: the glossary links it to canister (artillery.restrictions.A…).
    for (const words of marks('grapeshot')) {
      expect(words.length).toBeGreaterThan(0);
      for (const w of words) expect(w).toMatch(/^(картеч|canister)/);
    }
  });
});
