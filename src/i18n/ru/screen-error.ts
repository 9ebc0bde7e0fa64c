import type { ScreenErrorWords } from '../en/screen-error';

/** The `screenError` words in Russian (en/screen-error.ts's shape: a missing or extra key does not compile). */
export const screenError: ScreenErrorWords = {
  screenError:
    'На этом экране что-то пошло не так. Перезагрузите, чтобы попробовать снова: карточки и журнал сохранены.',
  screenErrorKept:
    'Введённое сохранено до перезагрузки. Если экран снова сломается, «Отбросить сохранённое» удалит его и перезагрузит.',
  discard: 'Отбросить сохранённое',
};
