/**
 * What a screen that threw while drawing says (src/ui/ScreenRenderError.tsx): it travels with that
 * chunk, not in the language chunk of the first paint. `screenErrorRu` must match key for key.
 * (A screen whose chunk is missing says `pwa.screenMissing`, which stays in the language chunk.)
 */
export const screenErrorEn = {
  screenError: 'Something went wrong on this screen. Reload to try again: your cards and log are kept.',
  screenErrorKept:
    'What you were entering was kept for after the reload. If the screen goes wrong again, “Discard what was kept” drops it and reloads.',
  discard: 'Discard what was kept',
};
