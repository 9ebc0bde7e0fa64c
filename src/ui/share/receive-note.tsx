/** What the Receive screen says of a text or a camera: a refusal, a problem, or where things stand. */

import { For, Show } from 'solid-js';
import { type Words, wordsIn } from '../../i18n';
import { readerOffline } from '../../pwa/reader-cache';
import type { EncodingProblem } from '../../records/utf8';
import type { FrameProblem } from '../../share/frames';
import type { CameraProblem, PhotoProblem } from '../../share/scanner';
import { useApp } from '../../state';

export type Note =
  | { readonly kind: 'camera'; readonly problem: CameraProblem }
  | { readonly kind: 'photo'; readonly problem: PhotoProblem }
  | { readonly kind: 'reading-photo' }
  | { readonly kind: 'frame'; readonly problem: FrameProblem }
  | { readonly kind: 'other-share' }
  | { readonly kind: 'file-too-large' }
  | { readonly kind: 'file-encoding'; readonly problem: EncodingProblem }
  | { readonly kind: 'unknown-format' }
  | { readonly kind: 'refused'; readonly text: string; readonly lines?: readonly string[] }
  | { readonly kind: 'declined' }
  | { readonly kind: 'accept-failed'; readonly text: string; readonly lines?: readonly string[] };

function cameraText(t: Words['share'], problem: CameraProblem): string {
  return {
    denied: t.cameraDenied,
    missing: t.cameraMissing,
    failed: t.cameraFailed,
    // Offline before the reader was kept here (src/pwa/reader-cache.ts): say why, and when it comes.
    'reader-failed':
      navigator.onLine === false && !['ready', 'native'].includes(readerOffline())
        ? t.readerNotKept
        : t.readerFailed,
  }[problem];
}

function noteText(t: Words['share'], n: Note): string {
  switch (n.kind) {
    case 'camera':
      return cameraText(t, n.problem);
    case 'photo':
      return t.photoProblems[n.problem];
    case 'reading-photo':
      return t.readingPhoto;
    case 'frame':
      return t.frameProblems[n.problem];
    case 'other-share':
      return t.otherShare;
    case 'file-too-large':
      return t.fileTooLarge;
    case 'file-encoding':
      return t.fileEncoding[n.problem];
    case 'unknown-format':
      return t.unknownFormat;
    case 'refused':
      return n.text;
    case 'declined':
      return t.declined;
    case 'accept-failed':
      return n.text;
  }
}

const noteIsError = (n: Note) =>
  n.kind !== 'declined' && n.kind !== 'other-share' && n.kind !== 'reading-photo';

/** The note, said as an alert when something went wrong and as a status otherwise. */
export function ReceiveNote(props: { note: Note }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'share');
  return (
    <div class="share-note" role={noteIsError(props.note) ? 'alert' : 'status'} data-note={props.note.kind}>
      <p classList={{ error: noteIsError(props.note) }}>{noteText(t(), props.note)}</p>
      <Show
        when={
          props.note.kind === 'refused' || props.note.kind === 'accept-failed' ? props.note.lines : undefined
        }
      >
        {(lines) => (
          <ul class="pk-problem-list">
            <For each={lines().slice(0, 30)}>{(line) => <li>{line}</li>}</For>
          </ul>
        )}
      </Show>
    </div>
  );
}
