import type { Scale } from '../../core';
import type { SheetWords } from '../en/sheet';
import { plural } from '../plural';

/** The `sheet` words in Russian (en/sheet.ts's shape: a missing or extra key does not compile). */
export const sheet: SheetWords = {
  title: 'Таблицы',
  backToRules: 'Правила',
  backToShot: 'Назад к выстрелу',
  packLabel: 'Набор правил',
  version: (n: number) => `версия ${n}`,
  practice: 'Учебные значения — не из книги правил',
  source: 'Источник',
  toPrint: 'Печать и линейки дальности',
  howToRead: 'Бросьте 2D6, прибавьте модификаторы и найдите итог в столбце своего заряда и дистанции.',
  rangesTitle: 'Дальность стрельбы',
  rangesCaption: (scale: Scale) =>
    `Каждая дистанция — до указанного числа, в ${scale === 'cm' ? 'сантиметрах (фигурки 15 мм)' : 'дюймах (фигурки 25/28 мм)'}.`,
  unit: { cm: 'см', in: 'дюйм.' },
  gun: 'Орудие',
  bandShort: { canister: 'Картеч\u00adная', effective: 'Эффек\u00adтивная', long: 'Дальняя' },
  modifiersTitle: 'Модификаторы',
  modifiersCaption: 'Модификаторы суммируются. Если в наборе значения нет, модификатор не применяется.',
  value: 'Значе\u00adние',
  modifier: 'Модификатор',
  clause: 'Пункт',
  moraleTitle: 'Пороги морали',
  moraleCaption: 'Из набора, не из текста правил: конец хода отмечает тех, кто за порогом.',
  moraleNone: 'В этом наборе их нет: конец хода никого не отмечает.',
  threshold: 'Порог',
  moraleWords: 'В наборе сказано',
  moraleKind: {
    unitAtOrUnder: (percent: number) => `Часть, у которой осталось ${percent} % фигур или меньше`,
    brigadeLost: (percent: number) => `Бригада, потерявшая ${percent} % фигур или больше`,
  },
  casualtiesTitle: (ammo: string) => `Таблица потерь: ${ammo.toLowerCase()}`,
  casualtiesCaption: 'Потери в фигурах по итоговому результату и дистанции.',
  score: 'Итог',
  cannotFire: (band: string) => `${band}: этим зарядом не стреляют.`,
  thisShot: 'Этот выстрел',
  thisShotMark: '(этот выстрел)',
  shotCell: (score: number, figures: string) => `строка ${score} → ${figures}`,
  otherPack: (name: string, version: number) =>
    `Этот выстрел рассчитан по набору «${name}», версия ${version}; здесь показан набор, который используется сейчас.`,
  gunMissing: 'Орудия этого выстрела нет в текущем наборе правил.',
  printTitle: 'Печать',
  backToTables: 'Таблицы',
  parts: 'Что печатать',
  partSheet: 'Памятка с таблицами',
  partRules: 'Текст правил',
  partSticks: 'Линейки дальности',
  sticksIn: 'Дальности и линейки в',
  print: 'Печать…',
  manyPages: (n: number) =>
    `Это примерно ${n} ${plural('ru', n, { one: 'лист', few: 'листа', many: 'листов', other: 'листа' })} бумаги.`,
  manyPagesHint: 'Снимите отметку с части, чтобы листов было меньше.',
  inchSticksLonger: 'Линейки в сантиметрах занимают меньше листов, чем в дюймах.',
  printAnyway: (n: number) =>
    `Печатать ${n} ${plural('ru', n, { one: 'лист', few: 'листа', many: 'листов', other: 'листа' })}`,
  cancelPrint: 'Отмена',
  printHint:
    'В окне печати выберите A4 или Letter, книжную ориентацию и масштаб 100% («Фактический размер»). Чёрно-белой печати достаточно.',
  sheetFor: 'Артиллерийский огонь: памятка',
  rulesFor: 'Текст правил',
  sticksFor: 'Линейки дальности',
  checkBar: (scale: Scale) => `Полоса проверки масштаба, ${scale === 'cm' ? '10 см' : '4 дюйма'}`,
  calibration: (scale: Scale) =>
    `Проверка масштаба: эта полоса должна быть ровно ${scale === 'cm' ? '10 см' : '4 дюйма'}. Если нет — печатайте заново в масштабе 100% («Фактический размер»).`,
  sticksHint:
    'Вырежьте по контуру, наклейте на картон и соедините части каждой линейки по порядку, встык. Ноль — у дула орудия.',
  stickPiece: (index: number, count: number, from: string, to: string, unit: string) =>
    `часть ${index} из ${count}: ${from}–${to} ${unit}`,
  sticksPreview: 'Линейки дальности в натуральную величину (прокручиваются вбок)',
  notForScale: (scale: Scale) =>
    `В наборе не сказано, что его дальности рассчитаны на ${scale === 'cm' ? 'сантиметры' : 'дюймы'}.`,
};
