import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** A file received in a multipart form, held in memory until the route has checked the form. */
export interface UploadedFile {
  /** The name on the sender's device: for messages only, never used to store anything. */
  originalName: string;
  data: Buffer;
}

export interface MultipartFormOptions {
  /** The one form field that may carry files (repeated, one part per file). */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  messages: { tooManyFiles: string; fileTooLarge: (originalName: string) => string };
}

export const MULTIPART_MESSAGES = {
  malformed: 'The form could not be read: the multipart/form-data body is malformed.',
  tooManyFields: 'The form has too many fields.',
  unexpectedFile: (field: string, fileField: string) =>
    `Files are accepted in the ${fileField} field only, not in ${field}.`,
} as const;

/** Busboy's limits for text fields; each file route sets its own file limits. */
const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 100 };

/** Longest original file name echoed back in a message. */
const MAX_SHOWN_NAME = 120;

const filesOfRequest = new WeakMap<FastifyRequest, readonly UploadedFile[]>();

/**
 * Lets the routes of the registering scope (and only those) accept multipart/form-data.
 * Routes read the form with the `readMultipartForm` preValidation hook.
 */
export const multipartFormPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: FIELD_LIMITS, throwFileSizeLimit: true });
});

/** The files that `readMultipartForm` received with this request (none for a JSON body). */
export function uploadedFiles(request: FastifyRequest): readonly UploadedFile[] {
  return filesOfRequest.get(request) ?? [];
}

/**
 * A preValidation hook that reads a multipart form into `request.body` (text fields, so that
 * the route's body schema validates a form exactly like JSON) and its files into memory
 * (see `uploadedFiles`). Requests of any other content type pass through untouched.
 * Every problem with the form is a 4xx AppError, never a 500.
 */
export function readMultipartForm(options: MultipartFormOptions): preValidationAsyncHookHandler {
  return async function readForm(request) {
    if (!request.isMultipart()) return;
    const fields = new Map<string, unknown>();
    const files: UploadedFile[] = [];
    try {
      const parts = request.parts({
        limits: { ...FIELD_LIMITS, files: options.maxFiles, fileSize: options.maxFileBytes },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          // A truncated value is longer than any field allows: validation names the field.
          addField(fields, part.fieldname, part.value);
          continue;
        }
        if (part.fieldname !== options.fileField) {
          throw new AppError(
            'VALIDATION_FAILED',
            MULTIPART_MESSAGES.unexpectedFile(part.fieldname, options.fileField),
          );
        }
        const data = await part.toBuffer();
        // Busboy leaves the name undefined when the part has none, whatever its types say.
        const fileName: string = part.filename ?? '';
        // A file input left empty still sends a part, with no name and no content.
        if (fileName === '' && data.length === 0) continue;
        files.push({ originalName: shownName(fileName), data });
      }
    } catch (error) {
      throw formError(error, options);
    }
    request.body = Object.fromEntries(fields);
    filesOfRequest.set(request, files);
  };
}

/** A field sent twice becomes a list, which no text field's schema accepts. */
function addField(fields: Map<string, unknown>, name: string, value: unknown): void {
  const previous = fields.get(name);
  if (previous === undefined) fields.set(name, value);
  else fields.set(name, Array.isArray(previous) ? [...previous, value] : [previous, value]);
}

function shownName(fileName: string): string {
  const name = fileName.trim() || 'The file';
  return name.length > MAX_SHOWN_NAME ? `${name.slice(0, MAX_SHOWN_NAME)}…` : name;
}

/** Everything that can go wrong while reading a form comes from the request itself. */
function formError(error: unknown, options: MultipartFormOptions): AppError {
  if (error instanceof AppError) return error;
  const { code, part } = error as { code?: unknown; part?: { filename?: unknown } };
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_FAILED', options.messages.tooManyFiles);
    case 'FST_REQ_FILE_TOO_LARGE': {
      const name = typeof part?.filename === 'string' ? part.filename : '';
      return new AppError('PAYLOAD_TOO_LARGE', options.messages.fileTooLarge(shownName(name)));
    }
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('VALIDATION_FAILED', MULTIPART_MESSAGES.tooManyFields);
    default:
      return new AppError('VALIDATION_FAILED', MULTIPART_MESSAGES.malformed);
  }
}
