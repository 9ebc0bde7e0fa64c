/** The engine's sentences in Russian: loaded with the screens that show them (src/i18n/registry.ts). */
export { ruSentences as sentences } from './engine/ru';
