import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from '@shop/core/schemas';
import type { FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { checkUpload, UploadRefused, type CheckedFile } from '#src/cart/cart-uploads-files.ts';
import { ApiHttpError } from './api-errors.ts';

// The API's file uploads (a basket's customization files, a seller applicant's documents): one
// part named `file` in a multipart body, read as it streams within MAX_UPLOAD_REQUEST_BYTES,
// then judged by its bytes alone (checkUpload). Each upload route registers @fastify/multipart
// in its own scope and takes these hooks, so every other route keeps taking JSON alone.

/** The form's one part: the file, named `file` (nothing else is read). */
export const FILE_FIELD = 'file';

/** The body schema of an upload route: it only documents the form (the route streams it). */
export const uploadBodySchema = z
  .object({
    [FILE_FIELD]: z
      .file()
      .max(MAX_UPLOAD_BYTES)
      .meta({
        description: `A JPEG, PNG, WebP picture or PDF, at most ${MAX_UPLOAD_BYTES} bytes`,
      }),
  })
  .optional();

/** 413 that also ends the connection: the rest of the body is not read. */
export function tooLarge(message: string): ApiHttpError {
  return new ApiHttpError(413, 'payload_too_large', message, 'body.file', { connection: 'close' });
}

function onePartOnly(): ApiHttpError {
  return new ApiHttpError(
    400,
    'validation',
    `Send one file in a part named "${FILE_FIELD}", and nothing else`,
    'body.file',
  );
}

function notMultipart(): ApiHttpError {
  return new ApiHttpError(
    415,
    'unsupported_media_type',
    `Send multipart/form-data with one part named "${FILE_FIELD}"`,
  );
}

/** onRequest: a declared body larger than an upload can be answers 413 before any of it is read. */
export const refuseDeclaredOversize: onRequestHookHandler = (request, _reply, done) => {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_REQUEST_BYTES) {
    done(tooLarge(`The request is over ${MAX_UPLOAD_REQUEST_BYTES} bytes`));
    return;
  }
  done();
};

/** preValidation (before the documenting body schema): JSON and the like are 415. */
export const refuseAllButMultipart: preValidationHookHandler = (request, _reply, done) => {
  if (request.isMultipart()) done();
  else done(notMultipart());
};

/**
 * The one file of a multipart body, read as it streams: refused with 413 as soon as it passes
 * MAX_UPLOAD_BYTES (nothing more is kept), or the whole body passes MAX_UPLOAD_REQUEST_BYTES;
 * 400 for a body that is not one part named `file` (two files, other fields, no file).
 */
export async function readTheFile(
  request: FastifyRequest,
): Promise<{ data: Buffer; name: string }> {
  if (!request.isMultipart()) throw notMultipart();
  let received = 0;
  let stopReading = (_error: Error) => {};
  const overLimit = new Promise<never>((_resolve, reject) => (stopReading = reject));
  overLimit.catch(() => {});
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_UPLOAD_REQUEST_BYTES) {
      stopReading(tooLarge(`The request is over ${MAX_UPLOAD_REQUEST_BYTES} bytes`));
    }
  };
  request.raw.on('data', count);

  const read = async () => {
    let file: { data: Buffer; name: string } | undefined;
    // Limits one past what is taken, so the route sees the extra part and answers 400 itself.
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 1, parts: 2, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== FILE_FIELD || file) throw onePartOnly();
      const chunks: Buffer[] = [];
      await new Promise<void>((resolve, reject) => {
        part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
        part.file.on('limit', () => reject(tooLarge(`The file is over ${MAX_UPLOAD_BYTES} bytes`)));
        part.file.on('end', resolve);
        part.file.on('error', reject);
      });
      file = { data: Buffer.concat(chunks), name: part.filename };
    }
    if (!file || file.data.length === 0) throw onePartOnly();
    return file;
  };

  const reading = read();
  // Settled by the race, or left behind by a body over the limit: never an unhandled rejection.
  reading.catch(() => {});
  try {
    return await Promise.race([reading, overLimit]);
  } catch (error) {
    // The multipart plugin's and busboy's own refusals: a malformed or over-long form.
    const refusal =
      error instanceof ApiHttpError
        ? error
        : (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
          ? tooLarge(`The file is over ${MAX_UPLOAD_BYTES} bytes`)
          : onePartOnly();
    // The rest of the body is not read: the connection cannot carry another request.
    refusal.headers.connection = 'close';
    throw refusal;
  } finally {
    request.raw.off('data', count);
  }
}

/** {@link checkUpload} with its refusals as answers: 413 for the size, 415 `upload_type`. */
export function checkTheFile(data: Buffer): Promise<CheckedFile> {
  return checkUpload(data).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    throw error.reason === 'size'
      ? tooLarge(error.message)
      : new ApiHttpError(415, 'upload_type', error.message, 'body.file');
  });
}
