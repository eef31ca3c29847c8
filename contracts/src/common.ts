// Answers every feature shares: a message, a validation failure with its field errors, page fields.
import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './limits.ts';

export const messageSchema = z.object({ message: z.string() });
export const validationErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });

/** A page of a list with its total count and paging (GET articles/, GET users/, the staff lists). */
export interface Page<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
}

/** A list's rows with how many there are in all (the catalogue's pages). */
export const countedList = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), count: z.number().int() });

/** What staff see of a reported row's reports: how many, and how many per reason (one of REPORT_REASONS). */
export const reportCounts = { report_count: z.number().int(), reports: z.record(z.string(), z.number().int()) };

/** A text a person must write: trimmed, not empty (`missing`), at most `max` characters (`tooLong`),
 * and on one line when `oneLine` says so. */
export function requiredText(missing: string, max: number, tooLong: string, oneLine?: string) {
  const text = z.string({ message: missing }).trim().min(1, missing).max(max, tooLong);
  return oneLine === undefined ? text : text.regex(/^[^\r\n]*$/, oneLine);
}

const wholeNumber = (label: string, max?: number) => {
  const message = max ? `${label} must be a whole number from 1 to ${max}.` : `${label} must be a whole number from 1.`;
  const base = z.coerce.number({ message }).int(message).min(1, message);
  return max ? base.max(max, message) : base;
};

/** page and page_size of the staff lists of comments, messages and the newsletter. */
export const pageFields = {
  page: wholeNumber('page').default(1),
  page_size: wholeNumber('page_size', ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
};
