import { beforeEach, describe, expect, it } from '@jest/globals';
import { createUser } from '../../test/fixtures.ts';
import {
  authEvents$,
  currentUserLoaded,
  getSession,
  isSignedIn,
  signedIn,
  signedOut,
  signinFailed,
  type AuthEvent,
} from './session-bus.ts';

const user = createUser({ id: 7 });
const token = { access: 'access-token', refresh: 'refresh-token' };

beforeEach(() => {
  signedOut();
  localStorage.clear();
});

describe('the auth bus (docs/product/accounts.md#session)', () => {
  it('sign-in success sets the current user, clears the sign-in error and stores the token under "token"', () => {
    signinFailed('Check your email and password');
    const events: AuthEvent[] = [];
    const subscription = authEvents$.subscribe((event) => events.push(event));
    signedIn(token, user);
    subscription.unsubscribe();
    expect(getSession()).toMatchObject({ currentUser: user, signinError: null, token, ready: true });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toEqual(token);
    expect(isSignedIn()).toBe(true);
    expect(events).toEqual([{ type: 'signed-in', user }]);
  });

  it('sign-in failure stores the error and keeps the visitor signed out', () => {
    signinFailed('Check your email and password');
    expect(getSession().signinError).toBe('Check your email and password');
    expect(isSignedIn()).toBe(false);
  });

  it('logout clears the current user and the stored token', () => {
    signedIn(token, user);
    const events: AuthEvent[] = [];
    const subscription = authEvents$.subscribe((event) => events.push(event));
    signedOut();
    subscription.unsubscribe();
    expect(getSession().currentUser).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(events).toEqual([{ type: 'signed-out' }]);
  });

  it('judges "signed in" by the presence of the current user, not of a token', () => {
    currentUserLoaded(null);
    expect(isSignedIn()).toBe(false);
    currentUserLoaded(user);
    expect(isSignedIn()).toBe(true);
  });
});
