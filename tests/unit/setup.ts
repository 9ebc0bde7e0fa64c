import 'fake-indexeddb/auto';
import { configure } from '@solidjs/testing-library';
import { language as english } from '../../src/i18n/lang-en';
import { sentences as englishSentences } from '../../src/i18n/lang-en-engine';
import { language as russian } from '../../src/i18n/lang-ru';
import { sentences as russianSentences } from '../../src/i18n/lang-ru-engine';
import { registerEngineSentences, registerLanguage } from '../../src/i18n/registry';

// The app loads one language chunk at a time (src/i18n/registry.ts); tests have both at hand.
registerLanguage('en', english);
registerLanguage('ru', russian);
registerEngineSentences('en', englishSentences(english.engineNames));
registerEngineSentences('ru', russianSentences(russian.engineNames));

// Component tests wait for IndexedDB round trips; on a loaded 2-core machine one can take over a
// second. Allow findBy/waitFor up to 5 s (they still fail on what never appears).

configure({ asyncUtilTimeout: 5_000 });
