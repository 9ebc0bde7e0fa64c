/**
 * Everyday words players write for the chapter's own terms, in both languages, with their word
 * forms: «дальность» for what the text calls «дистанция» and «расстояние», "guns" for the battery,
 * «кубики» for 2D6. Gone through term by term (the glossary) and title by title (the clause titles
 * players read on the Rules screen). A word finds the clauses of its glossary terms (every clause
 * that uses one of them) and the clauses named, in its own language, and marks the terms' forms in
 * the text. Words the chapter does not cover at all are in outside.ts instead; a word is in one
 * place only. Tests check every entry: each of its words finds the clauses its terms find.
 */
import type { Synonym } from './types';

export const SYNONYMS: readonly Synonym[] = [
  // --- Ranges ---
  {
    terms: ['range', 'long-range', 'effective-range', 'canister-range'],
    ru: [
      'дальность',
      'дальности',
      'дальностью',
      'дальнобойность',
      'дальнобойности',
      'дальнобойный',
      'дальнобойная',
      'досягаемость',
      'досягаемости',
    ],
    en: ['distance', 'distances', 'reach'],
  },
  { terms: ['effective-range'], ru: ['средняя', 'средней', 'среднюю'], en: ['medium', 'mid', 'midrange'] },
  {
    terms: ['canister-range'],
    ru: ['ближняя', 'ближней', 'ближнюю', 'ближний', 'упор', 'упора'],
    en: ['short', 'pointblank'],
  },
  // --- Formations ---
  {
    terms: ['open-order'],
    ru: [
      'разомкнутый',
      'разомкнутом',
      'разомкнутого',
      'разомкнутым',
      'рассредоточенный',
      'рассредоточенном',
      'россыпь',
      'россыпью',
    ],
    en: ['loose', 'extended', 'dispersed'],
  },
  {
    terms: ['skirmishers'],
    ru: ['вольтижёры', 'вольтижеров', 'тиральёры', 'тиральеров'],
    en: ['voltigeurs', 'voltigeur', 'tirailleurs', 'tirailleur', 'sharpshooters', 'sharpshooter'],
  },
  { terms: ['close-order'], ru: ['плотный', 'плотная', 'плотном', 'плотного', 'плотным'], en: ['dense'] },
  // --- Troops, classes, nations ---
  { terms: ['light-infantry'], ru: ['шассёры', 'шассеров'], en: ['chasseurs', 'chasseur'] },
  {
    terms: ['line-infantry'],
    ru: ['мушкетёры', 'мушкетеров', 'линейцы', 'линейцев'],
    en: ['musketeers', 'musketeer'],
  },
  { terms: ['veteran'], ru: ['опытные', 'опытный', 'опытных', 'бывалые'], en: ['experienced', 'seasoned'] },
  {
    terms: ['elite'],
    ru: ['отборные', 'отборный', 'отборных', 'гренадёры', 'гренадеров'],
    en: ['grenadiers', 'grenadier', 'crack'],
  },
  { terms: ['guard'], ru: ['гвардейцы', 'гвардейцев', 'гвардейцами'], en: ['guardsmen', 'guardsman'] },
  { terms: ['jaeger'], ru: ['егерский', 'егерские', 'егерских', 'егерского'], en: [] },
  {
    terms: ['allied'],
    ru: ['союзники', 'союзников', 'коалиционный', 'коалиционные', 'коалиционных'],
    en: [],
  },
  { terms: ['friendly-unit'], ru: ['собственные', 'собственных'], en: ['own'] },
  { terms: ['french'], ru: ['Франция', 'Франции'], en: ['France'] },
  {
    terms: ['austrian'],
    ru: ['Австрия', 'Австрии', 'австрийцы', 'австрийцев', 'австрияки'],
    en: ['Austria'],
  },
  { terms: ['russian'], ru: ['Россия', 'России', 'россияне'], en: ['Russia'] },
  { terms: ['prussian'], ru: ['Пруссия', 'Пруссии', 'пруссаки', 'пруссаков'], en: ['Prussia'] },
  {
    terms: ['british'],
    ru: ['британцы', 'британцев', 'англичане', 'англичан', 'Англия', 'Британия', 'Великобритания'],
    en: ['Britain', 'England', 'Brits', 'Britons'],
  },
  // --- Artillery ---
  {
    terms: ['battery'],
    ru: ['пушка', 'пушки', 'пушек', 'пушками', 'орудие', 'орудия', 'орудий', 'орудиями', 'орудиях'],
    en: ['gun', 'guns', 'cannon', 'cannons'],
  },
  {
    terms: ['ammunition'],
    ru: ['снаряд', 'снаряды', 'снарядов', 'снарядами', 'заряд', 'заряды', 'зарядов', 'боекомплект'],
    en: ['munitions', 'projectile', 'projectiles'],
  },
  { terms: ['canister'], ru: [], en: ['caseshot'] },
  {
    terms: ['2d6'],
    ru: [
      'кубик',
      'кубики',
      'кубиков',
      'кубиками',
      'кость',
      'кости',
      'костей',
      'дайс',
      'дайсы',
      'дайсов',
      'д6',
      'к6',
      'бросок',
      'броска',
      'броски',
    ],
    en: ['dice', 'die', 'd6', 'throw'],
  },
  {
    terms: ['modifier'],
    ru: ['поправка', 'поправки', 'поправок', 'бонус', 'бонусы', 'штраф', 'штрафа', 'штрафы', 'минус'],
    en: ['bonus', 'bonuses', 'penalty', 'penalties', 'malus', 'mod', 'mods'],
  },
  { terms: ['casualty-table'], ru: [], en: ['chart', 'charts', 'crt'] },
  {
    terms: ['casualties'],
    ru: ['убитые', 'убитых', 'раненые', 'раненых', 'попадание', 'попадания', 'попаданий', 'жертвы', 'жертв'],
    en: ['killed', 'kills', 'kill', 'dead', 'wounded'],
  },
  {
    terms: ['figures'],
    ru: ['миниатюры', 'миниатюр', 'миниатюрки', 'солдатики', 'солдатиков', 'модели', 'моделей'],
    en: ['miniatures', 'miniature', 'minis', 'models', 'model'],
  },
  { terms: ['turn'], ru: ['раунд', 'раунда', 'раунде', 'раунды'], en: [] },
  { terms: ['half-move'], ru: ['полхода', 'полдвижения'], en: ['halfmove'] },
  {
    terms: ['unlimbering'],
    ru: ['передок', 'передка'],
    en: ['deploy', 'deployed', 'deploying', 'deployment'],
  },
  { terms: ['arc-of-fire'], ru: ['угол', 'угла', 'углом'], en: ['angle', 'cone'] },
  { terms: ['overhead-fire'], ru: ['навесной', 'навесная', 'навесную', 'навесом'], en: [] },
  {
    terms: ['high-ground'],
    ru: ['высота', 'высоты', 'высоте', 'высотой', 'высот', 'пригорок', 'пригорке', 'склон', 'склоне'],
    en: ['height', 'heights', 'elevation', 'elevated', 'ridge', 'slope'],
  },
  {
    terms: ['line-of-sight'],
    ru: ['обзор', 'обзора', 'видно'],
    en: ['visibility', 'visible', 'view', 'sightline', 'sightlines'],
  },
  { terms: ['target'], ru: ['мишень', 'мишени'], en: [] },
  // --- Clause titles and what players call the steps ---
  {
    // "Artillery fire procedure", "Firing after moving": what a volley is and how often it comes.
    clauses: ['artillery.procedure', 'artillery.movement'],
    ru: ['залп', 'залпа', 'залпы', 'залпом', 'залпов', 'выстрел', 'выстрела', 'выстрелы'],
    en: ['volley', 'volleys', 'shoot', 'shoots', 'shooting'],
  },
  { clauses: ['artillery.procedure'], ru: ['последовательность', 'алгоритм'], en: ['sequence'] },
  { clauses: ['artillery.movement'], ru: ['перемещение', 'перемещения'], en: ['manoeuvre', 'maneuver'] },
  {
    // "Canister restriction (A)", "Restrictions on Artillery Fire": when a battery may not fire.
    clauses: [
      'artillery.restrictions.A',
      'artillery.restrictions.B.a',
      'artillery.restrictions.B.c',
      'artillery.restrictions.C.a',
      'artillery.restrictions.C.b',
      'artillery.restrictions.C.c',
    ],
    ru: ['запрещено', 'запрещена', 'запрещается', 'запреты'],
    en: ['forbidden', 'prohibited', 'banned'],
  },
  // "Effective and canister range exempt (B.b)".
  { clauses: ['artillery.restrictions.B.b'], ru: [], en: ['exempt', 'exemption', 'exempted'] },
];
