/**
 * A small stand-in for src/reference, so the search mechanics (layout, stemming, snippets, junk)
 * are tested on fixed text that other people's content edits cannot move. Russian is from the seed
 * (tests/fixtures/rules-ru.txt); English is a short paraphrase. Recall on the real content is in
 * recall.test.ts.
 */
import type { Clause, GlossaryTerm, Section } from '../../../src/reference/types';
import type { SearchContent } from '../../../src/search/indexer';

function clause(id: string, section: string, ru: string, en: string, notes: Clause['notes'] = []): Clause {
  return { id, section, label: { ru: '', en: '' }, labelFromSeed: false, text: { ru, en }, notes, terms: [] };
}

const clauses: Clause[] = [
  clause(
    'open-order',
    'open-order',
    'Рассыпной строй является линией, но с большим расстоянием между ротами и где солдаты свободны и не стоят плечо к плечу.',
    'Open order is a line with wide gaps between the companies; the men are not shoulder to shoulder.',
  ),
  clause(
    'open-order.c',
    'open-order',
    'С 1812 вперед любой Союзнический батальон линейной пехоты (т.е. не легкая пехота) классифицированный как Ветеран, Элита или Гвардия может развернуться в Открытый Заказ.',
    'From 1812 on, any Allied line infantry battalion classed Veteran, Elite or Guard may form open order.',
    [
      {
        id: 'quirk.open-order',
        text: { ru: '«Открытый Заказ» — это рассыпной строй.', en: '"Otkrytyi Zakaz" means open order.' },
      },
    ],
  ),
  clause(
    'open-order.e',
    'open-order',
    'При стрельбе по Рассыпному строю имеет модификатор =-2.',
    'Fire at a unit in open order takes a −2 modifier.',
  ),
  clause(
    'artillery.movement',
    'artillery',
    'Каждая батарея может переместиться до половины дистанции движения и все еще стрелять. Если пешая артиллерия снималась с передков, то она не может стрелять.',
    'A battery may move up to half its move and still fire. Foot artillery that unlimbered this turn may not fire.',
  ),
  clause(
    'artillery.restrictions.A',
    'artillery',
    'Артиллерия не может вести огонь картечью в том случае, если в ее секторе стрельбы (он равен 30°) есть дружественные подразделения.',
    'No canister fire while any friendly unit is inside the battery’s 30° arc of fire.',
  ),
  clause(
    'artillery.restrictions.B.c',
    'artillery',
    'Артиллерия не может обстреливать подразделения противника в том случае, если, при этом, союзное подразделение будет нести потери от проникновения ядер.',
    'No fire where a friendly unit would take roundshot bounce-through casualties.',
  ),
  clause(
    'artillery.skirmishers.canister',
    'skirmishers',
    'Картечь. При Стрельбе артиллерии по линейной пехоте противника, прикрытой застрельщиками, картечь проходит сквозь заслон и поражает линейную пехоту как обычно, при этом первая фигурка потерь всегда засчитывается Застрельщикам.',
    'Canister. Canister at line infantry behind a skirmish screen hits the line as usual; the first casualty always goes to the skirmishers.',
  ),
  clause(
    'artillery.skirmishers.example',
    'skirmishers',
    'ПРИМЕР. Британская 9pdr батарея картечью с близкого расстояния стреляет по французской колонне, прикрытой стрелками.',
    'EXAMPLE. A British 9pdr battery fires canister at close range at a French column screened by skirmishers.',
  ),
];

const sections: Section[] = [
  {
    id: 'open-order',
    title: { ru: 'Рассыпной строй', en: 'Open order' },
    titleFromSeed: false,
    headings: [],
    clauses: ['open-order', 'open-order.c', 'open-order.e'],
  },
  {
    id: 'artillery',
    title: { ru: 'Правила стрельбы артиллерии.', en: 'Artillery fire' },
    titleFromSeed: true,
    headings: [
      {
        before: 'artillery.restrictions.A',
        ru: 'А. Ограничения на ведение Стрельбы Картечью.',
        en: 'A. Canister',
      },
      { before: 'artillery.restrictions.B.c', ru: 'Б. Стрельба по своим.', en: 'B. Masked fire' },
    ],
    clauses: clauses.filter((c) => c.section === 'artillery').map((c) => c.id),
  },
  {
    id: 'skirmishers',
    title: {
      ru: 'Стрельба артиллерии сквозь рассыпной строй вражеских застрельщиков.',
      en: 'Fire through skirmishers',
    },
    titleFromSeed: true,
    headings: [],
    clauses: clauses.filter((c) => c.section === 'skirmishers').map((c) => c.id),
  },
];

const glossary: GlossaryTerm[] = [
  { id: 'canister', ru: ['картечь'], en: ['canister', 'case shot'], clauses: ['artillery.restrictions.A'] },
  {
    id: 'roundshot',
    ru: ['ядра', 'ядер', 'ядро'],
    en: ['roundshot', 'round shot'],
    clauses: ['artillery.restrictions.B.c'],
  },
  {
    id: 'open-order',
    ru: ['рассыпной строй', 'Открытый Заказ'],
    en: ['open order'],
    clauses: ['open-order', 'open-order.c', 'open-order.e'],
  },
  {
    id: 'skirmishers',
    ru: ['застрельщики', 'стрелки'],
    en: ['skirmishers'],
    clauses: ['artillery.skirmishers.canister', 'artillery.skirmishers.example'],
  },
  { id: 'battery', ru: ['батарея'], en: ['battery'], clauses: ['artillery.movement'] },
];

export const fixture: SearchContent = { sections, clauses, glossary };
