/**
 * A text as a sequence of QR codes the other phone scans, advancing by itself, with pause, previous,
 * next and "3 of 5"; and "Share as a file" for the same text. The code is always dark on white with
 * its quiet zone, in every theme.
 */

import { createEffect, createMemo, createSignal, on, onCleanup, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { shareFile } from '../../pwa/share';
import { type QrPicture, qrPicture } from '../../share/qr';
import { useApp } from '../../state';
import type { Outgoing } from './outgoing';

/** How long each code of a sequence stays up: a phone's reader needs a few camera frames. */
export const FRAME_MS = 900;

/** The codes, one at a time, and the buttons that step through them. */
export function QrCodes(props: { frames: readonly string[]; what: string }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'share');
  const [index, setIndex] = createSignal(0);
  const [playing, setPlaying] = createSignal(true);
  const count = () => props.frames.length;
  /** Each code drawn once (lean-qr tries all eight masks: tens of ms on a phone), then reused. */
  const pictures = createMemo(
    on(
      () => props.frames,
      () => new Map<number, QrPicture>(),
    ),
  );
  const picture = createMemo(() => {
    const frame = props.frames[index()];
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

  return (
    <>
      <Show when={picture()}>
        {(p) => (
          <figure
            class="qr-figure"
            data-frames={JSON.stringify(props.frames)}
            data-index={index()}
            data-count={count()}
          >
            <svg
              class="qr-code"
              viewBox={`0 0 ${p().side} ${p().side}`}
              role="img"
              aria-label={t().codeLabel(props.what, index() + 1, count())}
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
          <button type="button" class="btn" aria-pressed={!playing()} onClick={() => setPlaying((p) => !p)}>
            {playing() ? t().pause : t().play}
          </button>
          <button type="button" class="btn" aria-label={t().next} onClick={() => step(1)}>
            ›
          </button>
        </div>
      </Show>
    </>
  );
}

/** "Share as a file": the phone's share sheet, or a download (none in an installed iPhone app), and what became of it. */
export function ShareAsFile(props: { out: Outgoing }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'share');
  const [delivered, setDelivered] = createSignal<string>();
  const asFile = async () => {
    const out = props.out;
    setDelivered(undefined);
    const outcome = await shareFile(new File([out.text], out.fileName, { type: out.fileType }));
    if (outcome === 'downloaded') setDelivered(t().fileDownloaded(out.fileName));
    else if (outcome === 'shared-as-text') setDelivered(t().fileSharedAsText);
    else if (outcome === 'not-delivered') setDelivered(t().fileNotDelivered);
  };
  return (
    <>
      <div class="share-actions">
        <button type="button" class="btn primary" onClick={() => asFile()}>
          {t().shareFile}
        </button>
      </div>
      <Show when={delivered()}>
        <p role="status">{delivered()}</p>
      </Show>
    </>
  );
}
