// MP4 and WebM read without a decoder (the server has no ffmpeg): their top-level structure must be
// the whole file, their stated length at most RESULT_LIMITS.videoSeconds, and their metadata (MP4
// udta/meta/uuid boxes, WebM Tags, Attachments and the title) is blanked in place: each such part
// becomes padding of the same size (an MP4 `free` box, a WebM Void element), so the offsets the
// players read stay right and nothing has to be re-encoded.
import { RESULT_LIMITS } from 'contracts';
import { BadMediaError } from './media-error.ts';

const TOO_LONG = `A video can be ${RESULT_LIMITS.videoSeconds} seconds long at most.`;

interface Part {
  /** MP4: the box type; WebM: the element id in hex. */
  type: string;
  start: number;
  /** Where its content starts. */
  body: number;
  end: number;
}

// MP4 (ISO base media): boxes of [size:4][type:4] (size 1: a 64-bit size follows; 0: to the end).
function mp4Boxes(bytes: Buffer, from: number, to: number): Part[] | null {
  const found: Part[] = [];
  let offset = from;
  while (offset < to) {
    if (offset + 8 > to) return null;
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[\x20-\x7e\xa9]{4}$/.test(type)) return null;
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) return null;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = to - offset;
    if (size < header || offset + size > to) return null;
    found.push({ type, start: offset, body: offset + header, end: offset + size });
    offset += size;
  }
  return found;
}

/** MP4 boxes that hold descriptive metadata (ComfyUI's workflow, GPS, XMP), and the containers they sit in. */
const MP4_METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_']);
const MP4_CONTAINERS = new Set(['moov', 'trak']);

function mp4Seconds(bytes: Buffer, moov: Part): number | null {
  const mvhd = mp4Boxes(bytes, moov.body, moov.end)?.find((box) => box.type === 'mvhd');
  if (!mvhd || mvhd.end - mvhd.body < 32) return null;
  const version = bytes[mvhd.body];
  const timescale = bytes.readUInt32BE(mvhd.body + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(mvhd.body + 24)) : bytes.readUInt32BE(mvhd.body + 16);
  return timescale > 0 ? duration / timescale : null;
}

export function checkMp4(bytes: Buffer, polyglot: string): void {
  const top = mp4Boxes(bytes, 0, bytes.length);
  if (!top) throw new BadMediaError(polyglot);
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) throw new BadMediaError('This MP4 has no movie header: export it again as a finished video.');
  const seconds = mp4Seconds(bytes, moov);
  if (seconds !== null && seconds > RESULT_LIMITS.videoSeconds + 0.5) throw new BadMediaError(TOO_LONG);
}

function blankMp4(bytes: Buffer, from: number, to: number): void {
  for (const box of mp4Boxes(bytes, from, to) ?? []) {
    if (MP4_METADATA.has(box.type)) {
      bytes.write('free', box.start + 4, 'latin1');
      bytes.fill(0, box.body, box.end);
    } else if (MP4_CONTAINERS.has(box.type)) blankMp4(bytes, box.body, box.end);
  }
}

// WebM (Matroska): elements of [id: vint][size: vint][data]; a size of all ones is "unknown" (to the
// end of the parent), as browsers' MediaRecorder writes for the segment and its clusters.
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[offset + i]!;
    allOnes &&= bytes[offset + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function webmElements(bytes: Buffer, from: number, to: number): { parts: Part[]; complete: boolean } | null {
  const parts: Part[] = [];
  let offset = from;
  while (offset < to) {
    const id = vint(bytes, offset, true);
    const size = id && vint(bytes, offset + id.length, false);
    if (!id || !size) return null;
    const body = offset + id.length + size.length;
    const end = size.unknown ? to : body + size.value;
    if (end > to) return null;
    parts.push({ type: id.value.toString(16), start: offset, body, end });
    // An element of unknown size runs to the parent's end: what follows it cannot be told apart.
    if (size.unknown) return { parts, complete: false };
    offset = end;
  }
  return { parts, complete: true };
}

const EBML_HEADER = '1a45dfa3';
const SEGMENT = '18538067';
const INFO = '1549a966';
const WEBM_METADATA = new Set(['1254c367' /* Tags */, '1941a469' /* Attachments */]);
const TITLE = '7ba9';

function webmSeconds(bytes: Buffer, info: Part): number | null {
  const fields = webmElements(bytes, info.body, info.end)?.parts ?? [];
  const scale = fields.find((f) => f.type === '2ad7b1');
  const duration = fields.find((f) => f.type === '4489');
  if (!duration) return null;
  const length = duration.end - duration.body;
  const value = length === 8 ? bytes.readDoubleBE(duration.body) : length === 4 ? bytes.readFloatBE(duration.body) : null;
  if (value === null) return null;
  const nanoseconds = scale ? bytes.readUIntBE(scale.body, Math.min(6, scale.end - scale.body)) : 1_000_000;
  return (value * nanoseconds) / 1e9;
}

function webmSegment(bytes: Buffer, polyglot: string): Part[] {
  const top = webmElements(bytes, 0, bytes.length);
  if (!top || top.parts[0]?.type !== EBML_HEADER || top.parts[1]?.type !== SEGMENT || top.parts.length !== 2) {
    throw new BadMediaError(polyglot);
  }
  const segment = top.parts[1];
  return webmElements(bytes, segment.body, segment.end)?.parts ?? [];
}

export function checkWebm(bytes: Buffer, polyglot: string): void {
  const info = webmSegment(bytes, polyglot).find((part) => part.type === INFO);
  const seconds = info ? webmSeconds(bytes, info) : null;
  if (seconds !== null && seconds > RESULT_LIMITS.videoSeconds + 0.5) throw new BadMediaError(TOO_LONG);
}

/** Overwrites an element with a Void element (id 0xEC) of the same length. */
function voidElement(bytes: Buffer, part: Part): void {
  const total = part.end - part.start;
  const width = Math.min(8, total - 1);
  bytes.fill(0, part.start, part.end);
  bytes[part.start] = 0xec;
  let size = total - 1 - width;
  for (let i = width; i >= 1; i -= 1) {
    bytes[part.start + i] = size % 256;
    size = Math.floor(size / 256);
  }
  bytes[part.start + 1]! |= 0x80 >> (width - 1);
}

function blankWebm(bytes: Buffer): void {
  for (const part of webmSegment(bytes, '')) {
    if (WEBM_METADATA.has(part.type)) voidElement(bytes, part);
    if (part.type === INFO) {
      for (const field of webmElements(bytes, part.body, part.end)?.parts ?? []) if (field.type === TITLE) voidElement(bytes, field);
    }
  }
}

/** A copy of a checked video with its metadata blanked. */
export function cleanVideo(bytes: Buffer, type: 'mp4' | 'webm'): Buffer {
  const copy = Buffer.from(bytes);
  if (type === 'mp4') blankMp4(copy, 0, copy.length);
  else blankWebm(copy);
  return copy;
}
