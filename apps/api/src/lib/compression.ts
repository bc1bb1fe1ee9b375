import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The encodings the server sends, in order of preference. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * Brotli quality for bodies compressed per request: 11 costs several times more CPU than 4 for
 * a few per cent fewer bytes.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/** Bodies compressed once and sent many times (cached reads) get the smallest encoding. */
const STORED_BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body compressed once, in every encoding the server sends. */
export async function compressForStorage(body: Buffer): Promise<Record<ContentCoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}
