import { For } from 'solid-js';
import type { Lang } from '../reference/types';
import { useApp } from '../state/app-context';
import { THEMES, type Theme } from '../state/prefs';

const LANGS: { id: Lang; label: string }[] = [
  { id: 'ru', label: 'Русский' },
  { id: 'en', label: 'English' },
];

export function SettingsScreen() {
  const app = useApp();
  const themeLabel = (theme: Theme) => {
    const s = app.t().settings;
    return { system: s.themeSystem, light: s.themeLight, dark: s.themeDark, contrast: s.themeContrast }[
      theme
    ];
  };
  return (
    <section class="screen" aria-labelledby="settings-title">
      <h1 id="settings-title">{app.t().settings.title}</h1>
      <fieldset class="choice-group">
        <legend>{app.t().settings.language}</legend>
        <For each={LANGS}>
          {(l) => (
            <label class="choice">
              <input
                type="radio"
                name="lang"
                value={l.id}
                checked={app.lang() === l.id}
                onChange={() => app.updatePrefs({ lang: l.id })}
              />
              <span lang={l.id}>{l.label}</span>
            </label>
          )}
        </For>
      </fieldset>
      <fieldset class="choice-group">
        <legend>{app.t().settings.theme}</legend>
        <For each={THEMES}>
          {(theme) => (
            <label class="choice">
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={app.prefs().theme === theme}
                onChange={() => app.updatePrefs({ theme })}
              />
              <span>{themeLabel(theme)}</span>
            </label>
          )}
        </For>
      </fieldset>
    </section>
  );
}
