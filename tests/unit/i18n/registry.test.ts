/**
 * Words load as a phone loads them (src/i18n/registry.ts), each test with a registry of its own (the
 * other tests have every word at hand): a language's first screen before it shows, a screen's words
 * in the language shown only, and a language switched to with every namespace already in use.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Registry = typeof import('../../../src/i18n/registry');
let registry: Registry;

beforeEach(async () => {
  vi.resetModules();
  registry = await import('../../../src/i18n/registry');
});

describe('the words a phone loads', () => {
  it('a language brings its first screen only; reading anything else is said to be a missing load', async () => {
    await registry.loadLanguage('en');
    expect(registry.wordsIn('en', 'app').nav.units).toBe('Units');
    // The vocabulary's names come with the cards, not before the first paint (an empty roster shows none).
    expect(() => registry.wordsIn('en', 'names')).toThrow('i18n.not-loaded:names:en');
    expect(() => registry.wordsIn('ru', 'app')).toThrow('i18n.not-loaded:app:ru');
    expect(() => registry.wordsIn('en', 'rules')).toThrow('i18n.not-loaded:rules:en');
  });

  it('a screen brings its words in the language shown, and the module it was asked with', async () => {
    await registry.loadLanguage('en');
    const screen = registry.withWords(['rules', 'terms'], async () => 'the screen');
    expect(await screen()).toBe('the screen');
    expect(registry.wordsIn('en', 'rules').title).toBe('Rules');
    expect(registry.wordsIn('en', 'terms').ammunition.canister).toBe('Canister');
    // The terms are built on the names: a screen that shows terms can name a nation or a side.
    expect(registry.wordsIn('en', 'names').sides.mine).toBe('Mine');
    expect(() => registry.wordsIn('ru', 'rules')).toThrow('i18n.not-loaded:rules:ru');
  });

  it('switching brings the other language of every namespace in use before it resolves', async () => {
    await registry.loadLanguage('en');
    await registry.withWords(['rules'], async () => undefined)();
    await registry.loadLanguage('ru');
    expect(registry.wordsIn('ru', 'app').nav.units).toBe('Отряды');
    expect(registry.wordsIn('ru', 'rules').title).toBe('Правила');
    // A screen opened after the switch brings the language shown now, Russian, only.
    await registry.withWords(['log'], async () => undefined)();
    expect(registry.wordsIn('ru', 'log').title).toBe('Журнал');
    expect(() => registry.wordsIn('en', 'log')).toThrow('i18n.not-loaded:log:en');
  });

  it('a screen opened while a switch is on its way loads both: the one shown and the one coming', async () => {
    await registry.loadLanguage('en');
    const switching = registry.loadLanguage('ru');
    await registry.withWords(['sheet'], async () => undefined)();
    expect(registry.wordsIn('en', 'sheet').title).toBeTruthy();
    expect(registry.wordsIn('ru', 'sheet').title).toBeTruthy();
    await switching;
    expect(registry.wordsIn('ru', 'app').nav.units).toBe('Отряды');
  });

  it('the last language asked for is the one whose words screens load, whichever arrives first', async () => {
    await registry.loadLanguage('en');
    const ru = registry.loadLanguage('ru');
    const en = registry.loadLanguage('en');
    await Promise.all([ru, en]);
    // English was asked for last: a screen now loads English only, however the two arrived.
    await registry.withWords(['club'], async () => undefined)();
    expect(registry.wordsIn('en', 'club')).toBeDefined();
    expect(() => registry.wordsIn('ru', 'club')).toThrow('i18n.not-loaded:club:ru');
  });
});
