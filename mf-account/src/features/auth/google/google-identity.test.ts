import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { signedIn, signedOut } from 'shared';
import { ADA } from '../../../../test/fake-api.ts';
import { loadGoogleIdentity, type GoogleAccountsId } from './google-identity.ts';

// Google's script cannot run here; a stand-in for `google.accounts.id` takes its place, as the script would.
const googleId = { disableAutoSelect: jest.fn() };

afterEach(() => {
  delete window.google;
});

describe('Google auto-select after a sign-out', () => {
  it('is turned off when the script loads after the sign-out, and on every later sign-out', async () => {
    // Signed in and out (the shell's Logout) while Google's script was not on the page, e.g. before a reload.
    signedIn({ access: 'a1', refresh: 'r1' }, ADA);
    signedOut();
    expect(googleId.disableAutoSelect).not.toHaveBeenCalled();

    window.google = { accounts: { id: googleId as unknown as GoogleAccountsId } };
    await loadGoogleIdentity();
    expect(googleId.disableAutoSelect).toHaveBeenCalledTimes(1);

    signedIn({ access: 'a2', refresh: 'r2' }, ADA);
    signedOut();
    expect(googleId.disableAutoSelect).toHaveBeenCalledTimes(2);
  });
});
