import { createSignal, For, lazy, Match, Show, Switch } from 'solid-js';
import { wakeLockSupported } from '../pwa/wake-lock';
import type { Lang } from '../reference/types';
import { useApp } from '../state/app-context';
import { useGame } from '../state/game';
import { THEMES, type Theme } from '../state/prefs';
import { MAX_SIDE_NAME_LENGTH, UNIT_SIDES } from '../storage/model';
import { PackResumeOffer } from './packs/ResumeOffer';
import { DataSection } from './settings/DataSection';
import { PacksScreen, PacksSection } from './settings/PacksSection';
import { settingsText } from './settings/text';
import { ShareSection } from './share/ShareSection';

// The sharing screens (QR codes, scanner, file route) are their own chunk, precached: Settings paints without them.
const ShareRoutes = lazy(() => import('./share/ShareRoutes').then((m) => ({ default: m.ShareRoutes })));

const LANGS: { id: Lang; label: string }[] = [
  { id: 'ru', label: 'Русский' },
  { id: 'en', label: 'English' },
];

export function SettingsScreen() {
  const app = useApp();
  return (
    <Switch fallback={<MainSettings />}>
      <Match when={app.route().param?.startsWith('packs')}>
        <PacksScreen />
      </Match>
      <Match when={app.route().param?.startsWith('share')}>
        <ShareRoutes />
      </Match>
    </Switch>
  );
}

function MainSettings() {
  const app = useApp();
  const game = useGame();
  const [yearText, setYearText] = createSignal<string>();
  const yearShown = () => yearText() ?? String(game.state.game.campaignYear);
  const yearInvalid = () => {
    const text = yearText();
    if (text === undefined) return false;
    const year = Number(text);
    return !/^\d{4}$/.test(text.trim()) || year < 1789 || year > 1815;
  };
  const onYear = (text: string) => {
    setYearText(text);
    if (!yearInvalid()) void game.actions.updateGame({ campaignYear: Number(text.trim()) });
  };
  const themeLabel = (theme: Theme) => {
    const s = settingsText(app.lang());
    return { system: s.themeSystem, light: s.themeLight, dark: s.themeDark, contrast: s.themeContrast }[
      theme
    ];
  };
  return (
    <section class="screen" aria-labelledby="settings-title">
      <h1 id="settings-title">{settingsText(app.lang()).title}</h1>
      {/* A rule-pack edit put aside (Back, another screen) is offered first, where the player comes back. */}
      <PackResumeOffer />
      <fieldset class="choice-group">
        <legend>{settingsText(app.lang()).game}</legend>
        <div class="field">
          <label for="campaign-year">{settingsText(app.lang()).campaignYear}</label>
          <input
            id="campaign-year"
            class="number-input"
            type="text"
            inputmode="numeric"
            maxLength={4}
            autocomplete="off"
            value={yearShown()}
            aria-invalid={yearInvalid()}
            aria-describedby="campaign-year-help"
            onInput={(e) => onYear(e.currentTarget.value)}
          />
          <p id="campaign-year-help" class="muted" classList={{ error: yearInvalid() }}>
            {yearInvalid()
              ? settingsText(app.lang()).campaignYearInvalid
              : settingsText(app.lang()).campaignYearHelp}
          </p>
        </div>
        <fieldset class="choice-group nested">
          <legend>{settingsText(app.lang()).scale}</legend>
          <For each={['cm', 'in'] as const}>
            {(scale) => (
              <label class="choice">
                <input
                  type="radio"
                  name="scale"
                  value={scale}
                  checked={game.state.game.scale === scale}
                  onChange={() => void game.actions.updateGame({ scale })}
                />
                <span>
                  {scale === 'cm' ? settingsText(app.lang()).scaleCm : settingsText(app.lang()).scaleIn}
                </span>
              </label>
            )}
          </For>
        </fieldset>
        <label class="choice">
          <input
            type="checkbox"
            checked={game.state.game.keepAwake}
            disabled={!wakeLockSupported()}
            onChange={(e) => void game.actions.updateGame({ keepAwake: e.currentTarget.checked })}
          />
          <span>{settingsText(app.lang()).keepAwake}</span>
        </label>
        <Show when={!wakeLockSupported()}>
          <p class="muted">{settingsText(app.lang()).keepAwakeUnsupported}</p>
        </Show>
      </fieldset>
      <fieldset class="choice-group">
        <legend>{settingsText(app.lang()).sides}</legend>
        <p class="muted">{settingsText(app.lang()).sidesHelp}</p>
        <For each={UNIT_SIDES}>
          {(side) => {
            const defaultName = () => (side === 'mine' ? app.t().units.mine : app.t().units.opponent);
            return (
              <div class="field">
                <label for={`side-name-${side}`}>{settingsText(app.lang()).sideName(defaultName())}</label>
                <input
                  id={`side-name-${side}`}
                  type="text"
                  autocomplete="off"
                  maxLength={MAX_SIDE_NAME_LENGTH}
                  placeholder={defaultName()}
                  value={game.state.game.sideNames[side]}
                  onInput={(e) =>
                    void game.actions.updateGame({
                      sideNames: { ...game.state.game.sideNames, [side]: e.currentTarget.value },
                    })
                  }
                />
              </div>
            );
          }}
        </For>
      </fieldset>
      <fieldset class="choice-group">
        <legend>{settingsText(app.lang()).language}</legend>
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
        <legend>{settingsText(app.lang()).theme}</legend>
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
      <PacksSection />
      <ShareSection />
      <DataSection />
    </section>
  );
}
