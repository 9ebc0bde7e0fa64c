import type { SettingsWords } from '../en/settings';

/** The `settings` words in Russian (en/settings.ts's shape: a missing or extra key does not compile). */
export const settings: SettingsWords = {
  title: 'Настройки',
  language: 'Язык',
  theme: 'Тема',
  themeSystem: 'Как в системе',
  themeLight: 'Светлая',
  themeDark: 'Тёмная',
  themeContrast: 'Высокий контраст',
  game: 'Игра',
  scale: 'Масштаб стола',
  scaleCm: 'Сантиметры (фигуры 15 мм)',
  scaleIn: 'Дюймы (фигуры 25/28 мм)',
  campaignYear: 'Год кампании',
  campaignYearHelp:
    'От него зависит, кто может строиться в рассыпной строй: линейные батальоны союзников — только с 1812 года.',
  campaignYearInvalid: 'Введите год от 1789 до 1815.',
  keepAwake: 'Не гасить экран во время игры',
  keepAwakeUnsupported: 'Этот браузер не может держать экран включённым.',
  turnSummary: 'Показывать конец хода перед «Следующим ходом»',
  sides: 'Стороны',
  sidesHelp: 'Назовите стороны по игрокам или армиям. Если пусто — «Мои» и «Противник».',
  sideName: (defaultName: string) => `Название стороны «${defaultName}»`,
};

// Loaded together: see en/settings.ts.
export { club } from './club';
export { data } from './data';
export { packs } from './packs';
export { share } from './share';
export { sync } from './sync';
