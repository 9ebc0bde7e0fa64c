import type { FireWords } from '../en/fire';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

/** The `fire` words in Russian (en/fire.ts's shape: a missing or extra key does not compile). */
export const fire: FireWords = {
  title: 'Огонь',
  chooseBattery: 'Стреляющая батарея',
  chooseTarget: 'Цель',
  noBatteries: 'Батарей пока нет. Добавьте батарею на экране «Отряды».',
  noTargets: 'У другой стороны пока нет подразделений. Добавьте их на экране «Отряды».',
  noSideBatteries: 'У этой стороны батарей нет.',
  firingNow: 'Сейчас стреляют:',
  switchSide: 'Сменить сторону',
  gunTypeMissing: (gun: string) =>
    `Орудий «${gun}» из карточки этой батареи нет в текущем наборе правил: исправьте карточку или смените набор правил.`,
  editCard: 'Исправить карточку',
  rulePacks: 'Наборы правил',
  pick: 'Выбрать…',
  ammo: 'Боеприпасы',
  range: 'Дистанция',
  byBand: 'Выбрать дистанцию',
  byDistance: 'Измеренное расстояние',
  distanceLabel: (unit: string) => `Расстояние, ${unit}`,
  distanceHint: 'Введите измеренное расстояние; дистанцию определит набор правил.',
  distanceInvalid: 'Введите расстояние: число от 0 до 9999.',
  bandFromDistance: 'Дистанция по набору правил:',
  movement: 'Перемещение батареи в этот ход',
  unlimbered: 'Снялась с передков в этот ход',
  questions: 'На столе',
  shot: 'Выстрел',
  done: 'Готово',
  unlimberedShort: 'Снялась с передков',
  tableClear: 'Свои не мешают',
  tableAnswers: 'На столе:',
  answerFirst: (n: number) =>
    n === 1
      ? 'Ответьте на вопрос выше, чтобы стрелять'
      : `Ответьте на ${n} ${plural('ru', n, { one: 'вопрос', few: 'вопроса', many: 'вопросов', other: 'вопроса' })} выше, чтобы стрелять`,
  yes: 'Да',
  no: 'Нет',
  legal: 'Стрелять можно',
  refused: 'Стрелять нельзя',
  seeWhy: (n: number, where: 'above' | 'below') =>
    `${n} ${plural('ru', n, { one: 'причина', few: 'причины', many: 'причин', other: 'причины' })} — см. ${where === 'above' ? 'выше' : 'ниже'}`,
  instead: 'Можно вместо этого:',
  modifiers: 'Модификаторы',
  noModifiers: 'Модификаторов нет.',
  total: 'Сумма модификаторов',
  odds: 'Вероятности',
  oddsExact: 'ровно',
  oddsAtLeast: 'не меньше',
  expected: 'Ожидаемые потери',
  roll: 'Бросить 2Д6',
  physical: 'Ввести свои кубики',
  physicalHelp: 'Отметьте, что выпало на каждом кубике.',
  useDice: (dice?: [number, number]) => (dice ? `Принять кубики: ${dice[0]} + ${dice[1]}` : 'Принять кубики'),
  die: (n: number) => `Кубик ${n}`,
  face: (die: number, face: number) => `Кубик ${die}: ${face}`,
  result: 'Результат',
  dice: 'Кубики',
  score: 'Результат с модификаторами',
  cell: 'Ячейка таблицы',
  checked: 'Проверено',
  cellClampedBelow: 'ниже таблицы: берётся её нижняя строка',
  cellClampedAbove: 'выше таблицы: берётся её верхняя строка',
  casualties: 'Потери',
  /** Целые и половинки: «23½ фигуры» — дробное число управляет родительным падежом единственного числа. */
  figures: (n: number) =>
    `${formatFigures('ru', n)} ${plural('ru', n, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' })}`,
  toSkirmishers: 'застрельщикам',
  toLine: 'подразделению',
  apply: 'Снять потери',
  applied: 'Потери сняты',
  undoApply: 'Отменить',
  shotNotChanged: {
    'target-gone': 'Карточки цели больше нет в списке: потери не сняты.',
    'earlier-game': 'Выстрел из прошлой партии: его потери относятся к её фигурам.',
    'not-found': 'Этого выстрела больше нет в журнале.',
  },
  fireAgain: 'Огонь ещё раз',
  fireAgainNextTurn:
    'Батарея уже стреляла в этот ход: «Огонь ещё раз» будет доступен, когда начнётся следующий ход.',
  nextVolley: 'Следующий залп',
  practice: 'Учебные значения — не из книги правил',
  sharedOfficial: 'официальным его назвал тот, кто им поделился',
  packLabel: 'Набор правил',
  packVersion: (v: number | string) => `версия ${v}`,
  firedThisTurn: 'Уже стреляла в этот ход',
  rule: 'Правило',
  swap: 'Сменить',
  seeInTable: 'Показать в таблицах',
  whyInTable: (figures: string) => `Почему ${figures}? Смотреть по таблице`,
};

// Loaded together: see en/fire.ts.
export { log } from './log';
