import { describe, expect, it } from '@jest/globals';
import { initials } from './initials.ts';

describe('initials for an avatar', () => {
  it.each([
    ['Asha Rao', '', 'AR'],
    ['asha', '', 'A'],
    ['  Mary  Ann Lee ', '', 'MA'],
    ['', 'asha@example.com', 'A'],
    [' ', '', '?'],
  ])('%j (fallback %j) → %s', (name, fallback, expected) => {
    expect(initials(name, fallback)).toBe(expected);
  });
});
