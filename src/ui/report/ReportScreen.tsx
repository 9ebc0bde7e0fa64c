import { createMemo, For, onMount, Show } from 'solid-js';
import { formatFigures, isolateName, wordsIn } from '../../i18n';
import { shareFile, shareText } from '../../pwa';
import {
  type BattleReport,
  battleReport,
  type ReportBrigade,
  type ReportVolley,
  reportGames,
  routeHref,
  useApp,
  useGame,
} from '../../state';
import { reportHref } from '../log/report-href';
import { useSideName } from '../parts/side-name';
import { reportFileName } from '../share/outgoing';
import { showToast } from '../Toasts';
import { packLine, percent, type ReportNames, reportAsText, unitNotes, volleyLine } from './report-text';
import './report.css';

/**
 * The battle report (issue 36, item 2): one page a game (`#/log/report`: the game on the table;
 * `#/log/report/N`: game N, from the Log). The sides and brigades with each unit's start, losses and
 * end; turns, volleys, the largest; every volley folded; shared as text, saved as a file, printed
 * (report.css: one page for a 16-unit evening, the volleys on the pages after).
 */
export function ReportScreen(props: { game: number | undefined }) {
  const app = useApp();
  const game = useGame();
  const sideName = useSideName();
  const t = () => wordsIn(app.lang(), 'report');
  const f = (n: number) => formatFigures(app.lang(), n);
  const asked = () => props.game ?? game.state.game.gameNumber;
  const report = createMemo(() =>
    battleReport(
      {
        units: game.state.units,
        brigades: game.state.brigades,
        log: game.state.log,
        play: game.state.game,
        activePack: game.pack(),
      },
      asked(),
    ),
  );
  const names: ReportNames = {
    side: sideName,
    pack: (id) => game.packs.nameOf(id, app.lang()),
  };
  const others = () => reportGames(game.state.log, game.state.game.gameNumber).filter((n) => n !== asked());
  onMount(() => window.scrollTo(0, 0));

  const share = async () => {
    const outcome = await shareText({
      title: t().gameTitle(report().game),
      text: reportAsText(report(), app.lang(), names),
    });
    if (outcome === 'copied') showToast(t().copied);
    else if (outcome === 'not-copied') showToast(t().notCopied);
  };
  const saveFile = async () => {
    const r = report();
    const name = reportFileName(r.game, r.current ? game.state.game.turn : undefined);
    const text = `${reportAsText(r, app.lang(), names)}\n`;
    const outcome = await shareFile(new File([text], name, { type: 'text/plain' }));
    if (outcome === 'downloaded') showToast(t().fileSaved(name));
    else if (outcome === 'not-delivered') showToast(t().notDelivered);
  };

  return (
    <section class="screen report" aria-labelledby="report-title">
      <h1 id="report-title">{t().gameTitle(report().game)}</h1>
      <p class="report-facts">
        {report().current ? t().inPlay(game.state.game.turn) : t().ended} · {t().turns(report().turns)} ·{' '}
        {t().volleysInAll(report().volleys.filter((v) => v.outcome !== 'refused').length)}
      </p>
      <For each={report().packs}>
        {(pack) => (
          <p class="report-pack" classList={{ practice: !pack.official }}>
            {t().pack}: {packLine(app.lang(), pack, names, isolateName)}
          </p>
        )}
      </For>
      <div class="report-actions">
        <button type="button" class="btn primary" onClick={share}>
          {t().share}
        </button>
        <button type="button" class="btn" onClick={saveFile}>
          {t().file}
        </button>
        <button type="button" class="btn" onClick={() => window.print()}>
          {t().print}
        </button>
      </div>
      <For each={report().sides}>
        {(side) => (
          <section class={`report-side side-${side.side}`} aria-labelledby={`report-side-${side.side}`}>
            <h2 id={`report-side-${side.side}`}>{sideName(side.side)}</h2>
            <p class="report-total">{t().total(side.start, side.end, side.lost, percent(side.lossShare))}</p>
            <Show when={side.brigades.length > 0} fallback={<p class="muted">{t().noUnits}</p>}>
              <For each={side.brigades}>{(b) => <BrigadeTable brigade={b} f={f} />}</For>
            </Show>
            <Show when={side.removed.length > 0}>
              <h3>{t().removed}</h3>
              <ul class="report-removed">
                <For each={side.removed}>
                  {(r) => (
                    <li>
                      {isolateName(r.name)}: {t().removedLine(r.lost)}
                    </li>
                  )}
                </For>
              </ul>
            </Show>
          </section>
        )}
      </For>
      <section class="report-largest" aria-labelledby="report-largest">
        <h2 id="report-largest">{t().largest}</h2>
        <p>
          <Show when={report().largest} fallback={t().noVolley}>
            {(v) => volleyLine(app.lang(), v(), names, isolateName)}
          </Show>
        </p>
      </section>
      <Show when={report().volleys.length > 0}>
        {/* Folded on screen; on paper, the list after the first page (report.css). */}
        <details class="report-volleys">
          <summary>{t().allVolleys(report().volleys.length)}</summary>
          <VolleyList report={report()} names={names} />
        </details>
        <section class="report-volleys-print" aria-hidden="true">
          <h2>{t().allVolleys(report().volleys.length)}</h2>
          <VolleyList report={report()} names={names} />
        </section>
      </Show>
      <Show when={others().length > 0}>
        <nav class="report-games" aria-label={t().otherGames}>
          <h2>{t().otherGames}</h2>
          <ul>
            <For each={others()}>
              {(n) => (
                <li>
                  <a class="btn" href={reportHref(n)}>
                    {t().otherGame(n)}
                  </a>
                </li>
              )}
            </For>
          </ul>
        </nav>
      </Show>
      <p class="report-back">
        <a class="btn" href={routeHref({ screen: 'log' })}>
          {t().fromLog}
        </a>
      </p>
    </section>
  );
}

/** A brigade: its name, commander and total, and its units' start, losses and end. */
function BrigadeTable(props: { brigade: ReportBrigade; f: (n: number) => string }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'report');
  const b = () => props.brigade;
  return (
    <div class="report-brigade">
      <h3>{b().brigade ? isolateName(b().brigade?.name ?? '') : t().unattached}</h3>
      <Show when={b().brigade?.commander}>
        {(name) => <p class="report-commander">{t().commander(isolateName(name()))}</p>}
      </Show>
      <p class="report-total">{t().total(b().start, b().end, b().lost, percent(b().lossShare))}</p>
      <table class="report-units">
        <thead>
          <tr>
            <th scope="col">{t().unit}</th>
            <th scope="col" class="num">
              {t().start}
            </th>
            <th scope="col" class="num">
              {t().lost}
            </th>
            <th scope="col" class="num">
              {t().end}
            </th>
          </tr>
        </thead>
        <tbody>
          <For each={b().units}>
            {(u) => (
              <tr classList={{ gone: u.end <= 0, hit: u.lost > 0 }}>
                <th scope="row">
                  <span class="report-name">{isolateName(u.name)}</span>
                  <For each={unitNotes(app.lang(), u)}>
                    {(note) => <span class="report-note"> · {note}</span>}
                  </For>
                </th>
                {/* Each figure with its heading's word, shown on a narrow phone (report.css). */}
                <td class="num" data-label={t().start}>
                  {props.f(u.start)}
                </td>
                <td class="num" data-label={t().lost}>
                  {u.lost > 0 ? `−${props.f(u.lost)}` : props.f(0)}
                </td>
                <td class="num" data-label={t().end}>
                  {props.f(u.end)}
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </div>
  );
}

/** Every volley of the game, oldest first, a line each. */
function VolleyList(props: { report: BattleReport; names: ReportNames }) {
  const app = useApp();
  return (
    <ol class="report-volley-list">
      <For each={props.report.volleys}>
        {(v: ReportVolley) => (
          <li value={v.n} classList={{ refused: v.outcome === 'refused' }}>
            {volleyLine(app.lang(), v, props.names, isolateName)}
          </li>
        )}
      </For>
    </ol>
  );
}
