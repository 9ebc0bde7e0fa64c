import 'fake-indexeddb/auto';
import { configure } from '@solidjs/testing-library';
import { LANGS } from '../../src/core/lang';
import { loadLanguage, loadWords } from '../../src/i18n';
import { FIRST_SCREEN_WORDS, type Namespace } from '../../src/i18n/catalogue';
import { SCREEN_WORDS } from '../../src/i18n/screen-words';
import { practicePackReady } from '../../src/state/packs/practice';

// The app loads each namespace of words in the language shown, with the screen that needs it
// (src/i18n/registry.ts); tests render any screen in either language, so they have every word at
// hand. English last: the language screens start in unless a test says otherwise.
for (const lang of [...LANGS].reverse()) await loadLanguage(lang);
await loadWords(Object.keys({ ...FIRST_SCREEN_WORDS, ...SCREEN_WORDS }) as Namespace[], LANGS);
// The practice pack is a chunk the app's lazy code waits for (src/state/packs/practice.ts); code
// under test is imported at once, so the pack is here before any test reads the game's pack.
await practicePackReady();

// Component tests wait for IndexedDB round trips; on a loaded 2-core machine one can take over a
// second. Allow findBy/waitFor up to 5 s (they still fail on what never appears).

configure({ asyncUtilTimeout: 5_000 });
