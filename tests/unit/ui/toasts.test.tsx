// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, toasts } from '../../../src/ui/Toasts';
import { renderScreen } from '../screen';

function go(hash: string) {
  location.hash = hash;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

beforeEach(async () => {
  localStorage.clear();
  go('#/settings/packs/edit');
  await renderScreen(() => null, { ready: false });
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

  it("the game bar's Undo is kept beside a toast and across screens, and goes at its own time (15 s)", async () => {
    vi.useFakeTimers();
    try {
      showToast('Undo Next turn: back to turn 3', { undo: () => undefined, ms: 15_000, place: 'game-bar' });
      showToast('Saved');
      go('#/fire');
      await vi.advanceTimersByTimeAsync(14_000);
      // Drawn by the game bar, not in the bottom stack, which the screen change emptied.
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(toasts().map((t) => t.text)).toEqual(['Undo Next turn: back to turn 3']);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(toasts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an app notice is not a toast: a toast neither replaces it nor shows it, and leaving the screen keeps it', async () => {
    const update = showToast('Update available', { pinned: 1 });
    showToast('Saved');
    showToast('Deleted A', { undo: () => undefined });
    expect(toasts().map((t) => t.text)).toEqual(['Update available', 'Deleted A']);
    expect(screen.getByRole('status')).toHaveTextContent('Deleted A');
    expect(screen.getByRole('status')).not.toHaveTextContent('Update available');
    go('#/units');
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(toasts().map((t) => t.text)).toEqual(['Update available']);
    dismissToast(update);
    expect(toasts()).toEqual([]);
  });
});
