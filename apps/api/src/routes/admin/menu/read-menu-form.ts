import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { MULTIPART_MESSAGES, type UploadedFile } from '../../../plugins/multipart-form.ts';

/*
 * The menu forms carry files in more than one field (a meal's images and videos), each with its
 * own count and size limits, which the shared form reader (plugins/multipart-form.ts: one file
 * field) does not offer. This reader keeps its behaviour: text fields become request.body for
 * the route's schema, files are held in memory, and every problem is a 4xx, never a 500.
 */

export interface FileFieldLimits {
  maxFiles: number;
  maxFileBytes: number;
  tooManyFiles: string;
  fileTooLarge: (originalName: string) => string;
}

export type MenuFormFiles<F extends string> = Record<F, UploadedFile[]>;

/** Busboy's limits for text fields, as the shared reader sets them. */
const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 100 };
const MAX_SHOWN_NAME = 120;

const filesOfRequest = new WeakMap<FastifyRequest, Partial<Record<string, UploadedFile[]>>>();

/** The files of one field that `readMenuForm` received (none for a JSON body). */
export function menuFormFiles(request: FastifyRequest, field: string): UploadedFile[] {
  return filesOfRequest.get(request)?.[field] ?? [];
}

/**
 * A preValidation hook reading a multipart form with the given file fields. Requests of any
 * other content type pass through untouched (a JSON body is validated as it is).
 */
export function readMenuForm(
  fileFields: Readonly<Record<string, FileFieldLimits>>,
): preValidationAsyncHookHandler {
  const limits = Object.values(fileFields);
  // One more than all fields allow together, so that the field's own count names the excess.
  const maxFiles = limits.reduce((sum, field) => sum + field.maxFiles, 0) + 1;
  const maxFileBytes = Math.max(...limits.map((field) => field.maxFileBytes));
  return async function readForm(request) {
    if (!request.isMultipart()) return;
    const fields = new Map<string, unknown>();
    const files: Partial<Record<string, UploadedFile[]>> = {};
    try {
      const parts = request.parts({
        limits: { ...FIELD_LIMITS, files: maxFiles, fileSize: maxFileBytes },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          addField(fields, part.fieldname, part.value);
          continue;
        }
        const field = fileFields[part.fieldname];
        if (!field) {
          const expected = Object.keys(fileFields).join(' or ');
          throw new AppError(
            'VALIDATION_FAILED',
            MULTIPART_MESSAGES.unexpectedFile(part.fieldname, expected),
          );
        }
        const data = await part.toBuffer().catch((error: unknown) => {
          throw tooLargeOr(error, field, part.filename);
        });
        const fileName: string = part.filename ?? '';
        if (fileName === '' && data.length === 0) continue; // a file input left empty
        if (data.length > field.maxFileBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', field.fileTooLarge(shownName(fileName)));
        }
        const received = files[part.fieldname] ?? [];
        received.push({ originalName: shownName(fileName), data });
        if (received.length > field.maxFiles) {
          throw new AppError('VALIDATION_FAILED', field.tooManyFiles);
        }
        files[part.fieldname] = received;
      }
    } catch (error) {
      throw formError(error);
    }
    request.body = Object.fromEntries(fields);
    filesOfRequest.set(request, files);
  };
}

/** A field sent twice becomes a list, which no single-value field's schema accepts. */
function addField(fields: Map<string, unknown>, name: string, value: unknown): void {
  const previous = fields.get(name);
  if (previous === undefined) fields.set(name, value);
  else fields.set(name, Array.isArray(previous) ? [...previous, value] : [previous, value]);
}

function shownName(fileName: string | undefined): string {
  const name = fileName?.trim() || 'The file';
  return name.length > MAX_SHOWN_NAME ? `${name.slice(0, MAX_SHOWN_NAME)}…` : name;
}

function tooLargeOr(error: unknown, field: FileFieldLimits, fileName: string | undefined): unknown {
  const { code } = error as { code?: unknown };
  if (code !== 'FST_REQ_FILE_TOO_LARGE') return error;
  return new AppError('PAYLOAD_TOO_LARGE', field.fileTooLarge(shownName(fileName)));
}

function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code } = error as { code?: unknown };
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('VALIDATION_FAILED', MULTIPART_MESSAGES.tooManyFields);
  }
  return new AppError('VALIDATION_FAILED', MULTIPART_MESSAGES.malformed);
}
