import type { TurnEndWords } from '../en/turn-end';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

const figures = (n: number) =>
  `${formatFigures('ru', n)} ${Number.isInteger(n) ? plural('ru', n, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' }) : 'фигуры'}`;

/** Конец хода (issue 36): что показывает «Следующий ход» сначала (форма en/turn-end.ts). */
export const turnEnd: TurnEndWords = {
  title: (turn: number) => `Конец хода ${turn}`,
  quiet: 'Все батареи стреляли или не открывали огня, и ни одна часть не понесла потерь в этом ходу.',
  toFire: 'Не стреляли в этом ходу',
  fireNow: 'Огонь',
  fireNowLabel: (battery: string) => `Огонь: ${battery}`,
  holdFire: 'Не стреляют',
  holdFireLabel: (side: string) => `${side}: не стреляют`,
  hitHelp: 'Части, понёсшие потери в этом ходу, игроки проверяют по своим правилам.',
  unattached: 'Вне бригад',
  lostThisTurn: (n: number) => `−${formatFigures('ru', n)} за ход`,
  nowOfStart: (now: number, start: number) => `${formatFigures('ru', now)} / ${formatFigures('ru', start)}`,
  shareLost: (percent: number) => `потеряно ${percent}%`,
  brigadeLine: (turn: number, all: number, percent: number) =>
    `−${formatFigures('ru', turn)} за ход · всего потеряно ${figures(all)} (${percent}%)`,
  losses: 'Потери',
  marksBy: (pack: string) => `За порогом набора правил «${pack}»`,
  toTurn: (turn: number) => `К ходу ${turn}`,
  back: 'Назад к игре',
  offInSettings: 'Эту сводку можно отключить в настройках.',
};
