import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BehaviorSubject } from 'rxjs';
import type { Session } from 'shared';
import type { CurrentUser } from 'contracts';
import { PROMPT_DELAY_MS, promptWhenSignedOut } from './prompt-rule.ts';

const user = { id: 1, first_name: 'A', last_name: 'B', email: 'a@b.co' } as CurrentUser;
const visitor: Session = { ready: true, token: null, currentUser: null, signinError: null };
const restoring: Session = { ready: false, token: { access: 'a', refresh: 'r' }, currentUser: null, signinError: null };
const signedIn: Session = { ready: true, token: { access: 'a', refresh: 'r' }, currentUser: user, signinError: null };

let google: { prompt: jest.Mock<() => void>; cancel: jest.Mock<() => void> };
beforeEach(() => {
  jest.useFakeTimers();
  google = { prompt: jest.fn(), cancel: jest.fn() };
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the Google prompt rule (docs/product/accounts.md#google-sign-in: 500 ms with no user)', () => {
  it('prompts once the state has settled with no user for 500 ms', () => {
    const session$ = new BehaviorSubject(visitor);
    const stop = promptWhenSignedOut(session$, google);
    jest.advanceTimersByTime(PROMPT_DELAY_MS - 1);
    expect(google.prompt).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(google.prompt).toHaveBeenCalledTimes(1);
    session$.next({ ...visitor, signinError: 'x' });
    jest.advanceTimersByTime(PROMPT_DELAY_MS * 4);
    expect(google.prompt).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits while the session is being restored and never prompts when a user arrives within 500 ms', () => {
    const session$ = new BehaviorSubject(restoring);
    const stop = promptWhenSignedOut(session$, google);
    jest.advanceTimersByTime(PROMPT_DELAY_MS * 3);
    expect(google.prompt).not.toHaveBeenCalled();
    session$.next({ ...restoring, ready: true });
    jest.advanceTimersByTime(PROMPT_DELAY_MS - 100);
    session$.next(signedIn);
    jest.advanceTimersByTime(PROMPT_DELAY_MS * 3);
    expect(google.prompt).not.toHaveBeenCalled();
    stop();
  });

  it('restarts the 500 ms on every change of state', () => {
    const session$ = new BehaviorSubject(visitor);
    const stop = promptWhenSignedOut(session$, google);
    jest.advanceTimersByTime(400);
    session$.next({ ...visitor });
    jest.advanceTimersByTime(400);
    expect(google.prompt).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(google.prompt).toHaveBeenCalledTimes(1);
    stop();
  });

  it('cancels the prompt when a user signs in, and prompts again 500 ms after they sign out', () => {
    const session$ = new BehaviorSubject(visitor);
    const stop = promptWhenSignedOut(session$, google);
    jest.advanceTimersByTime(PROMPT_DELAY_MS);
    session$.next(signedIn);
    expect(google.cancel).toHaveBeenCalledTimes(1);
    session$.next(visitor);
    jest.advanceTimersByTime(PROMPT_DELAY_MS);
    expect(google.prompt).toHaveBeenCalledTimes(2);
    stop();
    expect(google.cancel).toHaveBeenCalledTimes(2);
  });
});
