/**
 * Russian names of the engine's vocabulary (nations, arms, formations, clause titles…):
 * what the first screen (the roster) shows, so they travel with the language chunk. The engine's
 * sentences (refusals, checks, questions, pack problems) are in ./ru.ts, loaded with the screens
 * that need them (src/i18n/registry.ts).
 */
import type { EngineNames } from './types';

export const ruNames: EngineNames = {
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
  ammunition: { roundshot: 'Ядра', canister: 'Картечь' },
  rangeBands: {
    canister: 'Картечная дистанция',
    effective: 'Эффективная дистанция',
    long: 'Дальняя дистанция',
  },
  moved: {
    none: 'Не двигалась',
    half: 'Прошла до половины дистанции движения',
    'over-half': 'Прошла больше половины дистанции движения',
  },
  scales: { cm: 'см', in: 'дюймы' },
  firesAs: {
    'close-order': 'Стреляет как пехота сомкнутого строя',
    skirmish: 'Стреляет как застрельщики',
  },

  /** The clause the roster's cards link to (open-order.d); the other titles come with the sentences. */
  firesAsRule: 'Стрельба рассыпного строя (d)',
};
