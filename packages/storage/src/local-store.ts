import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RequestedRange, resolveRange } from './byte-range.ts';
import { assertStorageKey, contentTypeOf, type FileStore, isStorageKey } from './file-store.ts';
import { probeWrite } from './probe.ts';

/** A file being written: renamed to its key when complete, never listed or served. */
const PARTIAL_SUFFIX = '.partial';

/** A file's size, or null when there is no file at the path. */
function sizeOf(file: string): Promise<number | null> {
  return stat(file).then(
    (s) => (s.isFile() ? s.size : null),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    },
  );
}

/** The files in a folder of this server's disk (UPLOADS_DIR): one server only. */
export function localFileStore(rootDir: string): FileStore {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  const store: FileStore = {
    kind: 'local',

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}${PARTIAL_SUFFIX}`;
      try {
        await writeFile(partial, body, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, requested?: RequestedRange) {
      const file = fileOf(key);
      const size = await sizeOf(file);
      if (size === null) return null;
      const contentType = contentTypeOf(key);
      if (!requested) return { body: createReadStream(file), size, contentType };
      const range = resolveRange(requested, size);
      return { body: createReadStream(file, range), size, contentType, range };
    },

    async stat(key) {
      const size = await sizeOf(fileOf(key));
      return size === null ? null : { size, contentType: contentTypeOf(key) };
    },

    async has(key) {
      return access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },

    async *list(prefix = '') {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (key.startsWith(prefix) && isStorageKey(key) && !key.endsWith(PARTIAL_SUFFIX)) yield key;
      }
    },

    checkWritable: () => probeWrite(store),
  };
  return store;
}
