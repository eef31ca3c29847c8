// The federated singleton library shared by the shell and every remote.
export { theme, palette, breakpoints } from './theme/theme.ts';
export {
  session$,
  authEvents$,
  getSession,
  isSignedIn,
  setToken,
  signedIn,
  signedOut,
  signinFailed,
  currentUserLoaded,
  tokenRefreshed,
  type Session,
  type AuthEvent,
} from './auth/session-bus.ts';
export type { TokenPair } from './auth/token-storage.ts';
export { signedOutSinceSignIn } from './auth/sign-out-marker.ts';
export { useSession } from './auth/use-session.ts';
export { signOut } from './auth/sign-out.ts';
export { initials } from './auth/initials.ts';
export { rememberRedirect, takeRedirect } from './auth/redirect.ts';
export { http, request, getFile, API_BASE, REQUEST_TIMEOUT_MS, type RequestOptions } from './http/client.ts';
export { callApi, type CallOptions } from './http/call-api.ts';
export { loggingCaches } from './query/query-caches.ts';
export { freshQuery } from './query/fresh-query.ts';
export { ApiError, errorMessage } from './http/api-error.ts';
export { RemoteModule, RemoteSpinner, type RemoteModuleProps } from './federation/remote-module.tsx';
export { SECTION_ATTRIBUTE } from './federation/hydration-gate.tsx';
export { usePageMeta, SITE_NAME } from './page/use-page-meta.ts';
export { AdSlot, type AdSlotProps } from './ads/AdSlot.tsx';
export { useAdState } from './ads/use-ad-state.ts';
export { AdFirstRenderContext, NO_ADS_FIRST_RENDER } from './ads/ad-first-render.ts';
export { adState$, updateAdState, adRendering, type AdState, type AdConsent, type AdScriptStatus } from './ads/ad-state.ts';
export { adSlot, AD_SLOT_NAMES, type AdType, type AdSlotSpec } from './ads/slot-table.ts';
export { createThemed } from './theme/themed.tsx';
export { googleClientId, runtimeConfig } from './config/runtime-config.ts';
export { pagePayload } from './ssr/page-payload.ts';
export { useHydrated } from './ssr/use-hydrated.ts';
export type { ServerPrefetch, PrefetchContext } from './ssr/prefetch.ts';
export { setHttpTransport, type HttpTransport } from './http/client.ts';
export {
  RemoteRenderContext,
  loadExposed,
  type RemoteRenderOptions,
  type RemoteLoader,
  type ExposedModule,
} from './federation/remote-render-context.ts';
export { emailRules, NEW_PASSWORD_RULES } from './forms/field-rules.ts';
export { useValuesTypedBeforeHydration } from './forms/use-typed-before-hydration.ts';
export { Card, CardThumbnail, type CardProps } from './cards/Card.tsx';
export { Pager, type PagerProps } from './cards/Pager.tsx';
export { PathIcon } from './icons/PathIcon.tsx';
export { ReturnFocus } from './dialogs/ReturnFocus.tsx';
