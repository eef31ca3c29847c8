import { usePageMeta } from 'shared';
import './privacy.css';

export const PRIVACY_DATE = '26 November 2026';

export function PrivacyPage() {
  usePageMeta('Privacy Policy', 'What AI Creator Hub keeps about you, why, for how long, and how to have it removed.');
  return (
    <article className="privacy prose">
      <h1>Privacy Policy</h1>
      <p className="privacy__date">Last updated: {PRIVACY_DATE}</p>
      <p>
        AI Creator Hub publishes tutorials, articles, earning ideas and ComfyUI workflows. This policy explains what we keep about you, why
        we keep it, and how you can have it removed. We keep as little as the site needs to work.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account</strong>: first and last name, email address, an optional mobile number, the date you joined, and your
          password stored only as a one-way hash (argon2id). If you sign in with Google we receive your name, email address and profile
          picture from Google; we never see your Google password. We also keep when you last signed in, when your address was confirmed, an
          address you asked to change to until you confirm it, and the links we mail you (to confirm an address: 48 hours; to set a new
          password: one hour) only as one-way hashes until they are used or expire.
        </li>
        <li>
          <strong>Signed-in sessions</strong>: for each device you sign in on, when you signed in and when it last renewed its sign-in, kept
          as a one-way hash of its token for up to 30 days. Your account page lists them and signs out everywhere else.
        </li>
        <li>
          <strong>Comments</strong>: the text you post, the article it belongs to and the time. Comments are public and show your name and
          avatar. If you report a comment, we keep the report (which comment, the reason and the time). If you react to a comment, we keep
          your reaction (counted with everyone's; only you see which one is yours). When someone replies to your comment we email you,
          unless you turned reply emails off with the link in one of them or on your account page.
        </li>
        <li>
          <strong>Newsletter</strong>: your email address, when you subscribed and confirmed, and when you unsubscribed. Every newsletter
          email has a one-click unsubscribe link.
        </li>
        <li>
          <strong>Contact messages</strong>: the name, email address and message you send through the contact form, so we can answer you.
        </li>
        <li>
          <strong>Workflow downloads</strong>: a count per workflow. We do not record who downloaded what.
        </li>
        <li>
          <strong>Server logs</strong>: the address, time and path of requests, kept for up to 30 days to keep the site secure and to fix
          errors.
        </li>
      </ul>
      <h2>Cookies and local storage</h2>
      <p>
        The site itself sets no tracking cookies. Your browser's local storage keeps your sign-in token (<code>token</code>), the page to
        return to after signing in (<code>redirectUrl</code>), navigation preferences, and the build channel the site serves you (
        <code>remoteBucket:…</code>), plus your choice about ads (<code>adConsent</code>).
      </p>
      <h2>Advertising</h2>
      <p>
        Visitors who are not paid members see ads served by Google AdSense. Google and its partners may use cookies such as
        <code>__gads</code>, <code>__gpi</code> and <code>IDE</code> to show ads and measure them. Until you accept personalised ads in the
        consent notice, ads are requested as non-personalised. You can change your choice at any time from the footer, and manage Google's
        ad settings at adssettings.google.com. Paid members see no ads.
      </p>
      <h2>Payments and plans</h2>
      <p>
        Credit plans are shown in INR. Credits reset monthly. There are no refunds. Subscriptions can be cancelled any time, and the
        cancellation takes effect at the end of the paid month.
      </p>
      <h2>Children</h2>
      <p>The site is not meant for children under 13, and we do not knowingly collect any data from children under 13.</p>
      <h2>Your rights</h2>
      <p>
        On your <a href="/account">account page</a> you can change your name, email address and password, see and end your signed-in
        sessions, turn the newsletter on or off, download everything we store about you as a JSON file, and delete your account. When you
        delete it, your account, sessions, reports and newsletter subscription are deleted at once, and you choose what happens to your
        comments: they stay, shown as written by “Deleted member” with nothing that points to you, or they are removed with the replies to
        them. Contact messages you sent stay with our correspondence; ask through the <a href="/contact">contact page</a> to have them
        deleted too. You can also ask us there for a copy of your data or a correction. We answer within 30 days. We do not sell your data.
      </p>
      <h2>Changes</h2>
      <p>When this policy changes we update the date above; important changes are announced in the newsletter.</p>
    </article>
  );
}
