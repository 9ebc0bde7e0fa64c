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
  bannerTapTarget: (name) => `Стреляет ${name}: выберите цель`,
  unsavedEdit: (what) => `Не сохранено: ${what}`,
  continueEdit: 'Продолжить',
  discardEdit: 'Не сохранять',
  cancel: 'Отмена',
  mineLabel: 'Мой отряд',
  opponentLabel: 'Отряд противника',
  gunMissing: (id) =>
    `Орудий «${id}» нет в действующем наборе правил — исправьте карточку или выберите другой набор.`,
  editorNewBattalion: 'Новый батальон',
  editorNewCavalry: 'Новая кавалерия',
  editorNewBattery: 'Новая батарея',
  editorEdit: (name) => `Изменить: ${name}`,
  name: 'Название',
  side: 'Сторона',
  nation: 'Нация',
  arm: 'Род войск',
  infantryType: 'Тип пехоты',
  markers: 'Особые отметки',
  class: 'Класс',
  formation: 'Строй',
  startFigures: 'Фигур в начале',
  currentFigures: 'Фигур сейчас',
  skirmishScreen: 'Выслана цепь застрельщиков',
  screenFigures: 'Фигур в цепи',
  gunType: 'Орудия',
  gunMissingOption: (id) => `${id} (нет в действующем наборе правил)`,
  batteryKind: 'Пешая или конная',
  save: 'Сохранить',
  saveFailed: 'Не удалось сохранить на этом устройстве. Введённое не потеряно, попробуйте ещё раз.',
  fixErrors: (n) =>
    `Нужно исправить ${n} ${plural('ru', n, { one: 'поле', few: 'поля', many: 'полей', other: 'поля' })}: у каждого сказано, что не так.`,
  openOrderRefused: 'Этот батальон не может построиться в рассыпной строй:',
  campaignYear: (year) => `Год кампании: ${year}.`,
  errors: {
    'name.required': 'Дайте отряду название.',
    'name.too-long': (max) => `Название — не длиннее ${max} знаков.`,
    'figures.not-half': (min, max) =>
      `Введите целое число или число с половиной от ${min} до ${max}, например 23 или 23½.`,
    'figures.out-of-range': (min, max) => `Число фигур — от ${min} до ${max}.`,
    'figures.above-start': (max) => `Не больше, чем фигур в начале (${n2(max)}).`,
    'screen.at-least-one': 'В высланной цепи хотя бы 1 фигура; если цепи нет, снимите отметку.',
    'gun-type.unknown': (id) =>
      id === ''
        ? 'Выберите орудия из действующего набора правил.'
        : `Орудий «${id}» нет в действующем наборе правил: выберите орудия из него или смените набор в настройках.`,
    'gun-type.wrong-battery-kind': 'В батарее этого вида таких орудий нет.',
    'formation.open-order-refused': 'Этот батальон не может построиться в рассыпной строй.',
    'formation.not-for-arm': 'Кавалерия строится в линию или в колонну.',
  },
};
