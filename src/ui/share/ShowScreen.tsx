/**
 * SHOW: a text as a sequence of QR codes the other phone scans (src/share/frames.ts), advancing
 * by itself, with pause, previous, next and "3 of 5"; and "Share as a file" for the same text.
 * The code is always dark on white with its quiet zone, in every theme.
 */
import { createEffect, createMemo, createResource, createSignal, onCleanup, Show } from 'solid-js';
import { byLang } from '../../i18n';
import { isolateName } from '../../i18n/bidi';
import { shareRu } from '../../i18n/ru/share';
import { shareEn } from '../../i18n/share';
import { shareFile } from '../../pwa/share';
import type { Lang } from '../../reference/types';
import { encodeFrames } from '../../share/frames';
import { type QrPicture, qrPicture } from '../../share/qr';
import { useApp } from '../../state/app-context';
import { useGame } from '../../state/game';
import { usePacks } from '../../state/packs';
import { useSideName } from '../side-name';
import { exportSync, type Outgoing, packOutgoing, type SyncWhat, syncFileName, syncWhatOf } from './outgoing';

/** How long each code of a sequence stays up: a phone's reader needs a few camera frames. */
export const FRAME_MS = 900;

export function ShowScreen(props: { path: string; onBack: () => void }) {
  const app = useApp();
  const packs = usePacks();
  const game = useGame();
  const sideName = useSideName();
  const t = () => byLang(app.lang(), shareEn, shareRu);
  /** An export that failed: storage unavailable, or the card is not (or no longer) here. */
  const [failed, setFailed] = createSignal<'unavailable' | 'not-found'>();

  const syncLabel = (lang: Lang, what: SyncWhat): string => {
    const words = byLang(lang, shareEn, shareRu);
    if (what.kind === 'game') return words.gameWhat;
    if (what.kind === 'roster') return words.rosterWhat(sideName(what.side));
    const card = game.state.units.find((u) => u.id === what.cardId);
    return words.cardWhat(isolateName(card?.name ?? ''));
  };

  const outgoing = createMemo((): (() => Promise<Outgoing | undefined>) | undefined => {
    const path = props.path;
    if (path.startsWith('pack/')) {
      const pack = packs.find(path.slice(5));
      return pack
        ? async () =>
            packOutgoing(pack, (lang, name) => byLang(lang, shareEn, shareRu).packWhat(isolateName(name)))
        : undefined;
    }
    const what = syncWhatOf(path);
    const exporter = exportSync;
    if (what && exporter) {
      return async () => {
        const made = await exporter(what);
        if (!made.ok) {
          setFailed(made.problem);
          return undefined;
        }
        return {
          what: (lang) => syncLabel(lang, what),
          text: made.value,
          fileName: syncFileName(what),
          fileType: 'application/json',
        };
      };
    }
    return undefined;
  });

  const [shown] = createResource(outgoing, async (make) => {
    const out = await make();
    if (!out) return undefined;
    return { out, framed: await encodeFrames(out.text) };
  });

  const frames = () => {
    const s = shown();
    return s?.framed.ok ? s.framed.value : [];
  };
  const [index, setIndex] = createSignal(0);
  const [playing, setPlaying] = createSignal(true);
  const count = () => frames().length;
  /** Each code drawn once (lean-qr tries all eight masks: tens of ms on a phone), then reused. */
  const pictures = createMemo(() => {
    frames();
    return new Map<number, QrPicture>();
  });
  const picture = createMemo(() => {
    const frame = frames()[index()];
    if (!frame) return undefined;
    const cache = pictures();
    const drawn = cache.get(index()) ?? qrPicture(frame);
    cache.set(index(), drawn);
    return drawn;
  });
  const step = (by: number) => setIndex((i) => (count() ? (i + by + count()) % count() : 0));

  createEffect(() => {
    if (!playing() || count() < 2) return;
    const timer = setInterval(() => step(1), FRAME_MS);
    onCleanup(() => clearInterval(timer));
  });

  const [delivered, setDelivered] = createSignal<string>();
  const asFile = async () => {
    const out = shown()?.out;
    if (!out) return;
    setDelivered(undefined);
    const outcome = await shareFile(new File([out.text], out.fileName, { type: out.fileType }));
    if (outcome === 'downloaded') setDelivered(t().fileDownloaded(out.fileName));
    else if (outcome === 'shared-as-text') setDelivered(t().fileSharedAsText);
  };

  return (
    <section class="screen share-screen" aria-labelledby="share-show-title">
      <div class="pk-top">
        <button type="button" class="btn" onClick={() => props.onBack()}>
          ← {t().back}
        </button>
      </div>
      <h1 id="share-show-title">{t().showTitle}</h1>
      <Show
        when={
          packs.loaded() && (outgoing() === undefined || (shown.state === 'ready' && shown() === undefined))
        }
      >
        <p class="error" role="alert">
          {failed() === 'unavailable' ? t().showUnavailable : t().nothingToShow}
        </p>
      </Show>
      <Show when={shown()}>
        {(s) => (
          <>
            {/* What is shown, as the heading of its codes and buttons. */}
            <h2 class="share-what">{s().out.what(app.lang())}</h2>
            <Show when={s().framed.ok} fallback={<p class="error">{t().tooLargeForCodes}</p>}>
              <Show when={picture()}>
                {(p) => (
                  <figure
                    class="qr-figure"
                    data-frames={JSON.stringify(frames())}
                    data-index={index()}
                    data-count={count()}
                  >
                    <svg
                      class="qr-code"
                      viewBox={`0 0 ${p().side} ${p().side}`}
                      role="img"
                      aria-label={t().codeLabel(s().out.what(app.lang()), index() + 1, count())}
                      shape-rendering="crispEdges"
                    >
                      <rect width={p().side} height={p().side} fill="#fff" />
                      <path d={p().path} fill="#000" />
                    </svg>
                    <Show when={count() > 1}>
                      <figcaption class="qr-count">{t().frameOf(index() + 1, count())}</figcaption>
                    </Show>
                  </figure>
                )}
              </Show>
              <Show when={count() > 1}>
                <div class="share-controls">
                  <button type="button" class="btn" aria-label={t().previous} onClick={() => step(-1)}>
                    ‹
                  </button>
                  <button
                    type="button"
                    class="btn"
                    aria-pressed={!playing()}
                    onClick={() => setPlaying((p) => !p)}
                  >
                    {playing() ? t().pause : t().play}
                  </button>
                  <button type="button" class="btn" aria-label={t().next} onClick={() => step(1)}>
                    ›
                  </button>
                </div>
              </Show>
            </Show>
            {/* Below the code: the code itself must be on the first screen, where the camera looks. */}
            <Show when={s().framed.ok}>
              <p class="muted">{t().showHelp}</p>
            </Show>
            <div class="share-actions">
              <button type="button" class="btn primary" onClick={() => void asFile()}>
                {t().shareFile}
              </button>
            </div>
            <Show when={delivered()}>
              <p role="status">{delivered()}</p>
            </Show>
          </>
        )}
      </Show>
    </section>
  );
}
