// Reads a staff upload: a multipart form with the workflow JSON (`file`), a thumbnail image
// (`thumbnail`) and metadata fields, or (PATCH without files) a JSON/form body of metadata. Everything
// is checked in memory (the workflow file also by the workflow check, workflow-check.ts) and every
// problem is reported at once as a 400 with field messages; nothing is written here.
import type { FastifyRequest } from 'fastify';
import { addFieldErrors, invalidUpload, readMultipartForm, type FormSpec, type MultipartForm } from '../../lib/multipart-form.ts';
import { BadJsonError, NotAWorkflowError, parseWorkflowFile } from './comfy.ts';
import { BadImageError, sniffImage, type ImageType } from './images.ts';
import { sanitizeSvg } from './svg.ts';
import { outlineText } from '../../lib/svg-text-outline.ts';
import { type WorkflowMetadata, type WorkflowMetadataPatch, workflowMetadataPatchSchema, workflowMetadataSchema } from 'contracts';
import { checkWorkflowNodes } from './workflow-check.ts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_FIELD_BYTES = 16 * 1024;
type FileField = 'file' | 'thumbnail';

export interface WorkflowFile {
  /** The uploaded file's name (its slug source). */
  filename: string;
  bytes: Buffer;
}

export interface ThumbnailFile {
  bytes: Buffer;
  type: ImageType;
}

const LIMIT_LABEL = `${MAX_FILE_BYTES / 1024 / 1024} MB`;

const FORM: FormSpec<FileField> = {
  files: ['file', 'thumbnail'],
  limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 20, parts: 24, fieldSize: MAX_FIELD_BYTES },
  notMultipart: 'Send the workflow as multipart/form-data with "file", "thumbnail" and the metadata fields.',
  unexpectedFile: 'send "file" and "thumbnail".',
  tooLarge: (field) =>
    field === 'file' ? `The workflow file is larger than ${LIMIT_LABEL}.` : `The thumbnail is larger than ${LIMIT_LABEL}.`,
};

function checkWorkflowFile(file: { filename: string; bytes: Buffer }, errors: Record<string, string>): WorkflowFile | undefined {
  if (file.bytes.length === 0) {
    errors.file = 'The workflow file is empty.';
    return undefined;
  }
  try {
    parseWorkflowFile(file.bytes);
    // Uploads declare their model files the way ComfyUI's templates do: properties.models on the loader nodes.
    const { problems } = checkWorkflowNodes(JSON.parse(file.bytes.toString('utf8').replace(/^\uFEFF/, '')));
    if (problems.length > 0) {
      errors.file = `The workflow fails the workflow check:\n${problems.map((p) => `- ${p}`).join('\n')}`;
      return undefined;
    }
    return file;
  } catch (error) {
    if (error instanceof BadJsonError) errors.file = error.message;
    else if (error instanceof NotAWorkflowError) errors.file = `This does not look like a ComfyUI workflow: ${error.message}`;
    else throw error;
    return undefined;
  }
}

function checkThumbnail(file: { bytes: Buffer }, errors: Record<string, string>): ThumbnailFile | undefined {
  try {
    const type = sniffImage(file.bytes);
    if (type !== 'svg') return { bytes: file.bytes, type };
    // An SVG is a document that could run script where it is opened: only its drawing is kept. Its
    // text in Inter is drawn as outlines, as the content's pictures are (decision 0065): a browser
    // lays out and paints an image's text on the page's main thread.
    const clean = sanitizeSvg(file.bytes.toString('utf8'));
    if (clean === null) throw new BadImageError('The SVG thumbnail has nothing left to draw once cleaned.');
    return { bytes: Buffer.from(outlineText(clean, { strict: false })), type };
  } catch (error) {
    if (!(error instanceof BadImageError)) throw error;
    errors.thumbnail = error.message;
    return undefined;
  }
}

export interface NewUpload {
  metadata: WorkflowMetadata;
  file: WorkflowFile;
  thumbnail: ThumbnailFile;
}

export interface UploadChanges {
  metadata: WorkflowMetadataPatch;
  file?: WorkflowFile;
  thumbnail?: ThumbnailFile;
}

/** POST: a multipart form with every part. */
export async function readNewUpload(request: FastifyRequest): Promise<NewUpload> {
  const { fields, files, errors } = await readMultipartForm(request, FORM);
  const metadata = workflowMetadataSchema.safeParse(fields);
  if (!metadata.success) addFieldErrors(metadata.error, errors);
  const file = files.file ? checkWorkflowFile(files.file, errors) : undefined;
  if (!files.file) errors.file ??= 'The workflow JSON file is required.';
  const thumbnail = files.thumbnail ? checkThumbnail(files.thumbnail, errors) : undefined;
  if (!files.thumbnail) errors.thumbnail ??= 'A thumbnail image is required.';
  if (Object.keys(errors).length > 0 || !metadata.success || !file || !thumbnail) throw invalidUpload(errors);
  return { metadata: metadata.data, file, thumbnail };
}

/** PATCH: metadata fields (JSON, form or multipart) and, in a multipart form, optional new files. */
export async function readChanges(request: FastifyRequest): Promise<UploadChanges> {
  const errors: Record<string, string> = {};
  let fields: unknown = request.body ?? {};
  let files: MultipartForm<FileField>['files'] = {};
  if (request.isMultipart()) {
    const form = await readMultipartForm(request, FORM);
    Object.assign(errors, form.errors);
    fields = form.fields;
    files = form.files;
  }
  const metadata = workflowMetadataPatchSchema.safeParse(fields);
  if (!metadata.success) addFieldErrors(metadata.error, errors);
  const file = files.file ? checkWorkflowFile(files.file, errors) : undefined;
  const thumbnail = files.thumbnail ? checkThumbnail(files.thumbnail, errors) : undefined;
  if (Object.keys(errors).length > 0 || !metadata.success) throw invalidUpload(errors);
  return { metadata: metadata.data, file, thumbnail };
}
