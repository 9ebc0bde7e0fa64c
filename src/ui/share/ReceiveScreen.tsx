/**
 * RECEIVE: codes scanned off the other phone's screen (by the camera, or from photos of it), or a
 * file it shared. Either way the text
 * goes to the incoming formats (formats.tsx): the first that claims it reads it, shows what it is
 * and what it would change, and stores it only on Accept. Camera refused or absent: say so, and
 * the file route is right there.
 */
import { createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import { byLang } from '../../i18n';
import { shareRu } from '../../i18n/ru/share';
import { shareEn } from '../../i18n/share';
import { readerOffline } from '../../pwa/reader-cache';
import { FrameCollector, type FrameProblem, MAX_TEXT_CHARS } from '../../share/frames';
import {
  type CameraProblem,
  type PhotoProblem,
  readPhoto,
  type Scanner,
  startScanner,
} from '../../share/scanner';
import { useApp } from '../../state/app-context';
import { showToast } from '../Toasts';
import { formatOf, type Incoming, useIncomingFormats } from './formats';

/** The largest file read: a text of MAX_TEXT_CHARS in UTF-8 at most. Bigger is refused unread. */
const MAX_FILE_BYTES = MAX_TEXT_CHARS * 3;

type Note =
  | { readonly kind: 'camera'; readonly problem: CameraProblem }
  | { readonly kind: 'photo'; readonly problem: PhotoProblem }
  | { readonly kind: 'reading-photo' }
  | { readonly kind: 'frame'; readonly problem: FrameProblem }
  | { readonly kind: 'other-share' }
  | { readonly kind: 'file-too-large' }
  | { readonly kind: 'unknown-format' }
  | { readonly kind: 'refused'; readonly text: string; readonly lines?: readonly string[] }
  | { readonly kind: 'declined' }
  | { readonly kind: 'accept-failed' };

export function ReceiveScreen(props: { scan: boolean; onBack: () => void }) {
  const app = useApp();
  const t = () => byLang(app.lang(), shareEn, shareRu);
  const formats = useIncomingFormats();
  const collector = new FrameCollector();

  const [scanning, setScanning] = createSignal(false);
  const [starting, setStarting] = createSignal(false);
  const [progress, setProgress] = createSignal<{ have: number; count: number; missing: readonly number[] }>();
  const [note, setNote] = createSignal<Note>();
  const [received, setReceived] = createSignal<Incoming>();
  const [busy, setBusy] = createSignal(false);
  let video: HTMLVideoElement | undefined;
  let scanner: Scanner | undefined;

  const stopCamera = () => {
    scanner?.stop();
    scanner = undefined;
    setScanning(false);
  };
  onCleanup(stopCamera);

  /** A whole text, from the codes or a file: the first format that claims it reads it. */
  const take = async (text: string) => {
    const format = formatOf(formats, text);
    if (!format) {
      setNote({ kind: 'unknown-format' });
      return;
    }
    const read = await format.read(text);
    if (read.ok) {
      setNote(undefined);
      setReceived(read.value);
    } else {
      const message = read.problem.message(app.lang());
      setNote({ kind: 'refused', ...message });
    }
  };

  const onCode = (raw: string) => {
    if (busy() || received()) return;
    const got = collector.add(raw);
    if (got.kind === 'refused') {
      setNote({ kind: 'frame', problem: got.problem });
      return;
    }
    if (got.kind === 'other-sequence') {
      setNote({ kind: 'other-share' });
      return;
    }
    // While the codes disagree with their checksum, every code is read again: the count starts over
    // with them, so "n of m" and "Still needed" tell the same story.
    const needed = collector.stillNeeded();
    setProgress({ have: got.count - needed.length, count: got.count, missing: needed });
    if (got.kind === 'mismatch') {
      // The codes disagree with the checksum of the whole: say so and keep the camera on them;
      // the collector picks the right reading as soon as the camera sees it.
      setNote({ kind: 'frame', problem: 'checksum' });
      return;
    }
    if (got.kind === 'added' && got.complete) {
      stopCamera();
      setBusy(true);
      setNote(undefined);
      void collector
        .assemble()
        .then(async (assembled) => {
          if (assembled.ok) await take(assembled.value);
          else {
            setProgress(undefined);
            setNote({ kind: 'frame', problem: assembled.problem });
          }
        })
        .finally(() => setBusy(false));
    } else if (got.kind === 'added') setNote(undefined);
  };

  const startCamera = async () => {
    if (scanning() || starting() || !video) return;
    setStarting(true);
    setNote(undefined);
    setReceived(undefined);
    collector.reset();
    setProgress(undefined);
    const started = await startScanner(video, onCode);
    setStarting(false);
    if (started.ok) {
      scanner = started.value;
      video.dataset.decoder = started.value.decoder;
      setScanning(true);
    } else setNote({ kind: 'camera', problem: started.problem });
  };

  const startOver = () => {
    collector.reset();
    setProgress(undefined);
    setNote(undefined);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    stopCamera();
    setReceived(undefined);
    if (file.size > MAX_FILE_BYTES) {
      setNote({ kind: 'file-too-large' });
      return;
    }
    await take(await file.text());
  };

  /**
   * Photos of the other phone's codes (one or several, in any order; more can be added one at a
   * time): each is read by the camera's reader and its codes collected as if scanned.
   */
  const onPhotos = async (files: readonly File[]) => {
    if (!files.length || busy()) return;
    stopCamera();
    if (received()) {
      setReceived(undefined);
      collector.reset();
      setProgress(undefined);
    }
    setStarting(true);
    setNote({ kind: 'reading-photo' });
    let problem: PhotoProblem | undefined;
    try {
      for (const file of files) {
        const read = await readPhoto(file);
        if (!read.ok) problem ??= read.problem;
        else for (const text of read.value) onCode(text);
      }
    } finally {
      setStarting(false);
    }
    if (note()?.kind === 'reading-photo') setNote(problem ? { kind: 'photo', problem } : undefined);
  };

  /**
   * Whether the player is still on this screen. A merge he accepted runs to its end and is stored
   * whatever he taps meanwhile (the stores re-read it: src/state/sync.ts); only where it is said
   * depends on this.
   */
  let here = true;
  onCleanup(() => {
    here = false;
  });

  const accept = async () => {
    const r = received();
    if (!r || busy()) return;
    setBusy(true);
    try {
      const done = await r.accept();
      if (!done.ok) {
        // Gone to another screen meanwhile: the note would be said to no one; a toast says it there.
        if (here) setNote({ kind: 'accept-failed' });
        else showToast(t().acceptFailed);
        return;
      }
      const after = r.accepted(app.lang());
      const say = () => showToast(after.message, after.undo ? { undo: after.undo } : {});
      if (!here) {
        // He tapped Units (or any screen) before it was stored: he stays there, and is told there.
        say();
        return;
      }
      setReceived(undefined);
      // Said on the screen it leads to (a toast goes away when the screen changes).
      addEventListener('hashchange', () => setTimeout(say), { once: true });
      location.hash = after.href;
    } finally {
      setBusy(false);
    }
  };
  const decline = () => {
    setReceived(undefined);
    collector.reset();
    setProgress(undefined);
    setNote({ kind: 'declined' });
  };

  onMount(() => {
    if (props.scan) void startCamera();
  });

  const cameraText = (problem: CameraProblem) =>
    ({
      denied: t().cameraDenied,
      missing: t().cameraMissing,
      failed: t().cameraFailed,
      // Offline before the reader was kept here (src/pwa/reader-cache.ts): say why, and when it comes.
      'reader-failed':
        navigator.onLine === false && !['ready', 'native'].includes(readerOffline())
          ? t().readerNotKept
          : t().readerFailed,
    })[problem];

  const noteText = (n: Note): string => {
    switch (n.kind) {
      case 'camera':
        return cameraText(n.problem);
      case 'photo':
        return t().photoProblems[n.problem];
      case 'reading-photo':
        return t().readingPhoto;
      case 'frame':
        return t().frameProblems[n.problem];
      case 'other-share':
        return t().otherShare;
      case 'file-too-large':
        return t().fileTooLarge;
      case 'unknown-format':
        return t().unknownFormat;
      case 'refused':
        return n.text;
      case 'declined':
        return t().declined;
      case 'accept-failed':
        return t().acceptFailed;
    }
  };
  const noteIsError = (n: Note) =>
    n.kind !== 'declined' && n.kind !== 'other-share' && n.kind !== 'reading-photo';

  return (
    <section class="screen share-screen" aria-labelledby="share-receive-title">
      <div class="pk-top">
        <button type="button" class="btn" onClick={() => props.onBack()}>
          ← {t().back}
        </button>
      </div>
      <h1 id="share-receive-title">{t().receiveTitle}</h1>
      <Show when={!received()}>
        <p class="muted">{t().receiveHelp}</p>
        <div class="share-actions">
          <Show
            when={scanning()}
            fallback={
              <button
                type="button"
                class="btn primary"
                disabled={starting()}
                onClick={() => void startCamera()}
              >
                {t().scan}
              </button>
            }
          >
            <button type="button" class="btn" onClick={stopCamera}>
              {t().stopCamera}
            </button>
          </Show>
          <label class="btn share-file">
            <input
              type="file"
              accept=".json,.txt,application/json,text/plain"
              class="pk-visually-hidden"
              onChange={(e) => {
                void onFile(e.currentTarget.files?.[0]);
                e.currentTarget.value = '';
              }}
            />
            <span>{t().openFile}</span>
          </label>
          <label class="btn share-file" classList={{ disabled: starting() }}>
            <input
              type="file"
              accept="image/*"
              multiple
              class="pk-visually-hidden"
              disabled={starting()}
              onChange={(e) => {
                const files = [...(e.currentTarget.files ?? [])];
                e.currentTarget.value = '';
                void onPhotos(files);
              }}
            />
            <span>{t().scanPhoto}</span>
          </label>
        </div>
      </Show>

      <Show when={note()}>
        {(n) => (
          <div class="share-note" role={noteIsError(n()) ? 'alert' : 'status'} data-note={n().kind}>
            <p classList={{ error: noteIsError(n()) }}>{noteText(n())}</p>
            <Show
              when={n().kind === 'refused' ? (n() as Extract<Note, { kind: 'refused' }>).lines : undefined}
            >
              {(lines) => (
                <ul class="pk-problem-list">
                  <For each={lines().slice(0, 30)}>{(line) => <li>{line}</li>}</For>
                </ul>
              )}
            </Show>
          </div>
        )}
      </Show>

      <div class="share-camera" hidden={!scanning() && !progress()}>
        <video
          ref={video}
          class="share-video"
          aria-label={t().cameraLabel}
          muted
          playsinline
          hidden={!scanning()}
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
          <button type="button" class="btn" onClick={startOver}>
            {t().startOver}
          </button>
        </Show>
      </div>

      <Show when={received()}>
        {(r) => (
          <article
            class="pk-card share-incoming"
            aria-labelledby="pk-incoming-title"
            data-format={r().format}
          >
            {r().Summary()}
            <div class="pk-card-actions">
              <button type="button" class="btn primary" disabled={busy()} onClick={() => void accept()}>
                {r().actions(app.lang())?.accept ?? t().accept}
              </button>
              <button type="button" class="btn" disabled={busy()} onClick={decline}>
                {r().actions(app.lang())?.decline ?? t().decline}
              </button>
            </div>
          </article>
        )}
      </Show>
    </section>
  );
}
