// A small notice about ad cookies, shown once to visitors when ads can appear; the footer's
// "Ad choices" link brings it back.
import { Link } from 'react-router-dom';
import { useAdState, useSession } from 'shared';
import { chooseConsent } from './consent.ts';

export function ConsentNotice() {
  const ads = useAdState();
  const { currentUser, ready } = useSession();
  const adsPossible = ads.client !== '' || ads.preview;
  if (!ready || !adsPossible || ads.consent !== 'unknown' || currentUser?.is_paid_member) return null;
  return (
    <section className="consent" role="dialog" aria-label="Cookies and ads">
      <p>
        We show ads from Google to pay for this site. Google may use cookies to personalise them. Until you agree, ads are not personalised.{' '}
        <Link to="/privacy">Privacy policy</Link>
      </p>
      <div className="consent__actions">
        <button type="button" className="primary-button" onClick={() => chooseConsent('personalised')}>
          Accept
        </button>
        <button type="button" className="secondary-button" onClick={() => chooseConsent('non-personalised')}>
          Non-personalised only
        </button>
      </div>
    </section>
  );
}
