/** The table's terms in Russian (en/terms.ts's shape: every key a code of the engine). */
import type { EngineNames, EngineTerms } from '../engine/types';

/** Built with the vocabulary's names: the roster's clause title (open-order.d) is among them. */
export function terms(names: EngineNames): EngineTerms {
  return {
    ammunition: { roundshot: 'Ядра', canister: 'Картечь' },
    rangeBands: {
      canister: 'Картечная дистанция',
      effective: 'Эффективная дистанция',
      long: 'Дальняя дистанция',
    },
    moved: {
      none: 'Не двигалась',
      half: 'Прошла до половины дистанции движения',
      'over-half': 'Прошла больше половины дистанции движения',
    },
    scales: { cm: 'см', in: 'дюймы' },
    scaleHints: { cm: 'Сантиметры: фигурки 15 мм', in: 'Дюймы: фигурки 25/28 мм' },
    modifierSources: { text: 'текст правил', pack: 'значение из набора правил' },
    // Short clause names for links (the roster's one, open-order.d, is among the names).
    ruleTitles: {
      'open-order': 'Рассыпной строй',
      'open-order.a': 'Рассыпной строй: лёгкая пехота (a)',
      'open-order.b': 'Рассыпной строй: французская линейная пехота и Императорская Гвардия (b)',
      'open-order.c': 'Рассыпной строй: союзническая линейная пехота с 1812 года (c)',
      'open-order.d': names.firesAsRule,
      'open-order.e': 'Стрельба по рассыпному строю (e)',
      'artillery.procedure': 'Порядок стрельбы артиллерии',
      'artillery.movement': 'Стрельба артиллерии и передвижение',
      'artillery.restrictions.A': 'Ограничение стрельбы картечью (А)',
      'artillery.restrictions.B.a': 'Дальний огонь при дружественных войсках впереди (Б.а)',
      'artillery.restrictions.B.b': 'Эффективная и картечная дистанции без ограничения (Б.b)',
      'artillery.restrictions.B.c': 'Проникновение ядер (Б.c)',
      'artillery.restrictions.C.a': 'Стрельба поверх голов с возвышенности (В.а)',
      'artillery.restrictions.C.b': 'Стрельба поверх голов: удаление дружественных войск (В.b)',
      'artillery.restrictions.C.c': 'Стрельба поверх голов: только ядрами (В.c)',
      'artillery.skirmishers.canister': 'Картечь сквозь цепь застрельщиков',
      'artillery.skirmishers.roundshot': 'Ядра по пехоте за цепью застрельщиков',
      'artillery.skirmishers.example': 'Пример: картечь по колонне за застрельщиками',
    },
    modifiers: {
      'target.open-order': 'Цель в рассыпном строю',
      'battery.moved-half': 'Батарея прошла до половины дистанции движения',
      'target-formation.line': 'Цель в линии',
      'target-formation.column': 'Цель в колонне',
      'target-formation.square': 'Цель в каре',
      'target-formation.skirmish-screen': 'Цель — цепь застрельщиков',
      'target-cavalry.line': 'Цель — кавалерия в линии',
      'target-cavalry.column': 'Цель — кавалерия в колонне',
      'target.battery': 'Цель — батарея',
    },
  };
}
