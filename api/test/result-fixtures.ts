// Test fixtures for shared results: real images carrying what ComfyUI and cameras embed (PNG text
// chunks with the workflow and prompt, EXIF with the author's name), small MP4 and WebM files built
// box by box with metadata in them, polyglots, and a local S3-protocol server (s3rver).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { MediaS3Config } from '../src/config.ts';
import { pngChunk } from './png-chunks.ts';

/** What ComfyUI writes into a PNG it saves, and a camera's EXIF: none of it may reach the stored file. */
export const EMBEDDED = { prompt: 'SECRET-PROMPT a lighthouse at dusk', artist: 'Asha Rao', place: 'kitchen at home' } as const;

export async function plainPng(width = 96, height = 64, colour = '#0b4f4a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A PNG as ComfyUI's SaveImage writes it: tEXt chunks "prompt" and "workflow" before IEND. */
export async function comfyPng(): Promise<Buffer> {
  const png = await plainPng();
  const iend = png.length - 12;
  const text = (key: string, value: string) => pngChunk('tEXt', Buffer.from(`${key}\0${value}`, 'latin1'));
  return Buffer.concat([
    png.subarray(0, iend),
    text('prompt', JSON.stringify({ 6: { inputs: { text: EMBEDDED.prompt } } })),
    text('workflow', JSON.stringify({ nodes: [{ type: 'CLIPTextEncode', widgets_values: [EMBEDDED.prompt] }] })),
    png.subarray(iend),
  ]);
}

/** A JPEG with EXIF naming its author and place. */
export async function exifJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#d4a017' } })
    .jpeg()
    .withExif({ IFD0: { Artist: EMBEDDED.artist, ImageDescription: EMBEDDED.place } })
    .toBuffer();
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A movie header (version 0) stating `seconds` at a timescale of 1000. */
function mvhd(seconds: number): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(1000, 12);
  body.writeUInt32BE(Math.round(seconds * 1000), 16);
  return box('mvhd', body);
}

/** An MP4's structure (ftyp, moov with a user-data comment holding the prompt, mdat), `seconds` long. */
export function mp4(seconds = 4): Buffer {
  const comment = box('udta', box('\xa9cmt', Buffer.from(EMBEDDED.prompt, 'latin1')));
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
    box('moov', mvhd(seconds), box('trak', box('tkhd', Buffer.alloc(84))), comment),
    box('mdat', Buffer.alloc(2048, 7)),
  ]);
}

function element(id: number[], ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, body]);
}

/** A WebM's structure: the EBML header, a segment with info (duration, title), tags holding the prompt, and a cluster. */
export function webm(seconds = 3): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  return Buffer.concat([
    element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm'))),
    element(
      [0x18, 0x53, 0x80, 0x67],
      element([0x15, 0x49, 0xa9, 0x66], element([0x44, 0x89], duration), element([0x7b, 0xa9], Buffer.from(EMBEDDED.place))),
      element([0x12, 0x54, 0xc3, 0x67], element([0x73, 0x73], Buffer.from(EMBEDDED.prompt))),
      element([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(1024, 3)),
    ),
  ]);
}

/** A ZIP archive's end-of-central-directory record (an archive of nothing). */
export const ZIP_END = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);

export interface LocalS3 {
  config: MediaS3Config;
  close(): Promise<void>;
}

/** s3rver on a free port of this machine, with one bucket, its files in a temporary folder. */
export async function startLocalS3(bucket = 'shared-media'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
