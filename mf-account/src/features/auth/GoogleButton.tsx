// The third-party (Google) sign-in button. It appears only when a Google client id is configured
// (runtime configuration from the API); when Google's script cannot load, the rest of the screen
// works and a short note says so.
import { useEffect, useState } from 'react';
import { http, type RuntimeConfig } from 'shared';

export function GoogleButton() {
  const [clientId, setClientId] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<RuntimeConfig>('config/', { signal: controller.signal })
      .then((config) => setClientId(config.googleClientId || null))
      .catch(() => setClientId(null));
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!clientId) return;
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onerror = () => setUnavailable(true);
    document.head.append(script);
    return () => script.remove();
  }, [clientId]);

  if (!clientId) return null;
  if (unavailable) return <p className="auth-card__google-note">Google sign-in is unavailable right now. Use your email and password.</p>;
  return <div className="auth-card__google" id="google-signin-button" data-client-id={clientId} />;
}
