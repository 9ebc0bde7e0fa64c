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
  scaleHints: { cm: 'Сантиметры: фигурки 15 мм', in: 'Дюймы: фигурки 25/28 мм' },
  firesAs: {
    'close-order': 'Стреляет как пехота сомкнутого строя',
    skirmish: 'Стреляет как застрельщики',
  },
  modifierSources: { text: 'текст правил', pack: 'значение из набора правил' },

  ruleTitles: {
    'open-order': 'Рассыпной строй',
    'open-order.a': 'Рассыпной строй: лёгкая пехота (a)',
    'open-order.b': 'Рассыпной строй: французская линейная пехота и Императорская Гвардия (b)',
    'open-order.c': 'Рассыпной строй: союзническая линейная пехота с 1812 года (c)',
    'open-order.d': 'Стрельба рассыпного строя (d)',
    'open-order.e': 'Стрельба по рассыпному строю (e)',
    'artillery.procedure': 'Порядок стрельбы артиллерии',
    'artillery.movement': 'Стрельба артиллерии и передвижение',
    'artillery.restrictions.A': 'Ограничение стрельбы картечью (А)',
    'artillery.restrictions.B.a': 'Дальний огонь при дружественных войсках впереди (Б.а)',
    'artillery.restrictions.B.b': 'Эффективная и картечная дистанции без ограничения (Б.b)',
    'artillery.restrictions.B.c': 'Проникновение ядер (Б.c)',
    'artillery.restrictions.C.a': 'Стрельба поверх голов с возвышенности (В.а)',
    'artillery.restrictions.C.b': 'Стрельба поверх голов: удаление дружественных войск (В.b)',
    'artillery.restrictions.C.c': 'Стрельба поверх голов: только ядрами (В.c)',
    'artillery.skirmishers.canister': 'Картечь сквозь цепь застрельщиков',
    'artillery.skirmishers.roundshot': 'Ядра по пехоте за цепью застрельщиков',
    'artillery.skirmishers.example': 'Пример: картечь по колонне за застрельщиками',
  },
};
