import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUserLoaded, getSession, signedOut } from 'shared';
import { ADA, NO_GOOGLE } from '../../../test/fake-api.ts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { SignUpPage } from './SignUpPage.tsx';
import { renderAt } from '../../../test/test-router.tsx';

const server = mockApi();

beforeEach(() => {
  signedOut();
  localStorage.clear();
  currentUserLoaded(null);
});

function fill(values: { first?: string; last?: string; email?: string; password?: string }) {
  const set = (label: string, value?: string) =>
    value !== undefined && fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('First name', values.first);
  set('Last name', values.last);
  set('Email', values.email);
  set('Password', values.password);
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpPage', () => {
  it('requires first name, last name, email and password, and sends nothing without them', async () => {
    const api = fakeApi(server, { 'GET config/': NO_GOOGLE });
    renderAt('/signup', <SignUpPage />);
    fill({});
    expect(await screen.findByText('Enter your first name')).toBeTruthy();
    expect(screen.getByText('Enter your last name')).toBeTruthy();
    expect(screen.getByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Choose a password')).toBeTruthy();
    expect(api.calls('POST users/')).toHaveLength(0);
  });

  it('checks the email shape and the password length', async () => {
    const api = fakeApi(server, { 'GET config/': NO_GOOGLE });
    renderAt('/signup', <SignUpPage />);
    fill({ first: 'Ada', last: 'Lovelace', email: 'ada-at-example', password: 'short' });
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(api.calls('POST users/')).toHaveLength(0);
  });

  it('shows the server’s field messages under their fields, and only them (no general “not valid” above)', async () => {
    fakeApi(server, {
      'GET config/': NO_GOOGLE,
      'POST users/': {
        status: 400,
        body: { message: 'The request is not valid.', errors: { last_name: 'Last name must be at most 150 characters.' } },
      },
    });
    renderAt('/signup', <SignUpPage />);
    fill({ first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: 'analytical engine' });
    expect(await screen.findByText('Last name must be at most 150 characters.')).toBeTruthy();
    expect(screen.queryByText('The request is not valid.')).toBeNull();
  });

  it('answers an address that already has an account like any other: the server’s answer, no sign-in error', async () => {
    const check = 'Check your email: we sent a message to this address. Follow it to finish.';
    fakeApi(server, {
      'GET config/': NO_GOOGLE,
      'POST users/': { status: 201, body: { message: check } },
      'POST token/': { status: 401, body: { message: 'The email or password is not correct.' } },
    });
    renderAt('/signup', <SignUpPage />);
    fill({ first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: 'a different password' });
    expect(await screen.findByText(check)).toBeTruthy();
    expect(screen.queryByText('The email or password is not correct.')).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull(); // still on /signup
    expect(getSession().currentUser).toBeNull();
  });

  it('clears the server’s answer about an address once the email is changed', async () => {
    fakeApi(server, {
      'GET config/': NO_GOOGLE,
      'POST users/': { status: 400, body: { message: 'An account with this email already exists.', errors: {} } },
    });
    renderAt('/signup', <SignUpPage />);
    fill({ first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: 'analytical engine' });
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada.lovelace@example.com' } });
    await waitFor(() => expect(screen.queryByText('An account with this email already exists.')).toBeNull());
  });

  it('creates the account, signs in, publishes the user, goes to / and says to confirm the address', async () => {
    const check = 'Check your email: we sent a message to this address. Follow it to finish.';
    const api = fakeApi(server, {
      'GET config/': NO_GOOGLE,
      'POST users/': { status: 201, body: { message: check } },
      'POST token/': { status: 200, body: { access: 'a1', refresh: 'r1' } },
      'GET users/currentuser/': { status: 200, body: ADA },
    });
    renderAt('/signup', <SignUpPage />);
    fill({ first: ' Ada ', last: 'Lovelace', email: 'ada@example.com ', password: 'analytical engine' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(await screen.findByText(check)).toBeTruthy();
    expect(api.calls('POST users/')[0]!.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
    });
    expect(getSession().currentUser).toEqual(ADA);
  });
});
