// Keeps the ad-free hint cookie (AD_FREE_COOKIE) in step with the session: set while a paid member is
// signed in, removed otherwise, so the server renders their next pages without ad space (it never
// sees the token). It is only a hint for the first render; the session decides (docs/product/ads.md).
import { distinctUntilChanged, filter, map } from 'shared/rx';
import { session$ } from 'shared';
import { AD_FREE_COOKIE } from 'contracts';

const ONE_YEAR_S = 365 * 24 * 3600;

function adFreeHintCookie(adFree: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return adFree ? `${AD_FREE_COOKIE}=1; Max-Age=${ONE_YEAR_S}; ${attributes}` : `${AD_FREE_COOKIE}=; Max-Age=0; ${attributes}`;
}

export function keepAdFreeHint(): void {
  session$
    .pipe(
      filter((session) => session.ready),
      map((session) => session.currentUser?.is_paid_member === true),
      distinctUntilChanged(),
    )
    .subscribe((adFree) => {
      document.cookie = adFreeHintCookie(adFree, window.location.protocol === 'https:');
    });
}
