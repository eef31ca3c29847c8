// "3 minutes ago", "yesterday", … for a comment's date; older than four weeks: the date itself.
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });

export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const elapsed = -seconds;
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < 45) return 'just now';
  if (elapsed >= 4 * 7 * 24 * 60 * 60) return absolute.format(date);
  let chosen = UNITS[0]!;
  for (const unit of UNITS) if (elapsed >= unit[1]) chosen = unit;
  return relative.format(Math.round(seconds / chosen[1]), chosen[0]);
}

export function fullDate(iso: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
