import { randomUUID } from 'node:crypto';
import { contentTypeOf, type FileStore } from '@shop/storage';

/*
 * Videos cannot be re-encoded here as pictures are (that would take ffmpeg and minutes), so
 * they are recognised by their bytes instead of by name or declared type, and stored under a
 * new name whose extension says what they are. Browsers play both formats natively.
 */

export type VideoFormat = 'mp4' | 'webm';

/** The upload is not an MP4 or WebM video. */
export class UnrecognizedVideoError extends Error {
  constructor() {
    super('The file is not an MP4 or WebM video');
    this.name = 'UnrecognizedVideoError';
  }
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * ISO base media brands of MP4 video. Other members of the family are refused: QuickTime
 * (`qt  `), and the still-picture brands (AVIF, HEIC), which share the `ftyp` box.
 */
const MP4_BRANDS: ReadonlySet<string> = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
  'MSNV',
  'f4v ',
]);

/**
 * An MP4 file is a sequence of boxes (4-byte big-endian size, 4-byte type), the first of which
 * is `ftyp`, naming an MP4 brand. Every top-level box must fit the file: a text file or a
 * picture renamed .mp4 fails at the first box.
 */
function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  if (!MP4_BRANDS.has(ascii(bytes, 8, 4))) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let boxes = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 8) return false;
    let size = view.getUint32(offset);
    const header = size === 1 ? 16 : 8;
    if (size === 1) {
      if (bytes.length - offset < 16) return false;
      size = Number(view.getBigUint64(offset + 8));
    } else if (size === 0) {
      size = bytes.length - offset; // the last box runs to the end of the file
    }
    if (size < header || offset + size > bytes.length) return false;
    if (!/^[\x20-\x7e]{4}$/.test(ascii(bytes, offset + 4, 4))) return false;
    offset += size;
    boxes += 1;
  }
  // A file type box alone is no video: the movie's description (moov) or data must follow.
  return boxes >= 2;
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
/** The EBML DocType element (0x4282) followed by a one-byte size of 4 and "webm". */
const WEBM_DOCTYPE = [0x42, 0x82, 0x84, ...Array.from('webm', (c) => c.charCodeAt(0))];
/** The EBML header is small; its DocType appears within the first few dozen bytes. */
const EBML_HEADER_SCAN = 64;

function indexOf(bytes: Uint8Array, pattern: readonly number[], end: number): number {
  const last = Math.min(end, bytes.length) - pattern.length;
  for (let i = 0; i <= last; i++) {
    if (pattern.every((byte, j) => bytes[i + j] === byte)) return i;
  }
  return -1;
}

/** A WebM file is an EBML document whose DocType is "webm" (Matroska's is "matroska"). */
function isWebm(bytes: Uint8Array): boolean {
  if (!EBML_MAGIC.every((byte, i) => bytes[i] === byte)) return false;
  return indexOf(bytes, WEBM_DOCTYPE, EBML_HEADER_SCAN) > 0;
}

/** What the bytes are: an MP4 or WebM video, or null for anything else. */
export function detectVideoFormat(bytes: Uint8Array): VideoFormat | null {
  if (isMp4(bytes)) return 'mp4';
  if (isWebm(bytes)) return 'webm';
  return null;
}

/**
 * Stores a recognised video in `folder` under a new random name (`<uuid>.mp4` or `.webm`);
 * the uploader's file name is never used. Throws UnrecognizedVideoError for anything else.
 */
export async function storeUploadedVideo(
  data: Buffer,
  files: FileStore,
  folder: string,
): Promise<string> {
  const format = detectVideoFormat(data);
  if (!format) throw new UnrecognizedVideoError();
  const fileName = `${randomUUID()}.${format}`;
  const key = `${folder}/${fileName}`;
  await files.put(key, data, contentTypeOf(key));
  return fileName;
}
