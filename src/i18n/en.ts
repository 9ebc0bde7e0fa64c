/** English UI strings. This object defines the shape; ru.ts must match it key for key. */
export const en = {
  appName: 'Grand Battery',
  nav: {
    label: 'Main',
    units: 'Units',
    fire: 'Fire',
    log: 'Log',
    rules: 'Rules',
    settings: 'Settings',
  },
  common: {
    loading: 'Loading…',
    close: 'Close',
    undo: 'Undo',
    back: 'Back',
    notYet: 'This screen is not built yet.',
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeContrast: 'High contrast',
  },
  pwa: {
    offlineReady: 'Ready to work offline',
    updateAvailable: 'Update available',
    reload: 'Reload',
    dismiss: 'Later',
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof en>;
