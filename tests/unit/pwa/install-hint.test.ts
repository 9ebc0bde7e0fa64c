import { describe, expect, it } from 'vitest';
import { engineOf, keepingOf, shouldShowSafariHint } from '../../../src/pwa/install-hint';

/** Real user agents of the browsers at a table. */
const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.35 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  webkitGtk:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktopChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  firefoxEsr: 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
};

describe('which engine keeps the data, and for how long', () => {
  it.each([
    ['iphoneSafari', 'webkit'],
    ['iphoneChrome', 'webkit'],
    ['iphoneFirefox', 'webkit'],
    ['ipadAsMac', 'webkit'],
    ['webkitGtk', 'webkit'],
    ['androidChrome', 'chromium'],
    ['desktopChromium', 'chromium'],
    ['firefoxAndroid', 'gecko'],
    ['firefoxEsr', 'gecko'],
  ] as const)('%s is %s', (browser, engine) => {
    expect(engineOf(UA[browser])).toBe(engine);
  });

  it('WebKit in a tab: 7 days; from the Home Screen: kept; other engines answer for themselves', () => {
    expect(keepingOf(UA.iphoneSafari, false)).toBe('seven-days');
    expect(keepingOf(UA.iphoneSafari, true)).toBe('home-screen');
    expect(keepingOf(UA.iphoneChrome, false)).toBe('seven-days');
    expect(keepingOf(UA.androidChrome, false)).toBe('engine');
    expect(keepingOf(UA.firefoxEsr, true)).toBe('engine');
  });
});

describe('the 7-day notice', () => {
  it('shows once in a WebKit tab, not in the Home Screen app, not in Chromium or Firefox', () => {
    expect(shouldShowSafariHint(UA.iphoneSafari, false, false)).toBe(true);
    expect(shouldShowSafariHint(UA.ipadAsMac, false, false)).toBe(true);
    expect(shouldShowSafariHint(UA.iphoneSafari, true, false)).toBe(false);
    expect(shouldShowSafariHint(UA.iphoneSafari, false, true)).toBe(false);
    expect(shouldShowSafariHint(UA.androidChrome, false, false)).toBe(false);
    expect(shouldShowSafariHint(UA.firefoxAndroid, false, false)).toBe(false);
  });
});
