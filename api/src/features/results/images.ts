// Shared images are decoded and encoded again on the server (sharp): the stored file holds pixels
// only, none of what came with them (EXIF with GPS, XMP, ICC profiles, PNG text chunks, where
// ComfyUI writes the whole workflow and prompt). The orientation EXIF asked for is applied first.
// Thumbnails are WebP, at most RESULT_LIMITS.thumbnailSide on the longer side.
import type { Metadata, Sharp } from 'sharp';
import { RESULT_LIMITS } from 'contracts';
import { BadMediaError } from './media-error.ts';
import type { MediaType } from './sniff.ts';

/**
 * sharp and libvips are loaded with the first shared image, not at start: loaded, they hold ~11 MiB
 * of the server's memory, and most instances never see an upload (docs/decisions/0031).
 */
type SharpFunction = typeof import('sharp').default;
let loaded: Promise<SharpFunction> | null = null;
function sharpModule(): Promise<SharpFunction> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // One image at a time per instance and no decoded-image cache: the 2-core servers also render pages.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

const FORMAT: Record<'png' | 'jpg' | 'webp', 'png' | 'jpeg' | 'webp'> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

const open = async (bytes: Buffer): Promise<Sharp> =>
  (await sharpModule())(bytes, { limitInputPixels: RESULT_LIMITS.pixels, failOn: 'error', animated: false });

async function checked(bytes: Buffer, type: 'png' | 'jpg' | 'webp'): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await (await open(bytes)).metadata();
  } catch {
    throw new BadMediaError('This image could not be read: it is damaged or cut short.');
  }
  if (metadata.format !== FORMAT[type]) throw new BadMediaError('This image could not be read: it is damaged or cut short.');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > RESULT_LIMITS.pixels) {
    throw new BadMediaError(`An image can have ${(RESULT_LIMITS.pixels / 1_000_000).toFixed(0)} megapixels at most.`);
  }
  if ((metadata.pages ?? 1) > 1) throw new BadMediaError('Animated images are not accepted: share the animation as an MP4 or WebM video.');
}

/** The image encoded again in its own format, without metadata. */
export async function reencodeImage(bytes: Buffer, type: 'png' | 'jpg' | 'webp'): Promise<Buffer> {
  await checked(bytes, type);
  const image = (await open(bytes)).rotate();
  if (type === 'png') return image.png({ compressionLevel: 6 }).toBuffer();
  if (type === 'jpg') return image.jpeg({ quality: 90 }).toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}

export interface Thumbnail {
  bytes: Buffer;
  width: number;
  height: number;
}

/** A WebP thumbnail of an image (a video's poster frame included). */
export async function thumbnailOf(bytes: Buffer, type: MediaType): Promise<Thumbnail> {
  if (type !== 'png' && type !== 'jpg' && type !== 'webp') throw new BadMediaError('The poster must be a PNG, JPEG or WebP image.');
  await checked(bytes, type);
  const side = RESULT_LIMITS.thumbnailSide;
  const { data, info } = await (
    await open(bytes)
  )
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
