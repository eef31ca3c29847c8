// The app-wide Google prompt, started by the shell for visitors when a Google client id is configured
// (exposed as mf-account/GooglePrompt). After a successful sign-in the shell goes to the pending
// redirect address or stays where the visitor is. Failures are logged only (docs/product/accounts.md#google-sign-in).
import { errorMessage, session$ } from 'shared';
import { signInWithGoogle } from '../auth-api.ts';
import { loadGoogleIdentity, receiveCredentials } from './google-identity.ts';
import { promptWhenSignedOut } from './prompt-rule.ts';

export interface GooglePromptOptions {
  clientId: string;
  onSignedIn: () => void;
}

export function startGooglePrompt({ clientId, onSignedIn }: GooglePromptOptions): () => void {
  let stopped = false;
  let stopRule = () => undefined as void;
  loadGoogleIdentity()
    .then((id) => {
      if (stopped) return;
      receiveCredentials(id, clientId, (credential) => {
        signInWithGoogle(credential)
          .then(onSignedIn)
          .catch((error: unknown) => console.error('Google sign-in failed:', errorMessage(error)));
      });
      stopRule = promptWhenSignedOut(session$, id);
    })
    .catch((error: unknown) => console.warn('Google sign-in is unavailable:', errorMessage(error)));
  return () => {
    stopped = true;
    stopRule();
  };
}
