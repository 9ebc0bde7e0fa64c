import type { CodeParams, PasteWords } from '../en/paste';
import { formatFigures } from '../engine/format';
import { plural } from '../plural';

const n2 = (n: number) => formatFigures('ru', n);
const units = (n: number) =>
  `${n} ${plural('ru', n, { one: 'отряд', few: 'отряда', many: 'отрядов', other: 'отряда' })}`;
const figs = (n: number) =>
  `${n2(n)} ${plural('ru', n, { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' })}`;

/** The `paste` words in Russian (en/paste.ts's shape: a missing or extra key does not compile). */
export const paste: PasteWords = {
  title: 'Вставить армию',
  back: 'Назад к отрядам',
  textLabel: 'Состав сторон: одна сторона или обе',
  textHelp:
    'Скопируйте его из книги сценариев, с форума или из таблицы: стороны и бригады заголовками, по отряду в строке. Ничего не добавится, пока вы не подтвердите.',
  placeholder:
    'Австрийцы. Бригада Зоммер (ген.-майор Зоммер)\n- 1-й и 2-й бат. пехотного полка № 12 — по 36 фиг.\n- Граничары, 600 чел., ветераны',
  clear: 'Стереть текст',
  preview: 'Как прочитано',
  previewEmpty: 'Вставьте или наберите состав сторон выше: здесь каждая строка покажется так, как прочитана.',
  summary: (sides, brigades, unitCount, problems) =>
    [
      `${sides} ${plural('ru', sides, { one: 'сторона', few: 'стороны', many: 'сторон', other: 'стороны' })}`,
      `${brigades} ${plural('ru', brigades, { one: 'бригада', few: 'бригады', many: 'бригад', other: 'бригады' })}`,
      units(unitCount),
      problems > 0
        ? `проверить ${problems} ${plural('ru', problems, { one: 'строку', few: 'строки', many: 'строк', other: 'строки' })}`
        : '',
    ]
      .filter(Boolean)
      .join(' · '),
  noUnits:
    'Пока не прочитано ни одного отряда: в строке отряда нужны хотя бы название и слово вроде «батальон», «гусары» или «батарея».',
  sideRead: (n, name) => (name ? `Сторона ${n}: ${name}` : `Сторона ${n}`),
  sideUnits: (n) => units(n),
  goesTo: 'Куда',
  sideName: 'Название стороны',
  sideNameHelp: 'Так её назовут список отрядов и журнал.',
  confirm: (n) => `Добавить ${units(n)}`,
  added: (n) => `Добавлено: ${units(n)}`,
  addFailed: 'Не все отряды удалось сохранить: сохранённые убраны обратно.',
  undone: (n) => `Убрано: ${units(n)}`,
  lineOf: (n) => `Строка ${n}`,
  kinds: {
    side: 'Сторона',
    brigade: 'Бригада',
    unattached: 'Дальше без бригады',
    formation: 'Дивизия',
    commander: 'Командир',
    unit: 'Отряд',
    units: 'Отряды',
    columns: 'Заголовки столбцов',
    title: 'Заголовок',
    note: 'Примечание',
    total: 'Итог',
    date: 'Дата',
    blank: 'Пусто',
    unread: 'Не прочитано',
  },
  brigadeOf: (name) => `Бригада: ${name}`,
  noBrigade: 'Без бригады',
  figures: (n) => figs(n),
  figuresDefault: (n) => `${figs(n)} (как у новой карточки)`,
  guessed: 'догадка',
  guessedMark: 'Догадка:',
  problemMark: 'Не прочитано:',
  commanderOf: (name) => `Командир: ${name}`,
  practiceScale: (menPerFigure) =>
    `Люди пересчитаны в фигуры по ${menPerFigure} человек на фигуру: учебное значение (в вашем наборе правил масштаба нет).`,
  fields: {
    arm: 'роде войск',
    class: 'классе',
    nation: 'нации',
    type: 'типе пехоты',
    kind: 'виде батареи',
    figures: 'фигурах',
  },
  problems: {
    'line.unread': () => 'Строка не понята: она ничего не добавляет.',
    'words.unread': (p: CodeParams) => `Непонятые слова пропущены: ${p.words}.`,
    'words.conflict': (p: CodeParams) =>
      `Два слова расходятся в ${p.field}: оставлено «${p.kept}», пропущено «${p.dropped}».`,
    'figures.missing': () => 'Фигуры не указаны: у отряда столько, сколько у новой карточки. Проверьте.',
    'figures.not-half': (p: CodeParams) => `${p.found} — не целое и не половинное число фигур: пропущено.`,
    'figures.too-many': (p: CodeParams) =>
      `${p.found} фигур — больше, чем вмещает карточка (${p.max}): пропущено.`,
    'men.no-figure-scale': (p: CodeParams) => `${p.men} чел., а масштаба для пересчёта в фигуры нет.`,
    'gun.unknown': (p: CodeParams) => `В наборе правил нет орудия «${p.written}»: взято его первое орудие.`,
    'gun.not-for-kind': (p: CodeParams) => `Орудие набора ${p.gun} не для вида «${p.kind}».`,
    'gun.mixed': (p: CodeParams) => `Батарея из разных орудий: оставлено первое, не ${p.others}.`,
    'count.too-many': (p: CodeParams) => `${p.count} отрядов в одной строке — больше ${p.max}: сделан один.`,
    'count.differs': (p: CodeParams) =>
      `Перечислено батальонов: ${p.listed}, а указано: ${p.count}; оставлен перечень.`,
    'name.missing': () => 'Отряд без названия.',
    'column.unknown': (p: CodeParams) => `Столбец «${p.column}» не известен: пропущен.`,
  },
  guesses: {
    'nation.default': (p: CodeParams) => `нация ${p.nation} (не указана)`,
    'class.not-given': () => 'класс «регуляры» (не указан)',
    'arm.not-given': () => 'пехота (род войск не указан)',
    'infantry-type.not-given': () => 'линейная пехота (тип не указан)',
    'battery-kind.not-given': () => 'пешая артиллерия (вид не указан)',
    'gun.not-given': (p: CodeParams) => `орудие ${p.gunType} (не указано)`,
    'figures.from-men': (p: CodeParams) =>
      `фигуры из ${p.men} чел. по ${p.menPerFigure} на фигуру${p.practice === 'true' ? ' (учебный масштаб)' : ''}`,
    'number.as-men': (p: CodeParams) => `${p.number} — прочитано как люди`,
    'men.shared': (p: CodeParams) => `${p.men} чел. поделены на ${p.count} отряда`,
    'figures.each': (p: CodeParams) => `по ${p.figures} фиг. на каждый из ${p.count} отрядов`,
    'commander.of-side': (p: CodeParams) => `${p.commander} — взят командиром стороны`,
  },
  copyTitle: 'Скопировать сторону текстом',
  copyHelp: 'Вставленный обратно сюда, текст даст ту же сторону. Отправьте его сообщением или сохраните.',
  copySide: (side) => `Скопировать: ${side}`,
  copied: (side) => `${side}: скопировано текстом`,
  shared: (side) => `${side}: отправлено текстом`,
  notCopied: 'Телефон не скопировал текст: выделите его ниже и скопируйте.',
  copyText: 'Сторона текстом',
  emptySide: 'На этой стороне пока нет отрядов.',
  savedLink: 'Сохранённые стороны',
  saved: {
    title: 'Сохранённые стороны',
    back: 'К отрядам',
    help: 'Стороны хранятся на телефоне отдельно от игры: сохраните стороны со стола, начните игру двумя из них, отправьте сторону на другой телефон или в клуб.',
    saveTitle: 'Сохранить со стола',
    save: (side, n) => `Сохранить: ${side} (${units(n)})`,
    savedAs: (name) => `Сохранено: «${name}»`,
    saveUndone: (name) => `«${name}» больше не сохранена`,
    startTitle: 'Начать игру',
    startHelp:
      'Сторона стола сохраняет свои отряды, если не выбрать для неё сохранённую сторону: тогда они убираются со стола («Отменить» вернёт их).',
    startNewGame: 'Эта игра уже идёт: начнётся новая, с хода 1 (её журнал остаётся).',
    goesTo: (side) => `На стол как ${side}`,
    keepTable: (side, n) => `Оставить: ${side} (${units(n)})`,
    none: 'Ничего',
    option: (name, n) => `${name} · ${units(n)}`,
    start: 'Выставить на стол',
    startSame: 'Выберите две разные стороны или одну.',
    started: (n) => `На столе: ${units(n)}`,
    startUndone: (n) => `Убрано: ${units(n)}`,
    listTitle: (n) => `На этом телефоне (${n})`,
    empty: 'Сохранённых сторон пока нет. Сохраните сторону со стола выше или примите с другого телефона.',
    receive: 'Принять сторону с другого телефона',
    counts: (brigades, unitCount) =>
      [
        `${brigades} ${plural('ru', brigades, { one: 'бригада', few: 'бригады', many: 'бригад', other: 'бригады' })}`,
        units(unitCount),
      ].join(' · '),
    figures: (n) => figs(n),
    rename: 'Переименовать',
    renameName: (name) => `Переименовать: ${name}`,
    nameLabel: 'Название',
    saveName: 'Сохранить название',
    cancel: 'Отмена',
    nameEmpty: 'У сохранённой стороны должно быть название.',
    renamed: (name) => `Переименовано: «${name}»`,
    renameUndone: (name) => `Снова «${name}»`,
    duplicate: 'Копия',
    duplicateName: (name) => `Сделать копию: ${name}`,
    copyName: (name) => `${name} (копия)`,
    duplicated: (name) => `Сохранено: «${name}»`,
    send: 'Отправить',
    sendName: (name) => `Отправить ${name} QR-кодом или файлом`,
    delete: 'Удалить',
    deleteName: (name) => `Удалить: ${name}`,
    deleted: (name) => `Удалено: «${name}»`,
    restored: (name) => `«${name}» возвращена`,
    notFound: 'Этой стороны больше нет на телефоне.',
    sendClub: 'Отправить в клуб',
    sendClubName: (name) => `Отправить ${name} в клуб`,
    sentClub: (name) =>
      `«${name}» отправлена в клуб: другие телефоны клуба получат её при следующей синхронизации`,
    notKeptClub: (name) =>
      `Сервер клуба не сохранил «${name}» (её отклонила его проверка): см. «Сервер клуба». Здесь ничего не потеряно.`,
    notSentClub: (name) =>
      `«${name}» сейчас не отправлена: причину покажет «Сервер клуба» (Настройки). Она уйдёт со следующей синхронизацией, пока приложение открыто; здесь ничего не потеряно.`,
    withdrawClub: 'Убрать из клуба',
    withdrawClubName: (name) => `Убрать ${name} из клуба`,
    withdrawnClub: (name) =>
      `«${name}» убрана из клуба: телефоны клуба её больше не предлагают (сохранившие её оставят у себя)`,
    notWithdrawnClub: (name) =>
      `«${name}» сейчас не убрана: причину покажет «Сервер клуба» (Настройки). Она будет убрана при следующей синхронизации, пока приложение открыто; здесь ничего не потеряно.`,
    clubTitle: (n) => `Из клуба (${n})`,
    clubHelp:
      'Стороны, присланные игроками клуба, по последней синхронизации этого телефона. Сохраните сторону, чтобы начать ею игру.',
    keep: 'Сохранить на телефоне',
    keepName: (name) => `Сохранить ${name} на телефоне`,
    kept: (name) => `«${name}» сохранена на телефоне`,
    newer: (kept) => `Новая версия стороны «${kept}», сохранённой на телефоне`,
    update: 'Обновить',
    updateName: (name) => `Обновить сторону на телефоне до версии ${name}`,
    updated: (name) => `«${name}» на телефоне теперь в версии клуба`,
  },
};
