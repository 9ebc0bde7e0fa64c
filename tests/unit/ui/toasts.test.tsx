// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../src/state/app-context';
import { showToast, Toasts } from '../../../src/ui/Toasts';

function go(hash: string) {
  location.hash = hash;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

beforeEach(() => {
  localStorage.clear();
  go('#/settings/packs/edit');
  render(() => (
    <AppProvider languages={['en']}>
      <Toasts />
    </AppProvider>
  ));
});
afterEach(() => cleanup());

describe('the one toast stack', () => {
  it('keeps news across views of one screen, and drops it when the player leaves the screen', async () => {
    showToast('New shots use “Club pack”');
    go('#/settings/packs');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('status')).toHaveTextContent('New shots use “Club pack”');
    go('#/units');
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });

  it('Undo takes the toast away and runs once; the newest toast replaces the last', async () => {
    let undone = 0;
    showToast('Deleted A', { undo: () => undone++ });
    showToast('Deleted B', { undo: () => undone++ });
    const status = screen.getByRole('status');
    expect(status).not.toHaveTextContent('Deleted A');
    fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
    expect(status).toBeEmptyDOMElement();
  });
});
