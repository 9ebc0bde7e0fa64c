/**
 * Content checks for the bilingual reference. Each one guards something a player at the table would
 * notice: a missing translation, a dead link from a ruleRef, a quirk shown without its note, a number
 * that changed in translation, a glossary synonym that finds the wrong clause.
 */
import { describe, expect, test } from 'vitest';
import {
  CLAUSE_IDS,
  type Clause,
  clauseById,
  clauses,
  glossary,
  QUIRK_NOTES,
  sections,
  translatorNotes,
} from '../../../src/reference';
import rulesNotes from '../../fixtures/rules-notes.md?raw';

const clauseIds = clauses.map((c) => c.id);

function mdSection(title: string): string {
  const start = rulesNotes.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`rules-notes.md has no "## ${title}" section`);
  const end = rulesNotes.indexOf('\n## ', start + 3);
  return rulesNotes.slice(start, end < 0 ? undefined : end);
}

/** Clause ids from the table of rules-notes.md: rows look like "| `open-order.a` | ... |". */
const rulesNotesIds = [...mdSection('Clauses and stable ids').matchAll(/^\| `([^`]+)` \|/gm)].map(
  (m) => m[1],
);

/** Bullets of "Quirks of the translation", one per quirk (continuation lines joined). */
const quirkBullets = mdSection('Quirks of the translation')
  .split('\n- ')
  .slice(1)
  .map((bullet) => bullet.replace(/\s+/g, ' ').trim());

const cyrillic = (s: string) => (s.match(/\p{Script=Cyrillic}/gu) ?? []).length;
const latin = (s: string) => (s.match(/\p{Script=Latin}/gu) ?? []).length;
const numbers = (s: string) => (s.match(/\d+/g) ?? []).sort();

describe('clauses, sections, ids', () => {
  test('the clause ids are exactly those of rules-notes.md, in the same order as CLAUSE_IDS', () => {
    expect(rulesNotesIds.length).toBeGreaterThan(0);
    expect(new Set(clauseIds)).toEqual(new Set(rulesNotesIds));
    expect(clauseIds).toEqual([...CLAUSE_IDS]);
  });

  test('ids are unique: clauses, sections, glossary terms; section ids never shadow a clause id', () => {
    const sectionIds = sections.map((s) => s.id);
    const termIds = glossary.map((t) => t.id);
    expect(new Set(clauseIds).size).toBe(clauseIds.length);
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
    expect(new Set(termIds).size).toBe(termIds.length);
    for (const id of sectionIds) expect(clauseIds, id).not.toContain(id);
  });

  test('every clause has a label and a text in both languages, trimmed and non-empty', () => {
    for (const clause of clauses) {
      for (const value of [clause.label.ru, clause.label.en, clause.text.ru, clause.text.en]) {
        expect(value.trim(), clause.id).not.toBe('');
        expect(value, clause.id).toBe(value.trim());
      }
    }
  });

  test('every section has a title in both languages and headings in both languages', () => {
    for (const section of sections) {
      expect(section.title.ru.trim(), section.id).not.toBe('');
      expect(section.title.en.trim(), section.id).not.toBe('');
      for (const heading of section.headings) {
        expect(heading.ru.trim(), section.id).not.toBe('');
        expect(heading.en.trim(), section.id).not.toBe('');
      }
    }
  });

  test('sections list every clause once, in reading order, and each clause points back to its section', () => {
    expect(sections.flatMap((s) => s.clauses)).toEqual(clauseIds);
    for (const section of sections) {
      for (const id of section.clauses) expect(clauseById(id)?.section, id).toBe(section.id);
      // A group heading sits before a clause of its own section.
      for (const heading of section.headings) expect(section.clauses, heading.ru).toContain(heading.before);
    }
  });

  test('clauseById finds every clause and nothing else', () => {
    for (const id of CLAUSE_IDS) expect(clauseById(id).id).toBe(id);
    expect(clauseById('artillery.restrictions.D')).toBeUndefined();
  });
});

describe('the English is a translation of the same clause', () => {
  test('every number in the Russian is in the English and vice versa (ranges, dice, casualties)', () => {
    for (const clause of clauses) {
      expect(numbers(clause.text.en), clause.id).toEqual(numbers(clause.text.ru));
    }
  });

  test('the English text, labels, titles and headings contain no Cyrillic', () => {
    const english = [
      ...clauses.flatMap((c) => [c.text.en, c.label.en]),
      ...sections.flatMap((s) => [s.title.en, ...s.headings.map((h) => h.en)]),
    ];
    for (const text of english) expect(cyrillic(text), text).toBe(0);
  });

  test('the worked example keeps its split: 4 casualties in all, 1 to the skirmishers, 3 to the column', () => {
    const en = clauseById('artillery.skirmishers.example').text.en;
    expect(en).toMatch(/4 casualties/);
    expect(en).toMatch(/skirmishers take the first casualty/);
    expect(en).toMatch(/column loses 3 figures/);
  });
});

describe("translator's notes", () => {
  // One row per bullet of rules-notes.md "Quirks of the translation": the key picks the bullet, the
  // clauses are those it concerns. `every` lists Russian wording: any clause that contains it must
  // carry the note too, so a clause added later with the same quirk cannot slip through without it.
  const quirkRows: { key: string; note: string; clauses: string[]; every?: RegExp }[] = [
    {
      key: '10 см (6”)',
      note: 'quirk.units-not-conversion',
      clauses: ['artillery.restrictions.B.a', 'artillery.restrictions.C.b'],
      every: /\d+\s?см/,
    },
    {
      key: 'Открытый Заказ',
      note: 'quirk.otkrytyi-zakaz',
      clauses: ['open-order.c'],
      every: /Открытый Заказ/,
    },
    {
      key: '"Рассыпной строй" means',
      note: 'quirk.rassypnoy-two-meanings',
      clauses: ['open-order', 'artillery.skirmishers.canister'],
    },
    {
      key: 'Союзнический',
      note: 'quirk.allied-vs-friendly',
      clauses: [
        'open-order.c',
        'artillery.restrictions.B.a',
        'artillery.restrictions.B.c',
        'artillery.restrictions.C.a',
        'artillery.restrictions.C.b',
        'artillery.restrictions.C.c',
      ],
      every: /союзн/i,
    },
    { key: '"=-2"', note: 'quirk.minus-two-typo', clauses: ['open-order.e'], every: /=-/ },
    {
      key: 'half-move firing penalty',
      note: 'quirk.half-move-penalty-unstated',
      clauses: ['artillery.movement'],
    },
    { key: 'Clause b', note: 'quirk.clause-b-class-both', clauses: ['open-order.b'] },
    { key: '30° arc', note: 'quirk.arc-30-unstated', clauses: ['artillery.restrictions.A'], every: /°/ },
  ];

  test('each quirk of rules-notes.md has exactly one row here, and each row exactly one quirk', () => {
    expect(quirkBullets.length).toBe(quirkRows.length);
    for (const bullet of quirkBullets) {
      expect(quirkRows.filter((row) => bullet.includes(row.key)).length, bullet).toBe(1);
    }
    expect(QUIRK_NOTES.map((n) => n.id).sort()).toEqual(quirkRows.map((r) => r.note).sort());
  });

  test.each(quirkRows)('quirk $note is shown on the clauses it concerns', (row) => {
    for (const id of row.clauses) {
      expect(
        clauseById(id)?.notes.map((n) => n.id),
        id,
      ).toContain(row.note);
    }
    if (row.every) {
      const pattern = row.every;
      const affected = clauses.filter((c) => pattern.test(c.text.ru)).map((c) => c.id);
      expect(affected.length, row.note).toBeGreaterThan(0);
      for (const id of affected) expect(row.clauses, `${id} has ${pattern} but no ${row.note}`).toContain(id);
    }
  });

  test('the example says «стрелки» are the skirmishers, not riflemen', () => {
    const note = clauseById('artillery.skirmishers.example').notes.find(
      (n) => n.id === 'note.strelki-are-skirmishers',
    );
    expect(note?.text.en).toMatch(/not riflemen/);
    expect(note?.text.ru).toMatch(/застрельщики/);
  });

  test('every note has both languages, and each reads in its own language', () => {
    expect(translatorNotes.length).toBeGreaterThanOrEqual(QUIRK_NOTES.length);
    for (const note of translatorNotes) {
      const { ru, en } = note.text;
      expect(ru.trim(), note.id).not.toBe('');
      expect(en.trim(), note.id).not.toBe('');
      // Notes quote the other language now and then, but the bulk must be in their own script.
      expect(cyrillic(ru) / (cyrillic(ru) + latin(ru)), `${note.id} ru`).toBeGreaterThan(0.8);
      expect(latin(en) / (cyrillic(en) + latin(en)), `${note.id} en`).toBeGreaterThan(0.7);
    }
  });

  test('a note id always means the same note text', () => {
    const byId = new Map<string, string>();
    for (const note of clauses.flatMap((c) => c.notes)) {
      const text = JSON.stringify(note.text);
      expect(byId.get(note.id) ?? text, note.id).toBe(text);
      byId.set(note.id, text);
    }
  });
});

describe('glossary', () => {
  const norm = (s: string) => s.toLowerCase().replaceAll('ё', 'е');
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  /**
   * Which terms a text uses, longest form first (so "line of sight" is not also "line", and
   * "canister range" is not also "canister"), as whole words, case- and ё-insensitive.
   */
  function termsUsed(text: string, lang: 'ru' | 'en'): Set<string> {
    const forms = glossary
      .flatMap((term) => term[lang].map((form) => ({ id: term.id, form: norm(form) })))
      .sort((a, b) => b.form.length - a.form.length);
    let rest = norm(text);
    const used = new Set<string>();
    for (const { id, form } of forms) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'gu');
      if (re.test(rest)) {
        used.add(id);
        rest = rest.replace(re, (m) => ' '.repeat(m.length));
      }
    }
    return used;
  }

  function used(clause: Clause, lang: 'ru' | 'en'): Set<string> {
    return termsUsed(clause.text[lang], lang);
  }

  // Linked on purpose although the text never names it (see the comment in glossary.ts).
  const notNamedInText = new Set(['horse-artillery']);

  test('covers at least the terms of rules-notes.md', () => {
    const required: [string, string][] = [
      ['open-order', 'рассыпной строй'],
      ['open-order', 'Открытый Заказ'],
      ['skirmishers', 'цепь'],
      ['skirmishers', 'заслон'],
      ['skirmishers', 'стрелки'],
      ['close-order', 'сомкнутый строй'],
      ['roundshot', 'ядра'],
      ['roundshot', 'ядер'],
      ['roundshot', 'ядро'],
      ['canister', 'картечь'],
      ['2d6', '2Д6'],
      ['allied', 'Союзнический'],
      ['friendly-unit', 'союзное подразделение'],
      ['friendly-unit', 'дружественное подразделение'],
      ['unlimbering', 'снятие с передков'],
      ['arc-of-fire', 'сектор стрельбы'],
      ['bounce-through', 'проникновение ядер'],
      ['overhead-fire', 'стрельба поверх голов'],
      ['long-range', 'дальняя дистанция'],
      ['effective-range', 'эффективная дистанция'],
      ['canister-range', 'картечная дистанция'],
      ['line-of-sight', 'линия видимости'],
      ['jaeger', 'егеря'],
      ['fusiliers', 'фузилеры'],
      ['imperial-guard', 'Императорская Гвардия'],
      ['casualty-table', 'Таблица подсчета урона от Артиллерийской Стрельбы'],
      ['foot-artillery', 'пешая артиллерия'],
      ['horse-artillery', 'конная артиллерия'],
    ];
    for (const [id, form] of required) {
      expect(glossary.find((t) => t.id === id)?.ru, `${id}: ${form}`).toContain(form);
    }
    const english: [string, string][] = [
      ['canister', 'case shot'],
      ['roundshot', 'round shot'],
      ['roundshot', 'ball'],
      ['skirmishers', 'skirmish screen'],
      ['open-order', 'open order'],
      ['2d6', '2D6'],
      ['casualty-table', 'Artillery Fire Casualty Table'],
      ['bounce-through', 'bounce-through'],
      ['overhead-fire', 'overhead fire'],
      ['allied', 'Coalition'],
      ['friendly-unit', 'friendly unit'],
      ['jaeger', 'Jäger'],
    ];
    for (const [id, form] of english) {
      expect(glossary.find((t) => t.id === id)?.en, `${id}: ${form}`).toContain(form);
    }
  });

  test('every term has forms in both languages and links to existing clauses; clause.terms agree', () => {
    for (const term of glossary) {
      expect(term.ru.length, term.id).toBeGreaterThan(0);
      expect(term.en.length, term.id).toBeGreaterThan(0);
      for (const form of [...term.ru, ...term.en]) expect(form.trim(), term.id).toBe(form);
      expect(term.clauses.length, term.id).toBeGreaterThan(0);
      for (const id of term.clauses) expect(clauseIds, `${term.id} → ${id}`).toContain(id);
      for (const id of term.clauses) expect(clauseById(id)?.terms, id).toContain(term.id);
    }
    const termIds = new Set(glossary.map((t) => t.id));
    for (const clause of clauses) for (const id of clause.terms) expect(termIds.has(id), id).toBe(true);
  });

  test('no form belongs to two terms (a synonym must lead to one meaning)', () => {
    for (const lang of ['ru', 'en'] as const) {
      const owner = new Map<string, string>();
      for (const term of glossary) {
        for (const form of new Set(term[lang].map(norm))) {
          expect(owner.get(form) ?? term.id, `${lang} "${form}"`).toBe(term.id);
          owner.set(form, term.id);
        }
      }
    }
  });

  test('each term appears in its own language in the clauses it links to', () => {
    for (const term of glossary.filter((t) => !notNamedInText.has(t.id))) {
      for (const lang of ['ru', 'en'] as const) {
        const found = term.clauses.some((id) => {
          const clause = clauseById(id);
          return clause ? used(clause, lang).has(term.id) : false;
        });
        expect(found, `${term.id} (${lang})`).toBe(true);
      }
    }
  });

  test('a term links to a clause only if that clause uses it, in at least one language', () => {
    for (const term of glossary.filter((t) => !notNamedInText.has(t.id))) {
      for (const id of term.clauses) {
        const clause = clauseById(id);
        const uses = clause ? used(clause, 'ru').has(term.id) || used(clause, 'en').has(term.id) : false;
        expect(uses, `${term.id} → ${id}`).toBe(true);
      }
    }
  });

  test('every clause that uses a term is linked to it (search finds all of them)', () => {
    for (const clause of clauses) {
      for (const lang of ['ru', 'en'] as const) {
        for (const id of used(clause, lang)) {
          expect(clause.terms, `${clause.id} uses ${id} (${lang})`).toContain(id);
        }
      }
    }
  });

  test('the cross-language pairs players search for lead to the same clauses', () => {
    const clausesOf = (form: string) =>
      glossary.find((t) => t.ru.includes(form) || t.en.includes(form))?.clauses ?? [];
    expect(clausesOf('case shot')).toEqual(clausesOf('картечь'));
    expect(clausesOf('картечь')).toContain('artillery.skirmishers.canister');
    expect(clausesOf('ядер')).toContain('artillery.skirmishers.roundshot');
    expect(clausesOf('стрелки')).toContain('artillery.skirmishers.example');
    // "Открытый Заказ" is open order, not a shop order.
    expect(clausesOf('Открытый Заказ')).toContain('open-order.c');
    // Allied and friendly are different terms with different clauses.
    expect(clausesOf('Allied')).not.toEqual(clausesOf('friendly unit'));
  });
});
