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
  unattached: 'Без бригады',
  brigadeFigures: (n, start) => `${n2(n)}/${n2(start)}`,
  brigadeLosses: (percent) => `−${percent} %`,
  toFire: (n) => `к огню: ${n}`,
  brigadeSumLabel: (n, start, percent, toFire, batteries) =>
    `${n2(n)} из ${n2(start)} ${plural('ru', start, { one: 'фигуры', few: 'фигур', many: 'фигур', other: 'фигуры' })}, потери ${percent} %` +
    (batteries > 0 ? `, не стреляли батарей: ${toFire} из ${batteries}` : ''),
  manage: (name) => `Изменить бригаду ${name}`,
  brigadeName: 'Название бригады',
  brigadeNameRequired: 'Дайте бригаде название.',
  commander: 'Командир',
  rating: 'Оценка командира',
  ratings: ['слабый', 'средний', 'хороший', 'отличный'],
  saveBrigade: 'Сохранить',
  closeBrigade: 'Закрыть',
  moveUp: 'Выше',
  moveDown: 'Ниже',
  newUnitHere: 'Новый отряд в неё',
  deleteBrigade: 'Удалить бригаду',
  newBrigade: 'Новая бригада',
  defaultBrigadeName: (n) => `Бригада ${n}`,
  brigadeSaved: (name) => `Бригада ${name} сохранена`,
  brigadeDeleted: (name) => `Бригада ${name} удалена; её отряды теперь без бригады`,
  brigadeBack: (name) => `Бригада ${name} возвращена`,
  brigadeAdded: (name) => `Добавлена бригада ${name}`,
  brigadeMoved: (name) => `Бригада ${name} перемещена`,
  playThisSide: 'Моя сторона',
  playThisSideLabel: (side) => `Этот телефон играет за сторону ${side}`,
};
