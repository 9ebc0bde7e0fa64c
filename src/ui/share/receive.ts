/**
 * The Receive screen's store: the codes collected (by the camera or from photos), a file read, the
 * text received and its note, and Accept or Decline. ReceiveScreen.tsx and its parts only show it.
 */

import { createSignal, onCleanup } from 'solid-js';
import { utf8Text } from '../../records/utf8';
import { FrameCollector } from '../../share/frame-collector';
import { MAX_TEXT_CHARS } from '../../share/frames';
import { type PhotoProblem, readPhoto, type Scanner, startScanner } from '../../share/scanner';
import { useApp } from '../../state';
import { showToast } from '../Toasts';
import { formatOf, type Incoming, useIncomingFormats } from './formats';
import type { Note } from './receive-note';

/** The largest file read: a text of MAX_TEXT_CHARS in UTF-8 at most. Bigger is refused unread. */
const MAX_FILE_BYTES = MAX_TEXT_CHARS * 3;

export interface Progress {
  have: number;
  count: number;
  missing: readonly number[];
}

function receiveState() {
  const [scanning, setScanning] = createSignal(false);
  const [starting, setStarting] = createSignal(false);
  const [progress, setProgress] = createSignal<Progress>();
  const [note, setNote] = createSignal<Note>();
  const [received, setReceived] = createSignal<Incoming>();
  const [busy, setBusy] = createSignal(false);
  const collector = new FrameCollector();
  /** The codes collected so far are dropped: the count starts over. */
  const forgetCodes = () => {
    collector.reset();
    setProgress(undefined);
  };
  return {
    ...{ scanning, setScanning, starting, setStarting, progress, setProgress, note, setNote },
    ...{ received, setReceived, busy, setBusy, collector, forgetCodes },
  };
}
type ReceiveState = ReturnType<typeof receiveState>;

/** A whole text, from the codes or a file: the first format that claims it reads it. */
function textReader(st: ReceiveState) {
  const app = useApp();
  const formats = useIncomingFormats();
  return async (text: string) => {
    const format = formatOf(formats, text);
    if (!format) {
      st.setNote({ kind: 'unknown-format' });
      return;
    }
    const read = await format.read(text);
    if (read.ok) {
      st.setNote(undefined);
      st.setReceived(read.value);
    } else {
      const message = read.problem.message(app.lang());
      st.setNote({ kind: 'refused', ...message });
    }
  };
}

/** One code read (by the camera or off a photo): collected, and the text taken once all are in. */
function codeCollector(st: ReceiveState, take: (text: string) => Promise<void>, stopCamera: () => void) {
  /** Every code in: the text put together (checked against its checksum) and taken. */
  const takeAll = async () => {
    try {
      const assembled = await st.collector.assemble();
      if (assembled.ok) await take(assembled.value);
      else {
        st.setProgress(undefined);
        st.setNote({ kind: 'frame', problem: assembled.problem });
      }
    } finally {
      st.setBusy(false);
    }
  };
  return (raw: string): Promise<void> | undefined => {
    if (st.busy() || st.received()) return;
    const got = st.collector.add(raw);
    if (got.kind === 'refused') {
      st.setNote({ kind: 'frame', problem: got.problem });
      return;
    }
    if (got.kind === 'other-sequence') {
      st.setNote({ kind: 'other-share' });
      return;
    }
    // While the codes disagree with their checksum, every code is read again: the count starts over
    // with them, so "n of m" and "Still needed" tell the same story.
    const needed = st.collector.stillNeeded();
    st.setProgress({ have: got.count - needed.length, count: got.count, missing: needed });
    if (got.kind === 'mismatch') {
      // The codes disagree with the checksum of the whole: say so and keep the camera on them;
      // the collector picks the right reading as soon as the camera sees it.
      st.setNote({ kind: 'frame', problem: 'checksum' });
      return;
    }
    if (got.kind !== 'added') return;
    st.setNote(undefined);
    if (!got.complete) return;
    stopCamera();
    st.setBusy(true);
    return takeAll();
  };
}

/** The camera: started on a video element, its codes to `onCode`, stopped when the screen goes. */
function camera(st: ReceiveState) {
  let scanner: Scanner | undefined;
  const stop = () => {
    scanner?.stop();
    scanner = undefined;
    st.setScanning(false);
  };
  onCleanup(stop);
  const start = async (video: HTMLVideoElement | undefined, onCode: (raw: string) => void) => {
    if (st.scanning() || st.starting() || !video) return;
    st.setStarting(true);
    st.setNote(undefined);
    st.setReceived(undefined);
    st.forgetCodes();
    const started = await startScanner(video, onCode);
    st.setStarting(false);
    if (started.ok) {
      scanner = started.value;
      video.dataset.decoder = started.value.decoder;
      st.setScanning(true);
    } else st.setNote({ kind: 'camera', problem: started.problem });
  };
  return { start, stop };
}

/** A file the other phone shared, or photos of its codes. */
function fileReader(
  st: ReceiveState,
  take: (text: string) => Promise<void>,
  onCode: (raw: string) => void,
  stopCamera: () => void,
) {
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    stopCamera();
    st.setReceived(undefined);
    if (file.size > MAX_FILE_BYTES) {
      st.setNote({ kind: 'file-too-large' });
      return;
    }
    // Never decoded lossily: a file in another encoding is refused with the encoding named.
    const text = utf8Text(new Uint8Array(await file.arrayBuffer()));
    if (!text.ok) {
      st.setNote({ kind: 'file-encoding', problem: text.problem });
      return;
    }
    await take(text.value);
  };
  /**
   * Photos of the other phone's codes (one or several, in any order; more can be added one at a
   * time): each is read by the camera's reader and its codes collected as if scanned.
   */
  const onPhotos = async (files: readonly File[]) => {
    if (!files.length || st.busy()) return;
    stopCamera();
    if (st.received()) {
      st.setReceived(undefined);
      st.forgetCodes();
    }
    st.setStarting(true);
    st.setNote({ kind: 'reading-photo' });
    let problem: PhotoProblem | undefined;
    try {
      for (const file of files) {
        const read = await readPhoto(file);
        if (!read.ok) problem ??= read.problem;
        else for (const text of read.value) onCode(text);
      }
    } finally {
      st.setStarting(false);
    }
    if (st.note()?.kind === 'reading-photo') st.setNote(problem ? { kind: 'photo', problem } : undefined);
  };
  return { onFile, onPhotos };
}

/** Accept (stored, then said where it leads) or Decline the text received. */
function answers(st: ReceiveState) {
  const app = useApp();
  /**
   * Whether the player is still on this screen. A merge he accepted runs to its end and is stored
   * whatever he taps meanwhile (the game reads it again: `game.exchange.accept`); only where it is said
   * depends on this.
   */
  let here = true;
  onCleanup(() => {
    here = false;
  });
  const accept = async () => {
    const r = st.received();
    if (!r || st.busy()) return;
    st.setBusy(true);
    try {
      const done = await r.accept();
      if (!done.ok) {
        // Why, in the format's words (a full phone: full, and how to free space). Gone to another
        // screen meanwhile: the note would be said to no one; a toast says it there.
        const why = r.notStored(app.lang(), done.problem);
        if (here) st.setNote({ kind: 'accept-failed', ...why });
        else showToast(why.text);
        return;
      }
      const after = r.accepted(app.lang());
      const say = () => showToast(after.message, after.undo ? { undo: after.undo } : {});
      if (!here) {
        // He tapped Units (or any screen) before it was stored: he stays there, and is told there.
        say();
        return;
      }
      st.setReceived(undefined);
      // Said on the screen it leads to (a toast goes away when the screen changes).
      addEventListener('hashchange', () => setTimeout(say), { once: true });
      location.hash = after.href;
    } finally {
      st.setBusy(false);
    }
  };
  const decline = () => {
    st.setReceived(undefined);
    st.forgetCodes();
    st.setNote({ kind: 'declined' });
  };
  return { accept, decline };
}

export function createReceive() {
  const st = receiveState();
  const take = textReader(st);
  const cam = camera(st);
  const onCode = codeCollector(st, take, cam.stop);
  let video: HTMLVideoElement | undefined;
  const startOver = () => {
    st.forgetCodes();
    st.setNote(undefined);
  };
  return {
    scanning: st.scanning,
    starting: st.starting,
    progress: st.progress,
    note: st.note,
    received: st.received,
    busy: st.busy,
    /** The camera's picture: where the scanner shows what it sees. */
    setVideo: (el: HTMLVideoElement) => {
      video = el;
    },
    startCamera: () => cam.start(video, onCode),
    stopCamera: cam.stop,
    startOver,
    ...fileReader(st, take, onCode, cam.stop),
    ...answers(st),
  };
}
export type Receive = ReturnType<typeof createReceive>;
