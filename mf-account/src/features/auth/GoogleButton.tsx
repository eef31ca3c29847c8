// The third-party (Google) sign-in area of the sign-in and sign-up screens: the divider 'OR' and
// Google's button. It appears only when a Google client id is configured. While it is shown, the
// prompt rule of docs/product/accounts.md#google-sign-in runs (auto-select, 500 ms after the auth state settles with no user). When
// Google's script cannot load, a short note says so and the rest of the screen works.
import { useEffect, useRef, useState } from 'react';
import { Divider, Spin } from 'antd';
import { errorMessage, session$ } from 'shared';
import { signInWithGoogle } from './auth-api.ts';
import { loadGoogleIdentity, receiveCredentials } from './google/google-identity.ts';
import { promptWhenSignedOut } from './google/prompt-rule.ts';
import { useGoogleClientId } from './google/use-google-client-id.ts';

export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now. Use your email and password.';

export interface GoogleButtonProps {
  /** After a successful Google sign-in (the session is on the bus). */
  onSignedIn: () => void;
  onError: (message: string) => void;
  /** Google's button text: 'signin_with', 'signup_with' or 'continue_with'. */
  text?: 'signin_with' | 'signup_with' | 'continue_with';
}

export function GoogleButton({ onSignedIn, onError, text = 'continue_with' }: GoogleButtonProps) {
  const clientId = useGoogleClientId();
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable' | 'signing-in'>('loading');
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onSignedIn, onError });
  callbacks.current = { onSignedIn, onError };

  useEffect(() => {
    if (!clientId) return undefined;
    let active = true;
    let stopRule = () => undefined as void;
    loadGoogleIdentity()
      .then((id) => {
        if (!active || !container.current) return;
        receiveCredentials(id, clientId, (credential) => {
          setStatus('signing-in');
          signInWithGoogle(credential)
            .then(() => callbacks.current.onSignedIn())
            .catch((error: unknown) => {
              console.error('Google sign-in failed:', errorMessage(error));
              callbacks.current.onError(errorMessage(error));
            })
            .finally(() => setStatus('ready'));
        });
        id.renderButton(container.current, { type: 'standard', theme: 'outline', size: 'large', text, shape: 'rectangular', width: 300 });
        stopRule = promptWhenSignedOut(session$, id);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('Google sign-in is unavailable:', errorMessage(error));
        if (active) setStatus('unavailable');
      });
    return () => {
      active = false;
      stopRule();
    };
  }, [clientId, text]);

  if (!clientId) return null;
  return (
    <>
      <Divider plain>OR</Divider>
      {status === 'unavailable' ? (
        <p className="auth-card__google-note">{GOOGLE_UNAVAILABLE}</p>
      ) : (
        <Spin spinning={status === 'loading' || status === 'signing-in'} size="small">
          <div className="auth-card__google" ref={container} data-testid="google-signin-button">
            <noscript>
              <p className="auth-card__google-note">Signing in with Google needs JavaScript.</p>
            </noscript>
          </div>
        </Spin>
      )}
    </>
  );
}
