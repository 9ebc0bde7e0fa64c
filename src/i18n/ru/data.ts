import type { dataEn } from '../data';
import { plural } from '../plural';
import type { Widen } from '../widen';

/** Russian strings for `dataEn` (src/i18n/data.ts): the compiler refuses a missing or extra key. */
export const dataRu: Widen<typeof dataEn> = {
  title: 'Данные на этом телефоне',
  status: 'Состояние',
  offline: 'Работа без сети',
  offlineReady: 'Да, всё сохранено на телефоне',
  offlineNotReady: 'Пока нет: откройте приложение один раз при подключении к сети',
  offlineUnsupported: 'Не в этом браузере',
  storage: 'Хранилище',
  persisted: 'Защищено: браузер не удалит данные сам',
  notPersisted: 'Без гарантии: браузер может удалить данные, когда мало места',
  persistUnknown: 'Этот браузер не сообщает',
  persistAsk: 'Попросить сохранить мои данные',
  persistRefused: 'Браузер отказал. Добавьте приложение на главный экран и делайте резервные копии.',
  space: 'Занято',
  spaceValue: (used: string, quota: string) => `${used} из ${quota}`,
  spaceUnknown: 'Этот браузер не сообщает',
  megabytes: (mb: string) => `${mb} МБ`,
  appVersion: 'Версия приложения',
  pack: 'Набор правил',
  packValue: (name: string, version: string) => `${name}, версия ${version}`,
  lastBackup: 'Последняя резервная копия',
  never: 'Ни разу',
  backup: 'Резервная копия',
  backupHelp:
    'Один файл со всем: карточки отрядов, журнал, настройки и наборы правил. Храните его не только на этом телефоне: браузеры могут удалить данные приложения.',
  export: 'Сохранить резервную копию',
  exporting: 'Готовлю файл…',
  exported: 'Резервная копия готова. Сохраните файл.',
  exportFailed: 'Не удалось сделать резервную копию. Ничего не изменилось.',
  import: 'Загрузить резервную копию',
  importHelp: 'Сначала вы увидите, что в файле, и только потом что-то изменится.',
  reading: 'Читаю файл…',
  fileHolds: 'В файле',
  units: (n: number) =>
    `${n} ${plural('ru', n, { one: 'карточка отряда', few: 'карточки отрядов', many: 'карточек отрядов', other: 'карточки отрядов' })}`,
  resolutions: (n: number) =>
    `${n} ${plural('ru', n, { one: 'запись журнала', few: 'записи журнала', many: 'записей журнала', other: 'записи журнала' })}`,
  packs: (n: number) =>
    `${n} ${plural('ru', n, { one: 'набор правил', few: 'набора правил', many: 'наборов правил', other: 'набора правил' })}`,
  settingsIncluded: 'настройки игры',
  prefsIncluded: 'язык, тема и размер текста',
  madeOn: (date: string, app: string, version: number) =>
    `Сделана ${date} в Grand Battery ${app} (формат копии ${version}).`,
  replace: 'Заменить',
  replaceHelp:
    'На телефоне останется ровно то, что в файле. Нынешние карточки, журнал и наборы правил будут удалены.',
  merge: 'Объединить',
  mergeHelp:
    'Всё на телефоне останется, добавятся карточки, записи журнала и наборы правил из файла; если запись есть и там, и там, берётся копия из файла. Ваши настройки не меняются.',
  cancel: 'Отмена',
  imported: 'Резервная копия загружена.',
  refused: 'Файл не загружен. На телефоне ничего не изменилось.',
  where: {
    units: (n: number) => `карточка отряда ${n}`,
    resolutions: (n: number) => `запись журнала ${n}`,
    meta: (n: number) => `настройка ${n}`,
    packs: (n: number) => `набор правил ${n}`,
    field: (name: string) => `поле «${name}»`,
    at: (where: string) => `Где: ${where}.`,
  },
  problems: {
    'file.empty': 'Файл пуст.',
    'file.too-large': (mb: number) => `Файл больше ${mb} МБ: это не резервная копия Grand Battery.`,
    'file.not-text': 'Это не текстовый файл: это не резервная копия Grand Battery.',
    'file.malformed': 'Файл повреждён: это не правильный JSON. Возможно, он обрезан или изменён вручную.',
    'file.not-backup':
      'Это не резервная копия Grand Battery (файл набора правил загружается на экране «Наборы правил»).',
    'version.invalid': 'В файле не указано, в каком формате сделана копия.',
    'version.future': (version: number) =>
      `Файл сделан более новой версией Grand Battery (формат копии ${version}). Обновите приложение и загрузите файл снова.`,
    'field.missing': 'В файле не хватает обязательных данных.',
    'field.unexpected': 'В файле есть то, чего в резервной копии Grand Battery не бывает.',
    'field.type': 'Значение неверного типа (например, текст там, где должно быть число).',
    'field.range': 'Значение вне допустимого (слишком длинное, слишком большое или меньше нуля).',
    'field.unknown-value': 'Значение приложению неизвестно (нация, строй или код).',
    'field.forbidden-key': 'В файле есть ключ, которым можно испортить приложение («__proto__»).',
    'field.too-deep': 'Слишком глубокая вложенность данных в файле.',
    'records.too-many': (max: number) => `В файле больше ${max} записей одного вида.`,
    'id.duplicate': 'Две записи в файле имеют одинаковый идентификатор.',
    'id.dangling': 'Запись ссылается на то, чего нет ни в файле, ни на телефоне.',
    storage: 'Телефон не смог сохранить резервную копию.',
  },
};
