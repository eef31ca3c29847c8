// What a failure while reading a multipart form means to the client: every one is a 400 (too many
// parts, a forbidden field name, a form the reader could not parse), never a 500. The uploads of staff
// (workflows) and members (shared results) read their forms with it.
import { BadRequestError } from './errors.ts';

export function multipartFailure(error: unknown): BadRequestError {
  if (error instanceof BadRequestError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new BadRequestError('The form has too many fields or files.');
  }
  if (code === 'FST_PROTO_VIOLATION') return new BadRequestError('The form has a field name that is not allowed.');
  // Anything else the multipart reader raises is a form it could not read (a missing boundary, a
  // part cut short, a broken part header).
  return new BadRequestError(`The multipart form could not be read: ${(error as Error).message}`, { body: 'Malformed multipart form.' });
}
