// Passwords found in breaches: the ~49,000 most common ones of leaked password lists that
// @zxcvbn-ts/language-common ships (frequency-ordered), of which the rule keeps those long enough
// to pass the length check. Compared case-insensitively.
import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from 'contracts';

const BREACHED = new Set(dictionary['passwords-common'].filter((password) => password.length >= MIN_PASSWORD_LENGTH));

export function isBreachedPassword(password: string): boolean {
  return BREACHED.has(password.toLowerCase());
}
