// Recognises a thumbnail image by its bytes (never by the name or the declared type).
export type ImageType = 'png' | 'jpg' | 'gif' | 'webp' | 'svg';

export class BadImageError extends Error {}

const ACCEPTED = 'The thumbnail must be a PNG, JPEG, WebP, GIF or SVG image.';

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function checkSvg(bytes: Buffer): ImageType {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Optional XML declaration, comments and doctype, then the <svg> root.
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  if (!prolog.test(text) || !/<\/svg\s*>\s*$/i.test(text)) throw new BadImageError(ACCEPTED);
  if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(text)) {
    throw new BadImageError('The SVG thumbnail must not contain scripts, event handlers or embedded HTML.');
  }
  return 'svg';
}

/** The image type of the bytes; BadImageError when they are not an accepted image. */
export function sniffImage(bytes: Buffer): ImageType {
  if (bytes.length === 0) throw new BadImageError('The thumbnail file is empty.');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return checkSvg(bytes);
}
