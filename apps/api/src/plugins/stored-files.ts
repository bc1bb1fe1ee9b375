import { MESSAGES } from '@shop/shared';
import {
  type FileStore,
  isStorageKey,
  STORED_FILE_CACHE_CONTROL,
  type StoredFile,
} from '@shop/storage';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { sendStoredFile } from '../lib/send-stored-file.ts';
import { UPLOADS_URL_PREFIX } from '../lib/uploads.ts';
import { GALLERY_IMAGES_DIR } from '../services/admin-content/gallery-view.ts';
import { CATEGORY_IMAGES_DIR, MEAL_MEDIA_DIR } from '../services/admin-menu/menu-uploads.ts';
import { EVENT_IMAGES_DIR } from '../services/admin-promotions/event-image.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where every uploaded file is stored (a folder, or a bucket all servers share). Removing
     * is best-effort: a file that cannot be removed is logged and left, never failing the
     * change that dropped it (a leftover file costs storage, not correctness).
     */
    files: FileStore;
  }
}

/** The folders the public may read: the menu's, the events' and the gallery's pictures. */
const PUBLIC_FOLDERS = [MEAL_MEDIA_DIR, CATEGORY_IMAGES_DIR, EVENT_IMAGES_DIR, GALLERY_IMAGES_DIR];

const isPublicKey = (key: string) =>
  isStorageKey(key) && PUBLIC_FOLDERS.some((folder) => key.startsWith(`${folder}/`));

/** The store, with removals that log a failure instead of throwing it. */
function withLoggedRemovals(files: FileStore, log: FastifyBaseLogger): FileStore {
  return {
    ...files,
    remove: (keys) =>
      files.remove(keys).catch((error: unknown) => {
        log.warn({ err: error, keys }, 'stored files were not removed; they are left over');
      }),
  };
}

/**
 * Serves stored files under /uploads/<key>, streamed from the store whichever it is, with a
 * year's cache (stored names are never reused: docs/decisions/062-object-storage.md) and byte
 * ranges for the menu's videos. Feedback photos are not among them: a staff route serves those.
 */
export const storedFilesPlugin = fp(async (app: FastifyInstance, opts: { files: FileStore }) => {
  app.decorate('files', withLoggedRemovals(opts.files, app.log));

  // A download still going when the server shuts down would hold it to its deadline: it is
  // ended, and the browser asks the next server for the rest (a Range request).
  const downloads = new Set<StoredFile['body']>();
  app.addHook('preClose', async () => {
    for (const body of downloads) body.destroy();
  });

  const notFound = () => new AppError('NOT_FOUND', MESSAGES.routeNotFound);
  app.get(`${UPLOADS_URL_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isPublicKey(key)) throw notFound();
    return sendStoredFile(request, reply, opts.files, key, {
      cacheControl: STORED_FILE_CACHE_CONTROL,
      notFound,
      onBody: (body) => {
        downloads.add(body);
        body.once('close', () => downloads.delete(body));
      },
    });
  });
});
