// Dates of the staff screens: short, in the reader's locale; a value that is not a date shows as it came.
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const format = (formatter: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
};

export const formatDateTime = (iso: string): string => format(DATE_TIME, iso);
export const formatDate = (iso: string): string => format(DATE, iso);

/** A date and time in a table cell or a line of text, machine-readable too. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
