import type { UnitEditorWords } from '../en/unit-editor';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

const n2 = (n: number) => formatFigures('ru', n);

/** The `unitEditor` words in Russian (en/unit-editor.ts's shape: a missing or extra key does not compile). */
export const unitEditor: UnitEditorWords = {
  copySuffix: ' (копия)',
  deleted: (name) => `Удалено: «${name}»`,
  duplicated: (name) => `Добавлено: «${name}»`,
  restored: (name) => `Возвращено: «${name}»`,
  editorEdit: (name) => `Изменить: ${name}`,
  name: 'Название',
  side: 'Сторона',
  brigade: 'Бригада',
  noBrigade: 'Без бригады',
  moreLikeThis: 'Ещё таких же',
  moreLikeThisHint: 'Копии с номерами по порядку: 1/45e → 2/45e, 3/45e…',
  addedMore: (name, n) => `Добавлен отряд ${name} и ещё таких же: ${n}`,
  nation: 'Нация',
  arm: 'Род войск',
  infantryType: 'Тип пехоты',
  markers: 'Особые отметки',
  startFigures: 'Фигур в начале',
  currentFigures: 'Фигур сейчас',
  skirmishScreen: 'Выслана цепь застрельщиков',
  screenFigures: 'Фигур в цепи',
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

// Loaded together: see en/unit-editor.ts.
export { pwa } from './pwa';
export { screenError } from './screen-error';
