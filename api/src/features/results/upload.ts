// Reads a member's share: a multipart form with the file (`media`: an image or a video), for a video
// its poster frame (`poster`, an image the browser captured), and the fields `prompt` and `settings`.
// Every problem is reported at once as a 400 with field messages; nothing is written here.
import type { FastifyRequest } from 'fastify';
import { RESULT_LIMITS, resultFieldsSchema, type ResultFields } from 'contracts';
import { BadRequestError } from '../../lib/errors.ts';
import { multipartFailure } from '../../lib/multipart-errors.ts';
import { BadMediaError } from './media-error.ts';
import { isVideo, sniffMedia, tooLarge, type MediaType } from './sniff.ts';

const FILE_FIELDS = ['media', 'poster'] as const;
type FileField = (typeof FILE_FIELDS)[number];

export interface SharedUpload {
  fields: ResultFields;
  media: { bytes: Buffer; type: MediaType };
  /** A video's poster frame. */
  poster?: { bytes: Buffer; type: MediaType };
}

const isFileField = (name: string): name is FileField => (FILE_FIELDS as readonly string[]).includes(name);

function invalid(errors: Record<string, string>): BadRequestError {
  const messages = Object.values(errors);
  return new BadRequestError(messages.length === 1 ? messages[0]! : 'The upload is not valid: see the messages of each field.', errors);
}

async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Partial<Record<FileField, Buffer>> = {};
  const errors: Record<string, string> = {};
  const parts = request.parts({
    limits: { fileSize: RESULT_LIMITS.videoBytes, files: 2, fields: 4, parts: 6, fieldSize: 4 * RESULT_LIMITS.prompt },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) errors[part.fieldname] = `${part.fieldname} is too long.`;
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!isFileField(part.fieldname)) {
        errors[part.fieldname] = `Unexpected file field "${part.fieldname}": send "media" (and "poster" for a video).`;
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      try {
        files[part.fieldname] = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        // The rest of the request is not read: this is the answer.
        throw invalid({ [part.fieldname]: tooLarge('any', part.fieldname === 'poster') });
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  return { fields, files, errors };
}

function sniffed(bytes: Buffer, field: FileField, errors: Record<string, string>): MediaType | undefined {
  try {
    return sniffMedia(bytes, { imagesOnly: field === 'poster' });
  } catch (error) {
    if (!(error instanceof BadMediaError)) throw error;
    errors[field] = error.message;
    return undefined;
  }
}

export async function readSharedUpload(request: FastifyRequest): Promise<SharedUpload> {
  if (!request.isMultipart()) {
    throw new BadRequestError('Send the result as multipart/form-data with "media", "prompt" and "settings" (and "poster" for a video).');
  }
  const form = await readParts(request);
  const errors = { ...form.errors };
  const fields = resultFieldsSchema.safeParse(form.fields);
  if (!fields.success) for (const issue of fields.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  const mediaType = form.files.media ? sniffed(form.files.media, 'media', errors) : undefined;
  if (!form.files.media) errors.media ??= 'Choose the image or video you made.';
  const posterType = form.files.poster ? sniffed(form.files.poster, 'poster', errors) : undefined;
  if (mediaType && isVideo(mediaType) && !form.files.poster) errors.poster ??= 'A video needs its poster frame: choose the video again.';
  if (mediaType && !isVideo(mediaType) && form.files.poster) errors.poster ??= 'Only a video has a poster frame: send the image alone.';
  if (Object.keys(errors).length > 0 || !fields.success || !mediaType) throw invalid(errors);
  return {
    fields: fields.data,
    media: { bytes: form.files.media!, type: mediaType },
    ...(posterType ? { poster: { bytes: form.files.poster!, type: posterType } } : {}),
  };
}
