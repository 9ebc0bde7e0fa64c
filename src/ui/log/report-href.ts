import { routeHref } from '../../state';

/**
 * The game a Log route's report is of: `report` the game on the table (no number), `report/N` game N;
 * undefined: the Log itself.
 */
export function reportOf(param: string | undefined): { game?: number } | undefined {
  const match = /^report(?:\/(\d{1,4}))?$/.exec(param ?? '');
  if (!match) return undefined;
  return match[1] ? { game: Number(match[1]) } : {};
}

/** Where the battle report of a game is (none: the game on the table). */
export const reportHref = (game?: number) =>
  `${routeHref({ screen: 'log', param: 'report' })}${game === undefined ? '' : `/${game}`}`;
