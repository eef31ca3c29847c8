// The app-wide Google sign-in prompt (docs/product/accounts.md#google-sign-in). Once a visitor's session has settled without a user,
// the shell asks the API whether a Google client id is configured and, only then, loads
// mf-account/GooglePrompt, which applies the 500 ms rule and signs the visitor in. Afterwards the
// pending redirect address is used, or else the visitor stays on the current page. Any failure
// (no client id, remote or Google script unavailable) leaves the page as it is.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'shared/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteFunctions } from 'contracts';
import { googleClientId, takeRedirect, useSession } from 'shared';

export function useGooglePrompt(): void {
  const { ready, currentUser } = useSession();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (ready && !currentUser) setWanted(true);
  }, [ready, currentUser]);

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    let stop: (() => void) | null = null;
    void googleClientId()
      .then(async (clientId) => {
        if (!clientId || !active) return;
        const loaded = await loadRemote<{ default: RemoteFunctions['mf-account']['GooglePrompt'] }>('mf-account/GooglePrompt');
        if (!active || !loaded?.default) return;
        stop = loaded.default({
          clientId,
          onSignedIn: () => navigateRef.current(takeRedirect(window.location.pathname + window.location.search), { replace: true }),
        });
      })
      .catch((error: unknown) => console.warn('The Google sign-in prompt could not start', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [wanted]);
}
