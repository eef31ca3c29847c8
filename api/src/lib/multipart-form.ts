// An upload's multipart form read into memory: its text fields, its known file fields, and a message
// for each part that is wrong (a field cut short, a file under another name). A file over the size
// limit stops the reading with a 400 for that field; every other reader failure is a 400 too
// (multipartFailure). The staff's workflow uploads and the members' shared results read their forms here.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BadRequestError } from './errors.ts';
import { multipartFailure } from './multipart-errors.ts';

export interface FormSpec<F extends string> {
  /** The file fields the form may hold. */
  files: readonly F[];
  /** The form reader's limits (@fastify/multipart's). */
  limits: { fileSize: number; files: number; fields: number; parts: number; fieldSize: number };
  /** The 400's message for a request that is not a multipart form: what to send. */
  notMultipart: string;
  /** The message for a file under another name: what to send instead. */
  unexpectedFile: string;
  /** The message for a file over `limits.fileSize`. */
  tooLarge: (field: F) => string;
}

export interface MultipartForm<F extends string> {
  fields: Record<string, string>;
  files: Partial<Record<F, { filename: string; bytes: Buffer }>>;
  errors: Record<string, string>;
}

/** A 400 with every field's message (the one message alone when there is one). */
export function invalidUpload(errors: Record<string, string>): BadRequestError {
  const messages = Object.values(errors);
  return new BadRequestError(messages.length === 1 ? messages[0]! : 'The upload is not valid: see the messages of each field.', errors);
}

/** Adds a schema's failures to `errors` by field (the first message of each); the form's own stay. */
export function addFieldErrors(error: z.ZodError, errors: Record<string, string>): void {
  for (const issue of error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
}

export async function readMultipartForm<F extends string>(request: FastifyRequest, spec: FormSpec<F>): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) throw new BadRequestError(spec.notMultipart);
  const form: MultipartForm<F> = { fields: {}, files: {}, errors: {} };
  const isFileField = (name: string): name is F => (spec.files as readonly string[]).includes(name);
  const parts = request.parts({ limits: spec.limits });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) form.errors[part.fieldname] = `${part.fieldname} is too long.`;
        else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (!isFileField(part.fieldname)) {
        form.errors[part.fieldname] = `Unexpected file field "${part.fieldname}": ${spec.unexpectedFile}`;
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      try {
        form.files[part.fieldname] = { filename: part.filename, bytes: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        // The rest of the request is not read: this is the answer.
        throw invalidUpload({ [part.fieldname]: spec.tooLarge(part.fieldname) });
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  return form;
}
