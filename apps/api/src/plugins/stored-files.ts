import {
  type FileStore,
  isStorageKey,
  PROBE_FOLDER,
  parseRangeHeader,
  RangeNotSatisfiableError,
  STORED_FILE_CACHE_CONTROL,
} from '@shop/storage';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from '../lib/uploads.ts';
import { FEEDBACK_IMAGES_DIR } from '../services/feedback/submit-feedback.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every uploaded file is stored (a folder, or a bucket all servers share). */
    files: FileStore;
  }
}

/** Folders whose files are not for the public: feedback photos (staff only) and probes. */
const PRIVATE_FOLDERS = [FEEDBACK_IMAGES_DIR, PROBE_FOLDER].map((folder) => `${folder}/`);

const isPublicKey = (key: string) =>
  isStorageKey(key) && !PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));

/**
 * Serves stored files under /uploads/<key>, streamed from the store whichever it is, with a
 * year's cache (stored names are never reused: docs/decisions/062-object-storage.md) and byte
 * ranges for the menu's videos.
 */
export const storedFilesPlugin = fp(async (app: FastifyInstance, opts: { files: FileStore }) => {
  app.decorate('files', opts.files);

  app.get(`${UPLOADS_URL_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isPublicKey(key)) return reply.callNotFound();
    let file: Awaited<ReturnType<FileStore['get']>>;
    try {
      file = await opts.files.get(key, parseRangeHeader(request.headers.range));
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiableError)) throw error;
      return reply.status(416).header('content-range', `bytes */${error.size}`).send();
    }
    if (!file) return reply.callNotFound();
    reply
      .type(file.contentType)
      .header('cache-control', STORED_FILE_CACHE_CONTROL)
      .header('accept-ranges', 'bytes');
    if (file.range) {
      const { start, end } = file.range;
      reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1);
    } else {
      reply.header('content-length', file.size);
    }
    return reply.send(file.body);
  });
});
