// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../src/ui/controls/Field';

afterEach(cleanup);

describe("the kit's TextField", () => {
  it('a read-only box is a text to copy by hand: it cannot be typed in, a tap selects all of it', () => {
    const link = 'https://example.org/#/settings/packs/import/eyJmb3JtYXQiOiJncmFuZC1iYXR0ZXJ5In0';
    render(() => (
      <TextField id="copy" label="Copy this link" value={link} readOnly onInput={() => undefined} />
    ));
    const box = screen.getByRole('textbox', { name: 'Copy this link' }) as HTMLInputElement;
    expect(box).toHaveAttribute('readonly');
    box.setSelectionRange(0, 0);
    fireEvent.focus(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, link.length]);
    expect(box).toHaveValue(link);
  });

  it('a box one types in is not selected when focused: the caret stays where the player put it', () => {
    render(() => <TextField id="name" label="Name" value="Bull's Troop" onInput={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    box.setSelectionRange(4, 4);
    fireEvent.focus(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([4, 4]);
    expect(box).not.toHaveAttribute('readonly');
  });

  it('a text area checks spelling and capitals as the browser does unless told not to', () => {
    render(() => (
      <>
        <TextField id="prose" label="Source" multiline value="" onInput={() => undefined} />
        <TextField
          id="code"
          label="Pasted text"
          multiline
          spellcheck={false}
          autocapitalize="none"
          value=""
          onInput={() => undefined}
        />
      </>
    ));
    const prose = screen.getByRole('textbox', { name: 'Source' });
    expect(prose).not.toHaveAttribute('spellcheck');
    expect(prose).not.toHaveAttribute('autocapitalize');
    const code = screen.getByRole('textbox', { name: 'Pasted text' });
    expect(code).toHaveAttribute('spellcheck', 'false');
    expect(code).toHaveAttribute('autocapitalize', 'none');
  });
});
