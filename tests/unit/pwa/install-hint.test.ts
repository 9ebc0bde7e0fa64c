import { describe, expect, it } from 'vitest';
import { shouldShowIosHint } from '../../../src/pwa/install-hint';

const nav = (userAgent: string, platform = 'iPhone', maxTouchPoints = 5) =>
  ({ userAgent, platform, maxTouchPoints }) as Navigator;
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';

describe('the iOS "Add to Home Screen" hint', () => {
  it('shows once in Safari on an iPhone or iPad, not in the installed app, not elsewhere', () => {
    expect(shouldShowIosHint(nav(iphone), false, false)).toBe(true);
    expect(shouldShowIosHint(nav(iphone), true, false)).toBe(false);
    expect(shouldShowIosHint(nav(iphone), false, true)).toBe(false);
    expect(shouldShowIosHint(nav('Mozilla/5.0 (Macintosh)', 'MacIntel', 5), false, false)).toBe(true); // iPadOS
    expect(shouldShowIosHint(nav('Mozilla/5.0 (Macintosh)', 'MacIntel', 0), false, false)).toBe(false);
    expect(shouldShowIosHint(nav('Mozilla/5.0 (Linux; Android 14)', 'Linux armv8l'), false, false)).toBe(
      false,
    );
  });
});
