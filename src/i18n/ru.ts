import type { Messages } from './en';
import { unitsRu } from './ru/units';

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
  },
  settings: {
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
    sides: 'Стороны',
    sidesHelp: 'Назовите стороны по игрокам или армиям. Если пусто — «Мои» и «Противник».',
    sideName: (defaultName: string) => `Название стороны «${defaultName}»`,
  },
  storage: {
    unavailable:
      'Браузер не даёт приложению хранить данные (приватный режим?). Играть можно, но ничего не сохранится.',
    quota:
      'Место для данных приложения на телефоне закончилось: последнее изменение не сохранено. Освободите место или сделайте резервную копию.',
    blocked:
      'Grand Battery открыт в другой вкладке в старой версии. Закройте ту вкладку: ваши карточки появятся здесь, а то, что вы введёте сейчас, сохранится.',
    'version-change': 'В другой вкладке открылась новая версия Grand Battery. Перезагрузите эту.',
    'newer-version':
      'Эта копия приложения старше данных на телефоне (в другой вкладке открылась новая версия). Перезагрузите, чтобы получить новую версию: ничего не потеряется.',
    failed: 'Последнее изменение не удалось сохранить. Попробуйте ещё раз.',
    reload: 'Перезагрузить',
  },
  rules: {
    title: 'Правила',
    searchLabel: 'Поиск по правилам на русском или английском',
    searchPlaceholder: 'картечь, canister, rfhntxm…',
    searchLoading: 'Поиск загружается…',
    results: 'Результаты',
    noResults: 'Ничего не найдено.',
    didYouMean: 'Ближайшие термины глоссария:',
    sideBySide: 'Рядом',
    textSize: 'Размер текста',
    smaller: 'Мельче',
    larger: 'Крупнее',
    copyLink: 'Скопировать ссылку',
    showIn: { ru: 'Показать по-русски', en: 'Показать по-английски' },
    copyLinkTo: (clause: string) => `Скопировать ссылку на «${clause}»`,
    share: 'Поделиться',
    linkCopied: 'Ссылка скопирована',
    linkNotCopied: 'Не удалось скопировать; ссылка: ',
    notes: 'Примечания переводчика',
    glossary: 'Глоссарий',
    glossaryFilter: 'Фильтр глоссария',
    clausesUsing: 'Где встречается',
    notFound: 'Такого пункта правил нет:',
    contents: 'Содержание',
  },
  game: {
    turn: (n: number) => `Ход ${n}`,
    nextTurn: 'Следующий ход',
    undoNextTurn: 'Отменить',
    undoNextTurnLabel: (n: number) => `Отменить переход хода: вернуться к ходу ${n}`,
  },
  units: unitsRu,
  pwa: {
    offlineReady: 'Готово к работе без сети',
    updateAvailable: 'Доступно обновление',
    reload: 'Обновить',
    dismiss: 'Позже',
    iosInstall:
      'Чтобы Grand Battery и его данные остались на этом iPhone, нажмите «Поделиться», затем «На экран „Домой“».',
    finishFirst: 'Сначала закончите выстрел или правку: ничего открытого не пропадёт.',
    newerReady: 'Готова новая версия Grand Battery. Перезагрузите, чтобы открыть её: данные останутся.',
    screenMissing:
      'Этот экран — из старой версии приложения. Перезагрузите, чтобы открыть новую: данные останутся.',
  },
};
