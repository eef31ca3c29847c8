// docs/product/accounts.md#google-sign-in: the Google prompt (auto-select on) shows only when no current user is present 500 ms
// after the auth state last changed; it is cancelled when a user appears, and shown again only after
// that user signs out.
import { debounceTime, type Observable } from 'shared/rx';
import type { Session } from 'shared';

export const PROMPT_DELAY_MS = 500;

export interface Prompter {
  prompt(): void;
  cancel(): void;
}

/** Starts the rule; returns the function that stops it. */
export function promptWhenSignedOut(session$: Observable<Session>, google: Prompter, delayMs = PROMPT_DELAY_MS): () => void {
  let prompted = false;
  const cancelPrompt = () => {
    if (prompted) google.cancel();
    prompted = false;
  };
  const userArrived = session$.subscribe((session) => {
    if (session.currentUser) cancelPrompt();
  });
  const settled = session$.pipe(debounceTime(delayMs)).subscribe((session) => {
    if (!session.ready || session.currentUser || prompted) return;
    prompted = true;
    google.prompt();
  });
  return () => {
    userArrived.unsubscribe();
    settled.unsubscribe();
    cancelPrompt();
  };
}
