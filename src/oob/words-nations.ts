/**
 * The words that name a nation, as a side's heading or a unit line says it ("French", «Австрийцы»,
 * "Bavarian light bn"). Data: see facts.ts for the form syntax. Phrases come before their words
 * ("French allies" is french-ally, "French" alone france).
 */
import { nation, type WordEntry, words } from './facts';

export const NATION_WORDS: readonly WordEntry[] = [
  words(
    'french ally|french allies|allied to france|allies of france|союзник* франции|союзн* франции',
    nation('french-ally'),
  ),
  words(
    'other coalition|other allies|other allied|coalition other|прочи* союзник*|друг* союзник*',
    nation('coalition-other'),
  ),
  words('french|france|francais*|francaise*|frenchm*|fr|fra|француз*|франци*|фр|франц', nation('france')),
  words(
    'austrian*|austria|osterreich*|oesterreich*|kaiserlich*|aus|aut|австри*|австрийц*|австр|авст',
    nation('austria'),
  ),
  words('russian*|russia|ru|rus|русск*|росси*|рус|рос', nation('russia')),
  words(
    'prussian*|prussia|preussen|preussisch*|preußen|preußisch*|pru|прусс*|пруссак*|прус',
    nation('prussia'),
  ),
  words(
    'british|britain|english|brits|anglo*|gb|brit|британ*|англичан*|английск*|брит|англ',
    nation('britain'),
  ),
  words(
    'bavarian*|bavaria|bayern|saxon*|saxony|sachsen|westphalian*|westphalia|wurttemberg*|wurttemberger*|' +
      'polish|poles|poland|italian*|italy|neapolitan*|naples|baden|hessian*|hesse|rheinbund|' +
      'баварц*|баварск*|саксон*|саксонц*|вестфальц*|вестфальск*|вюртемберг*|поляк*|польск*|' +
      'итальянц*|итальянск*|неаполитан*|баденц*|баденск*|гессенц*|гессенск*',
    nation('french-ally'),
  ),
  words(
    'spanish|spaniards|spain|portuguese|portugal|swedish|swedes|sweden|brunswick*|hanoverian*|hanover|' +
      'dutch|netherlands|испанц*|испанск*|португал*|швед*|шведск*|брауншвейг*|ганновер*|голландц*|нидерланд*',
    nation('coalition-other'),
  ),
];
