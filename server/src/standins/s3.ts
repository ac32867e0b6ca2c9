import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { log } from '../log.js';

/**
 * Issue 13 (DESIGN §10): a local stand-in for an S3-compatible object store, for tests and `npm run dev`.
 * Path-style PUT, GET, HEAD and DELETE Object on one bucket, each request's AWS Signature Version 4
 * (Authorization header) verified with the configured keys as S3 does: the canonical request (method, URI,
 * sorted query, signed headers, payload hash), the string to sign and the date-region-service signing key.
 * Refusals answer S3's XML errors: 403 AccessDenied (no signature), InvalidAccessKeyId, SignatureDoesNotMatch,
 * RequestTimeTooSkewed (over 15 minutes); 400 XAmzContentSHA256Mismatch; 404 NoSuchBucket, NoSuchKey.
 */
export interface S3StandInOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  port?: number;
  host?: string;
}

export interface S3StandIn {
  url: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request's method, key and answer status, in order. */
  log: Array<{ method: string; key: string; status: number }>;
  close(): Promise<void>;
}

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function amzTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}

function xmlError(res: ServerResponse, status: number, code: string, message: string, head = false): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** null when the request's signature is right, else the S3 error it earns. */
function verify(req: IncomingMessage, url: URL, body: Buffer, o: S3StandInOptions): [number, string, string] | null {
  const auth = AUTH.exec(String(req.headers.authorization ?? ''));
  if (!auth) return [403, 'AccessDenied', 'Access Denied'];
  const [, keyId, date, region, signedHeaders, signature] = auth;
  if (keyId !== o.accessKeyId) return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !amzDate.startsWith(date) || region !== o.region)
    return [403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'];
  if (!(Math.abs(Date.now() - amzTime(amzDate)) <= MAX_SKEW_MS))
    return [403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.'];
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return [400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256'];
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return [400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.'];
  const path = url.pathname
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const query = [...url.searchParams]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map((pair) => pair.join('='))
    .join('&');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, path, query, headers, signedHeaders, payloadHash].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, sha256(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce((k, part) => hmac(k, part), hmac(hmac(`AWS4${o.secretAccessKey}`, date), region));
  const expected = Buffer.from(createHmac('sha256', key).update(toSign).digest('hex'));
  if (!timingSafeEqual(expected, Buffer.from(signature)))
    return [403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'];
  return null;
}

export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const objects: S3StandIn['objects'] = new Map();
  const log: S3StandIn['log'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const head = req.method === 'HEAD';
      res.on('finish', () => log.push({ method: req.method ?? '', key, status: res.statusCode }));
      const refused = verify(req, url, Buffer.concat(chunks), options);
      if (refused) return xmlError(res, ...refused, head);
      if (bucket !== options.bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
      const object = objects.get(key);
      if (req.method === 'PUT') {
        const bytes = Buffer.concat(chunks);
        objects.set(key, { bytes, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        res.writeHead(200, { etag: `"${createHash('md5').update(bytes).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (req.method !== 'GET' && !head) return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.bytes.length,
        etag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
      });
      res.end(head ? undefined : object.bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// `npx tsx server/src/standins/s3.ts`: the stand-in on S3_STANDIN_PORT (default 9000) with the S3_* settings of README.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  const standIn = await startS3StandIn({
    bucket: env.S3_BUCKET ?? 'platform-files',
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? 'stand-in-key',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? 'stand-in-secret',
    port: Number(env.S3_STANDIN_PORT ?? 9000),
  });
  log.info(`S3 stand-in on ${standIn.url} (bucket ${env.S3_BUCKET ?? 'platform-files'})`);
}
