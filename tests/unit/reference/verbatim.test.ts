/**
 * The Russian text is the source: a player comparing the app with their printed translation must find
 * every line, word for word, typos included. The seed we were given lives outside the repo
 * (../shared/seed/rules-ru.txt); tests/fixtures/rules-ru.txt is its byte-for-byte copy, so the tests
 * stand alone on a clean clone. The app keeps its own copy (seedRu), checked against the fixture.
 */
import { describe, expect, test } from 'vitest';
import { clauseById, clauses, russianLinesInReadingOrder, sections, seedRu } from '../../../src/reference';
import seedFromDisk from '../../fixtures/rules-ru.txt?raw';

const seedLines = seedFromDisk.split('\n');

describe('Russian text is kept word for word', () => {
  test('the shipped copy equals the seed file exactly', () => {
    expect(seedRu).toBe(seedFromDisk);
  });

  test('section titles, headings and clauses in reading order rebuild every seed line, none lost or added', () => {
    expect(russianLinesInReadingOrder()).toEqual(seedLines);
  });

  test('each clause text is a verbatim piece of the seed (no edits hidden by a matching neighbour)', () => {
    for (const clause of clauses) {
      for (const line of clause.text.ru.split('\n')) {
        expect(seedFromDisk, clause.id).toContain(line);
      }
    }
  });

  test('a seed label is followed by exactly one space in the seed, so label + text is the whole line', () => {
    for (const clause of clauses.filter((c) => c.labelFromSeed)) {
      const firstLine = clause.text.ru.split('\n')[0] ?? '';
      expect(seedLines, clause.id).toContain(`${clause.label.ru} ${firstLine}`);
      expect(firstLine.startsWith(' '), clause.id).toBe(false);
    }
  });

  test('section titles marked as seed headings are seed lines; the others are ours', () => {
    for (const section of sections) {
      expect(seedLines.includes(section.title.ru), section.id).toBe(section.titleFromSeed);
    }
  });

  // The quirks a player will see in the Russian, shown as printed (rules-notes.md "Quirks").
  test.each([
    ['open-order.e', '=-2'],
    ['open-order.c', 'Открытый Заказ'],
    ['artillery.restrictions.C.b', 'Если ведется Стрельба поверх голов» союзных'],
    ['artillery.restrictions.B.a', '10см (6”)'],
  ])('%s keeps «%s» as printed', (id, quirk) => {
    expect(clauseById(id)?.text.ru).toContain(quirk);
  });

  test('list letters keep the seed alphabet: Latin a)…e) in open order, Cyrillic «а)» opening B and C', () => {
    const cyrillicA = '\u0430)';
    expect(clauseById('open-order.a').label.ru).toBe('a)');
    expect(clauseById('artillery.restrictions.B.a').label.ru).toBe(cyrillicA);
    expect(clauseById('artillery.restrictions.C.a').label.ru).toBe(cyrillicA);
    expect(clauseById('artillery.restrictions.B.b').label.ru).toBe('b)');
    // English readers get plain Latin letters.
    expect(clauseById('artillery.restrictions.B.a').label.en).toBe('a)');
  });
});
