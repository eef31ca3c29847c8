// What a new password must be: at least 8 characters (long passphrases welcome: up to 1024), and not
// one of the passwords leaked in breaches (breached-passwords.ts).
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
export const BREACHED_PASSWORD =
  'This password appears in lists of leaked passwords, so it would be guessed quickly. Choose another one: a few unrelated words work well.';
