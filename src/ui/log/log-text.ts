import type { Messages } from '../../i18n';
import type { ResolutionRecord } from '../../storage/model';

/** The log as plain text to share with the table: one line per shot, newest first. */
export function logAsText(
  records: readonly ResolutionRecord[],
  t: Messages,
  words: { ammo: (a: ResolutionRecord['input']['ammo']) => string },
  lang: string,
): string {
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  const lines = records.map((r) => {
    const head = `${t.log.turn(r.turn)} ${time.format(r.at)} — ${r.batteryName} → ${r.targetName}, ${words.ammo(r.input.ammo)}`;
    if (!r.result.legal) return `${head}: ${t.log.refused}`;
    const c = r.result.chain;
    const split = c.allocation.ruleRef ? ` (${c.allocation.skirmishers} + ${c.allocation.line})` : '';
    const applied = r.applied ? t.log.applied : t.log.notApplied;
    return `${head}: ${t.log.dice} ${c.dice[0]}+${c.dice[1]}, ${t.log.score} ${c.modifiedScore}, ${t.log.casualties(c.casualties)}${split}; ${applied}`;
  });
  const practice = records.some((r) => !r.pack.official) ? [`* ${t.fire.practice}`] : [];
  return [t.log.exportTitle, ...lines, ...practice].join('\n');
}
