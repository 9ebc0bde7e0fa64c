import type { AppWords } from '../en/app';
import { formatFigures } from '../engine/format';
import type { EngineNames } from '../engine/types';
import { plural } from '../plural';

const n2 = (n: number) => formatFigures('ru', n);
// Half figures (23½, read «двадцать три с половиной») take the genitive singular, as fractions do:
// «23½ фигуры», «из 23½ фигуры»; Intl's plural rules give `other` for them, hence `other` below.
const ruFigures = (n: number) =>
  plural('ru', n, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' });
const ruFiguresGenitive = (n: number) =>
  plural('ru', n, { one: 'фигуры', few: 'фигур', many: 'фигур', other: 'фигуры' });

/** The names of the engine's vocabulary, in Russian (the roster shows them). */
export const names: EngineNames = {
  nations: {
    france: 'Франция',
    austria: 'Австрия',
    russia: 'Россия',
    prussia: 'Пруссия',
    britain: 'Великобритания',
    'french-ally': 'Союзник Франции',
    'coalition-other': 'Другая страна коалиции',
  },
  sides: { mine: 'Мои', opponent: 'Противник' },
  arms: { infantry: 'Пехота', cavalry: 'Кавалерия', artillery: 'Артиллерия' },
  infantryTypes: { light: 'Лёгкая пехота', line: 'Линейная пехота' },
  markers: { jager: 'Егеря', fusilier: 'Фузилеры', imperialGuard: 'Императорская Гвардия' },
  unitClasses: {
    militia: 'Ополчение / ландвер',
    conscript: 'Рекруты',
    // Не просто «Линейные»: в редакторе рядом «Линия» (строй) и «Линейная пехота» (тип пехоты).
    line: 'Регулярные',
    veteran: 'Ветераны',
    elite: 'Элита',
    guard: 'Гвардия',
  },
  formations: {
    line: 'Линия',
    column: 'Колонна',
    square: 'Каре',
    'open-order': 'Рассыпной строй',
    'skirmish-screen': 'Цепь застрельщиков',
  },
  batteryKinds: { foot: 'Пешая артиллерия', horse: 'Конная артиллерия' },
  firesAs: {
    'close-order': 'Стреляет как пехота сомкнутого строя',
    skirmish: 'Стреляет как застрельщики',
  },

  /** The clause the roster's cards link to (open-order.d); the other titles come with the sentences. */
  firesAsRule: 'Стрельба рассыпного строя (d)',
};

/** Everything the first screen says in Russian (en/app.ts's shape: a missing or extra key does not compile). */
export const app: AppWords = {
  nav: {
    label: 'Основное',
    units: 'Отряды',
    fire: 'Огонь',
    log: 'Журнал',
    rules: 'Правила',
    settings: 'Настройки',
  },
  common: {
    reload: 'Перезагрузить',
    loading: 'Загрузка…',
    close: 'Закрыть',
    undo: 'Отменить',
    back: 'Назад',
  },
  storage: {
    unavailable:
      'Браузер не даёт приложению хранить данные (приватный режим?). Играть можно, но ничего не сохранится.',
    quota:
      'Память для Grand Battery на этом телефоне заполнена: это не сохранено, ничего не изменилось. Чтобы освободить место: сделайте резервную копию и очистите журнал от старых игр («Очистить журнал»); удалите ненужные наборы правил (Настройки → Наборы правил); или удалите данные других сайтов в настройках браузера.',
    blocked:
      'Grand Battery открыт в другой вкладке в старой версии. Закройте ту вкладку: ваши карточки появятся здесь, а то, что вы введёте сейчас, сохранится.',
    'version-change': 'В другой вкладке открылась новая версия Grand Battery. Перезагрузите эту.',
    'newer-version':
      'Эта копия приложения старше данных на телефоне (в другой вкладке открылась новая версия). Перезагрузите, чтобы получить новую версию: ничего не потеряется.',
    failed: 'Последнее изменение не удалось сохранить. Попробуйте ещё раз.',
  },
  game: {
    turn: (n: number) => `Ход ${n}`,
    nextTurn: 'Следующий ход',
    undoTurn: (n: number) => `Отменить ход ${n}`,
    undoNextTurnLabel: (n: number) => `Отменить ход ${n + 1}: вернуться к ходу ${n}`,
    turnMovedOn: 'Не отменено: ход с тех пор уже сменился.',
    turnHasShots: (turn: number, shots: number) =>
      `Не отменено: в ходе ${turn} уже ${plural('ru', shots, { one: `${shots} выстрел`, few: `${shots} выстрела`, many: `${shots} выстрелов`, other: `${shots} выстрела` })} в журнале. Ход остаётся; потери выстрела отменяются на его результате или в журнале.`,
  },
  units: {
    title: 'Отряды',
    empty: 'Отрядов пока нет. Добавьте батальон, кавалерию или батарею.',
    emptyGroup: 'Пока нет.',
    yours: 'ваша',
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
    figures: (n) => `${n2(n)} ${ruFigures(n)}`,
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
    class: 'Класс',
    formation: 'Строй',
    gunType: 'Орудия',
  },
  pwa: {
    screenMissing:
      'Этот экран — из старой версии приложения. Перезагрузите, чтобы открыть новую: данные останутся.',
  },
  names,
};
