// Reads a staff upload: a multipart form with the workflow JSON (`file`), a thumbnail image
// (`thumbnail`) and metadata fields, or (PATCH without files) a JSON/form body of metadata. Everything
// is checked in memory (the workflow file also by the workflow check, workflow-check.ts) and every
// problem is reported at once as a 400 with field messages; nothing is written here.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { multipartFailure } from '../../lib/multipart-errors.ts';
import { BadJsonError, NotAWorkflowError, parseWorkflowFile } from './comfy.ts';
import { BadImageError, sniffImage, type ImageType } from './images.ts';
import { sanitizeSvg } from './svg.ts';
import { type WorkflowMetadata, type WorkflowMetadataPatch, workflowMetadataPatchSchema, workflowMetadataSchema } from 'contracts';
import { checkWorkflowNodes } from './workflow-check.ts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_FIELD_BYTES = 16 * 1024;
const FILE_FIELDS = ['file', 'thumbnail'] as const;
type FileField = (typeof FILE_FIELDS)[number];

export interface WorkflowFile {
  /** The uploaded file's name (its slug source). */
  filename: string;
  bytes: Buffer;
}

export interface ThumbnailFile {
  bytes: Buffer;
  type: ImageType;
}

interface RawForm {
  fields: Record<string, string>;
  files: Partial<Record<FileField, { filename: string; bytes: Buffer }>>;
  errors: Record<string, string>;
}

const LIMIT_LABEL = `${MAX_FILE_BYTES / 1024 / 1024} MB`;

function invalid(errors: Record<string, string>): BadRequestError {
  const messages = Object.values(errors);
  return new BadRequestError(messages.length === 1 ? messages[0]! : 'The upload is not valid: see the messages of each field.', errors);
}

function isFileField(name: string): name is FileField {
  return (FILE_FIELDS as readonly string[]).includes(name);
}

async function readParts(request: FastifyRequest): Promise<RawForm> {
  const form: RawForm = { fields: {}, files: {}, errors: {} };
  const parts = request.parts({
    limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 20, parts: 24, fieldSize: MAX_FIELD_BYTES },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) form.errors[part.fieldname] = `${part.fieldname} is too long.`;
        else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (!isFileField(part.fieldname)) {
        form.errors[part.fieldname] = `Unexpected file field "${part.fieldname}": send "file" and "thumbnail".`;
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      try {
        form.files[part.fieldname] = { filename: part.filename, bytes: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        // The rest of the request is not read: this is the answer.
        throw invalid({
          [part.fieldname]:
            part.fieldname === 'file' ? `The workflow file is larger than ${LIMIT_LABEL}.` : `The thumbnail is larger than ${LIMIT_LABEL}.`,
        });
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  return form;
}

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
    // An SVG is a document that could run script where it is opened: only its drawing is kept.
    const clean = sanitizeSvg(file.bytes.toString('utf8'));
    if (clean === null) throw new BadImageError('The SVG thumbnail has nothing left to draw once cleaned.');
    return { bytes: Buffer.from(clean), type };
  } catch (error) {
    if (!(error instanceof BadImageError)) throw error;
    errors.thumbnail = error.message;
    return undefined;
  }
}

function metadataErrors(error: z.ZodError, errors: Record<string, string>): void {
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= issue.message;
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
  if (!request.isMultipart()) {
    throw new BadRequestError('Send the workflow as multipart/form-data with "file", "thumbnail" and the metadata fields.');
  }
  const form = await readParts(request);
  const errors = { ...form.errors };
  const metadata = workflowMetadataSchema.safeParse(form.fields);
  if (!metadata.success) metadataErrors(metadata.error, errors);
  const file = form.files.file ? checkWorkflowFile(form.files.file, errors) : undefined;
  if (!form.files.file) errors.file ??= 'The workflow JSON file is required.';
  const thumbnail = form.files.thumbnail ? checkThumbnail(form.files.thumbnail, errors) : undefined;
  if (!form.files.thumbnail) errors.thumbnail ??= 'A thumbnail image is required.';
  if (Object.keys(errors).length > 0 || !metadata.success || !file || !thumbnail) throw invalid(errors);
  return { metadata: metadata.data, file, thumbnail };
}

/** PATCH: metadata fields (JSON, form or multipart) and, in a multipart form, optional new files. */
export async function readChanges(request: FastifyRequest): Promise<UploadChanges> {
  const errors: Record<string, string> = {};
  let fields: unknown = request.body ?? {};
  let files: RawForm['files'] = {};
  if (request.isMultipart()) {
    const form = await readParts(request);
    Object.assign(errors, form.errors);
    fields = form.fields;
    files = form.files;
  }
  const metadata = workflowMetadataPatchSchema.safeParse(fields);
  if (!metadata.success) metadataErrors(metadata.error, errors);
  const file = files.file ? checkWorkflowFile(files.file, errors) : undefined;
  const thumbnail = files.thumbnail ? checkThumbnail(files.thumbnail, errors) : undefined;
  if (Object.keys(errors).length > 0 || !metadata.success) throw invalid(errors);
  return { metadata: metadata.data, file, thumbnail };
}
