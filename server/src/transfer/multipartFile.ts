import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, ClientGoneError, Code } from '../errors/codes.js';
import { translate, type MessageKey } from '../errors/messages.js';

/** One uploaded file, read whole (it is at most its purpose's limit) and hashed as it arrived. */
export interface ReceivedFile {
  bytes: Buffer;
  sha256: string;
  /** The name on the uploader's machine, without any path (display only). */
  name: string;
}

/** Room for a multipart envelope around the file (boundaries, part headers, a few small fields). */
const ENVELOPE_BYTES = 16 * 1024;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** "256 KB", "1 MB", "20 MB". */
export const sizeText = (kb: number): string => (kb >= 1024 && kb % 1024 === 0 ? `${kb / 1024} MB` : `${kb} KB`);

const refuse = (request: FastifyRequest, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(Code.VALIDATION, key, params, [{ field: 'file', message: translate(request.language, key, params) }]);

/**
 * Issue 13: reads the multipart part `field` of a request, refusing (10005 naming `file`) a request that is not
 * multipart, has no such part, is malformed, or whose file passes `maxKb`. An over-limit upload is never held
 * whole: a Content-Length past the limit is refused unread, and a stream stops being kept at the limit (the
 * parser skips the rest).
 */
export async function receiveFile(request: FastifyRequest, field: string, maxKb: number): Promise<ReceivedFile> {
  const maxBytes = maxKb * 1024;
  if (!request.isMultipart()) throw refuse(request, 'file.notMultipart');
  if (Number(request.headers['content-length']) > maxBytes + ENVELOPE_BYTES) throw refuse(request, 'file.tooLarge', { limit: sizeText(maxKb) });
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 }, throwFileSizeLimit: false });
  } catch {
    throw refuse(request, 'file.malformed');
  }
  if (!part) throw refuse(request, 'file.missing');
  if (part.fieldname !== field) {
    part.file.resume();
    throw refuse(request, 'file.missing');
  }
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  // A client that closes the connection mid-file leaves the part's stream waiting for bytes that never come: end it.
  const file = part.file;
  const gone = () => void (request.raw.complete || file.destroy(new ClientGoneError()));
  request.raw.once('close', gone);
  if (request.raw.destroyed) gone();
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      chunks.push(chunk);
    }
  } catch {
    // The client left (busboy may say "unexpected end of form" first): no one to refuse.
    if (request.raw.destroyed && !request.raw.complete) throw new ClientGoneError();
    throw refuse(request, 'file.malformed');
  } finally {
    request.raw.off('close', gone);
  }
  if (part.file.truncated) throw refuse(request, 'file.tooLarge', { limit: sizeText(maxKb) });
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw refuse(request, 'file.empty');
  // A file name is one line of text (and PostgreSQL text holds no NUL).
  const name = (part.filename ?? '').split(/[\\/]/).pop()!.replace(CONTROL, '').slice(0, 255);
  return { bytes, sha256: hash.digest('hex'), name };
}
