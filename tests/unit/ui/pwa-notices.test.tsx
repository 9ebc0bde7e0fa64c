// @vitest-environment jsdom
/**
 * The app's own notices in the one notice stack: one at a time, the most important first, kept
 * beside a screen's toast and across screens, gone when their cause goes.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { swHooks } from '../../../src/pwa/sw-bridge';
import { PwaToasts } from '../../../src/ui/PwaToasts';
import { showToast } from '../../../src/ui/Toasts';
import { renderScreen } from '../screen';

function go(hash: string) {
  location.hash = hash;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  go('#/units');
  await renderScreen(() => <PwaToasts />, { ready: false });
});
afterEach(() => {
  swHooks.setNeedRefresh(false);
  swHooks.setOfflineReady(false);
  cleanup();
});

const notices = () => document.querySelector('.notices') as HTMLElement;
const toastStack = () => document.querySelector('.toasts') as HTMLElement;

describe('the app notices in the one stack', () => {
  it('shows the update before "Ready to work offline", and the other once the update is put off', async () => {
    swHooks.setOfflineReady(true);
    await waitFor(() => expect(notices()).toHaveTextContent('Ready to work offline'));
    swHooks.setNeedRefresh(true);
    await waitFor(() => expect(notices()).toHaveTextContent('Update available'));
    expect(notices()).not.toHaveTextContent('Ready to work offline');
    expect(within(notices()).getByRole('button', { name: 'Reload' })).toBeEnabled();
    fireEvent.click(within(notices()).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(notices()).toHaveTextContent('Ready to work offline'));
    expect(notices()).not.toHaveTextContent('Update available');
  });

  it('a toast goes to the bottom stack and leaves the notice; leaving the screen keeps the notice', async () => {
    swHooks.setNeedRefresh(true);
    await waitFor(() => expect(notices()).toHaveTextContent('Update available'));
    showToast('Deleted A', { undo: () => undefined });
    expect(toastStack()).toHaveTextContent('Deleted A');
    expect(notices()).toHaveTextContent('Update available');
    go('#/log');
    await waitFor(() => expect(toastStack()).toBeEmptyDOMElement());
    expect(notices()).toHaveTextContent('Update available');
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('goes when its cause goes (ready offline goes by itself)', async () => {
    swHooks.setOfflineReady(true);
    await waitFor(() => expect(notices()).toHaveTextContent('Ready to work offline'));
    swHooks.setOfflineReady(false);
    await waitFor(() => expect(notices()).toBeEmptyDOMElement());
  });
});
