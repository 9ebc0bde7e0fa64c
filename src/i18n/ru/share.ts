import type { shareEn } from '../share';
import type { Widen } from '../widen';

/** Russian strings for `shareEn` (src/i18n/share.ts): the compiler refuses a missing or extra key. */
export const shareRu: Widen<typeof shareEn> = {
  sectionTitle: 'Два телефона без сети',
  sectionHelp:
    'Передайте на другой телефон пакет правил, ростер или всю партию: он отсканирует коды с этого экрана или откроет присланный файл. Сеть не нужна.',
  showGame: 'Показать партию',
  showRoster: (side: string) => `Показать ростер: ${side}`,
  scan: 'Сканировать коды',
  openFile: 'Открыть файл',
  showAsQr: 'Показать QR-кодом',
  back: 'Назад',

  showTitle: 'Покажите другому телефону',
  showHelp:
    'На другом телефоне: Настройки → Два телефона → Сканировать коды. Держите экран ярким и неподвижным, на расстоянии ладони от камеры.',
  frameOf: (index: number, count: number) => `${index} из ${count}`,
  codeLabel: (what: string, index: number, count: number) => `QR-код ${index} из ${count}: ${what}`,
  pause: 'Пауза',
  play: 'Дальше',
  previous: 'Предыдущий код',
  next: 'Следующий код',
  shareFile: 'Отправить файлом',
  fileDownloaded: (name: string) => `Сохранено как ${name}`,
  fileSharedAsText: 'Отправлено текстовым файлом',
  nothingToShow: 'Показывать нечего: на этом телефоне этого нет.',
  tooLargeForCodes: 'Слишком много для QR-кодов: отправьте файлом.',
  packWhat: (name: string) => `Пакет правил «${name}»`,
  gameWhat: 'Вся партия',
  rosterWhat: (side: string) => `Ростер: ${side}`,
  cardWhat: (name: string) => `Карточка: ${name}`,
  showUnavailable: 'Хранилище на этом телефоне недоступно, показывать нечего.',

  receiveTitle: 'Принять с другого телефона',
  receiveHelp:
    'На другом телефоне откройте то, что нужно передать, и нажмите «Показать QR-кодом» или «Отправить файлом» и перешлите файл сюда.',
  pointCamera: 'Наведите камеру на код на другом телефоне.',
  cameraLabel: 'Камера',
  progress: (have: number, count: number) => `${have} из ${count} кодов`,
  progressLabel: 'Прочитано кодов',
  waiting: 'Жду код…',
  missing: (list: string) => `Осталось: ${list}`,
  otherShare: 'Этот код из другой передачи; продолжаем текущую. Чтобы переключиться, начните заново.',
  startOver: 'Начать заново',
  stopCamera: 'Выключить камеру',
  cameraDenied:
    'Приложению не разрешено пользоваться камерой. Разрешите её в настройках браузера для этого сайта или откройте файл, присланный с другого телефона.',
  cameraMissing: 'Камеры, доступной приложению, нет. Откройте файл, присланный с другого телефона.',
  cameraFailed: 'Камера не включилась. Откройте файл, присланный с другого телефона.',
  readerFailed: 'Не удалось запустить распознавание кодов. Откройте файл, присланный с другого телефона.',
  frameProblems: {
    'not-a-frame': 'Это QR-код не от Grand Battery.',
    'frame-damaged': 'Код распознан с ошибкой. Держите камеру на нём.',
    'too-large': 'Слишком много для QR-кодов. Попросите прислать файл.',
    checksum:
      'Коды не сошлись: один распознан с ошибкой. Держите камеру на кодах, пока каждый не прочитается снова.',
    'not-text': 'В кодах нет ничего, что приложение может прочесть.',
    empty: 'Там пусто.',
  },
  fileTooLarge: 'Файл слишком большой: приложение таких не отправляет.',
  unknownFormat: 'Grand Battery не может это прочесть: это не пакет правил и не переданная партия.',
  accept: 'Принять',
  decline: 'Отказаться',
  declined: 'Отказались: ничего не изменилось.',
  acceptFailed: 'Не удалось сохранить на этом телефоне: ничего не изменилось.',
  another: 'Принять ещё',
};
