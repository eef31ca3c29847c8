import { describe, expect, it } from '@jest/globals';
import { relativeTime } from './relative-time.ts';

const now = new Date('2025-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [10, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [4 * 86400, '4 days ago'],
    [15 * 86400, '2 weeks ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it('shows the date for anything older than four weeks', () => {
    expect(relativeTime('2024-12-24T09:00:00.000Z', now)).toBe('Dec 24, 2024');
  });
});
