// What a shared file is, from its bytes alone (never its name or declared type), and whether it is
// also something else: a polyglot (an image or video that is also an HTML page, a script, a PDF or a
// ZIP archive) is refused. Each container is walked to its end: bytes after the image's or video's
// last structure are a second file hidden behind the first.
import { RESULT_LIMITS } from 'contracts';
import { BadMediaError } from './media-error.ts';
import { checkMp4, checkWebm } from './video.ts';

export type MediaType = 'png' | 'jpg' | 'webp' | 'mp4' | 'webm';

export const CONTENT_TYPES: Record<MediaType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const isVideo = (type: MediaType): type is 'mp4' | 'webm' => type === 'mp4' || type === 'webm';

export const ACCEPTED = 'Share a PNG, JPEG or WebP image, or an MP4 or WebM video.';
const POLYGLOT =
  'This file is also another kind of file (a web page, script, PDF or archive is hidden in it). Export the image or video again and share that.';

function at(bytes: Buffer, offset: number, text: string): boolean {
  return bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;
}

/** The type the bytes start as; BadMediaError when none of the accepted ones. */
function startType(bytes: Buffer): MediaType {
  if (at(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (at(bytes, 0, 'RIFF') && at(bytes, 8, 'WEBP')) return 'webp';
  if (at(bytes, 4, 'ftyp')) return 'mp4';
  if (at(bytes, 0, '\x1a\x45\xdf\xa3') && bytes.toString('latin1', 0, 64).includes('webm')) return 'webm';
  throw new BadMediaError(ACCEPTED);
}

/** A PNG's chunks, from the signature to IEND, must be the whole file. */
function checkPng(bytes: Buffer): void {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) break;
    offset += 12 + length;
    if (type === 'IEND') {
      if (offset === bytes.length) return;
      throw new BadMediaError(POLYGLOT);
    }
  }
  throw new BadMediaError('This PNG is damaged or cut short.');
}

/** A JPEG ends at its end-of-image marker (some encoders pad it with zeros). */
function checkJpeg(bytes: Buffer): void {
  let end = bytes.length;
  while (end > 4 && bytes[end - 1] === 0) end -= 1;
  if (end < 4) throw new BadMediaError('This JPEG is damaged or cut short.');
  if (bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) throw new BadMediaError(POLYGLOT);
}

/** A WebP's RIFF size covers the whole file. */
function checkWebp(bytes: Buffer): void {
  if (bytes.length < 12 || bytes.readUInt32LE(4) + 8 !== bytes.length) throw new BadMediaError(POLYGLOT);
}

/** Markup a browser or an interpreter would run; long enough not to occur by chance in compressed data. */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg[\s/>])|<!doctype\s+html|<\?php/i;
/** A ZIP archive is read from its end-of-directory record, within the last 64 KB. */
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');
const ZIP_REACH = 65_557;

function checkNotPolyglot(bytes: Buffer): void {
  if (MARKUP.test(bytes.toString('latin1'))) throw new BadMediaError(POLYGLOT);
  if (bytes.toString('latin1', 0, 1024).includes('%PDF-')) throw new BadMediaError(POLYGLOT);
  if (bytes.includes(ZIP_END, Math.max(0, bytes.length - ZIP_REACH))) throw new BadMediaError(POLYGLOT);
}

export interface SniffOptions {
  /** Only images (a video's poster frame). */
  imagesOnly?: boolean;
}

/** The media type of the bytes, checked whole; BadMediaError with the reason otherwise. */
export function sniffMedia(bytes: Buffer, { imagesOnly = false }: SniffOptions = {}): MediaType {
  if (bytes.length === 0) throw new BadMediaError('The file is empty.');
  const type = startType(bytes);
  if (imagesOnly && isVideo(type)) throw new BadMediaError('The poster must be a PNG, JPEG or WebP image.');
  const limit = isVideo(type) ? RESULT_LIMITS.videoBytes : imagesOnly ? RESULT_LIMITS.posterBytes : RESULT_LIMITS.imageBytes;
  if (bytes.length > limit) throw new BadMediaError(tooLarge(type, imagesOnly));
  checkNotPolyglot(bytes);
  if (type === 'png') checkPng(bytes);
  else if (type === 'jpg') checkJpeg(bytes);
  else if (type === 'webp') checkWebp(bytes);
  else if (type === 'mp4') checkMp4(bytes, POLYGLOT);
  else checkWebm(bytes, POLYGLOT);
  return type;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function tooLarge(type: MediaType | 'any', poster = false): string {
  if (poster) return `The poster is larger than ${mb(RESULT_LIMITS.posterBytes)}.`;
  if (type !== 'any' && isVideo(type)) return `A video can be ${mb(RESULT_LIMITS.videoBytes)} at most.`;
  if (type === 'any')
    return `The file is larger than ${mb(RESULT_LIMITS.videoBytes)} (videos) or ${mb(RESULT_LIMITS.imageBytes)} (images).`;
  return `An image can be ${mb(RESULT_LIMITS.imageBytes)} at most.`;
}
