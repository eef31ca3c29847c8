// The shell's ad gate: reads the runtime configuration, and loads the AdSense script once, only when a
// client id is configured and the visitor is not a paid member. Slots (shared AdSlot) render from
// the state this publishes.
import { filter, first } from 'shared/rx';
import { runtimeConfig, session$, updateAdState, adState$ } from 'shared';
import type { RuntimeConfig } from 'contracts';
import { applyConsentToAdQueue, readConsent } from './consent.ts';
import { keepAdFreeHint } from './ad-free-hint.ts';

export const ADSENSE_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

function loadScript(client: string): void {
  if (adState$.getValue().script !== 'absent') return;
  updateAdState({ script: 'loading' });
  applyConsentToAdQueue(adState$.getValue().consent);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(client)}`;
  script.crossOrigin = 'anonymous';
  script.onload = () => updateAdState({ script: 'ready' });
  script.onerror = () => {
    console.warn('The ad script could not be loaded; the site carries on without ads.');
    updateAdState({ script: 'failed' });
  };
  document.head.append(script);
}

/** How long the first render waits for the runtime configuration before it goes on without ads. */
const CONFIG_WAIT_MS = 3_000;

/**
 * Reads the runtime configuration (before the first render, so slots keep their space from the
 * start) and loads the ad script when ads apply to this visitor.
 */
export async function startAdGate(): Promise<void> {
  keepAdFreeHint();
  let config: RuntimeConfig;
  try {
    config = await runtimeConfig(AbortSignal.timeout(CONFIG_WAIT_MS));
  } catch (error) {
    console.warn('No runtime configuration: ads are off', error);
    return;
  }
  updateAdState({ client: config.adsenseClient, slotIds: config.adSlots, preview: config.adPreview, consent: readConsent() });
  if (!config.adsenseClient) return;
  // Paid members never load the script; a visitor (or someone who signs out) does, once.
  session$
    .pipe(
      filter((session) => session.ready && session.currentUser?.is_paid_member !== true),
      first(),
    )
    .subscribe(() => loadScript(config.adsenseClient));
}
