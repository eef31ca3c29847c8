// Reads a member's share: a multipart form with the file (`media`: an image or a video), for a video
// its poster frame (`poster`, an image the browser captured), and the fields `prompt` and `settings`.
// Every problem is reported at once as a 400 with field messages; nothing is written here.
import type { FastifyRequest } from 'fastify';
import { RESULT_LIMITS, resultFieldsSchema, type ResultFields } from 'contracts';
import { addFieldErrors, invalidUpload, readMultipartForm, type FormSpec } from '../../lib/multipart-form.ts';
import { BadMediaError } from './media-error.ts';
import { isVideo, sniffMedia, tooLarge, type MediaType } from './sniff.ts';

type FileField = 'media' | 'poster';

const FORM: FormSpec<FileField> = {
  files: ['media', 'poster'],
  limits: { fileSize: RESULT_LIMITS.videoBytes, files: 2, fields: 4, parts: 6, fieldSize: 4 * RESULT_LIMITS.prompt },
  notMultipart: 'Send the result as multipart/form-data with "media", "prompt" and "settings" (and "poster" for a video).',
  unexpectedFile: 'send "media" (and "poster" for a video).',
  tooLarge: (field) => tooLarge('any', field === 'poster'),
};

export interface SharedUpload {
  fields: ResultFields;
  media: { bytes: Buffer; type: MediaType };
  /** A video's poster frame. */
  poster?: { bytes: Buffer; type: MediaType };
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
  const { fields: sent, files, errors } = await readMultipartForm(request, FORM);
  const media = files.media?.bytes;
  const poster = files.poster?.bytes;
  const fields = resultFieldsSchema.safeParse(sent);
  if (!fields.success) addFieldErrors(fields.error, errors);
  const mediaType = media ? sniffed(media, 'media', errors) : undefined;
  if (!media) errors.media ??= 'Choose the image or video you made.';
  const posterType = poster ? sniffed(poster, 'poster', errors) : undefined;
  if (mediaType && isVideo(mediaType) && !poster) errors.poster ??= 'A video needs its poster frame: choose the video again.';
  if (mediaType && !isVideo(mediaType) && poster) errors.poster ??= 'Only a video has a poster frame: send the image alone.';
  if (Object.keys(errors).length > 0 || !fields.success || !media || !mediaType) throw invalidUpload(errors);
  return {
    fields: fields.data,
    media: { bytes: media, type: mediaType },
    ...(poster && posterType ? { poster: { bytes: poster, type: posterType } } : {}),
  };
}
