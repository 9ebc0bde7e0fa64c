/**
 * Russian words for everything the rules engine and the pack validator answer with. Typed by
 * `EngineWords`, so a missing or extra key is a compile error. Terms follow
 * shared/docs/rules-notes.md: «рассыпной строй» is open order, the screen is «цепь застрельщиков»;
 * «дружественное подразделение» is a friendly unit, «союзнический» is Allied (Coalition).
 */
import type { Params } from '../../core/codes';
import { SITUATION_QUESTIONS } from '../../core/situation';
import {
  formatDistance,
  formatFigures,
  formatNumber,
  formatSigned,
  param,
  ruleDistance,
} from '../engine/format';
import type { EngineSentences, EngineTerms, WordContext } from '../engine/types';
import { plural } from '../plural';

const n = (value: number): string => formatNumber('ru', value);
/** Whole and half figures: 23½ (halves take «фигуры», as every fraction does in Russian). */
const f = (count: number): string => formatFigures('ru', count);
/** «1 фигура, 2 фигуры, 5 фигур, ½ фигуры» (именительный). */
const figures = (count: number): string =>
  `${f(count)} ${plural('ru', count, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' })}`;
/** «теряют 1 фигуру, 2 фигуры, 5 фигур, 1½ фигуры» (винительный). */
const figuresLost = (count: number): string =>
  `${f(count)} ${plural('ru', count, { one: 'фигуру', few: 'фигуры', many: 'фигур', other: 'фигуры' })}`;
const dice = (count: number): string =>
  `${n(count)} ${plural('ru', count, { one: 'кубик', few: 'кубика', many: 'кубиков', other: 'кубика' })}`;
const ten = (ctx: WordContext): string => ruleDistance('ru', ctx.scale);
const whichDie = (index: number): string =>
  ['Первый кубик', 'Второй кубик'][index] ?? `Кубик № ${n(index + 1)}`;
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Built with the table's terms (./terms.ts, a chunk of their own: importing them here would put them
 * in this chunk for the screens that need only them).
 */
export function engine(terms: EngineTerms): EngineSentences {
  const { rangeBands } = terms;
  const sentences: EngineSentences = {
    questions: {
      friendlyInArc: {
        label: 'Дружественные войска в секторе стрельбы',
        ask: 'Есть ли дружественные подразделения в секторе стрельбы батареи (30°)?',
      },
      friendlyNearFront: {
        label: 'Дружественные войска перед фронтом',
        ask: (_, ctx) =>
          `Есть ли дружественное подразделение в пределах ${ten(ctx)} перед целью или в пределах ${ten(ctx)} перед фронтом батареи?`,
      },
      clearSightBeyond: {
        label: 'Свободная линия видимости',
        ask: (_, ctx) =>
          `Есть ли свободная линия видимости на часть вражеского подразделения, удалённую от дружественного более чем на ${ten(ctx)}?`,
      },
      friendlyInBouncePath: {
        label: 'Дружественные войска на пути ядер',
        ask: 'Понесёт ли дружественное подразделение потери от проникновения ядер?',
      },
      overheadFire: {
        label: 'Стрельба поверх голов',
        ask: 'Стреляет ли батарея поверх голов дружественных подразделений?',
      },
      batteryOnHigherGround: {
        label: 'Батарея на возвышенности',
        ask: 'Стоит ли батарея выше и цели, и дружественных войск (на возвышенности)?',
      },
      friendsClearOfBatteryAndEnemy: {
        label: 'Дружественные войска на нужном удалении',
        ask: (_, ctx) =>
          `Находятся ли дружественные подразделения не ближе ${ten(ctx)} от фронта батареи и не ближе ${ten(ctx)} от противника?`,
      },
      screenIsTarget: {
        label: 'Цель — сами застрельщики',
        ask: 'Стреляете по самим застрельщикам?',
      },
    },

    refusals: {
      'open-order.not-infantry': 'Развернуться в рассыпной строй может только пехота.',
      'open-order.class-too-low':
        'В рассыпной строй могут развернуться только батальоны класса Ветеран, Элита или Гвардия.',
      'open-order.before-1812': (p: Params) => {
        const year = param(p, 'year');
        const from = String(param(p, 'fromYear') ?? 1812);
        return year === undefined
          ? `До ${from} года союзнические (коалиционные) линейные батальоны не могут развернуться в рассыпной строй.`
          : `В ${String(year)} году союзнические (коалиционные) линейные батальоны ещё не могут развернуться в рассыпной строй: это разрешено только с ${from} года.`;
      },
      'open-order.french-ally-line':
        'Линейный батальон союзника Франции не считается ни французским (пункт b), ни союзническим, то есть коалиционным (пункт c): ни один пункт не разрешает ему рассыпной строй.',
      'open-order.year-invalid': 'Год кампании должен быть целым числом, например 1812.',
      'open-order.invalid-unit': 'Опишите батальон полностью: род войск, нация и класс.',
      'request.invalid-battery': 'Опишите батарею полностью: нация, пешая или конная артиллерия, тип орудия.',
      'request.invalid-target': 'Опишите цель полностью: род войск, нация, класс, построение и число фигур.',
      'request.invalid-ammo': 'Выберите боеприпасы: ядра или картечь.',
      'request.invalid-range':
        'Укажите дистанцию: выберите её вид или введите измеренное расстояние (ноль или больше).',
      'request.invalid-movement':
        'Укажите, насколько батарея переместилась в этот ход, снималась ли она с передков и стреляла ли уже.',
      'request.invalid-situation': 'Ответьте «да» или «нет» на каждый вопрос о положении на столе.',
      'request.campaign-year-missing':
        'Цель в рассыпном строю: укажите год кампании, от него зависит пункт c.',
      'pack.invalid':
        'Действующий набор правил повреждён или неполон: проверьте его в разделе «Настройки → Наборы правил» или перейдите на учебный набор.',
      'gun-type.unknown': 'В этом наборе правил нет такого орудия.',
      'gun-type.wrong-battery-kind':
        'По этому набору правил таких орудий нет в батарее этого вида (пешей или конной).',
      'range.scale-unsupported': (_, ctx) =>
        `В этом наборе правил нет дистанций в ${ctx.scale === 'in' ? 'дюймах' : 'сантиметрах'}: укажите вид дистанции вместо расстояния.`,
      'range.beyond-long': (p, ctx) => {
        const distance = param(p, 'distance');
        const longMax = param(p, 'longMax');
        const at =
          distance === undefined ? 'Цель' : `Цель на расстоянии ${formatDistance('ru', distance, ctx.scale)}`;
        const limit =
          longMax === undefined
            ? ''
            : ` (у этого орудия она заканчивается на ${formatDistance('ru', longMax, ctx.scale)}; значение из набора правил)`;
        return `${at} находится дальше дальней дистанции${limit}.`;
      },
      'target.same-side': 'Батарея не может стрелять по войскам своей стороны.',
      'target.no-figures': 'У цели не осталось фигур.',
      'target.formation-missing': (p) =>
        param(p, 'arm') === 1
          ? 'Выберите построение кавалерии: линия или колонна.'
          : 'Выберите построение цели: линия, колонна, каре, рассыпной строй или цепь застрельщиков.',
      'screen.missing': 'Целью названы застрельщики, но у цели нет цепи застрельщиков.',
      'table.no-column':
        'В Таблице подсчета урона от Артиллерийской Стрельбы этого набора правил нет столбца для этих боеприпасов на этой дистанции.',
      'dice.invalid': (p) => {
        const index = param(p, 'index');
        if (index !== undefined) return `${whichDie(index)} должен показывать целое число от 1 до 6.`;
        const count = param(p, 'count') ?? 2;
        return `Бросьте ${n(count)}Д6: введите ${dice(count)}, каждый от 1 до 6.`;
      },
      'situation.unanswered': (p, ctx) => {
        const question = SITUATION_QUESTIONS[param(p, 'question') ?? -1];
        if (question === undefined)
          return 'Сначала ответьте на все вопросы, от которых зависит, можно ли стрелять.';
        const asked = sentences.questions[question].ask;
        return `Сначала ответьте на вопрос: «${typeof asked === 'string' ? asked : asked(p, ctx)}»`;
      },
      'movement.fired-this-turn': 'Батарея уже стреляла в этот ход: стрелять можно только раз в ход.',
      'movement.moved-over-half': 'Батарея, прошедшая больше половины дистанции движения, не может стрелять.',
      'movement.foot-unlimbered': 'Пешая артиллерия, снявшаяся с передков в этот ход, не может стрелять.',
      'canister.friendly-in-arc':
        'Картечью стрелять нельзя: в секторе стрельбы батареи (30°) есть дружественные подразделения.',
      'long-range.friendly-near-front': (_, ctx) =>
        `На дальней дистанции стрелять нельзя: в пределах ${ten(ctx)} перед целью или перед фронтом батареи находится дружественное подразделение, и нет свободной линии видимости на часть противника, удалённую от него более чем на ${ten(ctx)}.`,
      'roundshot.friendly-in-bounce-path':
        'Стрелять нельзя: дружественное подразделение понесёт потери от проникновения ядер.',
      'overhead.not-higher-ground':
        'Стрелять поверх голов можно только с возвышенности: батарея должна стоять выше и цели, и дружественных войск.',
      'overhead.friends-too-close': (_, ctx) =>
        `Стрелять поверх голов нельзя: дружественные подразделения должны быть не ближе ${ten(ctx)} от фронта батареи и не ближе ${ten(ctx)} от противника.`,
      'overhead.canister':
        'Поверх голов дружественных подразделений можно стрелять только ядрами, не картечью.',
    },

    checks: {
      'movement.not-fired-this-turn': 'В этот ход ещё не стреляла.',
      'movement.did-not-move': 'Батарея не двигалась.',
      'movement.moved-half':
        'Прошла до половины дистанции движения: стрелять может, но с модификатором за движение.',
      'movement.horse-artillery': 'Конная артиллерия: снятие с передков не мешает стрелять.',
      'movement.not-unlimbered': 'В этот ход не снималась с передков.',
      'canister.arc-clear': 'В секторе стрельбы (30°) нет дружественных подразделений.',
      'canister.not-canister': 'Не картечь: ограничение по сектору стрельбы не действует.',
      'long-range.no-friendly-near-front': (_, ctx) =>
        `В пределах ${ten(ctx)} перед целью и перед фронтом батареи нет дружественных подразделений.`,
      'long-range.clear-sight-exception': (_, ctx) =>
        `Дружественные войска рядом, но линия видимости свободна и часть противника удалена от них более чем на ${ten(ctx)}: стрельба разрешена по исключению.`,
      'long-range.not-long-range':
        'Не дальняя дистанция: ограничение из-за дружественных войск впереди не действует.',
      'bounce.path-clear': 'На пути проникновения ядер нет дружественных подразделений.',
      'bounce.not-roundshot': 'Не ядра: проникновения ядер нет.',
      'overhead.not-overhead': 'Батарея не стреляет поверх голов дружественных подразделений.',
      'overhead.higher-ground': 'Батарея стоит выше цели и дружественных войск.',
      'overhead.friends-clear': (_, ctx) =>
        `Дружественные подразделения не ближе ${ten(ctx)} от фронта батареи и от противника.`,
      'overhead.roundshot': 'Стрельба поверх голов ядрами разрешена.',
      'table.has-column': 'В таблице потерь есть столбец для этих боеприпасов на этой дистанции.',
      'target.has-figures': 'У цели есть фигуры.',
      'target.enemy': 'Цель — подразделение противника.',
      'target.open-order-eligible': 'Цель может находиться в рассыпном строю.',
    },

    results: {
      figures,
      casualties: (count) => `Потери: ${figures(count)}`,
      allocation: (skirmishers, line) =>
        skirmishers === 0
          ? `Застрельщики не несут потерь; прикрытое подразделение теряет ${figuresLost(line)}.`
          : `Застрельщики теряют ${figuresLost(skirmishers)}, прикрытое подразделение — ${figuresLost(line)}.`,
      roll: (rolled, totalModifier, modifiedScore) =>
        `2Д6: ${n(rolled[0])} + ${n(rolled[1])} = ${n(rolled[0] + rolled[1])}; модификаторы ${formatSigned('ru', totalModifier)}; итог ${n(modifiedScore)}.`,
      clamped: (clamped, score, row) =>
        clamped === 'below'
          ? `Результат ${n(score)} ниже таблицы: взята её нижняя строка (${n(row)}).`
          : `Результат ${n(score)} выше таблицы: взята её верхняя строка (${n(row)}).`,
      rangeDeclared: (band) => `${rangeBands[band]} (объявлена)`,
      rangeMeasured: (distance, band, bandMax, scale) =>
        `${formatDistance('ru', distance, scale)}: ${lowerFirst(rangeBands[band])}, у этого орудия — до ${formatDistance('ru', bandMax, scale)} (значение из набора правил)`,
    },
  };
  return sentences;
}
