/** The Receive screen's parts: the ways in (camera, file, photos), the camera's view, the text received. */

import { Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { useApp } from '../../state';
import { FilePicker } from '../controls/FilePicker';
import type { Receive } from './receive';

/** Scan (or Stop the camera), Open a file, Scan from photos. */
export function ReceiveWays(props: { receive: Receive }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'share');
  const r = props.receive;
  return (
    <div class="share-actions">
      <Show
        when={r.scanning()}
        fallback={
          <button type="button" class="btn primary" disabled={r.starting()} onClick={() => r.startCamera()}>
            {t().scan}
          </button>
        }
      >
        <button type="button" class="btn" onClick={r.stopCamera}>
          {t().stopCamera}
        </button>
      </Show>
      <FilePicker
        label={t().openFile}
        accept=".json,.txt,application/json,text/plain"
        onFiles={(files) => r.onFile(files[0])}
      />
      <FilePicker
        label={t().scanPhoto}
        accept="image/*"
        multiple
        disabled={r.starting()}
        onFiles={(files) => r.onPhotos(files)}
      />
    </div>
  );
}

/** What the camera sees, and how many of the other phone's codes are read (and which are missing). */
export function CameraView(props: { receive: Receive }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'share');
  const r = props.receive;
  const progress = () => r.progress();
  return (
    <div class="share-camera" hidden={!r.scanning() && !progress()}>
      <video
        ref={r.setVideo}
        class="share-video"
        aria-label={t().cameraLabel}
        muted
        playsinline
        hidden={!r.scanning()}
      />
      <p
        class="share-progress"
        role="status"
        aria-label={t().progressLabel}
        data-have={progress()?.have ?? 0}
        data-count={progress()?.count ?? 0}
      >
        {progress() ? t().progress(progress()?.have ?? 0, progress()?.count ?? 0) : t().pointCamera}
      </p>
      <Show when={(progress()?.missing.length ?? 0) > 0 && (progress()?.count ?? 0) > 1}>
        <p class="muted">{t().missing(progress()?.missing.join(', ') ?? '')}</p>
        <button type="button" class="btn" onClick={r.startOver}>
          {t().startOver}
        </button>
      </Show>
    </div>
  );
}

/** The text received: what it is and what it would change (its format's summary), Accept or Decline. */
export function IncomingCard(props: { receive: Receive }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'share');
  const r = props.receive;
  return (
    <Show when={r.received()}>
      {(incoming) => (
        <article
          class="pk-card share-incoming"
          aria-labelledby="pk-incoming-title"
          data-format={incoming().format}
        >
          {incoming().Summary()}
          <div class="pk-card-actions">
            <button type="button" class="btn primary" disabled={r.busy()} onClick={() => r.accept()}>
              {incoming().actions(app.lang())?.accept ?? t().accept}
            </button>
            <button type="button" class="btn" disabled={r.busy()} onClick={r.decline}>
              {incoming().actions(app.lang())?.decline ?? t().decline}
            </button>
          </div>
        </article>
      )}
    </Show>
  );
}
