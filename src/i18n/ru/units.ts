import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { unitsEn } from '../units';
import type { Widen } from '../widen';

const n2 = (n: number) => formatFigures('ru', n);
// Half figures (23½, read «двадцать три с половиной») take the genitive singular, as fractions do:
// «23½ фигуры», «из 23½ фигуры»; Intl's plural rules give `other` for them, hence `other` below.
const ruFigures = (n: number) =>
  plural('ru', n, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' });
const ruFiguresGenitive = (n: number) =>
  plural('ru', n, { one: 'фигуры', few: 'фигур', many: 'фигур', other: 'фигуры' });

/** Russian strings for `unitsEn` (src/i18n/units.ts): the compiler refuses a missing or extra key. */
export const unitsRu: Widen<typeof unitsEn> = {
  title: 'Отряды',
  mine: 'Мои',
  opponent: 'Противник',
  empty: 'Отрядов пока нет. Добавьте батальон, кавалерию или батарею.',
  emptyGroup: 'Пока нет.',
  newBattalion: 'Новый батальон',
  newCavalry: 'Новая кавалерия',
  newBattery: 'Новая батарея',
  pasteArmy: 'Вставить армию',
  edit: 'Изменить',
  duplicate: 'Копия',
  delete: 'Удалить',
  editName: (name) => `Изменить: ${name}`,
  duplicateName: (name) => `Сделать копию: ${name}`,
  deleteName: (name) => `Удалить: ${name}`,
  showQr: 'QR-код',
  showQrName: (name) => `Показать QR-кодом: ${name}`,
  copySuffix: ' (копия)',
  deleted: (name) => `Удалено: «${name}»`,
  duplicated: (name) => `Добавлено: «${name}»`,
  restored: (name) => `Возвращено: «${name}»`,
  figures: (n) => `${n2(n)} ${ruFigures(n)}`,
  figuresWord: (n) => ruFigures(n),
  ofStart: (n) => `из ${n2(n)}`,
  // «Потери: 6 из 36 фигур»: after «из» the noun takes the genitive (из 1 фигуры, из 36 фигур).
  lossesLabel: (lost, start) => `Потери: ${n2(lost)} из ${n2(start)} ${ruFiguresGenitive(start)}`,
  gone: 'Выбыл',
  firedThisTurn: 'Уже стреляла в этот ход',
  screenWith: (n) => `Цепь застрельщиков: ${n2(n)} ${ruFigures(n)}`,
  noScreen: 'Без цепи застрельщиков',
  selected: 'Стреляет',
  tapToTarget: 'Нажмите, чтобы открыть огонь',
  selectFirer: (name) => `Стрелять батареей ${name}`,
  deselectFirer: (name) => `Отменить стрельбу батареей ${name}`,
  targetThis: (name) => `Стрелять по цели ${name}`,
  bannerFiring: 'Стреляет:',
  bannerTapHint: 'выберите цель',
  unsavedEdit: (what) => `Не сохранено: ${what}`,
  continueEdit: 'Продолжить',
  discardEdit: 'Не сохранять',
  cancel: 'Отмена',
  mineLabel: 'Мой отряд',
  opponentLabel: 'Отряд противника',
  gunMissing: (id) =>
    `Орудий «${id}» нет в действующем наборе правил — исправьте карточку или выберите другой набор.`,
  // The roster's names for what the editor also shows (a parked draft's title, a card's stats).
  editorNewBattalion: 'Новый батальон',
  editorNewCavalry: 'Новая кавалерия',
  editorNewBattery: 'Новая батарея',
  class: 'Класс',
  formation: 'Строй',
  gunType: 'Орудия',
};
