import type { rulesEn } from '../rules';
import type { Widen } from '../widen';

/** Russian strings for `rulesEn` (src/i18n/rules.ts): the compiler refuses a missing or extra key. */
export const rulesRu: Widen<typeof rulesEn> = {
  title: 'Правила',
  searchLabel: 'Поиск по правилам на русском или английском',
  searchPlaceholder: 'картечь, canister, rfhntxm…',
  searchLoading: 'Поиск загружается…',
  results: 'Результаты',
  noResults: 'Ничего не найдено.',
  didYouMean: 'Ближайшие термины глоссария:',
  notInChapter: 'В этой главе правил этого нет',
  chapterHolds: 'В приложении — правила рассыпного строя и стрельбы артиллерии.',
  nearestTerm: 'Ближайший термин глоссария:',
  packGunTypes: 'Типы орудий используемого набора правил:',
  packNoGunType: 'Типы орудий задаёт используемый набор правил, и такого в нём нет.',
  packTarget: (what: string) =>
    `${what}: в используемом наборе правил есть модификатор для стрельбы по такой цели.`,
  sideBySide: 'Рядом',
  textSize: 'Размер текста',
  smaller: 'Мельче',
  larger: 'Крупнее',
  copyLink: 'Скопировать ссылку',
  showIn: { ru: 'Показать по-русски', en: 'Показать по-английски' },
  textIn: { ru: 'Текст по-русски', en: 'Текст по-английски' },
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
};
