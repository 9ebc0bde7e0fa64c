import type { EngineNames } from '../engine/types';

/** The names of the engine's vocabulary, in Russian (the roster's cards show them: en/names.ts). */
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
