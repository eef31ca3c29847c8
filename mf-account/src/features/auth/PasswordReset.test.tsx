import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { currentUserLoaded, getSession, signedOut } from 'shared';
import { ADA } from '../../../test/fake-api.ts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { renderAt } from '../../../test/test-router.tsx';

const server = mockApi();

beforeEach(() => {
  signedOut();
  localStorage.clear();
  currentUserLoaded(null);
});

const ANSWER = 'If an account uses this address, we sent it a link to set a new password. The link works for one hour.';
const INVALID = 'This link is not valid: it was already used, has expired (links work for one hour) or is incomplete.';

describe('Forgot password', () => {
  it('sends the email and shows the one answer in place of the form', async () => {
    const api = fakeApi(server, { 'POST password-reset/': { status: 200, body: { message: ANSWER } } });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(ANSWER)).toBeTruthy();
    expect(api.calls('POST password-reset/')[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByRole('button', { name: 'Send the link' })).toBeNull();
  });
});

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The reset page at its link (a query string, which renderAt's route path cannot carry). */
const openLink = (token: string) =>
  render(
    <MemoryRouter initialEntries={[`/reset-password?token=${token}`]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );

describe('Set a new password', () => {
  const fill = (password: string, repeat = password) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
  };

  it('sets the password with the link’s token, signs in and goes to /account', async () => {
    const api = fakeApi(server, {
      'POST password-reset/confirm/': { status: 200, body: { access: 'a1', refresh: 'r1' } },
      'GET users/currentuser/': { status: 200, body: ADA },
    });
    openLink('tok');
    fill('a new passphrase', 'a different one');
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    fill('a new passphrase');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
    expect(api.calls('POST password-reset/confirm/')[0]!.body).toEqual({ token: 'tok', password: 'a new passphrase' });
    expect(getSession().currentUser).toEqual(ADA);
  });

  it('says when the link is no longer valid and offers a new one; a field message goes under its field', async () => {
    fakeApi(server, {
      'POST password-reset/confirm/': ({ body }) =>
        (body as { password: string }).password === 'aaaaaaaaaa'
          ? { status: 400, body: { message: 'The request is not valid.', errors: { password: 'Too easy to guess.' } } }
          : { status: 400, body: { message: INVALID, errors: { token: INVALID } } },
    });
    openLink('used');
    fill('aaaaaaaaaa');
    expect(await screen.findByText('Too easy to guess.')).toBeTruthy();
    expect(screen.queryByText('The request is not valid.')).toBeNull();
    fill('a new passphrase');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
