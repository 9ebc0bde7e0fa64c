import { For, Show } from 'solid-js';
import type { Lang } from '../../core';
import { isolateName, type Words, wordsIn } from '../../i18n';
import {
  type ClubProblem,
  type ClubReport,
  type ClubView,
  type SyncProgress,
  useApp,
  useGame,
} from '../../state';
import { storageFullText } from '../storage-words';
import { syncAndSay } from './ClubForm';

/** What a sync brought, as the counts that are not zero (in the screen's order). */
function broughtCounts(report: ClubReport): [keyof ClubReport['counts'] | 'packs', number][] {
  const order: (keyof ClubReport['counts'])[] = [
    'shotsNew',
    'shotsChanged',
    'cardsNew',
    'cardsChanged',
    'cardsDeleted',
    'cardsKept',
    'corrections',
  ];
  const counts: [keyof ClubReport['counts'] | 'packs', number][] = order.map((k) => [k, report.counts[k]]);
  // A report remembered from before packs travelled has none.
  counts.push(['packs', report.packs ?? 0]);
  return counts.filter(([, n]) => n > 0);
}

/** What a sync sent, by kind (in the screen's order), or "nothing new". */
function sentText(t: Words['club'], report: ClubReport): string {
  const order = ['shot', 'card', 'tomb', 'correction', 'game', 'pack', 'side'] as const;
  const sent = report.sent ?? {};
  return (
    order
      .filter((k) => (sent[k] ?? 0) > 0)
      .map((k) => t.sent[k](sent[k] ?? 0))
      .join(', ') || t.nothingSent
  );
}

/** A document's id in words: its kind ("a shot") and the id. */
function docWords(t: Words['club'], id: string): string {
  const kind = id === 'game' ? 'game' : id.slice(0, id.indexOf(':'));
  const words = (t.docKind as Record<string, string | undefined>)[kind];
  return words ? `${words} (${id})` : id;
}

/** Where the running sync is, or just "Syncing…" before it has started. */
function progressText(t: Words['club'], p: SyncProgress | undefined): string {
  if (!p) return t.syncing;
  if (p.step === 'receiving') return t.progress.receiving(p.done, p.total);
  if (p.step === 'merging') return t.progress.merging(p.done);
  if (p.step === 'sending') return t.progress.sending(p.done, p.total);
  return t.progress.checking;
}

/** A failure in the exact words of what happened, and that nothing on this phone was lost. */
function problemText(lang: Lang, t: Words['club'], p: ClubProblem): string {
  // Storage failing: a full phone is said as on every path (full, and how to free space).
  if (p.code === 'storage') return storageFullText(lang, p) ?? [t.problems.storage, t.nothingLost].join(' ');
  const words = [t.problems[p.code]];
  if (p.code === 'refused' && p.detail) words.push(t.serverSaid(p.detail));
  if (p.code === 'server' && p.detail) words.push(t.serverCode(p.detail));
  if (p.code === 'other-game' && p.detail) {
    const [game, turn] = p.detail.split(':').map(Number);
    words.push(t.otherGame(game ?? 0, turn ?? 0));
  }
  if (p.code !== 'other-game') words.push(t.nothingLost);
  return words.join(' ');
}

/** Syncing, the last failure (another game: "Merge it as this game"), the last sync and what it brought. */
export function ClubStatus(props: { view: ClubView }) {
  const app = useApp();
  const { club } = useGame();
  const { settings, busy, problem } = props.view;
  const t = () => wordsIn(app.lang(), 'club');
  const when = (at: number) =>
    new Intl.DateTimeFormat(app.lang(), { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at));
  const onSync = (asThisGame: boolean) => syncAndSay(app.lang, club.syncNow({ asThisGame }));

  return (
    <div class="club-status" role="status" aria-live="polite">
      <Show when={busy()}>
        <p>{t().syncing}</p>
        <Show when={props.view.progress()}>{(p) => <p>{progressText(t(), p())}</p>}</Show>
      </Show>
      <Show when={!busy() && problem()}>
        {(p) => (
          <div class="club-problem" role="alert">
            <p>{problemText(app.lang(), t(), p())}</p>
            <Show when={p().code === 'other-game'}>
              <button type="button" class="btn" onClick={() => onSync(true)}>
                {t().mergeAsThisGame}
              </button>
            </Show>
            <Show when={p().code === 'reload'}>
              <button type="button" class="btn primary" onClick={() => location.reload()}>
                {t().reload}
              </button>
            </Show>
          </div>
        )}
      </Show>
      <Show when={settings().last} fallback={<p class="muted">{t().neverSynced}</p>}>
        {(last) => (
          <div class="club-last">
            <p>{t().lastSync(when(last().at))}</p>
            <p>
              {t().brought}{' '}
              {broughtCounts(last())
                .map(([k, n]) => t().counts[k](n))
                .join(', ') || t().nothingNew}
            </p>
            <p>
              {t().sentLabel} {sentText(t(), last())}
            </p>
            <For each={last().renamed ?? []}>
              {(r) => <p>{t().renamed(isolateName(r.ours), isolateName(r.theirs), r.kept)}</p>}
            </For>
            <Show when={(last().dropped ?? []).length > 0}>
              <div class="club-warning club-dropped">
                <p>{t().dropped(last().dropped?.length ?? 0)}</p>
                <ul>
                  <For each={(last().dropped ?? []).slice(0, 20)}>{(id) => <li>{docWords(t(), id)}</li>}</For>
                </ul>
                <p>{t().droppedHelp}</p>
              </div>
            </Show>
            <Show when={last().refused > 0 && (last().dropped ?? []).length === 0}>
              <p class="club-warning">{t().refusedThere(last().refused)}</p>
            </Show>
            <Show when={last().skipped.length > 0}>
              <div class="club-warning">
                <p>{t().skipped(last().skipped.length)}</p>
                <ul>
                  <For each={last().skipped.slice(0, 20)}>
                    {(s) => (
                      <li>
                        <code>{s.id}</code>: {t().skippedCode[s.code]}
                      </li>
                    )}
                  </For>
                </ul>
              </div>
            </Show>
            <Show when={(last().skippedBefore ?? 0) > 0}>
              <p class="muted">{t().skippedBefore(last().skippedBefore ?? 0)}</p>
            </Show>
          </div>
        )}
      </Show>
    </div>
  );
}
