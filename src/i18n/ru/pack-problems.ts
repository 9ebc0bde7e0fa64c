/**
 * Russian words for the pack validator's problems (src/packs/validate.ts) and a problem's place in a
 * pack: the rule-pack screens show them (the editor, an import, a pack received), all opened from
 * Settings; a chunk of their own, which Settings itself does not load.
 */
import { formatDistance, formatFigures, formatNumber, param } from '../engine/format';
import type { PackProblemContext, PackProblemWords } from '../engine/types';
import { plural } from '../plural';

/** «не больше 1 символа, 80 символов» (родительный). */
const n = (value: number): string => formatNumber('ru', value);
const characters = (count: number): string =>
  `${n(count)} ${plural('ru', count, { one: 'символа', few: 'символов', many: 'символов', other: 'символа' })}`;
const packDistance = (value: number, ctx: PackProblemContext): string =>
  ctx.distanceScale === undefined ? n(value) : formatDistance('ru', value, ctx.distanceScale);
/** «не меньше 1 фигуры, 2 фигур, 5 фигур, 1½ фигуры» (родительный). */
const figuresAtLeast = (count: number): string =>
  `${formatFigures('ru', count)} ${plural('ru', count, { one: 'фигуры', few: 'фигур', many: 'фигур', other: 'фигуры' })}`;

export const packProblems: PackProblemWords = {
  codes: {
    'type.object': 'Здесь должен быть набор полей (объект).',
    'type.array': 'Здесь должен быть список.',
    'type.string': 'Здесь должен быть текст.',
    'type.number': 'Здесь должно быть число.',
    'type.integer': 'Здесь должно быть целое число.',
    'type.boolean': 'Здесь должно быть значение true или false.',
    'key.unknown': 'Неизвестное поле: удалите его.',
    'key.missing': 'Не хватает обязательного поля.',
    'string.empty': 'Поле не может быть пустым.',
    'string.too-long': (p) => {
      const max = param(p, 'max');
      return max === undefined
        ? 'Слишком длинный текст.'
        : `Слишком длинный текст: не больше ${characters(max)}.`;
    },
    'id.format': 'Только строчные латинские буквы и цифры, соединённые знаком «-» или «.» (например, 6pdr).',
    'id.duplicate': (p) => {
      const first = param(p, 'firstIndex');
      return first === undefined
        ? 'Этот id встречается дважды.'
        : `Этот id уже занят записью № ${n(first + 1)} этого списка.`;
    },
    'value.unknown': 'Недопустимое значение.',
    'value.duplicate': 'Это значение указано дважды.',
    'number.out-of-range': (p, ctx) => {
      const min = param(p, 'min');
      const max = param(p, 'max');
      if (min === undefined || max === undefined) return 'Значение вне допустимых пределов.';
      if (ctx.distanceScale !== undefined)
        return `Должно быть больше ${packDistance(min, ctx)} и не больше ${packDistance(max, ctx)}.`;
      return `Должно быть от ${n(min)} до ${n(max)}.`;
    },
    'array.empty': 'Список не может быть пустым.',
    'array.too-long': (p) => {
      const max = param(p, 'max');
      return max === undefined
        ? 'Слишком много записей.'
        : `Слишком много записей: допустимо не больше ${n(max)}.`;
    },
    'range.not-increasing': (p, ctx) => {
      const near = param(p, 'mustExceed');
      const base = 'Каждая дистанция должна быть дальше предыдущей';
      return near === undefined ? `${base}.` : `${base}: больше ${packDistance(near, ctx)}.`;
    },
    'rows.not-contiguous': (p) => {
      const expected = param(p, 'expected');
      const base = 'Результаты должны идти подряд, без пропусков';
      return expected === undefined ? `${base}.` : `${base}: в этой строке ожидается ${n(expected)}.`;
    },
    'casualties.decreasing': (p) => {
      const atLeast = param(p, 'atLeast');
      const base = 'Более высокий результат не может давать меньше потерь';
      return atLeast === undefined ? `${base}.` : `${base}: нужно не меньше ${figuresAtLeast(atLeast)}.`;
    },
    'table.no-columns': 'В таблице потерь нет ни одного столбца: заполните хотя бы один.',
    'modifier.not-negative':
      'В тексте правил это отрицательный модификатор: введите значение меньше нуля, например −1.',
    'figures.not-half': 'Нужно целое или половинное число фигур, например 2 или 2,5.',
  },

  path: {
    root: 'Набор правил',
    fields: {
      id: 'id',
      name: 'название',
      version: 'версия',
      source: 'источник чисел',
      official: 'из книги правил (true/false)',
      scales: 'масштабы',
      gunTypes: 'орудия',
      batteryKinds: 'виды батарей',
      ranges: 'дистанции',
      modifiers: 'модификаторы',
      movedHalf: 'движение до половины',
      targetFormation: 'построение цели',
      cavalryFormation: 'построение кавалерии как цели',
      batteryTarget: 'батарея как цель',
      table: 'таблица потерь',
      score: 'результат',
      casualties: 'потери',
      morale: 'пороги морали',
      unitAtOrUnder: 'часть с N % фигур или меньше',
      brigadeLost: 'бригада, потерявшая N %',
      percent: 'N %',
      words: 'слова',
      en: 'по-английски',
      ru: 'по-русски',
    },
    gunType: (position) => `орудие ${n(position)}`,
    row: (position) => `строка ${n(position)}`,
    entry: (position) => `запись ${n(position)}`,
    unknownField: (name) => `«${name}»`,
  },
};
