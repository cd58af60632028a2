import type { FastifyReply } from 'fastify';

/** A file a shopper uploaded, as the database keeps it (a basket's, or an order's copy). */
export interface StoredFile {
  contentType: string;
  fileName: string;
  data: Uint8Array;
}

/** `Content-Disposition` with the shown name: ASCII for old clients, UTF-8 (RFC 8187) for all. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The stored bytes under their real type, never run or sniffed by a browser: a picture shows
 * inline (unless `download`), a PDF downloads; in a sandbox with nothing allowed, kept by no cache.
 */
export function sendStoredFile(reply: FastifyReply, upload: StoredFile, download = false) {
  const kind = download || upload.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .header('content-type', upload.contentType)
    .header('content-disposition', contentDisposition(kind, upload.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .send(Buffer.from(upload.data.buffer, upload.data.byteOffset, upload.data.byteLength));
}
