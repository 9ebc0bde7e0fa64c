/**
 * RU ↔ EN glossary: the terms of shared/docs/rules-notes.md ("Terms") and a few more that players search
 * for. Forms are the ones players meet: the inflected forms that occur in the text (so search can match
 * them across languages) plus common spellings outside it (ядро, case shot, Jager, 2к6).
 * `clauses` is the one source of truth for clause ↔ term links: `Clause.terms` is derived from it.
 * Tests check that each linked clause really uses the term, and that no clause using it is left out.
 */
import type { GlossaryTerm } from './types';

export const glossary: GlossaryTerm[] = [
  // --- Formations ---
  {
    id: 'open-order',
    ru: ['рассыпной строй', 'рассыпного строя', 'рассыпному строю', 'рассыпном строе', 'Открытый Заказ'],
    en: ['open order', 'open-order'],
    clauses: ['open-order', 'open-order.a', 'open-order.b', 'open-order.c', 'open-order.d', 'open-order.e'],
    note: {
      ru: '«Открытый Заказ» в пункте c — ошибочный перевод «Open Order», то же самое построение. В разделе об артиллерии «рассыпной строй застрельщиков» — это цепь застрельщиков, а не рассыпной строй батальона.',
      en: '“Открытый Заказ” in clause c is a mistranslation of “Open Order”: the same formation. In the artillery section “рассыпной строй застрельщиков” is the skirmish screen, not open order.',
    },
  },
  {
    id: 'skirmishers',
    ru: [
      'застрельщики',
      'застрельщиков',
      'застрельщикам',
      'застрельщиками',
      'цепь застрельщиков',
      'цепь',
      'заслон',
      'рассыпной строй застрельщиков',
      'стрелки',
      'стрелков',
      'стрелками',
    ],
    en: ['skirmishers', 'skirmisher', 'skirmish screen', 'screen', 'screened', 'skirmish line'],
    clauses: [
      'artillery.skirmishers.canister',
      'artillery.skirmishers.roundshot',
      'artillery.skirmishers.example',
    ],
    note: {
      ru: '«Стрелки» в примере — те же застрельщики, а не стрелковые части. Не путать с рассыпным строем батальона (open order).',
      en: '“Стрелки” in the example means the skirmishers, not riflemen. Not to be confused with a battalion in open order.',
    },
  },
  {
    id: 'close-order',
    ru: ['сомкнутый строй', 'сомкнутого строя'],
    en: ['close order', 'close-order'],
    clauses: ['open-order.d', 'artillery.movement'],
  },
  {
    id: 'line',
    ru: ['линия', 'линией', 'линии'],
    en: ['line'],
    clauses: ['open-order', 'artillery.restrictions.B.a'],
  },
  {
    id: 'column',
    ru: ['колонна', 'колонны', 'колонне', 'колонной'],
    en: ['column'],
    clauses: ['artillery.restrictions.B.a', 'artillery.skirmishers.example'],
  },
  {
    id: 'companies',
    ru: ['роты', 'рота', 'ротами'],
    en: ['companies', 'company'],
    clauses: ['open-order'],
  },
  // --- Troop types, classes, nations ---
  {
    id: 'battalion',
    ru: ['батальон', 'батальоны', 'батальонов', 'батальона'],
    en: ['battalion', 'battalions'],
    clauses: ['open-order.a', 'open-order.b', 'open-order.c', 'artillery.restrictions.B.a'],
  },
  {
    id: 'light-infantry',
    ru: ['лёгкая пехота', 'легкая пехота', 'легкой пехоты', 'лёгкой пехоты'],
    en: ['light infantry'],
    clauses: ['open-order.a', 'open-order.b', 'open-order.c'],
  },
  {
    id: 'line-infantry',
    ru: [
      'линейная пехота',
      'линейной пехоты',
      'линейной пехоте',
      'линейную пехоту',
      'линейный батальон',
      'линейные батальоны',
    ],
    en: ['line infantry', 'line battalion'],
    clauses: [
      'open-order.b',
      'open-order.c',
      'artillery.skirmishers.canister',
      'artillery.skirmishers.roundshot',
    ],
  },
  {
    id: 'veteran',
    ru: ['Ветеран', 'ветераны'],
    en: ['Veteran'],
    clauses: ['open-order.a', 'open-order.b', 'open-order.c'],
  },
  {
    id: 'elite',
    ru: ['Элита', 'элитный'],
    en: ['Elite'],
    clauses: ['open-order.a', 'open-order.b', 'open-order.c'],
  },
  {
    id: 'guard',
    ru: ['Гвардия', 'гвардейский'],
    en: ['Guard'],
    clauses: ['open-order.a', 'open-order.b', 'open-order.c'],
    note: {
      ru: 'Класс войск (Ветеран, Элита, Гвардия). Батальоны Императорской Гвардии — отдельный термин.',
      en: 'A troop class (Veteran, Elite, Guard). Imperial Guard battalions are a separate term.',
    },
  },
  {
    id: 'imperial-guard',
    ru: ['Императорская Гвардия', 'Императорской Гвардии'],
    en: ['Imperial Guard'],
    clauses: ['open-order.b'],
  },
  {
    id: 'jaeger',
    ru: ['егеря', 'егерей', 'егерь'],
    en: ['Jäger', 'Jager', 'Jaeger', 'Jägers'],
    clauses: ['open-order.a'],
  },
  {
    id: 'fusiliers',
    ru: ['фузилеры', 'фузилёры', 'фузилер'],
    en: ['Fusiliers', 'Fusilier'],
    clauses: ['open-order.a'],
  },
  {
    id: 'allied',
    ru: ['Союзнический', 'союзнические', 'коалиция'],
    en: ['Allied', 'Coalition', 'Allies'],
    clauses: ['open-order.c'],
    note: {
      ru: 'Национальность: страны Коалиции против Франции. Не путать с «союзным» (своим, дружественным) подразделением.',
      en: 'Nationality: the Coalition nations fighting France. Not the same as a friendly unit (“союзное”).',
    },
  },
  {
    id: 'friendly-unit',
    ru: [
      'дружественное подразделение',
      'дружественные подразделения',
      'дружественного подразделения',
      'дружественными войсками',
      'союзное подразделение',
      'союзные подразделения',
      'союзных подразделений',
      'союзных войск',
      'свои войска',
    ],
    en: ['friendly unit', 'friendly units', 'friendly troops', 'friends'],
    clauses: [
      'artillery.restrictions.A',
      'artillery.restrictions.B.a',
      'artillery.restrictions.B.c',
      'artillery.restrictions.C.a',
      'artillery.restrictions.C.b',
      'artillery.restrictions.C.c',
    ],
    note: {
      ru: 'В ограничениях на стрельбу «союзное» значит «своё», а не «Союзнический» (национальность).',
      en: 'In the fire restrictions “союзное” means friendly, not “Союзнический” (Allied, a nationality).',
    },
  },
  {
    id: 'french',
    ru: ['французский', 'французской', 'французы'],
    en: ['French'],
    clauses: ['open-order.b', 'artillery.restrictions.B.a', 'artillery.skirmishers.example'],
  },
  {
    id: 'austrian',
    ru: ['австрийский', 'австрийские', 'австрийскому'],
    en: ['Austrian'],
    clauses: ['open-order.a', 'artillery.restrictions.B.a'],
  },
  { id: 'russian', ru: ['российские', 'русские', 'российский'], en: ['Russian'], clauses: ['open-order.a'] },
  { id: 'prussian', ru: ['прусские', 'прусский'], en: ['Prussian'], clauses: ['open-order.a'] },
  {
    id: 'british',
    ru: ['британская', 'британский'],
    en: ['British'],
    clauses: ['artillery.skirmishers.example'],
  },
  // --- Artillery ---
  {
    id: 'battery',
    ru: ['батарея', 'батареи', 'батарею'],
    en: ['battery'],
    clauses: [
      'artillery.movement',
      'artillery.restrictions.B.a',
      'artillery.restrictions.C.b',
      'artillery.skirmishers.example',
    ],
  },
  {
    id: 'ammunition',
    ru: ['боеприпасы', 'боеприпасов'],
    en: ['ammunition', 'ammo'],
    clauses: ['artillery.procedure'],
  },
  {
    id: 'roundshot',
    ru: ['ядра', 'ядер', 'ядро', 'ядрами'],
    en: ['roundshot', 'round shot', 'ball', 'solid shot'],
    clauses: [
      'artillery.procedure',
      'artillery.restrictions.B.c',
      'artillery.restrictions.C.c',
      'artillery.skirmishers.roundshot',
    ],
  },
  {
    id: 'canister',
    ru: ['картечь', 'картечью', 'картечи'],
    en: ['canister', 'case shot', 'canister shot', 'grapeshot'],
    clauses: [
      'artillery.procedure',
      'artillery.restrictions.A',
      'artillery.restrictions.C.c',
      'artillery.skirmishers.canister',
      'artillery.skirmishers.example',
    ],
  },
  {
    id: '2d6',
    ru: ['2Д6', '2д6', '2к6'],
    en: ['2D6', '2d6'],
    clauses: ['artillery.procedure'],
  },
  {
    id: 'modifier',
    ru: ['модификатор', 'модификаторы', 'модификатора'],
    en: ['modifier', 'modifiers'],
    clauses: ['open-order.e', 'artillery.procedure', 'artillery.movement'],
  },
  {
    id: 'casualty-table',
    ru: [
      'Таблица подсчета урона от Артиллерийской Стрельбы',
      'Таблицей подсчета урона от Артиллерийской Стрельбы',
      'таблица урона',
    ],
    en: ['Artillery Fire Casualty Table', 'casualty table'],
    clauses: ['artillery.procedure'],
  },
  {
    id: 'casualties',
    ru: ['потери', 'потерь', 'потерю', 'урон'],
    en: ['casualties', 'casualty', 'losses', 'damage'],
    clauses: [
      'artillery.restrictions.B.c',
      'artillery.skirmishers.canister',
      'artillery.skirmishers.roundshot',
      'artillery.skirmishers.example',
    ],
  },
  {
    id: 'figures',
    ru: ['фигуры', 'фигур', 'фигурка', 'фигурки'],
    en: ['figures', 'figure'],
    clauses: [
      'artillery.restrictions.B.a',
      'artillery.skirmishers.canister',
      'artillery.skirmishers.example',
    ],
  },
  {
    id: 'turn',
    ru: ['ход', 'хода'],
    en: ['turn'],
    clauses: ['artillery.movement'],
  },
  {
    id: 'half-move',
    ru: ['половины дистанции движения', 'половина дистанции движения', 'пол-хода'],
    en: ['half its move', 'half move'],
    clauses: ['artillery.movement'],
  },
  {
    id: 'foot-artillery',
    ru: ['пешая артиллерия', 'пешей артиллерии'],
    en: ['foot artillery'],
    clauses: ['artillery.movement'],
  },
  {
    id: 'horse-artillery',
    ru: ['конная артиллерия', 'конной артиллерии'],
    en: ['horse artillery'],
    // Not named in the text; linked because artillery.movement bars only foot artillery from firing
    // after unlimbering, which is what a player searching "horse artillery" wants to find.
    clauses: ['artillery.movement'],
    note: {
      ru: 'В тексте не упоминается: запрет стрелять после снятия с передков касается только пешей артиллерии.',
      en: 'Not named in the text: the ban on firing after unlimbering applies to foot artillery only.',
    },
  },
  {
    id: 'unlimbering',
    ru: ['снятие с передков', 'снималась с передков', 'с передков', 'передки'],
    en: ['unlimbering', 'unlimbered', 'unlimber', 'limber'],
    clauses: ['artillery.movement'],
  },
  {
    id: 'arc-of-fire',
    ru: ['сектор стрельбы', 'секторе стрельбы'],
    en: ['arc of fire', 'field of fire'],
    clauses: ['artillery.restrictions.A'],
  },
  {
    id: 'bounce-through',
    ru: ['проникновение ядер', 'проникновения ядер'],
    en: ['bounce-through', 'bounce through'],
    clauses: ['artillery.restrictions.B.c'],
  },
  {
    id: 'overhead-fire',
    ru: ['стрельба поверх голов', 'поверх голов'],
    en: ['overhead fire', 'over the heads'],
    clauses: ['artillery.restrictions.C.a', 'artillery.restrictions.C.b', 'artillery.restrictions.C.c'],
  },
  {
    id: 'high-ground',
    ru: ['возвышенность', 'возвышенности', 'холм'],
    en: ['high ground', 'hill'],
    clauses: ['artillery.restrictions.C.a'],
  },
  {
    id: 'range',
    // The text says «дистанция» for a range band and «расстояние» for the range measured; its
    // bands (long, effective, canister range) are terms of their own below.
    ru: ['дистанция', 'дистанции', 'дистанциях', 'расстояние', 'расстояния'],
    en: ['range'],
    clauses: ['artillery.procedure', 'artillery.restrictions.B.b', 'artillery.skirmishers.example'],
    note: {
      ru: 'Границы дистанций (дальней, эффективной, картечной) текст не даёт: их задаёт набор правил.',
      en: 'The text gives no limits for the range bands (long, effective, canister): the rule pack does.',
    },
  },
  {
    id: 'long-range',
    ru: ['дальняя дистанция', 'дальней дистанции'],
    en: ['long range'],
    clauses: ['artillery.restrictions.B.a'],
  },
  {
    id: 'effective-range',
    ru: ['эффективная дистанция', 'эффективной дистанции', 'эффективной'],
    en: ['effective range'],
    clauses: ['artillery.restrictions.B.b'],
  },
  {
    id: 'canister-range',
    ru: ['картечная дистанция', 'картечной дистанции', 'картечной'],
    en: ['canister range'],
    clauses: ['artillery.restrictions.B.b'],
  },
  {
    id: 'line-of-sight',
    ru: ['линия видимости', 'линии видимости'],
    en: ['line of sight', 'LOS'],
    clauses: ['artillery.restrictions.B.a'],
  },
  {
    id: 'target',
    ru: ['цель', 'цели', 'целью'],
    en: ['target'],
    clauses: [
      'artillery.procedure',
      'artillery.restrictions.B.a',
      'artillery.restrictions.C.a',
      'artillery.skirmishers.roundshot',
    ],
  },
];
