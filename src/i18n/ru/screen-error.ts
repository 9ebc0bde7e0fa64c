import type { screenErrorEn } from '../screen-error';
import type { Widen } from '../widen';

/** Russian strings for `screenErrorEn` (src/i18n/screen-error.ts): the compiler refuses a missing or extra key. */
export const screenErrorRu: Widen<typeof screenErrorEn> = {
  screenError:
    'На этом экране что-то пошло не так. Перезагрузите, чтобы попробовать снова: карточки и журнал сохранены.',
  screenErrorKept:
    'Введённое сохранено до перезагрузки. Если экран снова сломается, «Отбросить сохранённое» удалит его и перезагрузит.',
  discard: 'Отбросить сохранённое',
};
