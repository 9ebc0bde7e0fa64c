import type { Lang } from '../../core/lang';
import { formatFigures, isolate, wordsIn } from '../../i18n';
import type { ResolutionRecord, UnitSide } from '../../records/model';
import { shotGame, shotSide } from '../../records/model';

/** The log as plain text to share with the table: one line per shot, newest first, in `lang`. */
export function logAsText(
  records: readonly ResolutionRecord[],
  lang: Lang,
  sideName: (side: UnitSide) => string,
): string {
  const t = {
    log: wordsIn(lang, 'log'),
    game: wordsIn(lang, 'app').game,
    practice: wordsIn(lang, 'fire').practice,
  };
  const ammunition = wordsIn(lang, 'terms').ammunition;
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  const severalGames = new Set(records.map(shotGame)).size > 1;
  // Names are the players' own text: isolated (FSI … PDI) so a right-to-left name cannot reorder the line.
  const iso = isolate;
  const lines = records.map((r) => {
    const game = severalGames ? `${t.log.game(shotGame(r))}, ` : '';
    const head = `${game}${t.game.turn(r.turn)} ${time.format(r.at)} — ${t.log.firedBy(iso(sideName(shotSide(r))))}: ${iso(r.batteryName)} → ${iso(r.targetName)}, ${ammunition[r.input.ammo]}`;
    if (!r.result.legal) return `${head}: ${t.log.refused}`;
    const c = r.result.chain;
    const split = c.allocation.ruleRef
      ? ` (${formatFigures(lang, c.allocation.skirmishers)} + ${formatFigures(lang, c.allocation.line)})`
      : '';
    const applied = r.applied ? t.log.applied : r.undone ? t.log.undoneEntry : t.log.notApplied;
    // A shot received without its rule pack: its score is not known here.
    const score = r.result.needsPack ? `(${t.log.stepsShort})` : `${t.log.score} ${c.modifiedScore}`;
    return `${head}: ${t.log.dice} ${c.dice[0]}+${c.dice[1]}, ${score}, ${t.log.casualties(c.casualties)}${split}; ${applied}`;
  });
  const practice = records.some((r) => !r.pack.official) ? [`* ${t.practice}`] : [];
  return [t.log.exportTitle, ...lines, ...practice].join('\n');
}
