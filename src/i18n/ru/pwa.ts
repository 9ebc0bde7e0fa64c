import type { pwaEn } from '../pwa';
import type { Widen } from '../widen';

/** Russian strings for `pwaEn` (src/i18n/pwa.ts): the compiler refuses a missing or extra key. */
export const pwaRu: Widen<typeof pwaEn> = {
  offlineReady: 'Готово к работе без сети',
  updateAvailable: 'Доступно обновление',
  reload: 'Обновить',
  dismiss: 'Позже',
  iosInstall:
    'Чтобы Grand Battery и его данные остались на этом iPhone, нажмите «Поделиться», затем «На экран „Домой“».',
  finishFirst: 'Сначала закончите выстрел или правку: ничего открытого не пропадёт.',
  newerReady: 'Готова новая версия Grand Battery. Перезагрузите, чтобы открыть её: данные останутся.',
};
