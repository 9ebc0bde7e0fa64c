/** The engine's sentences in English: loaded with the screens that show them (src/i18n/registry.ts). */
export { enSentences as sentences } from './engine/en';
