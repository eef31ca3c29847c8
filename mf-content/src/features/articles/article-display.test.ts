import { describe, expect, it } from '@jest/globals';
import { formatDate } from './article-display.ts';

describe('formatDate', () => {
  it("writes the UTC day as British English's long date does", () => {
    const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2025-03-05T00:00:00Z', '2024-12-31T23:59:59Z', '2026-01-01', '2025-07-19T23:30:00-02:00'])
      expect(formatDate(iso)).toBe(longDate.format(new Date(iso)));
  });

  it('gives back what is not a date', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
