import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESSION_THRESHOLD_BYTES,
  CONTENT_CODINGS,
  DYNAMIC_BROTLI_QUALITY,
} from '../lib/compression.ts';

/**
 * Compresses API responses of 1 KB or more (br, else gzip) for the routes registered after it
 * in its context. Routes that send stored compressed bytes declare `compress: false`.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    // Browsers never send compressed request bodies: no per-request decompression hook.
    globalDecompression: false,
    encodings: [...CONTENT_CODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
});
