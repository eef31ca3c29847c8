// A small notice about ad cookies, shown once to visitors when ads can appear; the footer's
// "Ad choices" link brings it back.
//
// It is a bar along the bottom edge that the page makes room for while it is shown: the body gets
// its height as bottom padding (so the end of the page, the footer included, scrolls clear of it)
// and the document the same scroll padding (so a control reached with Tab, or scrolled to, is put
// above it rather than under it). Only space after the footer is added, so nothing on the page moves
// (no layout shift: CLS stays 0). It cannot be part of the first HTML: whether it shows depends on
// local storage and on the signed-in member, which only the browser knows.
//
// So it appears over a page that already takes taps, at a moment the visitor does not choose: for its
// first half second it lets taps through to what is under it. A tap aimed at the page's button then
// reaches that button, instead of landing on the bar (or being split between the two: a press on the
// button and a release on the bar is a click on neither) or accepting ads by accident.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'shared/router';
import { useAdState, useSession } from 'shared';
import { chooseConsent } from './consent.ts';

/** How long after it appears the notice lets taps through: a tap that soon was aimed at the page. */
const CONSENT_SETTLE_MS = 500;

/** The class on <html> while the notice is shown, and the property that carries its height. */
const SHOWN_CLASS = 'consent-shown';
const HEIGHT_PROPERTY = '--consent-height';

function useReservedSpace() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const notice = ref.current;
    if (!notice) return undefined;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(HEIGHT_PROPERTY, `${notice.offsetHeight}px`);
    reserve();
    root.classList.add(SHOWN_CLASS);
    const observer = new ResizeObserver(reserve);
    observer.observe(notice);
    return () => {
      observer.disconnect();
      root.classList.remove(SHOWN_CLASS);
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

/** Whether the notice appeared less than CONSENT_SETTLE_MS ago. */
function useSettling(): boolean {
  const [settling, setSettling] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setSettling(false), CONSENT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return settling;
}

function ConsentBar() {
  const ref = useReservedSpace();
  const settling = useSettling();
  return (
    <section ref={ref} className={settling ? 'consent consent--settling' : 'consent'} role="dialog" aria-label="Cookies and ads">
      <div className="consent__inner">
        <p>
          We show ads from Google to pay for this site. Google may use cookies to personalise them. Until you agree, ads are not
          personalised. <Link to="/privacy">Privacy policy</Link>
        </p>
        <div className="consent__actions">
          <button type="button" className="primary-button" onClick={() => chooseConsent('personalised')}>
            Accept
          </button>
          <button type="button" className="secondary-button" onClick={() => chooseConsent('non-personalised')}>
            Non-personalised only
          </button>
        </div>
      </div>
    </section>
  );
}

export function ConsentNotice() {
  const ads = useAdState();
  const { currentUser, ready } = useSession();
  const adsPossible = ads.client !== '' || ads.preview;
  if (!ready || !adsPossible || ads.consent !== 'unknown' || currentUser?.is_paid_member) return null;
  return <ConsentBar />;
}
