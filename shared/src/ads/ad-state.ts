// The ad gate's state, shared by the shell (which loads the AdSense script once) and every remote
// (whose slots read it): whether the script is there, the client and slot ids, preview mode and consent.
import { BehaviorSubject } from 'shared/rx';

export type AdScriptStatus = 'absent' | 'loading' | 'ready' | 'failed';
export type AdConsent = 'unknown' | 'personalised' | 'non-personalised';

export interface AdState {
  script: AdScriptStatus;
  client: string;
  slotIds: Record<string, string>;
  preview: boolean;
  consent: AdConsent;
}

/** The state before the gate has run; the first render adds the configuration to it (useAdState). */
export const INITIAL_AD_STATE: AdState = { script: 'absent', client: '', slotIds: {}, preview: false, consent: 'unknown' };

export const adState$ = new BehaviorSubject<AdState>(INITIAL_AD_STATE);

export function updateAdState(patch: Partial<AdState>): void {
  adState$.next({ ...adState$.getValue(), ...patch });
}

export type AdRendering = 'none' | 'preview' | 'reserved' | 'live';

/**
 * The gate's decision table: ad-free visitors (paid members) see nothing; preview mode draws labelled
 * boxes; with a client configured, a slot keeps its space until the script is there (so nothing moves
 * when it arrives: from the server's first render, before the gate has even started loading it); once
 * loaded it is filled; without the script (not configured, blocked or failed) there is no slot.
 */
export function adRendering(state: Pick<AdState, 'script' | 'preview' | 'client'>, adFree: boolean): AdRendering {
  if (adFree) return 'none';
  if (state.preview) return 'preview';
  if (state.script === 'ready') return 'live';
  if (state.script === 'loading' || (state.script === 'absent' && state.client !== '')) return 'reserved';
  return 'none';
}
