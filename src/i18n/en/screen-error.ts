import type { Widen } from '../widen';

/**
 * What a screen that threw while drawing says (src/ui/ScreenRenderError.tsx). A screen whose chunk
 * is missing says `app.pwa.screenMissing`, which is the first screen's. ru/screen-error.ts follows
 * this shape key for key.
 */
export const screenError = {
  screenError: 'Something went wrong on this screen. Reload to try again: your cards and log are kept.',
  screenErrorKept:
    'What you were entering was kept for after the reload. If the screen goes wrong again, “Discard what was kept” drops it and reloads.',
  discard: 'Discard what was kept',
};

export type ScreenErrorWords = Widen<typeof screenError>;
