import { describe, expect, it } from '@jest/globals';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands as English does', () => {
    for (const count of [0, 7, 999, 1000, 12_345, 999_999, 1_234_567, 10_000_000])
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
  });
});
