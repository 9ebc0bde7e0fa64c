/**
 * The words players use for a unit's arm, type, class and battery, in English, Russian and the
 * French and German of regiment names. Data: see facts.ts for the form syntax.
 */
import {
  arm,
  CALIBER,
  cls,
  dropped,
  GUNS,
  HOWITZER,
  heading,
  kind,
  marker,
  NUMBERED,
  noun,
  type,
  type WordEntry,
  words,
} from './facts';

const INFANTRY: readonly WordEntry[] = [
  words(
    'battalion*|batallion*|bataillon*|battallion*|bn|bns|btn|btns|batt|batts|bat|bttn|батальон*|баталион*|батал|бат|батл',
    arm('infantry', 2),
    noun(true),
  ),
  words(
    'infantry*|inf|infanterie*|infantrie*|fanteria|пехот*|пех|инфантер*',
    arm('infantry', 2),
    heading('group'),
  ),
  words('ir', arm('infantry', 2), NUMBERED),
  words('foot|ft', arm('infantry', 1), kind('foot', 2)),
  words('pied|fuss|пеш*', arm('infantry', 1), kind('foot', 2)),
  words('line|ligne|linie*|linien*|линейн*|лин', type('line', 2), arm('infantry', 1)),
  words('musketeer*|musketier*|mousquetaire*|musk|musks|мушкетер*|мушк', type('line', 2), arm('infantry', 2)),
  words('grenadier*|grenadiere|гренадер*|гренад', arm('infantry', 1)),
  words('light|leichte*|легк*|лег', type('light', 2)),
  words('leger*|legere*|legeres', type('light', 2), arm('infantry', 1)),
  words('voltigeur*|вольтижер*', type('light', 2), arm('infantry', 2)),
  words('tirailleur*|тиральер*|cacador*|шассер*', type('light', 2), arm('infantry', 2)),
  words(
    'skirmisher*|rifle*|riflem*|schutzen|schuetzen|шютцен*|шутцен*|стрелк*|стрелков*',
    type('light', 2),
    arm('infantry', 1),
  ),
  words('grenz*|granicar*|граничар*|гренцер*', type('light', 1), arm('infantry', 2)),
  words('chasseur*', type('light', 1), arm('infantry', 1)),
  words('jager*|jaeger*|jagers|jag|jgr|егер*|ягер*', marker('jager'), type('light', 1), arm('infantry', 1)),
  words('fusilier*|fusiliere|фузилер*', marker('fusilier'), arm('infantry', 1)),
];

const CAVALRY: readonly WordEntry[] = [
  words(
    'cavalry|cav|kavallerie|cavalerie|кавалери*|кав|конниц*|mounted',
    arm('cavalry', 2),
    kind('horse', 1),
    heading('group'),
  ),
  words('horse', arm('cavalry', 2), kind('horse', 2)),
  words('конн*', arm('cavalry', 2), kind('horse', 2)),
  words('cheval|chevaux|pferde|pferd|zu pferde', arm('cavalry', 3)),
  words('hussar*|hussard*|husar*|husaren|huss|hus|гусар*|гус', arm('cavalry', 3)),
  words('dragoon*|dragon|dragons|dragoner*|drag|dgns|драгун*|драг', arm('cavalry', 3)),
  words('cuirassier*|kurassier*|kuerassier*|cuir|кирасир*|кир', arm('cavalry', 3)),
  words('lancer*|lancier*|uhlan*|ulan|ulanen|улан*|лансьер*|пикинер*', arm('cavalry', 3)),
  words('chevau*|chevauleger*|chevauxleger*|chevaulegers|шволежер*|шеволежер*|шевол*', arm('cavalry', 3)),
  words('carabinier*|karabinier*|карабинер*', arm('cavalry', 3)),
  words('cossack*|kosak*|cosaque*|cossak*|казак*|казач*|каз', arm('cavalry', 3)),
  words('конногренадер*|конноегер*|конногвард*|кавалергард*', arm('cavalry', 3)),
  words('легкоконн*', arm('cavalry', 3)),
  words(
    'squadron*|sqn|sqns|sqdn|sqdns|sq|escadron*|schwadron*|эскадрон*|эск',
    arm('cavalry', 2),
    noun(false),
  ),
];

const ARTILLERY: readonly WordEntry[] = [
  words(
    'battery|batteries|bty|btty|btys|btry|batterie*|battr*|батаре*|батар|бтр|батр',
    arm('artillery', 3),
    noun(true),
  ),
  words('artillery|arty|art|artillerie*|artiller*|артиллер*|арт', arm('artillery', 3), heading('group')),
  words('ha|rha|kha', arm('artillery', 3), kind('horse', 3)),
  words(
    'gun|guns|cannon*|piece|pieces|орудие|орудия|орудий|оруд|пушк*|пушек|canons|geschutze',
    arm('artillery', 2),
    GUNS,
  ),
  words('howitzer*|how|hows|haubitz*|obusier*|гаубиц*|единорог*|licorne*', arm('artillery', 2), HOWITZER),
  words('pdr|pdrs|pd|pounder*|lb|lbs|lber|pfunder|pfunder*|фунт*|фунтов*|ф|фн|фунтовк*', CALIBER),
];

const UNIT_NOUNS: readonly WordEntry[] = [
  words('regiment*|regt|regts|rgt|rgts|reg|regiments|полк*|п', noun(true), NUMBERED),
  words('company|companies|coy|coys|рота|роты|рот', noun(false)),
  words('no|nr|n|num|№', NUMBERED),
];

const CLASSES: readonly WordEntry[] = [
  words('guard|guards|garde|gardes|гвард*|лейб|leib|leibgarde*', cls('guard', 2)),
  words(
    'militia*|landwehr*|landsturm*|opolchen*|ландвер*|ландштурм*|ополчен*|опол|milice|miliz',
    cls('militia', 2),
    arm('infantry', 1),
  ),
  words('national guard|garde nationale|garde national|национальн* гварди*', cls('militia', 3)),
  words('imperial guard|garde imperiale|императорск* гварди*', cls('guard', 1), marker('imperialGuard')),
  words('old guard|vieille garde|стар* гварди*', cls('guard', 1), marker('imperialGuard')),
  words('middle guard|moyenne garde|средн* гварди*', cls('guard', 1), marker('imperialGuard')),
  words('young guard|jeune garde|молод* гварди*', cls('guard', 1), marker('imperialGuard')),
  dropped('elite*|crack|элит*|отборн*', cls('elite', 2)),
  dropped('veteran*|vet|vets|experienced|seasoned|ветеран*|опытн*|старослужащ*|вет', cls('veteran', 2)),
  dropped('regular*|regs|trained|регуляр*|регулярн*|обучен*|рег', cls('line', 2)),
  dropped(
    'conscript*|consc|cons|raw|green|recruit*|untried|конскрипт*|новобран*|новобр|рекрут*|необстрелян*|призывн*',
    cls('conscript', 2),
  ),
];

export const UNIT_WORDS: readonly WordEntry[] = [
  ...INFANTRY,
  ...CAVALRY,
  ...ARTILLERY,
  ...UNIT_NOUNS,
  ...CLASSES,
];
