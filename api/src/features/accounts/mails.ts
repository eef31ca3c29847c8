// The accounts feature's mails: the link that confirms a new account's address or a new address,
// and the notice sent when someone signs up with an address that already has an account.
import { renderMail } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { SITE_NAME } from '../seo/site.ts';

export function confirmAccountMail({ to, confirmUrl, homeUrl }: { to: string; confirmUrl: string; homeUrl: string }): MailMessage {
  const bodies = renderMail({
    heading: 'Confirm your email address',
    paragraphs: [`Welcome to ${SITE_NAME}! Please confirm that this address is yours.`, 'The link works for 48 hours.'],
    action: { label: 'Confirm my address', url: confirmUrl },
    footnote: 'If you did not create an account, ignore this mail: do not open the link.',
    homeUrl,
  });
  return { to, subject: `Confirm your email address for ${SITE_NAME}`, ...bodies };
}

export function confirmNewAddressMail({ to, confirmUrl, homeUrl }: { to: string; confirmUrl: string; homeUrl: string }): MailMessage {
  const bodies = renderMail({
    heading: 'Confirm your new email address',
    paragraphs: [
      `Your ${SITE_NAME} account asked to use this address from now on. It changes only once you confirm it.`,
      'The link works for 48 hours.',
    ],
    action: { label: 'Use this address', url: confirmUrl },
    footnote: 'If you did not ask for this, ignore this mail: nothing changes.',
    homeUrl,
  });
  return { to, subject: `Confirm your new email address for ${SITE_NAME}`, ...bodies };
}

export function alreadyRegisteredMail({ to, signInUrl, homeUrl }: { to: string; signInUrl: string; homeUrl: string }): MailMessage {
  const bodies = renderMail({
    heading: 'You already have an account',
    paragraphs: [
      `Someone, probably you, tried to create a ${SITE_NAME} account with this address. An account with it already exists, so nothing was created.`,
      'Sign in with your password, or with Google if this is a Google address.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, you can ignore this mail.',
    homeUrl,
  });
  return { to, subject: `Your ${SITE_NAME} account`, ...bodies };
}
