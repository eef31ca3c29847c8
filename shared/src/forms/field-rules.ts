// The validation rules the visitor and member forms share, so an email or a new password is checked
// with the same messages everywhere.
import type { FormRule } from 'antd';
import { MIN_PASSWORD_LENGTH } from 'contracts/limits';

/** An email address to type in; `missing` is the message for an empty field. */
export function emailRules(missing = 'Enter your email'): FormRule[] {
  return [
    { required: true, whitespace: true, message: missing },
    { type: 'email', message: 'Enter a valid email address' },
  ];
}

/** A password being chosen: required and at least the minimum length. */
export const NEW_PASSWORD_RULES: FormRule[] = [
  { required: true, message: 'Choose a password' },
  { min: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
];
