// Google Identity Services (the "Sign in with Google" script): loaded once per page, initialised once
// per client id with auto-select on. Which screen receives the credential can change (the sign-in
// screen, or the app-wide prompt); the last one to ask does. After a sign-out, auto-select is turned
// off so the prompt does not sign the user straight back in: at once when the script is loaded, or as
// soon as it loads when the sign-out came first (this page or an earlier one).
import { authEvents$, signedOutSinceSignIn } from 'shared';

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const SCRIPT_TIMEOUT_MS = 10_000;

export interface CredentialResponse {
  credential?: string;
  clientId?: string;
  select_by?: string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
  disableAutoSelect(): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Resolves with `google.accounts.id`; rejects when the script cannot load (blocked, offline, 10 s). */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const ready = () => window.google?.accounts?.id;
    const existing = ready();
    if (existing) {
      resolve(existing);
      return;
    }
    const script = document.createElement('script');
    const timer = setTimeout(() => reject(new Error('The Google sign-in script took too long to load.')), SCRIPT_TIMEOUT_MS);
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      const id = ready();
      if (id) resolve(id);
      else reject(new Error('The Google sign-in script loaded without its API.'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('The Google sign-in script could not be loaded.'));
    };
    document.head.append(script);
  }).then((id) => {
    if (signedOutSinceSignIn()) id.disableAutoSelect();
    authEvents$.subscribe((event) => event.type === 'signed-out' && id.disableAutoSelect());
    return id;
  });
  return loading;
}

let initialisedFor: string | null = null;
let receiver: (credential: string) => void = () => undefined;

/** Routes the next credentials to `onCredential`; initialises Google for `clientId` the first time. */
export function receiveCredentials(id: GoogleAccountsId, clientId: string, onCredential: (credential: string) => void): void {
  receiver = onCredential;
  if (initialisedFor === clientId) return;
  initialisedFor = clientId;
  id.initialize({
    client_id: clientId,
    auto_select: true,
    cancel_on_tap_outside: true,
    callback: (response) => {
      if (response.credential) receiver(response.credential);
      else console.error('Google sign-in returned no credential', response.select_by ?? '');
    },
  });
}
