// The Google client id from the API's runtime configuration (GOOGLE_CLIENT_ID), asked once per page.
// undefined while asking; '' when Google sign-in is not configured or the answer failed.
import { useEffect, useState } from 'react';
import { googleClientId } from 'shared';

export function useGoogleClientId(): string | undefined {
  const [clientId, setClientId] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void googleClientId().then((id) => current && setClientId(id));
    return () => {
      current = false;
    };
  }, []);
  return clientId;
}
