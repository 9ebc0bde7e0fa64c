/**
 * One camera stream a visit (issue 35): iOS asks for the camera again when an app calls
 * `getUserMedia` more than once in a visit (an installed app, after a cold start, asks every time).
 * So the Scan screen's first start asks; a stop only pauses the picture (its tracks disabled, which
 * turns the capture off), and a later start in the same visit takes the same stream again. The
 * stream is released for good when the page goes (`pagehide`), or asked for again only where the
 * system ended it (its tracks no longer live).
 */

export type AskCamera = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/** The back camera, video only. */
export const CAMERA: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' } },
  audio: false,
};

export interface CameraKeeper {
  /** The visit's stream, its picture on again; asked for only when there is none still live. */
  open(): Promise<MediaStream>;
  /** Scanning stopped: the picture is off, the stream kept for the next start of this visit. */
  pause(): void;
  /** The visit ends: the camera is released (a later start asks again). */
  end(): void;
}

const isLive = (stream: MediaStream) =>
  stream.getVideoTracks().length > 0 && stream.getVideoTracks().every((track) => track.readyState === 'live');

export function cameraKeeper(ask: AskCamera): CameraKeeper {
  let kept: MediaStream | undefined;
  const tracks = () => kept?.getTracks() ?? [];
  return {
    async open() {
      if (kept && isLive(kept)) {
        for (const track of tracks()) track.enabled = true;
        return kept;
      }
      for (const track of tracks()) track.stop();
      kept = await ask(CAMERA);
      return kept;
    },
    pause() {
      for (const track of tracks()) track.enabled = false;
    },
    end() {
      for (const track of tracks()) track.stop();
      kept = undefined;
    },
  };
}

let visit: CameraKeeper | undefined;

/** This page's camera (the browser's `getUserMedia`), released when the page goes. */
export function visitCamera(): CameraKeeper {
  if (!visit) {
    const keeper = cameraKeeper((constraints) => navigator.mediaDevices.getUserMedia(constraints));
    addEventListener('pagehide', () => keeper.end());
    visit = keeper;
  }
  return visit;
}
