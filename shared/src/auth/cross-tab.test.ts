import { beforeEach, describe, expect, it } from '@jest/globals';
import { createUser } from '../../test/fixtures.ts';
import { authEvents$, getSession, signedIn, signedOut, type AuthEvent } from './session-bus.ts';

const user = createUser({ id: 7 });

/** A JWT-shaped access token naming `sub` (the bus only reads the subject). */
function access(sub: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub })}.signature`;
}

/** What another tab does: write the key, then this tab receives the storage event. */
function otherTabWrites(value: object | null) {
  if (value) localStorage.setItem('token', JSON.stringify(value));
  else localStorage.removeItem('token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: value ? JSON.stringify(value) : null }));
}

/** The auth events this tab sends while another tab writes the value. */
function eventsWhenOtherTabWrites(value: object | null): AuthEvent[] {
  const events: AuthEvent[] = [];
  const subscription = authEvents$.subscribe((event) => events.push(event));
  otherTabWrites(value);
  subscription.unsubscribe();
  return events;
}

beforeEach(() => {
  signedOut();
  localStorage.clear();
});

describe('one session across tabs', () => {
  it('a sign-out in another tab signs this tab out', () => {
    signedIn({ access: access('7'), refresh: 'r1' }, user);
    const events = eventsWhenOtherTabWrites(null);
    expect(getSession()).toMatchObject({ token: null, currentUser: null });
    expect(events).toEqual([{ type: 'signed-out' }]);
  });

  it('a refresh in another tab hands this tab the new pair and keeps the user', () => {
    signedIn({ access: access('7'), refresh: 'r1' }, user);
    const rotated = { access: access('7'), refresh: 'r2' };
    const events = eventsWhenOtherTabWrites(rotated);
    expect(getSession()).toMatchObject({ token: rotated, currentUser: user });
    expect(events).toEqual([{ type: 'token-refreshed' }]);
  });

  it('a sign-in in another tab sets the token and asks for the current user to be fetched', () => {
    const pair = { access: access('8'), refresh: 'r9' };
    const events = eventsWhenOtherTabWrites(pair);
    expect(getSession()).toMatchObject({ token: pair, currentUser: null });
    expect(events).toEqual([{ type: 'session-changed' }]);
  });
});
