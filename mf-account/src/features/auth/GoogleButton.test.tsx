import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { currentUserLoaded, getSession, signedOut } from 'shared';
import { ADA, WITH_GOOGLE } from '../../../test/fake-api.ts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import type { CredentialResponse, GoogleAccountsId } from './google/google-identity.ts';
import { PROMPT_DELAY_MS } from './google/prompt-rule.ts';
import { SignInPage } from './SignInPage.tsx';
import { renderAt } from '../../../test/test-router.tsx';

const server = mockApi();

// Google's script cannot run here; a stand-in for `google.accounts.id` takes its place, as the script would.
let callback: ((response: CredentialResponse) => void) | null = null;
const googleId = {
  initialize: jest.fn((config: { callback: (response: CredentialResponse) => void }) => {
    callback = config.callback;
  }),
  prompt: jest.fn(),
  cancel: jest.fn(),
  disableAutoSelect: jest.fn(),
  renderButton: jest.fn((parent: HTMLElement) => {
    parent.innerHTML = '<div role="button">Sign in with Google</div>';
  }),
};

beforeEach(() => {
  signedOut();
  localStorage.clear();
  currentUserLoaded(null);
  window.google = { accounts: { id: googleId as unknown as GoogleAccountsId } };
});
afterEach(() => {
  delete window.google;
});

describe('Google sign-in on the sign-in screen', () => {
  it('renders Google’s button under the divider OR, prompts after 500 ms, and signs in with the credential', async () => {
    const api = fakeApi(server, {
      'GET config/': WITH_GOOGLE,
      'POST auth-return/': { status: 200, body: { status: 'success', message: 'Signed in with Google.', access: 'ga', refresh: 'gr' } },
      'GET users/currentuser/': { status: 200, body: ADA },
      'POST token/revoke/': { status: 200, body: { message: 'Signed out.' } },
    });
    renderAt('/signin', <SignInPage />);
    expect(await screen.findByText('Sign in with Google')).toBeTruthy();
    expect(screen.getByText('OR')).toBeTruthy();
    expect(googleId.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com', auto_select: true }),
    );

    await act(() => new Promise((resolve) => setTimeout(resolve, PROMPT_DELAY_MS + 100)));
    expect(googleId.prompt).toHaveBeenCalledTimes(1);

    act(() => callback?.({ credential: 'google-id-token', select_by: 'auto' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(api.calls('POST auth-return/')[0]!.body).toEqual({ token: 'google-id-token' });
    expect(getSession()).toMatchObject({ currentUser: ADA, token: { access: 'ga', refresh: 'gr' } });

    // Signing out turns auto-select off, so the prompt does not sign the user straight back in.
    signedOut();
    expect(googleId.disableAutoSelect).toHaveBeenCalled();
  });

  it('shows the server’s answer when Google sign-in is refused', async () => {
    fakeApi(server, {
      'GET config/': WITH_GOOGLE,
      'POST auth-return/': { status: 403, body: { status: 'error', message: 'Your Google email address is not verified.' } },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/signin', <SignInPage />);
    await screen.findByText('Sign in with Google');
    act(() => callback?.({ credential: 'unverified-token' }));
    expect(await screen.findByText('Your Google email address is not verified.')).toBeTruthy();
    expect(getSession().currentUser).toBeNull();
    expect(logged).toHaveBeenCalledWith('Google sign-in failed:', 'Your Google email address is not verified.');
    logged.mockRestore();
  });
});
