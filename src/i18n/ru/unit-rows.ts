import type { UnitRowsWords } from '../en/unit-rows';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

const n2 = (n: number) => formatFigures('ru', n);
// Half figures (23½, read «двадцать три с половиной») take the genitive singular, as fractions do:
// «23½ фигуры», «из 23½ фигуры»; Intl's plural rules give `other` for them, hence `other` below.
const ruFigures = (n: number) =>
  plural('ru', n, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' });
const ruFiguresGenitive = (n: number) =>
  plural('ru', n, { one: 'фигуры', few: 'фигур', many: 'фигур', other: 'фигуры' });

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
  card: {
    edit: 'Изменить',
    duplicate: 'Копия',
    delete: 'Удалить',
    editName: (name) => `Изменить: ${name}`,
    duplicateName: (name) => `Сделать копию: ${name}`,
    deleteName: (name) => `Удалить: ${name}`,
    showQr: 'QR-код',
    showQrName: (name) => `Показать QR-кодом: ${name}`,
    figuresWord: (n) => ruFigures(n),
    ofStart: (n) => `из ${n2(n)}`,
    // «Потери: 6 из 36 фигур»: after «из» the noun takes the genitive (из 1 фигуры, из 36 фигур).
    lossesLabel: (lost, start) => `Потери: ${n2(lost)} из ${n2(start)} ${ruFiguresGenitive(start)}`,
    gone: 'Выбыл',
    firedThisTurn: 'Уже стреляла в этот ход',
    screenWith: (n) => `Цепь застрельщиков: ${n2(n)} ${ruFigures(n)}`,
    selected: 'Стреляет',
    tapToTarget: 'Нажмите, чтобы открыть огонь',
    selectFirer: (name) => `Стрелять батареей ${name}`,
    deselectFirer: (name) => `Отменить стрельбу батареей ${name}`,
    targetThis: (name) => `Стрелять по цели ${name}`,
    mineLabel: 'Мой отряд',
    opponentLabel: 'Отряд противника',
    gunMissing: (id) =>
      `Орудий «${id}» нет в действующем наборе правил — исправьте карточку или выберите другой набор.`,
    emptyGroup: 'Пока нет.',
    yours: 'ваша',
  },
};
