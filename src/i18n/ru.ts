import type { Messages } from './en';

/** Russian UI strings: the compiler refuses a missing or extra key. */
export const ru: Messages = {
  appName: 'Grand Battery',
  nav: {
    label: 'Основное',
    units: 'Отряды',
    fire: 'Огонь',
    log: 'Журнал',
    rules: 'Правила',
    settings: 'Настройки',
  },
  common: {
    loading: 'Загрузка…',
    close: 'Закрыть',
    undo: 'Отменить',
    back: 'Назад',
    notYet: 'Этот экран ещё не готов.',
  },
  settings: {
    title: 'Настройки',
    language: 'Язык',
    theme: 'Тема',
    themeSystem: 'Как в системе',
    themeLight: 'Светлая',
    themeDark: 'Тёмная',
    themeContrast: 'Высокий контраст',
  },
  pwa: {
    offlineReady: 'Готово к работе без сети',
    updateAvailable: 'Доступно обновление',
    reload: 'Обновить',
    dismiss: 'Позже',
  },
};
