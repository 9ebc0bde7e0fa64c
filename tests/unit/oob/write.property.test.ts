/**
 * "Copy as text" gives a side back exactly (issue 34, item 3): for random sides (names from the
 * players' own and from words that would mislead a reader: "Hussars", "Veteran", "Brigade 2",
 * "Total", a dash, a colon; commanders with ranks, without, with a comma; ratings common and the
 * pack's own; every arm, type, marker, class, nation, whole and half figures, no figures), in
 * English and in Russian, reading what the writer wrote gives the same side: read(write(side)) = side.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATTERY_KINDS,
  INFANTRY_TYPES,
  NATIONS,
  type Nation,
  NO_MARKERS,
  UNIT_CLASSES,
} from '../../../src/core/vocabulary';
import { readOrderOfBattle } from '../../../src/oob';
import type { OobBrigade, OobSide, OobUnit } from '../../../src/oob/model';
import { writeOrderOfBattle } from '../../../src/oob/write';
import { practicePack } from '../../../src/packs/practice';

const guns = practicePack.gunTypes;
const ratings = ['Plucky', 'лихой'];
const context = { guns, ratings };

const NAME_WORDS = [
  '1/27e',
  'Ligne',
  'IR',
  '4',
  'Deutschmeister',
  'Hussars',
  'Veteran',
  'Brigade',
  'Old',
  'Guard',
  '12pdr',
  'Total',
  'Note:',
  '—',
  '-',
  ',',
  '36',
  'Kaiser',
  'Гвардии',
  'батальон',
  'Семёновский',
  'полк',
  '№',
  'Lanoy',
  'Cossacks',
  'light',
  'French',
  'x3',
  '½',
  '(Jäger)',
];
const PLAYER_NAMES = [
  '1/45e Ligne',
  'IR 4/I',
  '5e Hussards',
  'Batterie Lanoy',
  'Kaiser Chevaulegers',
  'Лейб-гвардии Семёновский полк',
  'Пешая батарея № 7',
  'East Prussian Jäger',
  'Grenz IR 14',
];

const words = (pool: readonly string[]) =>
  fc
    .array(fc.constantFrom(...pool), { minLength: 1, maxLength: 4 })
    .map((ws) => ws.join(' '))
    .filter((n) => !(n.includes('"') && n.includes('«')));
const name = fc.oneof(fc.constantFrom(...PLAYER_NAMES), words(NAME_WORDS));
const commander = fc.option(
  fc.constantFrom(
    'GdB Lefèvre',
    'ген.-майор Зоммер',
    'Col. von Jagow',
    'Smith',
    'Smith, John',
    'Marshal Ney',
    'de la Tour',
    'князь Багратион',
    'roux',
  ),
  { nil: undefined },
);
const rating = fc.option(
  fc.constantFrom('Good', 'Average', 'Poor', 'Very good', 'хороший', 'средний', ...ratings),
  {
    nil: undefined,
  },
);
const figures = fc.option(
  fc.integer({ min: 0, max: 1998 }).map((n) => n / 2),
  { nil: undefined },
);

function unit(sideNation: Nation): fc.Arbitrary<OobUnit> {
  const nation = fc.oneof(
    { weight: 3, arbitrary: fc.constant(sideNation) },
    { weight: 1, arbitrary: fc.constantFrom(...NATIONS) },
  );
  const common = { name, class: fc.constantFrom(...UNIT_CLASSES), nation, figures };
  const infantry = fc.record({
    ...common,
    arm: fc.constant('infantry' as const),
    infantryType: fc.constantFrom(...INFANTRY_TYPES),
    markers: fc.record({ jager: fc.boolean(), fusilier: fc.boolean(), imperialGuard: fc.boolean() }),
  });
  const cavalry = fc.record({
    ...common,
    arm: fc.constant('cavalry' as const),
    infantryType: fc.constant('line' as const),
    markers: fc.constant(NO_MARKERS),
  });
  const artillery = fc.constantFrom(...BATTERY_KINDS).chain((kind) =>
    fc.record({
      ...common,
      arm: fc.constant('artillery' as const),
      infantryType: fc.constant('line' as const),
      markers: fc.constant(NO_MARKERS),
      batteryKind: fc.constant(kind),
      gunType: fc.constantFrom(
        ...guns.filter((g) => !g.batteryKinds || g.batteryKinds.includes(kind)).map((g) => g.id),
      ),
    }),
  );
  return fc.oneof(infantry, cavalry, artillery).map(withoutUndefined);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const side: fc.Arbitrary<OobSide> = fc.constantFrom(...NATIONS).chain((nation) =>
  fc
    .record({
      name: fc.oneof(fc.constantFrom('French', 'Австрийцы', 'Russians', 'Blue', 'Мои', 'Side A'), name),
      nation: fc.constant(nation),
      commander,
      rating,
      brigades: fc.array(
        fc
          .record({ name, commander, rating, units: fc.array(unit(nation), { maxLength: 4 }) })
          .map((b) => withoutUndefined(b) as OobBrigade),
        { maxLength: 3 },
      ),
      units: fc.array(unit(nation), { maxLength: 3 }),
    })
    .map(withoutUndefined),
);

describe('writeOrderOfBattle reads back to the same side', () => {
  it.each(['en', 'ru'] as const)(
    'in %s: read(write(side)) = side',
    (lang) => {
      fc.assert(
        fc.property(side, (s) => {
          const text = writeOrderOfBattle(s, lang, context);
          const read = readOrderOfBattle(text, { guns, ratings, nations: ['france'] });
          expect(read.sides, text).toEqual([s]);
        }),
        { numRuns: 200 },
      );
    },
    120_000,
  );
});
