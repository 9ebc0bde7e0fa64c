// @vitest-environment jsdom
/**
 * iPhones (issue 35, finding 14), each decision on its own: which phone is an installed iPhone app,
 * that the share sheet gets the file alone and an installed iPhone app never gets a download (it
 * opens QuickLook over the app with no way back), when the app asks for a new version (pageshow,
 * focus, throttled, online), when a new worker taking the page reloads it (once, never while
 * something unsaved is open), and that the Scan screen asks for the camera once a visit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackOf, isAppleMobile, type Surroundings, shareFile } from '../../../src/pwa/share';
import {
  afterControllerChange,
  CHECK_GAP_MS,
  checkOnWake,
  RELOAD_GAP_MS,
  updateCheck,
} from '../../../src/pwa/update-checks';
import { CAMERA, cameraKeeper } from '../../../src/share/camera-stream';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0 Mobile/15E148 Safari/604.1',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  webkitGtk:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
};

const here = (userAgent: string, standalone: boolean, maxTouchPoints = 5): Surroundings => ({
  userAgent,
  standalone,
  maxTouchPoints,
});

afterEach(() => vi.restoreAllMocks());

describe('an installed iPhone app', () => {
  it.each([
    ['iphone', 5, true],
    ['iphoneChrome', 5, true],
    ['ipadAsMac', 5, true],
    // A Mac's Safari says Macintosh too, without a touch screen.
    ['ipadAsMac', 0, false],
    ['webkitGtk', 0, false],
    ['android', 5, false],
  ] as const)('%s with %i touch points is an iPhone or iPad: %s', (ua, touch, apple) => {
    expect(isAppleMobile(UA[ua], touch)).toBe(apple);
  });

  it('gets no download where no share sheet takes the file: only from the Home Screen on an iPhone or iPad', () => {
    expect(fallbackOf(here(UA.iphone, true))).toBe('none');
    expect(fallbackOf(here(UA.ipadAsMac, true))).toBe('none');
    // Safari's tab on an iPhone downloads into Files and shows it in a sheet the player closes.
    expect(fallbackOf(here(UA.iphone, false))).toBe('download');
    expect(fallbackOf(here(UA.android, true))).toBe('download');
    expect(fallbackOf(here(UA.webkitGtk, false))).toBe('download');
  });
});

describe('handing a file over on an iPhone', () => {
  const file = () => new File(['{"game":1}'], 'grand-battery-game.json', { type: 'application/json' });
  function watchDownloads() {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    return clicks;
  }

  it('the share sheet gets the file alone: no title or text beside it', async () => {
    const share = vi.fn(async (_data?: ShareData) => undefined);
    expect(await shareFile(file(), { canShare: () => true, share }, document, here(UA.iphone, true))).toBe(
      'shared',
    );
    expect(share).toHaveBeenCalledTimes(1);
    expect(Object.keys(share.mock.calls[0]?.[0] ?? {})).toEqual(['files']);
  });

  it('in the installed app, a sheet that takes no file and a share that fails make no download: not delivered', async () => {
    const clicks = watchDownloads();
    const none = { canShare: () => false, share: vi.fn() };
    expect(await shareFile(file(), none, document, here(UA.iphone, true))).toBe('not-delivered');
    const refused = {
      canShare: () => true,
      share: vi.fn(async () => Promise.reject(new DOMException('no activation', 'NotAllowedError'))),
    };
    expect(await shareFile(file(), refused, document, here(UA.iphone, true))).toBe('not-delivered');
    expect(clicks).toEqual([]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('in Safari’s tab and on other phones the same failure still downloads the file', async () => {
    const clicks = watchDownloads();
    const none = { canShare: () => false, share: vi.fn() };
    expect(await shareFile(file(), none, document, here(UA.iphone, false))).toBe('downloaded');
    expect(await shareFile(file(), none, document, here(UA.android, true))).toBe('downloaded');
    expect(clicks).toEqual(['grand-battery-game.json', 'grand-battery-game.json']);
  });
});

describe('asking for a new version', () => {
  function clock() {
    let now = 1_000_000;
    let online = true;
    const update = vi.fn(async () => undefined);
    const check = updateCheck({ update, online: () => online, now: () => now });
    return {
      check,
      update,
      advance: (ms: number) => {
        now += ms;
      },
      setOnline: (on: boolean) => {
        online = on;
      },
    };
  }

  it('asks on a wake, then not again within the gap, then again after it', async () => {
    const c = clock();
    expect(c.check()).toBe(true);
    await Promise.resolve();
    c.advance(CHECK_GAP_MS - 1);
    expect(c.check()).toBe(false);
    c.advance(1);
    await Promise.resolve();
    expect(c.check()).toBe(true);
    expect(c.update).toHaveBeenCalledTimes(2);
  });

  it('asks nothing offline, and asks as soon as the network is back', () => {
    const c = clock();
    c.setOnline(false);
    expect(c.check()).toBe(false);
    c.setOnline(true);
    expect(c.check()).toBe(true);
    expect(c.update).toHaveBeenCalledTimes(1);
  });

  it('a failed check (the server down) is no error, and the next one waits its gap', async () => {
    const update = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    let now = 0;
    const check = updateCheck({ update, online: () => true, now: () => now });
    expect(check()).toBe(true);
    await new Promise((r) => setTimeout(r));
    now += CHECK_GAP_MS;
    expect(check()).toBe(true);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('pageshow (a restore from the back/forward cache too) and focus wake it; nothing after cleanup', () => {
    const target = new EventTarget();
    const check = vi.fn(() => true);
    const stop = checkOnWake(target, check);
    target.dispatchEvent(new Event('pageshow'));
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('blur'));
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('a new worker taking the page', () => {
  const change = { update: true, asked: false, busy: false, reloadedAt: undefined, now: 100_000 };

  it('reloads once for an update, with nothing unsaved open', () => {
    expect(afterControllerChange(change)).toBe('reload');
  });

  it('does nothing on the first install ("Ready to work offline" says it)', () => {
    expect(afterControllerChange({ ...change, update: false })).toBe('none');
  });

  it('offers the update instead while something unsaved is open (a resolution, an edit)', () => {
    expect(afterControllerChange({ ...change, busy: true })).toBe('offer');
  });

  it('never loops: a reload moments after the last one becomes an offer; later it reloads again', () => {
    expect(afterControllerChange({ ...change, reloadedAt: change.now - RELOAD_GAP_MS + 1 })).toBe('offer');
    expect(afterControllerChange({ ...change, reloadedAt: change.now - RELOAD_GAP_MS })).toBe('reload');
  });

  it('reloads when the player tapped Reload, whatever else', () => {
    expect(afterControllerChange({ ...change, asked: true, update: false, reloadedAt: change.now })).toBe(
      'reload',
    );
  });
});

describe('one camera stream a visit', () => {
  /** A stream as the browser gives it: one video track, live until stopped. */
  function fakeStream() {
    const track = { enabled: true, readyState: 'live' as MediaStreamTrackState, stop: vi.fn() };
    track.stop.mockImplementation(() => {
      track.readyState = 'ended';
    });
    const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
    return { stream, track };
  }

  it('a second start after a stop takes the same stream: the camera is asked for once', async () => {
    const first = fakeStream();
    const ask = vi.fn(async () => first.stream);
    const camera = cameraKeeper(ask);
    expect(await camera.open()).toBe(first.stream);
    camera.pause();
    expect(first.track.enabled).toBe(false);
    expect(first.track.stop).not.toHaveBeenCalled();
    expect(await camera.open()).toBe(first.stream);
    expect(first.track.enabled).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith(CAMERA);
  });

  it('asks again only where the system ended the stream, or the visit ended', async () => {
    const streams = [fakeStream(), fakeStream(), fakeStream()];
    let n = 0;
    const ask = vi.fn(async () => (streams[n++] as ReturnType<typeof fakeStream>).stream);
    const camera = cameraKeeper(ask);
    await camera.open();
    streams[0]?.track.stop(); // the system took the camera (a call, the app in the background)
    expect(await camera.open()).toBe(streams[1]?.stream);
    camera.end();
    expect(streams[1]?.track.readyState).toBe('ended');
    expect(await camera.open()).toBe(streams[2]?.stream);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('a refused camera is asked again at the next start (nothing kept)', async () => {
    const ok = fakeStream();
    const ask = vi
      .fn<() => Promise<MediaStream>>()
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'))
      .mockResolvedValueOnce(ok.stream);
    const camera = cameraKeeper(ask);
    await expect(camera.open()).rejects.toThrow('denied');
    expect(await camera.open()).toBe(ok.stream);
  });
});
