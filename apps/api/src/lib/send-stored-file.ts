import { Readable } from 'node:stream';
import {
  type FileStore,
  parseRangeHeader,
  RangeNotSatisfiableError,
  type StoredFile,
} from '@shop/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from './app-error.ts';

export interface SendOptions {
  cacheControl: string;
  /** The refusal when the store has no such file. */
  notFound: () => AppError;
  /** Told of each body being sent, and of its end (a shutdown ends the ones still going). */
  onBody?: (body: StoredFile['body']) => void;
}

/**
 * Sends a stored file as the answer, streamed from the store: one byte range when asked for
 * (206, or 416 past the end), and for HEAD its headers alone, without reading the file.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  key: string,
  { cacheControl, notFound, onBody }: SendOptions,
) {
  reply.header('cache-control', cacheControl).header('accept-ranges', 'bytes');
  if (request.method === 'HEAD') {
    const found = await files.stat(key);
    if (!found) throw notFound();
    // An empty stream: Fastify's HEAD handling keeps the length set for a stream's body.
    return reply
      .type(found.contentType)
      .header('content-length', found.size)
      .send(Readable.from([]));
  }
  let file: StoredFile | null;
  try {
    file = await files.get(key, parseRangeHeader(request.headers.range));
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    return reply.status(416).header('content-range', `bytes */${error.size}`).send();
  }
  if (!file) throw notFound();
  reply.type(file.contentType);
  if (file.range) {
    const { start, end } = file.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${file.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  onBody?.(file.body);
  return reply.send(file.body);
}
