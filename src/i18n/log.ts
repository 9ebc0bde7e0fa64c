import { plural } from './plural';
import type { Widen } from './widen';

/** Strings of the Log screen and the game bar. `logRu` must match `logEn` key for key. */
export const logEn = {
  title: 'Log',
  empty: 'No shots yet. Resolve a battery’s fire and it appears here.',
  turn: (n: number) => `Turn ${n}`,
  nextTurn: 'Next turn',
  refused: 'refused',
  applied: 'applied',
  notApplied: 'not applied',
  casualties: (n: number) => `${n} ${plural('en', n, { one: 'casualty', other: 'casualties' })}`,
  details: 'Full chain',
  undoLast: 'Undo last applied result',
  undone: 'Casualties put back',
  nothingToUndo: 'No applied result to undo.',
  clear: 'Clear log',
  cleared: 'Log cleared',
  export: 'Share log as text',
  copied: 'Log copied to the clipboard',
  exportFailed: 'Could not share or copy the log.',
  exportTitle: 'Grand Battery — artillery log',
  dice: 'dice',
  score: 'score',
  count: (n: number) => `${n} ${plural('en', n, { one: 'entry', other: 'entries' })}`,
};

export const logRu: Widen<typeof logEn> = {
  title: 'Журнал',
  empty: 'Выстрелов пока нет. Разрешите огонь батареи — и он появится здесь.',
  turn: (n: number) => `Ход ${n}`,
  nextTurn: 'Следующий ход',
  refused: 'запрещено',
  applied: 'потери сняты',
  notApplied: 'потери не сняты',
  casualties: (n: number) =>
    `${n} ${plural('ru', n, { one: 'потеря', few: 'потери', many: 'потерь', other: 'потери' })}`,
  details: 'Весь расчёт',
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
};
