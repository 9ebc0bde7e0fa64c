/**
 * Open order (seed lines 1–7). Russian is verbatim; labels `a)`…`e)` are the seed's Latin letters.
 * The seed has no heading for this part, so the section title is ours.
 */
import {
  alliedVsFriendly,
  clauseBClassBoth,
  jaegerAnyNation,
  jaegerIncluded,
  minusTwoTypo,
  openOrderMistranslation,
  openOrderReplacesLine,
  rassypnoyTwoMeanings,
} from './notes';
import type { ClauseDraft, Section } from './types';

export const openOrderSection: Section = {
  id: 'open-order-rules',
  title: { ru: 'Рассыпной строй', en: 'Open Order' },
  titleFromSeed: false,
  headings: [
    {
      before: 'open-order.a',
      ru: 'Следующие подразделения могут развернуться в Рассыпной строй:',
      en: 'The following units may form open order:',
    },
  ],
  clauses: ['open-order', 'open-order.a', 'open-order.b', 'open-order.c', 'open-order.d', 'open-order.e'],
};

export const openOrderClauses: ClauseDraft[] = [
  {
    id: 'open-order',
    section: 'open-order-rules',
    label: { ru: 'Определение', en: 'Definition' },
    labelFromSeed: false,
    text: {
      ru: 'Рассыпной строй является линией, но с большим расстоянием между ротами и где солдаты свободны и не стоят плечо к плечу.',
      en: 'Open order is a line, but with wide gaps between the companies, where the men are loosely spaced rather than standing shoulder to shoulder.',
    },
    notes: [rassypnoyTwoMeanings],
  },
  {
    id: 'open-order.a',
    section: 'open-order-rules',
    label: { ru: 'a)', en: 'a)' },
    labelFromSeed: true,
    text: {
      ru: 'Все батальоны Легкой пехоты, классифицированные как Ветеран, Элита или Гвардия, могут развернуться в Рассыпной строй. Включительно австрийские и российские батальоны егерей, прусские егеря и фузилеры.',
      en: 'All Light Infantry battalions classed as Veteran, Elite or Guard may form open order. This includes Austrian and Russian Jäger battalions, and Prussian Jäger and Fusiliers.',
    },
    notes: [jaegerIncluded, jaegerAnyNation],
  },
  {
    id: 'open-order.b',
    section: 'open-order-rules',
    label: { ru: 'b)', en: 'b)' },
    labelFromSeed: true,
    text: {
      ru: 'Любой французский линейный батальон (т.е. не легкая пехота) и любой французский батальон Императорской Гвардии, классифицированный как Ветеран, Элита или Гвардия, могут развернуться в Рассыпной строй.',
      // "classed as…" applies to both kinds of battalion: see quirk.clause-b-class-both.
      en: 'Any French line battalion (i.e. not light infantry) and any French Imperial Guard battalion may form open order, provided it is classed as Veteran, Elite or Guard.',
    },
    notes: [clauseBClassBoth],
  },
  {
    id: 'open-order.c',
    section: 'open-order-rules',
    label: { ru: 'c)', en: 'c)' },
    labelFromSeed: true,
    text: {
      ru: 'С 1812 вперед любой Союзнический батальон линейной пехоты (т.е. не легкая пехота) классифицированный как Ветеран, Элита или Гвардия может развернуться в Открытый Заказ.',
      en: 'From 1812 onwards, any Allied (Coalition) line infantry battalion (i.e. not light infantry) classed as Veteran, Elite or Guard may form open order.',
    },
    notes: [openOrderMistranslation, alliedVsFriendly],
  },
  {
    id: 'open-order.d',
    section: 'open-order-rules',
    label: { ru: 'd)', en: 'd)' },
    labelFromSeed: true,
    text: {
      ru: 'Стреляет рассыпной строй как пехота сомкнутого строя.',
      en: 'A unit in open order fires as close order infantry.',
    },
    notes: [],
  },
  {
    id: 'open-order.e',
    section: 'open-order-rules',
    label: { ru: 'e)', en: 'e)' },
    labelFromSeed: true,
    text: {
      ru: 'При стрельбе по Рассыпному строю имеет модификатор =-2.',
      en: 'Fire at a unit in open order takes a −2 modifier.',
    },
    notes: [minusTwoTypo, openOrderReplacesLine],
  },
];
