import type { pwaEn } from '../pwa';
import type { Widen } from '../widen';

/** Russian strings for `pwaEn` (src/i18n/pwa.ts): the compiler refuses a missing or extra key. */
export const pwaRu: Widen<typeof pwaEn> = {
  offlineReady: 'Готово к работе без сети',
  updateAvailable: 'Доступно обновление',
  reload: 'Обновить',
  dismiss: 'Позже',
  sevenDays:
    'Safari удаляет данные приложения — карточки, журнал и наборы правил, — если его не открывать 7 дней.',
  sevenDaysKeep:
    'Чтобы они сохранились, добавьте приложение на экран «Домой»: нажмите «Поделиться», затем «На экран „Домой“» (на Mac: Файл → Добавить в Dock). А пока храните резервную копию в файле.',
  backupNow: 'Сохранить резервную копию',
  backupDone: 'Резервная копия готова. Храните файл не только на этом телефоне.',
  backupFailed: 'Резервную копию сделать не удалось. Попробуйте в Настройки → Данные на этом телефоне.',
  finishFirst: 'Сначала закончите выстрел или правку: ничего открытого не пропадёт.',
  newerReady: 'Готова новая версия Grand Battery. Перезагрузите, чтобы открыть её: данные останутся.',
};
