import type { UnitRowsWords } from '../en/unit-rows';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

const n2 = (n: number) => formatFigures('ru', n);

/** The `unitRows` words in Russian (en/unit-rows.ts's shape: a missing or extra key does not compile). */
export const unitRows: UnitRowsWords = {
  viewLegend: 'Показывать отряды',
  viewCards: 'Карточки',
  viewRows: 'Список',
  // «31 из 36 фигур»: after «из» the genitive (из 1 фигуры, из 36 фигур; halves: из 23½ фигуры).
  figuresOf: (n, start) => `${n2(n)} из ${n2(start)}`,
  figuresOfLabel: (n, start) =>
    `${n2(n)} из ${n2(start)} ${plural('ru', start, { one: 'фигуры', few: 'фигур', many: 'фигур', other: 'фигуры' })}`,
  firedShort: 'Стреляла',
  fire: 'Огонь',
  firing: 'Стреляет',
  target: 'Цель',
};
