import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUserLoaded, getSession, rememberRedirect, signedIn, signedOut } from 'shared';
import { ADA, ADA_SIGNS_IN, NO_GOOGLE } from '../../../test/fake-api.ts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { SIGNIN_FAILED, SignInPage } from './SignInPage.tsx';
import { renderAt } from '../../../test/test-router.tsx';

const server = mockApi();

beforeEach(() => {
  signedOut();
  localStorage.clear();
  currentUserLoaded(null);
});

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  it('shows the required-field messages and sends nothing when email or password is missing', async () => {
    const api = fakeApi(server, { 'GET config/': NO_GOOGLE });
    renderAt('/signin', <SignInPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    fill('   ', 'secret words');
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(api.calls('POST token/')).toHaveLength(0);
  });

  it("shows 'Check your email and password' on a failed sign-in and stores the sign-in error", async () => {
    fakeApi(server, {
      'GET config/': NO_GOOGLE,
      'POST token/': { status: 401, body: { message: 'The email or password is not correct.' } },
    });
    renderAt('/signin', <SignInPage />);
    fill('ada@example.com', 'wrong password');
    expect(await screen.findByText(SIGNIN_FAILED)).toBeTruthy();
    expect(getSession().signinError).toBe('The email or password is not correct.');
    expect(getSession().currentUser).toBeNull();
  });

  it('says how long to wait when sign-in is rate limited', async () => {
    fakeApi(server, {
      'GET config/': NO_GOOGLE,
      'POST token/': {
        status: 429,
        body: { message: 'Too many sign-in attempts. Please try again in 14 minutes.' },
        headers: { 'retry-after': '840' },
      },
    });
    renderAt('/signin', <SignInPage />);
    fill('ada@example.com', 'whatever');
    expect(await screen.findByText('Too many sign-in attempts. Please try again in 14 minutes.')).toBeTruthy();
  });

  it('signs in, publishes the user on the bus and goes to the stored redirectUrl, clearing it', async () => {
    const api = fakeApi(server, {
      'GET config/': NO_GOOGLE,
      ...ADA_SIGNS_IN,
    });
    rememberRedirect('/blog/stable-diffusion');
    renderAt('/signin', <SignInPage />);
    fill(' ada@example.com ', 'right password');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/blog/stable-diffusion'));
    expect(api.calls('POST token/')[0]!.body).toEqual({ email: 'ada@example.com', password: 'right password' });
    expect(api.calls('GET users/currentuser/')[0]!.authorization).toBe('Bearer a1');
    expect(getSession()).toMatchObject({ currentUser: ADA, token: { access: 'a1', refresh: 'r1' }, signinError: null });
    expect(localStorage.getItem('redirectUrl')).toBeNull();
  });

  it('goes to / when no redirect is stored', async () => {
    fakeApi(server, {
      'GET config/': NO_GOOGLE,
      ...ADA_SIGNS_IN,
    });
    renderAt('/signin', <SignInPage />);
    fill('ada@example.com', 'right password');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('has a link to /signup, and no Google button or divider when no Google client id is configured', async () => {
    fakeApi(server, { 'GET config/': NO_GOOGLE });
    renderAt('/signin', <SignInPage />);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    // The configuration is asked once per page (an earlier test did); let its answer arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('OR')).toBeNull();
    expect(screen.queryByTestId('google-signin-button')).toBeNull();
  });

  it('shows who is signed in, with their avatar, to a signed-in user, and signs out revoking the refresh token', async () => {
    const api = fakeApi(server, { 'GET config/': NO_GOOGLE, 'POST token/revoke/': { status: 200, body: { message: 'Signed out.' } } });
    signedIn({ access: 'a1', refresh: 'r1' }, ADA);
    renderAt('/signin', <SignInPage />);
    expect(screen.getByTestId('account-avatar').textContent).toBe('AL');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(api.calls('POST token/revoke/')[0]!.body).toEqual({ refresh: 'r1' });
    expect(getSession().currentUser).toBeNull();
  });
});
