import type { ReportWords } from '../en/report';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

const f = (n: number) => formatFigures('ru', n);
const figures = (n: number) =>
  `${f(n)} ${Number.isInteger(n) ? plural('ru', n, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' }) : 'фигуры'}`;
const volleys = (n: number) =>
  `${n} ${plural('ru', n, { one: 'залп', few: 'залпа', many: 'залпов', other: 'залпа' })}`;

/** Отчёт о сражении (issue 36, п. 2): одна страница на партию (форма en/report.ts). */
export const report: ReportWords = {
  title: 'Отчёт о сражении',
  gameTitle: (game: number) => `Отчёт о сражении, партия ${game}`,
  textTitle: (game: number) => `Grand Battery — отчёт о сражении, партия ${game}`,
  inPlay: (turn: number) => `идёт, ход ${turn}`,
  ended: 'прошлая партия',
  turns: (n: number) => `Сыграно ходов: ${n}`,
  volleysInAll: (n: number) => `Залпов: ${n}`,
  pack: 'Набор правил',
  practice: 'учебный',
  packVolleys: (n: number) => volleys(n),
  total: (start: number, end: number, lost: number, percent: number) =>
    `${f(start)} → ${f(end)}: потеряно ${figures(lost)} (${percent}%)`,
  unattached: 'Вне бригад',
  commander: (name: string) => `Командир: ${name}`,
  unit: 'Часть',
  start: 'Было',
  lost: 'Потери',
  end: 'Стало',
  unitLine: (start: number, end: number, lost: number) =>
    lost > 0 ? `${f(start)} → ${f(end)} (−${f(lost)})` : `${f(start)} → ${f(end)}`,
  screenLost: (n: number) => `застрельщики −${f(n)}`,
  cardShows: (n: number) => `на карточке ${formatFigures('ru', n)}`,
  gone: 'уничтожена',
  removed: 'Понесли потери, потом убраны из состава',
  removedLine: (lost: number) => `−${f(lost)}`,
  batteries: 'Залпы батарей',
  batteryVolleys: (n: number) => volleys(n),
  never: 'не стреляла',
  largest: 'Самый сильный залп',
  noVolley: 'Залпов ещё не было.',
  allVolleys: (n: number) => `Все залпы (${n})`,
  volleyTurn: (turn: number) => `Ход ${turn}`,
  diceScore: (a: number, b: number, score: number | undefined) =>
    score === undefined ? `кубики ${a}+${b}` : `кубики ${a}+${b}, итог ${score}`,
  share: 'Поделиться текстом',
  file: 'Сохранить файлом',
  print: 'Печать',
  copied: 'Отчёт скопирован в буфер обмена',
  notCopied: 'Не удалось поделиться отчётом или скопировать его.',
  fileSaved: (name: string) => `Сохранено: ${name}`,
  notDelivered: 'Файл не передан: поделитесь отчётом текстом.',
  otherGames: 'Другие игры',
  otherGame: (game: number) => `Партия ${game}`,
  fromLog: 'Назад к журналу',
  noUnits: 'В составе нет частей.',
};
