// The visitor's ads consent (remembered in local storage under adConsent). Until they accept
// personalised ads, ads are requested as non-personalised.
import { updateAdState, type AdConsent } from 'shared';

const CONSENT_KEY = 'adConsent';

export function readConsent(): AdConsent {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'personalised' || value === 'non-personalised' ? value : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Tells the ad script whether it may personalise the next ad requests. */
export function applyConsentToAdQueue(consent: AdConsent): void {
  const queue = (window.adsbygoogle = window.adsbygoogle ?? []) as unknown[] & { requestNonPersonalizedAds?: number };
  queue.requestNonPersonalizedAds = consent === 'personalised' ? 0 : 1;
}

export function chooseConsent(consent: AdConsent): void {
  try {
    if (consent === 'unknown') localStorage.removeItem(CONSENT_KEY);
    else localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage blocked: the choice holds for this visit.
  }
  applyConsentToAdQueue(consent);
  updateAdState({ consent });
}
