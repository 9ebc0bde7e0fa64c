import type { TurnEndWords } from '../en/turn-end';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

/** Конец хода (issue 36): что показывает «Следующий ход» сначала (форма en/turn-end.ts). */
export const turnEnd: TurnEndWords = {
  title: (turn: number) => `Конец хода ${turn}`,
  quiet: 'Все батареи стреляли или не открывали огня, и ни одна часть не понесла потерь в этом ходу.',
  toFire: 'Не стреляли в этом ходу',
  fireNow: 'Огонь',
  fireNowLabel: (battery: string) => `Огонь: ${battery}`,
  holdFire: 'Не стреляют',
  holdFireLabel: (side: string) => `${side}: не стреляют`,
  hitHelp: 'Игроки проверяют части с потерями по своим правилам.',
  unattached: 'Вне бригад',
  nowOfStart: (now: number, start: number) => `${formatFigures('ru', now)}/${formatFigures('ru', start)}`,
  losses: (side: string) => `Потери: ${side}`,
  who: 'Бригада или часть',
  thisTurn: 'За ход',
  left: 'Сейчас',
  lost: 'Потери',
  minus: (n: number) => `−${formatFigures('ru', n)}`,
  share: (percent: number) => `${percent}%`,
  markOf: {
    unitAtOrUnder: (words: string) => `часть: ${words}`,
    brigadeLost: (words: string) => `бригада: ${words}`,
  },
  marksBy: (pack: string) => `набор правил «${pack}»`,
  toTurn: (turn: number) => `К ходу ${turn}`,
  back: 'Назад',
  offInSettings: 'Сводку можно отключить в настройках.',
  /** The game bar's Undo of Next turn and what it says when it cannot (loaded with the first Next turn). */
  undo: {
    undoTurn: (n: number) => `Отменить ход ${n}`,
    undoNextTurnLabel: (n: number) => `Отменить ход ${n + 1}: вернуться к ходу ${n}`,
    turnMovedOn: 'Не отменено: ход с тех пор уже сменился.',
    turnHasShots: (turn: number, shots: number) =>
      `Не отменено: в ходе ${turn} уже ${plural('ru', shots, { one: `${shots} выстрел`, few: `${shots} выстрела`, many: `${shots} выстрелов`, other: `${shots} выстрела` })} в журнале. Ход остаётся; потери выстрела отменяются на его результате или в журнале.`,
  },
};
