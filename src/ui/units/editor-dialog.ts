/**
 * The card editor as a native modal dialog over the whole screen: the bottom navigation and the
 * roster behind it are inert, the name field has the focus, and with the on-screen keyboard up the
 * panel is sized to what is visible, so Save stays just above the keyboard.
 */
import { onCleanup } from 'solid-js';

/** Call on mount: shows `dialog` as modal, focuses `first`, and follows the visual viewport. */
export function showAsModal(dialog: HTMLDialogElement | undefined, first: HTMLElement | undefined): void {
  // Modal: the page behind (the bottom navigation too) is inert while the editor shows.
  if (dialog && !dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }
  first?.focus();
  // With the on-screen keyboard up, the visible part of the page is smaller than the layout
  // viewport: size the panel to what is visible, so Save stays just above the keyboard.
  const vv = window.visualViewport;
  if (!vv) return;
  const fitToVisible = () => {
    dialog?.style.setProperty('--editor-top', `${vv.offsetTop}px`);
    dialog?.style.setProperty('--editor-height', `${vv.height}px`);
  };
  fitToVisible();
  vv.addEventListener('resize', fitToVisible);
  vv.addEventListener('scroll', fitToVisible);
  onCleanup(() => {
    vv.removeEventListener('resize', fitToVisible);
    vv.removeEventListener('scroll', fitToVisible);
  });
}
