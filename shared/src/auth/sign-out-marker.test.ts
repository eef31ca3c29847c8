import { afterEach, describe, expect, it } from '@jest/globals';
import type { CurrentUser } from 'contracts';
import { signedIn, signedOut } from './session-bus.ts';
import { signedOutSinceSignIn } from './sign-out-marker.ts';

const user = { id: 7, first_name: 'Mira', last_name: 'Sen', email: 'mira@example.com' } as CurrentUser;

afterEach(() => {
  signedOut();
  localStorage.clear();
});

describe('the sign-out marker', () => {
  it('holds from a sign-out until the next sign-in, in storage (so after a reload too)', () => {
    expect(signedOutSinceSignIn()).toBe(false);
    signedIn({ access: 'a', refresh: 'r' }, user);
    expect(signedOutSinceSignIn()).toBe(false);
    signedOut();
    expect(localStorage.getItem('signedOut')).toBe('1');
    expect(signedOutSinceSignIn()).toBe(true);
    signedIn({ access: 'a', refresh: 'r2' }, user);
    expect(signedOutSinceSignIn()).toBe(false);
  });

  it('is not set by a sign-out without a session (a visitor)', () => {
    signedOut();
    expect(signedOutSinceSignIn()).toBe(false);
  });
});
