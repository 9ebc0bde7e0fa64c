import type { LogWords } from '../en/log';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

/** The `log` words in Russian (en/log.ts's shape: a missing or extra key does not compile). */
export const log: LogWords = {
  title: 'Журнал',
  empty: 'Выстрелов пока нет. Рассчитайте выстрел батареи — он появится здесь.',
  refused: 'выстрел запрещён',
  applied: 'потери сняты',
  notApplied: 'потери не сняты',
  casualties: (n: number) =>
    `${formatFigures('ru', n)} ${plural('ru', n, { one: 'потеря', few: 'потери', many: 'потерь', other: 'потери' })}`,
  details: 'Весь расчёт',
  targetGone: 'Карточки цели больше нет в списке, поэтому эти потери снять нельзя.',
  undoLast: 'Отменить последние снятые потери',
  undone: 'Потери возвращены',
  nothingToUndo: 'Нет снятых потерь для отмены.',
  clear: 'Очистить журнал',
  cleared: 'Журнал очищен',
  export: 'Поделиться журналом (текст)',
  copied: 'Журнал скопирован в буфер обмена',
  exportFailed: 'Не удалось поделиться журналом или скопировать его.',
  exportTitle: 'Grand Battery — журнал артиллерии',
  dice: 'кубики',
  score: 'результат',
  count: (n: number) =>
    `${n} ${plural('ru', n, { one: 'запись', few: 'записи', many: 'записей', other: 'записи' })}`,
  undoneEntry: 'снятие отменено',
  heldFire: (battery: string, turn: number) => `${battery}: не стреляла в ходу ${turn}`,
  firedBy: (side: string) => `Стреляет: ${side}`,
  game: (n: number) => `Партия ${n}`,
  earlierGame: 'Выстрел из прошлой партии: его потери относятся к её фигурам.',
  newGame: 'Новая партия',
  newGameHelp: 'Ход 1, у всех карточек — начальное число фигур; список отрядов и журнал остаются.',
  newGameStarted: (n: number) => `Началась партия ${n}: фигуры восстановлены`,
  newGameAsk: (n: number) => `Начать партию ${n}?`,
  newGameCards: (cards: number) =>
    cards === 0
      ? 'Все карточки и так с начальным числом фигур; ход снова станет 1.'
      : `${cards} ${plural('ru', cards, { one: 'карточка вернётся', few: 'карточки вернутся', many: 'карточек вернутся', other: 'карточки вернутся' })} к начальному числу фигур; ход снова станет 1.`,
  newGameStays: 'Список отрядов и журнал остаются.',
  newGameStart: (n: number) => `Начать партию ${n}`,
  cancel: 'Отмена',
  newGameNotUndone: (n: number) => `Не отменено: с тех пор началась партия ${n}`,
  stepsNeedPack: (pack: string, version: string) =>
    `Чтобы показать ход расчёта, нужен набор правил ${pack} (версия ${version}), а его нет на этом телефоне. Кубики и потери — как на телефоне, который стрелял.`,
  report: 'Отчёт о сражении',
  reportOf: (n: number) => `Отчёт о сражении, партия ${n}`,
  newGameReportFirst: 'Сначала отчёт о сражении',
  stepsShort: 'ход расчёта — с набором правил',
};
