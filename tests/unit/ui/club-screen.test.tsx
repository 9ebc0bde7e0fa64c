// @vitest-environment jsdom
/**
 * Settings → Club server (issue 26) in Russian: labelled fields, the address rule said in the
 * player's language before anything is sent, the password field emptied after Sign in, and a
 * server's refusal in Russian words (the English ones: tests/e2e/club.spec.ts).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../src/core/result';
import { club as clubRu } from '../../../src/i18n/ru/club';
import { ClubScreen } from '../../../src/ui/club/ClubScreen';
import { forgetGame, renderScreen } from '../screen';

vi.mock('../../../src/club/pouch', () => ({
  signIn: async () => fail({ code: 'refused', detail: 'Only club members' }),
  connect: () => {
    throw new Error('not reached');
  },
}));

const renderClub = () => renderScreen(() => <ClubScreen />, { lang: 'ru', ready: false });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  forgetGame();
});
afterEach(() => cleanup());

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const signIn = () => fireEvent.click(screen.getByRole('button', { name: /Войти и/ }));

describe('Сервер клуба', () => {
  it('offers the sign-in to the password manager: each field says what it holds, and its hint is read with it', async () => {
    await renderClub();
    await screen.findByRole('heading', { name: 'Сервер клуба', level: 1 });
    const address = await screen.findByRole('textbox', { name: 'Адрес базы' });
    expect(address).toHaveAttribute('type', 'url');
    expect(address).toHaveAttribute('inputmode', 'url');
    expect(address).toHaveAttribute('autocomplete', 'url');
    expect(address).toHaveAttribute('spellcheck', 'false');
    expect(address).toHaveAttribute('placeholder', 'https://club.example/grand-battery');
    expect(address).toHaveAccessibleDescription(clubRu.addressHint);
    const user = screen.getByRole('textbox', { name: 'Имя пользователя' });
    expect(user).toHaveAttribute('autocomplete', 'username');
    expect(user).toHaveAttribute('autocapitalize', 'none');
    expect(user).toHaveAttribute('spellcheck', 'false');
    const password = screen.getByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(clubRu.passwordHint);
  });

  it('says in Russian that a plain-http address on the club’s Wi-Fi is refused, before anything is sent', async () => {
    await renderClub();
    expect(await screen.findByRole('heading', { name: 'Сервер клуба', level: 1 })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Адрес базы' });
    type('Адрес базы', 'http://192.168.1.20:5984/club');
    type('Имя пользователя', 'alice');
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Это не адрес базы: нужен https:// и имя базы в конце (http только для 127.0.0.1 или localhost). На телефоне ничего не изменено и не потеряно.',
    );
  });

  it('sends the password once, empties its field, and says the server’s refusal with its reason in Russian', async () => {
    await renderClub();
    await screen.findByRole('heading', { name: 'Сервер клуба', level: 1 });
    await screen.findByRole('textbox', { name: 'Адрес базы' });
    type('Адрес базы', 'https://club.example/grand-battery');
    type('Имя пользователя', 'alice');
    type('Пароль', 'grapeshot-1812');
    signIn();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Сервер отказал: этому пользователю нельзя работать с этой базой. Сервер сообщает: «Only club members»',
      ),
    );
    expect(screen.getByLabelText('Пароль')).toHaveValue('');
    expect(JSON.stringify({ ...localStorage })).not.toContain('grapeshot-1812');
    expect(JSON.parse(localStorage.getItem('gb-club') ?? '{}')).toMatchObject({
      url: 'https://club.example/grand-battery',
      user: 'alice',
    });
  });
});
