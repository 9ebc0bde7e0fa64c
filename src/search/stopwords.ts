/**
 * Function words of both languages: prepositions, conjunctions, pronouns, articles, particles and
 * the commonest verbs. They name nothing a player looks up, so they are not indexed and a query
 * drops them: «атака на кавалерию» must not list every clause that has «на», and a typo or a prefix
 * must never land on one («атака» is not «так», «таких»). Words that carry the rules' meaning stay
 * out of this list even when short: поверх / over (overhead fire), только / only, нельзя.
 * Compared with the normalised word as typed or written (ё read as е), never with its stem.
 */
const RU = `
а без более бы был была были было быть в вам вас весь во вот все всего всей всех вся вы где да для до
его ее ей ему если есть еще же за здесь и из или им ими их к как какая какие каким какой ко когда
которая которого которое которой котором которые который которых кто ли либо между меня мне мной
мы на над нам нас не него нее ней нем нему нет ни них но ну о об однако он она они оно от перед по
под после при про с со так также такая такие таким такими таких такого такой такое том тому то
того тоже той тот та те тем теми тех ты у уже чем через что чтобы эта эти этим этих это этого этой
этом этот я т е может могут можно является являются
`;

const EN = `
a about above after again against all also am an and any are as at be been before being below
between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself me more most my
may might must no nor not of off on once or other our ours out shall she should so some such than that the their
theirs them themselves then there these they this those through to too under until up very was we
were what when where which while who whom why will with would you your yours
`;

const STOPWORDS: ReadonlySet<string> = new Set([...RU.split(/\s+/), ...EN.split(/\s+/)].filter(Boolean));

/** Whether a normalised word is a function word (see above). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
