// The accounts feature's mails: the link that confirms a new account's address or a new address,
// and the notice sent when someone signs up with an address that already has an account.
import { composeMail } from '../../mail/layout.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { SITE_NAME } from '../seo/site.ts';

export type SendMail = (message: MailMessage) => Promise<void>;

/** Sends a mail; a failure is logged: an answer must not depend on it (nor tell what was sent). */
export function mailSender(mailer: Mailer, log: { warn(data: object, message: string): void }): SendMail {
  return async (message) => {
    try {
      await mailer.send(message);
    } catch (error) {
      log.warn({ err: error, to: message.to, subject: message.subject }, 'account mail could not be sent');
    }
  };
}

export function confirmAccountMail({ to, confirmUrl, homeUrl }: { to: string; confirmUrl: string; homeUrl: string }): MailMessage {
  return composeMail({
    to,
    subject: `Confirm your email address for ${SITE_NAME}`,
    heading: 'Confirm your email address',
    paragraphs: [`Welcome to ${SITE_NAME}! Please confirm that this address is yours.`, 'The link works for 48 hours.'],
    action: { label: 'Confirm my address', url: confirmUrl },
    footnote: 'If you did not create an account, ignore this mail: do not open the link.',
    homeUrl,
  });
}

export function confirmNewAddressMail({ to, confirmUrl, homeUrl }: { to: string; confirmUrl: string; homeUrl: string }): MailMessage {
  return composeMail({
    to,
    subject: `Confirm your new email address for ${SITE_NAME}`,
    heading: 'Confirm your new email address',
    paragraphs: [
      `Your ${SITE_NAME} account asked to use this address from now on. It changes only once you confirm it.`,
      'The link works for 48 hours.',
    ],
    action: { label: 'Use this address', url: confirmUrl },
    footnote: 'If you did not ask for this, ignore this mail: nothing changes.',
    homeUrl,
  });
}

export function alreadyRegisteredMail({ to, signInUrl, homeUrl }: { to: string; signInUrl: string; homeUrl: string }): MailMessage {
  return composeMail({
    to,
    subject: `Your ${SITE_NAME} account`,
    heading: 'You already have an account',
    paragraphs: [
      `Someone, probably you, tried to create an ${SITE_NAME} account with this address. An account with it already exists, so nothing was created.`,
      'Sign in with your password, or with Google if this is a Google address.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, you can ignore this mail.',
    homeUrl,
  });
}

export function addressInUseMail({ to, homeUrl }: { to: string; homeUrl: string }): MailMessage {
  return composeMail({
    to,
    subject: `Your ${SITE_NAME} account`,
    heading: 'Someone asked to use your address',
    paragraphs: [`Another ${SITE_NAME} account asked to use this address. It already belongs to your account, so nothing changed.`],
    footnote: 'You do not need to do anything.',
    homeUrl,
  });
}

export function googleLinkedMail({ to, resetUrl, homeUrl }: { to: string; resetUrl: string; homeUrl: string }): MailMessage {
  return composeMail({
    to,
    subject: `Google sign-in was added to your ${SITE_NAME} account`,
    heading: 'Google sign-in was added to your account',
    paragraphs: [
      `Your ${SITE_NAME} account can now be signed in to with the Google account of this address too. Every other signed-in session was signed out.`,
      'If this was not you, set a new password now and tell us through the contact page.',
    ],
    action: { label: 'Set a new password', url: resetUrl },
    homeUrl,
  });
}

export function passwordResetMail({ to, resetUrl, homeUrl }: { to: string; resetUrl: string; homeUrl: string }): MailMessage {
  return composeMail({
    to,
    subject: `Set a new password for ${SITE_NAME}`,
    heading: 'Set a new password',
    paragraphs: [
      `Someone, probably you, asked to set a new password for the ${SITE_NAME} account of this address.`,
      'The link works once, for one hour.',
    ],
    action: { label: 'Set a new password', url: resetUrl },
    footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    homeUrl,
  });
}

export function passwordChangedMail({ to, resetUrl, homeUrl }: { to: string; resetUrl: string; homeUrl: string }): MailMessage {
  return composeMail({
    to,
    subject: `Your ${SITE_NAME} password was changed`,
    heading: 'Your password was changed',
    paragraphs: [
      `The password of your ${SITE_NAME} account was just changed, and every other signed-in session was signed out.`,
      'If this was not you, set a new password now and tell us through the contact page.',
    ],
    action: { label: 'Set a new password', url: resetUrl },
    homeUrl,
  });
}

export function accountDeletedMail({ to, homeUrl }: { to: string; homeUrl: string }): MailMessage {
  return composeMail({
    to,
    subject: `Your ${SITE_NAME} account was deleted`,
    heading: 'Your account was deleted',
    paragraphs: [`Your ${SITE_NAME} account and what it stored about you have been deleted, as you asked.`],
    homeUrl,
  });
}
