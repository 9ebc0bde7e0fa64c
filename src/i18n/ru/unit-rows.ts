import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { unitRowsEn } from '../unit-rows';
import type { Widen } from '../widen';

const n2 = (n: number) => formatFigures('ru', n);

/** Russian strings for `unitRowsEn` (src/i18n/unit-rows.ts): the compiler refuses a missing or extra key. */
export const unitRowsRu: Widen<typeof unitRowsEn> = {
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
