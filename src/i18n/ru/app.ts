import type { AppWords } from '../en/app';

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
  },
  units: {
    title: 'Отряды',
    empty: 'Отрядов пока нет. Добавьте батальон, кавалерию или батарею.',
    newBattalion: 'Новый батальон',
    newCavalry: 'Новая кавалерия',
    newBattery: 'Новая батарея',
    pasteArmy: 'Вставить армию',
    unsavedEdit: (what) => `Не сохранено: ${what}`,
    continueEdit: 'Продолжить',
    discardEdit: 'Не сохранять',
    cancel: 'Отмена',
    // The roster's names for what the editor also shows (a parked draft's title, a card's stats).
    class: 'Класс',
    formation: 'Строй',
    gunType: 'Орудия',
    bannerFiring: 'Стреляет:',
    bannerTapHint: 'выберите цель',
  },
  pwa: {
    screenMissing:
      'Этот экран — из старой версии приложения. Перезагрузите, чтобы открыть новую: данные останутся.',
  },
};
