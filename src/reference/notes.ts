/**
 * Translator's notes, in both languages. The `quirk.*` notes are the "Quirks of the translation" of
 * shared/docs/rules-notes.md: the Russian text is kept as printed and these say how we read it.
 * The `note.*` notes cover other places where the Russian is loose or could be misread.
 * One note object may sit on several clauses (e.g. the units note on B.a and C.b).
 */
import type { Bilingual, TranslatorNote } from './types';

function note(id: string, text: Bilingual): TranslatorNote {
  return { id, text };
}

// --- The quirks listed in rules-notes.md ---------------------------------------------------------

/** artillery.restrictions.B.a, artillery.restrictions.C.b */
export const unitsNotConversion = note('quirk.units-not-conversion', {
  ru:
    '«10см (6”)» — не перевод сантиметров в дюймы (10 см — это около 4 дюймов, а не 6). Правила дают ' +
    'расстояния в сантиметрах для фигурок 15 мм и в дюймах для фигурок 25/28 мм. Берите то число, ' +
    'которое подходит для вашего масштаба; приложение показывает расстояния в выбранном вами масштабе.',
  en:
    'The pair “10 cm (6")” is not a unit conversion (10 cm is about 4 inches, not 6). The rules give distances in ' +
    'centimetres for 15 mm figures and in inches for 25/28 mm figures. Use the number for your scale; ' +
    'the app shows distances in the scale you choose.',
});

/** open-order.c */
export const openOrderMistranslation = note('quirk.otkrytyi-zakaz', {
  ru:
    '«Открытый Заказ» — ошибочный дословный перевод английского «Open Order»: «order» здесь значит «строй», ' +
    'а не «заказ». Имеется в виду рассыпной строй — то же построение, что в пунктах a, b, d и e.',
  en:
    '“Открытый Заказ” is a word-for-word mistranslation of “Open Order”: the translator took “order” as a ' +
    'purchase order (“заказ”) instead of a formation. It means open order, the same formation as ' +
    '“Рассыпной строй” in clauses a, b, d and e.',
});

/** open-order (definition) and the skirmisher clauses of the artillery section */
export const rassypnoyTwoMeanings = note('quirk.rassypnoy-two-meanings', {
  ru:
    'Слова «рассыпной строй» в тексте означают две разные вещи. В пунктах a–e это рассыпной строй ' +
    'батальона: линия с большими интервалами (по-английски open order). В заголовке раздела об ' +
    'артиллерии и застрельщиках («рассыпной строй вражеских застрельщиков») это цепь застрельщиков, ' +
    'выдвинутая перед своим подразделением (skirmish screen). Путать их нельзя: правила для них разные.',
  en:
    'The Russian uses “рассыпной строй” for two different things. In clauses a–e it is open order: a ' +
    'battalion in line with wide gaps. In the heading of the artillery section on skirmishers ' +
    '(“рассыпной строй вражеских застрельщиков”) it is the skirmish screen thrown out in front of a ' +
    'unit. Keep them apart: the rules for each are different.',
});

/** open-order.c and every artillery clause that says «союзное/союзных» */
export const alliedVsFriendly = note('quirk.allied-vs-friendly', {
  ru:
    '«Союзнический» и «союзное» — разные понятия. «Союзнический» (пункт c) говорит о национальности: ' +
    'армии стран Коалиции, воевавших против Франции (Allied). «Союзное» и «союзных» в ограничениях на ' +
    'стрельбу артиллерии, как и «дружественное», значат «свои»: любое подразделение стороны ' +
    'стреляющего игрока (friendly), какой бы нации оно ни было.',
  en:
    '“Союзнический” and “союзное” mean different things. “Союзнический” (clause c) is about nationality: ' +
    'the armies of the Coalition fighting France (Allied). “Союзное” and “союзных” in the artillery ' +
    'restrictions, like “дружественное”, mean friendly: any unit on the firing player’s own side, ' +
    'whatever its nation.',
});

/** open-order.e */
export const minusTwoTypo = note('quirk.minus-two-typo', {
  ru: '«=-2» — опечатка: модификатор равен −2. Это единственное значение модификатора, которое есть в тексте.',
  en: '“=-2” is a typo: the modifier is −2. It is the only modifier value the text gives.',
});

/** artillery.movement */
export const halfMovePenaltyUnstated = note('quirk.half-move-penalty-unstated', {
  ru:
    'Величина этого отрицательного модификатора в тексте не указана. Возьмите её из своего экземпляра ' +
    'правил. Пока вы не введёте своё значение, приложение использует учебное и помечает его именно как ' +
    'учебное, а не как значение из книги правил. Раз модификатор отрицательный, набор правил с нулём или ' +
    'положительным значением здесь приложение не примет.',
  en:
    'The text does not give the value of this negative modifier. Take it from your copy of the rules. ' +
    'Until you enter one, the app uses a practice value and labels it as such, not as the rulebook’s. ' +
    'As the modifier is negative, the app refuses a rule pack with zero or a positive value here.',
});

/** open-order.b */
export const clauseBClassBoth = note('quirk.clause-b-class-both', {
  ru:
    'По грамматике «классифицированный как Ветеран, Элита или Гвардия» (в единственном числе) относится ' +
    'только к батальону Императорской Гвардии. Мы читаем это требование как общее для обоих: и для ' +
    'французского линейного батальона, и для батальона Гвардии, потому что во всех остальных пунктах ' +
    'списка класс обязателен. Так и сказано в английском переводе. Если ваша группа читает иначе, ' +
    'договоритесь об этом до игры.',
  en:
    'Grammatically, “классифицированный как Ветеран, Элита или Гвардия” (singular) belongs to the ' +
    'Imperial Guard battalion only. We read the class requirement as applying to both the French line ' +
    'battalion and the Guard battalion, because every other clause of this list requires the class, and ' +
    'the English says so. If your group reads it otherwise, agree on it before the game.',
});

/** artillery.restrictions.A */
export const arcUnstated = note('quirk.arc-30-unstated', {
  ru:
    'Сказано, что сектор стрельбы «равен 30°», но не сказано, весь ли это сектор или по 30° в каждую ' +
    'сторону от оси стрельбы батареи. Сверьтесь со своей книгой правил или договоритесь об одном ' +
    'толковании до игры.',
  en:
    'The text says the arc of fire “is 30°” but not whether that is the whole arc or 30° to each side of ' +
    'the battery’s centre line. Check your rulebook, or agree on one reading before the game.',
});

// --- Other notes ----------------------------------------------------------------------------------

/** open-order.a */
export const jaegerIncluded = note('note.jaeger-included', {
  ru:
    '«Включительно» понимаем так: эти батальоны считаются здесь лёгкой пехотой, поэтому и им нужен класс ' +
    'Ветеран, Элита или Гвардия.',
  en:
    '“Включительно” (“including”) is read as: these battalions count as light infantry here, so they too ' +
    'must be classed Veteran, Elite or Guard.',
});

/** artillery.movement */
export const unlimberedThisTurn = note('note.unlimbered-this-turn', {
  ru:
    'В тексте сказано только «снималась с передков», без указания когда. По смыслу (стрельба раз в ход, ' +
    'движение в этот ход) речь о снятии с передков в текущем ходу. Конная артиллерия здесь не упомянута: ' +
    'запрет касается только пешей.',
  en:
    'The Russian says only that the foot artillery “was unlimbering”, not when. In context (one fire per ' +
    'turn, movement this turn) it means it unlimbered this turn. Horse artillery is not mentioned: the ' +
    'ban is on foot artillery only.',
});

/** artillery.restrictions.B.a, artillery.restrictions.C.a */
export const groupLetters = note('note.group-letters', {
  ru:
    'Группы ограничений обозначены кириллическими буквами А, Б, В; в английском тексте и в ссылках им ' +
    'соответствуют A, B, C (В — третья буква, то есть C, а не B). Пункты внутри групп помечены вперемешку: ' +
    'кириллической «а)» и латинскими «b)», «c)». Оставлено как в оригинале.',
  en:
    'The groups of restrictions are lettered with the Cyrillic А, Б, В; in English and in references they ' +
    'are A, B, C (В is the third letter, so it is C, not B). Within the groups the Russian mixes a ' +
    'Cyrillic “а)” with Latin “b)”, “c)”. Kept as printed.',
});

/** artillery.restrictions.B.a (its worked example) */
export const exampleCentimetresOnly = note('note.example-cm-only', {
  ru:
    'В примере расстояние дано только в сантиметрах (масштаб 15 мм): 12 см больше предела в 10 см, ' +
    'поэтому часть австрийского батальона удалена от французской колонны достаточно, и батарея может ' +
    'стрелять. В масштабе 25/28 мм та же проверка делается по 6 дюймам.',
  en:
    'The example gives centimetres only (15 mm scale): 12 cm is more than the 10 cm limit, so part of the ' +
    'Austrian battalion is clear of the French column and the battery may fire. At 25/28 mm scale make ' +
    'the same check against 6 inches.',
});

/** artillery.restrictions.C.b */
export const missingOpeningQuote = note('note.missing-opening-quote', {
  ru:
    'У слов Стрельба поверх голов» в тексте есть закрывающая кавычка, но нет открывающей; оставлено как в ' +
    'оригинале. Это та же стрельба «поверх голов», что в пунктах а) и c).',
  en:
    'In the Russian, “Стрельба поверх голов” has a closing quotation mark but no opening one; kept as ' +
    'printed. It is the same overhead fire as in a) and c).',
});

/** artillery.skirmishers.example */
export const strelkiAreSkirmishers = note('note.strelki-are-skirmishers', {
  ru:
    '«Стрелки» здесь — это застрельщики, прикрывающие колонну (те же «застрельщики», что в пунктах выше), ' +
    'а не стрелки как род войск (riflemen).',
  en:
    '“Стрелки” here means the skirmishers screening the column (the “застрельщики” of the clauses above), ' +
    'not riflemen.',
});

// --- Readings of the engine a player would not guess ------------------------------------------------

/** open-order.a: the engine lets a Jäger marker qualify whatever the nation (src/core/open-order.ts). */
export const jaegerAnyNation = note('note.jaeger-any-nation', {
  ru:
    'Пункт a) называет австрийских, российских и прусских егерей. Мы читаем его шире: батальон с отметкой ' +
    '«егеря» подпадает под пункт a), какой бы нации он ни был (егеря — та же лёгкая пехота, как бы их ни ' +
    'называли), и ему тоже нужен класс Ветеран, Элита или Гвардия. Фузилеры названы только прусские: ' +
    'фузилеры других наций идут по пункту b) или c).',
  en:
    'Clause a) names Austrian, Russian and Prussian Jäger. We read it more widely: a battalion marked Jäger ' +
    'falls under clause a) whatever its nation (Jäger are light infantry in all but name), and it too must ' +
    'be classed Veteran, Elite or Guard. Only Prussian Fusiliers are named: other nations’ fusiliers fall ' +
    'under clause b) or c).',
});

/** open-order.e: the −2 replaces the pack's line modifier (src/core/modifiers.ts). */
export const openOrderReplacesLine = note('note.open-order-replaces-line', {
  ru:
    'Рассыпной строй по определению — это линия (см. начало раздела), но модификатор −2 за стрельбу по ' +
    'рассыпному строю заменяет модификатор набора правил за линию, а не добавляется к нему: по батальону ' +
    'в рассыпном строю считается только −2.',
  en:
    'Open order is by definition a line (see the start of the section), but the −2 for firing at open ' +
    'order replaces the rule pack’s modifier for a line rather than adding to it: fire at a battalion in ' +
    'open order counts the −2 alone.',
});

/** artillery.skirmishers.canister: the first casualty figure with half figures (src/core/allocation.ts). */
export const firstCasualtyHalf = note('note.first-casualty-half', {
  ru:
    'Если таблица потерь даёт половинки фигур, «первую фигурку потерь» мы понимаем как первую целую ' +
    'фигуру: застрельщики теряют не больше одной фигуры — сколько есть потерь и сколько осталось в самой ' +
    'цепи. Потеря ½ целиком достаётся застрельщикам; при потерях 2½ застрельщики теряют 1 фигуру, а ' +
    'прикрытое подразделение — 1½; цепь, в которой осталась ½ фигуры, теряет только эту ½, остальное ' +
    'теряет подразделение. Если ваша группа читает иначе, договоритесь об этом до игры.',
  en:
    'When the casualty table gives half figures, we read “the first casualty figure” as the first whole ' +
    'figure: the skirmishers lose at most one figure, as far as there are casualties and skirmishers to ' +
    'lose it. A loss of ½ goes wholly to the skirmishers; 2½ gives 1 to the skirmishers and 1½ to the ' +
    'screened unit; a screen down to ½ a figure loses only that ½, and the unit loses the rest. If your ' +
    'group reads it otherwise, agree on it before the game.',
});

/** artillery.procedure: the refusals that cite the procedure itself. */
export const procedureRefusals = note('note.procedure-refusals', {
  ru:
    'Текст прямо не запрещает стрелять по своим войскам, по цели без фигур или без указанного построения и ' +
    'не говорит, как быть, если в таблице нет нужного столбца. Приложение отказывает в таких выстрелах со ' +
    'ссылкой на этот пункт: порядок стрельбы начинается с объявления цели, а стреляют по противнику, и ' +
    'заканчивается чтением таблицы. Каждый отказ ссылается на пункт, из которого он следует.',
  en:
    'The text does not say in so many words that a battery may not fire at its own side, at a unit with no ' +
    'figures or no formation given, or what to do when the table has no column for the shot. The app ' +
    'refuses such shots citing this clause: the procedure begins by declaring a target, and batteries fire ' +
    'at the enemy, and it ends by reading the table. Every refusal links to the clause it comes from.',
});

/** The quirk notes, one per bullet of "Quirks of the translation" in rules-notes.md. */
export const QUIRK_NOTES: readonly TranslatorNote[] = [
  unitsNotConversion,
  openOrderMistranslation,
  rassypnoyTwoMeanings,
  alliedVsFriendly,
  minusTwoTypo,
  halfMovePenaltyUnstated,
  clauseBClassBoth,
  arcUnstated,
];
