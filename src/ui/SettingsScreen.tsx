import { createSignal, For, Match, Show, Switch } from 'solid-js';
import { LANGS, type Lang, SCALES } from '../core';
import { withWords, wordsIn } from '../i18n';
import { wakeLockSupported } from '../pwa/wake-lock';
import { MAX_SIDE_NAME_LENGTH, UNIT_SIDES } from '../records';
import { THEMES, type Theme, useApp, useGame } from '../state';
import { ClubSection } from './club/ClubSection';
import { Checkbox, RadioList } from './controls/Choices';
import { NumberField, TextField } from './controls/Field';
import { useHeed } from './heed';
import { lazyView } from './lazy-view';
import { PackResumeOffer } from './packs/ResumeOffer';
import { Loading } from './ScreenError';
import { DataSection } from './settings/DataSection';
import { PacksScreen, PacksSection } from './settings/PacksSection';
import { ShareSection } from './share/ShareSection';

// The sharing screens (QR codes, scanner, file route) are their own chunk, precached: Settings paints without them.
const ShareRoutes = lazyView(
  withWords(['terms', 'packProblems', 'packs', 'share', 'sync'], () =>
    import('./share/ShareRoutes').then((m) => m.ShareRoutes),
  ),
  Loading,
);
// Club server (issue 26): its own chunk; PouchDB loads with a sync, from src/state/club/sync.ts.
const ClubScreen = lazyView(
  withWords(['club'], () => import('./club/ClubScreen').then((m) => m.ClubScreen)),
  Loading,
);

/** Each language's name in itself, for the language switch. */
const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { ru: 'Русский', en: 'English' };

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
      <Match when={app.route().param === 'club'}>
        <ClubScreen />
      </Match>
    </Switch>
  );
}

function MainSettings() {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
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
    // Not stored (the phone's storage failed: a notice says why): the field shows the stored year again.
    if (!yearInvalid())
      heed(game.turns.update({ campaignYear: Number(text.trim()) }), {
        failed: () => setYearText(undefined),
      });
  };
  const s = () => wordsIn(app.lang(), 'settings');
  const themeLabel = (theme: Theme) =>
    ({ system: s().themeSystem, light: s().themeLight, dark: s().themeDark, contrast: s().themeContrast })[
      theme
    ];
  return (
    <section class="screen" aria-labelledby="settings-title">
      <h1 id="settings-title">{s().title}</h1>
      {/* A rule-pack edit put aside (Back, another screen) is offered first, where the player comes back. */}
      <PackResumeOffer />
      <fieldset class="choice-group">
        <legend>{s().game}</legend>
        <NumberField
          short
          id="campaign-year"
          label={s().campaignYear}
          maxLength={4}
          value={yearShown()}
          invalid={yearInvalid()}
          help={yearInvalid() ? s().campaignYearInvalid : s().campaignYearHelp}
          onInput={onYear}
        />
        <RadioList
          class="nested"
          name="scale"
          legend={s().scale}
          options={SCALES}
          value={game.state.game.scale}
          label={(scale) => (scale === 'cm' ? s().scaleCm : s().scaleIn)}
          onChange={(scale) => heed(game.turns.update({ scale }))}
        />
        <Checkbox
          label={s().keepAwake}
          checked={game.state.game.keepAwake}
          disabled={!wakeLockSupported()}
          onChange={(keepAwake) => heed(game.turns.update({ keepAwake }))}
        />
        <Show when={!wakeLockSupported()}>
          <p class="muted">{s().keepAwakeUnsupported}</p>
        </Show>
        <Checkbox
          label={s().turnSummary}
          checked={game.state.game.turnSummary !== false}
          onChange={(turnSummary) => heed(game.turns.update({ turnSummary }))}
        />
      </fieldset>
      <fieldset class="choice-group">
        <legend>{s().sides}</legend>
        <p class="muted">{s().sidesHelp}</p>
        <For each={UNIT_SIDES}>
          {(side) => {
            const defaultName = () => wordsIn(app.lang(), 'names').sides[side];
            return (
              <TextField
                id={`side-name-${side}`}
                label={s().sideName(defaultName())}
                maxLength={MAX_SIDE_NAME_LENGTH}
                placeholder={defaultName()}
                value={game.state.game.sideNames[side]}
                onInput={(name) =>
                  heed(game.turns.update({ sideNames: { ...game.state.game.sideNames, [side]: name } }))
                }
              />
            );
          }}
        </For>
      </fieldset>
      <RadioList
        name="lang"
        legend={s().language}
        options={LANGS}
        value={app.lang()}
        label={(lang) => <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>}
        onChange={(lang) => app.updatePrefs({ lang })}
      />
      <RadioList
        name="theme"
        legend={s().theme}
        options={THEMES}
        value={app.prefs().theme}
        label={themeLabel}
        onChange={(theme) => app.updatePrefs({ theme })}
      />
      <PacksSection />
      <ShareSection />
      <ClubSection />
      <DataSection />
    </section>
  );
}
