/**
 * The words of headings, counts and the lines that are not units (totals, notes, titles, dates),
 * in English and Russian. Data: see facts.ts for the form syntax.
 */
import { AND, column, dropped, EACH, FIGS, heading, line, MEN, RATING, type WordEntry, words } from './facts';

export const LINE_WORDS: readonly WordEntry[] = [
  words('brigade*|brig|bde|bdes|brigada|brigaden|бригад*|бриг|бр|бригады', heading('brigade')),
  words(
    'reserve*|vanguard|avant garde|advance guard|advanced guard|rear guard|rearguard|wing|flank|резерв*|авангард*|арьергард*|крыло|фланг*',
    heading('group'),
  ),
  words(
    'heavy|left|right|centre|center|main|first|second|third|fourth|of|the|de|la|du|des|' +
      'тяжел*|лев*|прав*|центр*|перв*|втор*|трет*|четверт*|главн*',
    heading('group'),
  ),
  words('division*|div|divn|corps|korps|army|armee|дивизи*|див|корпус*|арми*', heading('formation')),
  words('side|party|player|сторона|стороны|игрок*|партия', heading('side')),
  words(
    'unattached|independent|detached|divisional|attached|отдельн*|приданн*|дивизионн*|без бригады|вне бригад',
    heading('unattached'),
  ),
  words(
    'commander|commanders|cmdr|cmd|commanding|led by|c in c|commander in chief|cinc|командир*|командующ*|главнокомандующ*|ком|начальник*',
    heading('commander'),
  ),
  words(
    'general|gen|gdb|gdd|gm|fml|fzm|gl|mg|lg|col|colonel|maj|major|oberst|obst|brigadier|marshal|marechal|prince|count|' +
      'ген|генерал*|полковник*|подполковник*|майор*|маршал*|князь|граф|кн',
    heading('rank'),
  ),
  words('total|totals|sum|in all|overall|итого|всего|итог|в сумме', line('total')),
  words('units|formations|частей|подразделений|единиц', line('tally')),
  words('note|notes|nb|ps|remark*|comment*|примечани*|прим|замечани*|заметк*|пс|nota', line('note')),
  words(
    'hi|hello|dear|cheers|regards|thanks|best wishes|see you|привет|здравствуй*|добрый день|спасибо|пока|до встречи|с уважением|удачи',
    line('note'),
  ),
  words(
    'scenario*|battle|oob|orbat|order of battle|orders of battle|game|campaign|vs|versus|against|' +
      'сценари*|сражени*|битва|бой|состав|расписание|боевой порядок|игра|игры|кампани*|против|противник*',
    line('title'),
  ),
  words(
    'arriv*|deploy*|deployed|reinforcement*|turn|turns|setup|objective*|victory|enters|entry|starts|' +
      'прибыва*|прибуд*|подкреплени*|ход|хода|ходу|ходе|развернут*|расстав*|выставля*|цель|победа|входит|появля*',
    line('game-note'),
  ),
  words(
    'january|february|march|april|may|june|july|august|september|october|november|december|' +
      'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|' +
      'январ*|феврал*|март*|апрел*|мая|май|июн*|июл*|август*|сентябр*|октябр*|ноябр*|декабр*|' +
      'янв|фев|апр|авг|сен|сент|окт|ноя|дек',
    line('month'),
  ),
  words('fig|figs|figures|figure|figurines|minis|models|фиг|фигур*|фигурк*|миниатюр*', FIGS),
  words(
    'men|man|ranks|bayonets|sabres|sabers|effectives|strong|all ranks|rank and file|чел|человек*|штык*|сабел*|сабл*|нижних чинов',
    MEN,
  ),
  dropped('each|apiece|ea|per|по|каждый|каждом|каждая|в каждом', EACH),
  words('and|und|et|и|&|+', AND),
];

/** Russian adjectives in their common endings (a stem would take surnames: Хорошев, Храбров). */
function adjectives(...roots: string[]): string {
  return roots
    .flatMap((r) => ['ий', 'ый', 'ой', 'ая', 'яя', 'ое', 'ее', 'ие', 'ые', 'о'].map((e) => r + e))
    .join('|');
}

/** Common commander ratings (the pack's own words come in OobContext.ratings). */
export const RATING_WORDS: readonly WordEntry[] = [
  words(
    'excellent|good|average|poor|bad|inspired|inspiring|outstanding|exceptional|competent|capable|' +
      'mediocre|dithering|incompetent|rash|cautious|fair|superb|great|reliable|able|skilled|brilliant|dashing|' +
      'very|очень|отл|хор|ср|сред|плох|выдающийся|выдающаяся|' +
      adjectives(
        'отличн',
        'хорош',
        'средн',
        'посредственн',
        'плох',
        'слаб',
        'нерешительн',
        'выдающ',
        'безрассудн',
        'осторожн',
        'надежн',
        'превосходн',
        'заурядн',
        'бездарн',
        'храбр',
        'способн',
        'толков',
      ),
    RATING,
  ),
];

/** A spreadsheet's header words, by the column they name. */
export const COLUMN_WORDS: readonly WordEntry[] = [
  words('name|unit|units|unit name|название|наименование|часть|подразделение|имя|полк', column('name')),
  words('type|arm|kind|branch|troop type|unit type|тип|род|род войск|вид', column('type')),
  words('class|quality|grade|training|morale|experience|класс|качество|опыт|выучка|мораль', column('class')),
  words('figures|figs|fig|minis|models|фигуры|фиг|фигур|фигурок|миниатюр*', column('figures')),
  words('men|strength|bayonets|sabres|численность|чел|людей|человек|штыков|сабель|сила', column('men')),
  words('count|qty|quantity|number|no|кол во|количество|число|шт', column('count')),
  words('guns|gun|calibre|caliber|орудия|орудий|калибр', column('guns')),
  words('nation|nationality|country|army|нация|страна|армия|национальность', column('nation')),
  words('brigade|bde|formation|command|бригада|соединение', column('brigade')),
  words('commander|general|leader|командир|генерал|начальник', column('commander')),
  words('rating|commander rating|leadership|рейтинг|оценка', column('rating')),
  words('side|сторона', column('side')),
  words('notes|note|remarks|comment|comments|примечания|примечание|заметки|комментарий', column('notes')),
];
