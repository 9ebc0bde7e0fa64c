import 'fake-indexeddb/auto';
import { language as english } from '../../src/i18n/lang-en';
import { language as russian } from '../../src/i18n/lang-ru';
import { registerLanguage } from '../../src/i18n/registry';

// The app loads one language chunk at a time (src/i18n/registry.ts); tests have both at hand.
registerLanguage('en', english);
registerLanguage('ru', russian);
