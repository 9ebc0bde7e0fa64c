/**
 * Artillery fire (seed lines 8–27). Russian is verbatim, quirks included: the groups are lettered with
 * Cyrillic А/Б/В (ids A/B/C), items mix Cyrillic «а)» with Latin «b)», «c)», and C.b lacks an opening «.
 * Section titles are the seed's own headings.
 */
import {
  alliedVsFriendly,
  arcUnstated,
  exampleCentimetresOnly,
  firstCasualtyHalf,
  groupLetters,
  halfMovePenaltyUnstated,
  missingOpeningQuote,
  procedureRefusals,
  rassypnoyTwoMeanings,
  strelkiAreSkirmishers,
  unitsNotConversion,
  unlimberedThisTurn,
} from './notes';
import type { ClauseDraft, Section } from './types';

export const artillerySections: Section[] = [
  {
    id: 'artillery-fire',
    title: { ru: 'Правила стрельбы артиллерии.', en: 'Artillery Fire Rules' },
    titleFromSeed: true,
    headings: [],
    clauses: ['artillery.procedure'],
  },
  {
    id: 'artillery-movement',
    title: { ru: 'Стрельба артиллерии и Передвижение.', en: 'Artillery Fire and Movement' },
    titleFromSeed: true,
    headings: [],
    clauses: ['artillery.movement'],
  },
  {
    id: 'artillery-restrictions',
    title: { ru: 'Ограничения на ведение Стрельбы артиллерией.', en: 'Restrictions on Artillery Fire' },
    titleFromSeed: true,
    headings: [
      {
        before: 'artillery.restrictions.A',
        ru: 'А. Ограничения на ведение Стрельбы Картечью.',
        en: 'A. Restrictions on Canister Fire',
      },
      {
        before: 'artillery.restrictions.B.a',
        ru: 'Б. Ограничения на ведение Стрельбы по противнику, скрытому дружественными войсками.',
        en: 'B. Restrictions on Firing at Enemy Masked by Friendly Troops',
      },
      {
        before: 'artillery.restrictions.C.a',
        ru: 'В. Стрельба поверх голов союзных подразделений.',
        en: 'C. Firing over the Heads of Friendly Units',
      },
    ],
    clauses: [
      'artillery.restrictions.A',
      'artillery.restrictions.B.a',
      'artillery.restrictions.B.b',
      'artillery.restrictions.B.c',
      'artillery.restrictions.C.a',
      'artillery.restrictions.C.b',
      'artillery.restrictions.C.c',
    ],
  },
  {
    id: 'artillery-skirmishers',
    title: {
      ru: 'Стрельба артиллерии сквозь рассыпной строй вражеских застрельщиков.',
      en: 'Artillery Fire through an Enemy Skirmish Screen',
    },
    titleFromSeed: true,
    headings: [],
    clauses: [
      'artillery.skirmishers.canister',
      'artillery.skirmishers.roundshot',
      'artillery.skirmishers.example',
    ],
  },
];

export const artilleryClauses: ClauseDraft[] = [
  {
    id: 'artillery.procedure',
    section: 'artillery-fire',
    label: { ru: 'Порядок стрельбы', en: 'Firing procedure' },
    labelFromSeed: false,
    text: {
      ru: 'Объявите цель и тип боеприпасов, который вы собираетесь использовать (ядра или картечь). Затем измерьте расстояние, бросьте 2Д6, добавьте или отнимите соответствующие модификаторы (модификаторы суммируются) и сверьтесь с Таблицей подсчета урона от Артиллерийской Стрельбы.',
      en: 'Declare the target and the type of ammunition you are going to use (roundshot or canister). Then measure the range, roll 2D6, add or subtract the relevant modifiers (modifiers are cumulative) and consult the Artillery Fire Casualty Table.',
    },
    notes: [procedureRefusals],
  },
  {
    id: 'artillery.movement',
    section: 'artillery-movement',
    label: { ru: 'Стрельба после движения', en: 'Firing after moving' },
    labelFromSeed: false,
    text: {
      ru: 'Артиллерия, как пехота сомкнутого строя, может только стрелять один раз в ход. Каждая батарея может переместиться до половины дистанции движения и все еще стрелять, но перенесет отрицательный модификатор огня, чтобы отразить отсутствие подвижности и более медленных показателей скорострельности. Если батарея двигалась свыше половины дистанции движения, или если пешая артиллерия снималась с передков, то она не может стрелять.',
      en: 'Artillery, like close order infantry, may fire only once per turn. A battery may move up to half its move distance and still fire, but it suffers a negative firing modifier to reflect its lack of mobility and slower rate of fire. If the battery moved more than half its move distance, or if it is foot artillery that unlimbered this turn, it may not fire.',
    },
    notes: [halfMovePenaltyUnstated, unlimberedThisTurn],
  },
  {
    id: 'artillery.restrictions.A',
    section: 'artillery-restrictions',
    label: { ru: 'А.', en: 'A.' },
    labelFromSeed: false,
    text: {
      ru: 'Артиллерия не может вести огонь картечью в том случае, если в ее секторе стрельбы (он равен 30°) есть дружественные подразделения.',
      en: 'Artillery may not fire canister if there are friendly units within its arc of fire (which is 30°).',
    },
    notes: [arcUnstated],
  },
  {
    id: 'artillery.restrictions.B.a',
    section: 'artillery-restrictions',
    label: { ru: 'а)', en: 'a)' },
    labelFromSeed: true,
    text: {
      ru:
        'Артиллерия не может вести обстрел подразделений противника на дальней дистанции в том случае, если в 10см (6”) перед обстреливаемым подразделением противника или в 10см (6”) перед фронтом батареи находится союзное подразделение. ИСКЛЮЧЕНИЕ: Стрельба возможна в том случае, если есть ничем не перекрытая линия видимости и какая-либо часть вражеского подразделения удалена более чем на 10см (6”) от дружественного подразделения.\n' +
        'НАПРИМЕР, австрийский батальон численностью 48 фигур в Линии находится от французской колонны в 12см – это позволяет артиллерии стрелять по австрийскому формированию.',
      en:
        'Artillery may not fire at enemy units at long range if a friendly unit is within 10 cm (6") in front of the target enemy unit or within 10 cm (6") in front of the battery. EXCEPTION: fire is allowed if there is an unobstructed line of sight and some part of the enemy unit is more than 10 cm (6") from the friendly unit.\n' +
        'FOR EXAMPLE, a 48-figure Austrian battalion in line is 12 cm from a French column: this allows the artillery to fire at the Austrian formation.',
    },
    notes: [unitsNotConversion, alliedVsFriendly, exampleCentimetresOnly, groupLetters],
  },
  {
    id: 'artillery.restrictions.B.b',
    section: 'artillery-restrictions',
    label: { ru: 'b)', en: 'b)' },
    labelFromSeed: true,
    text: {
      ru: 'Ограничение «а» не распространяется на стрельбу в Эффективной и Картечной дистанциях.',
      en: 'Restriction (a) does not apply to fire at effective range or canister range.',
    },
    notes: [],
  },
  {
    id: 'artillery.restrictions.B.c',
    section: 'artillery-restrictions',
    label: { ru: 'c)', en: 'c)' },
    labelFromSeed: true,
    text: {
      ru: 'Артиллерия не может обстреливать подразделения противника в том случае, если, при этом, союзное подразделение будет нести потери от проникновения ядер.',
      en: 'Artillery may not fire at enemy units if, in doing so, a friendly unit would take casualties from roundshot bounce-through.',
    },
    notes: [alliedVsFriendly],
  },
  {
    id: 'artillery.restrictions.C.a',
    section: 'artillery-restrictions',
    label: { ru: 'а)', en: 'a)' },
    labelFromSeed: true,
    text: {
      ru: 'Артиллерия может вести стрельбу «поверх голов» союзных подразделений в том случае, если она находится выше цели и союзных войск (т.е. на какой-либо возвышенности).',
      en: 'Artillery may fire “over the heads” of friendly units only if it stands higher than both the target and the friendly troops (i.e. on high ground of some kind).',
    },
    notes: [alliedVsFriendly, groupLetters],
  },
  {
    id: 'artillery.restrictions.C.b',
    section: 'artillery-restrictions',
    label: { ru: 'b)', en: 'b)' },
    labelFromSeed: true,
    text: {
      ru: 'Если ведется Стрельба поверх голов» союзных подразделений, то союзные подразделения должны находиться не ближе 10см (6”) от фронта батареи и не ближе 10см (6”) от неприятеля.',
      en: 'When firing over the heads of friendly units, those friendly units must be no closer than 10 cm (6") to the front of the battery and no closer than 10 cm (6") to the enemy.',
    },
    notes: [missingOpeningQuote, unitsNotConversion, alliedVsFriendly],
  },
  {
    id: 'artillery.restrictions.C.c',
    section: 'artillery-restrictions',
    label: { ru: 'c)', en: 'c)' },
    labelFromSeed: true,
    text: {
      ru: 'Вести Стрельбу «поверх голов» союзных подразделений допустимо только ядрами. Картечью стрелять «поверх голов» нельзя.',
      en: 'Fire “over the heads” of friendly units is allowed with roundshot only. Canister may never be fired “over the heads”.',
    },
    notes: [alliedVsFriendly],
  },
  {
    id: 'artillery.skirmishers.canister',
    section: 'artillery-skirmishers',
    label: { ru: 'Картечь.', en: 'Canister.' },
    labelFromSeed: true,
    text: {
      ru: 'При Стрельбе артиллерии по линейной пехоте противника, прикрытой застрельщиками, картечь проходит сквозь заслон и поражает линейную пехоту как обычно, при этом первая фигурка потерь всегда засчитывается Застрельщикам.',
      en: 'When artillery fires at enemy line infantry screened by skirmishers, canister passes through the screen and hits the line infantry as usual, but the first casualty figure is always taken by the skirmishers.',
    },
    notes: [rassypnoyTwoMeanings, firstCasualtyHalf],
  },
  {
    id: 'artillery.skirmishers.roundshot',
    section: 'artillery-skirmishers',
    label: { ru: 'Ядра.', en: 'Roundshot.' },
    labelFromSeed: true,
    text: {
      ru: 'При Стрельбе ядрами по линейной пехоте, цепь Застрельщиков не несет никаких потерь, и весь урон наносится только линейной пехоте. Исключение – если целью стрельбы являются сами Застрельщики.',
      en: 'When firing roundshot at line infantry, the skirmish screen takes no casualties at all, and all the damage falls on the line infantry alone. Exception: when the skirmishers themselves are the target.',
    },
    notes: [],
  },
  {
    id: 'artillery.skirmishers.example',
    section: 'artillery-skirmishers',
    label: { ru: 'ПРИМЕР.', en: 'EXAMPLE.' },
    labelFromSeed: true,
    text: {
      ru: 'Британская 9pdr батарея картечью с близкого расстояния стреляет по французской колонне, прикрытой стрелками. Батарея игнорирует стрелков и ведёт подсчет стрельбы по колонне. Общие потери, нанесенные колонне 4. Стрелки получают первую потерю, колонна при этом теряет 3 фигуры.',
      en: 'A British 9pdr battery fires canister at close range at a French column screened by skirmishers. The battery ignores the skirmishers and resolves its fire against the column. The fire inflicts 4 casualties on the column in all. The skirmishers take the first casualty, so the column loses 3 figures.',
    },
    notes: [strelkiAreSkirmishers],
  },
];
