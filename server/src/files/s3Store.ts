import { AwsClient } from 'aws4fetch';
import type { Db } from '../db/types.js';
import type { FileStore, StoredObject } from './store.js';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, OSS, COS…), addressed path-style: `<endpoint>/<bucket>/<prefix><sha256>`. */
export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Before each key (default `platform-files/`). */
  prefix?: string;
  /** Per request (default 15 s). */
  timeoutMs?: number;
}

/** The S3 error an answer carries (its XML `<Code>`), for the log. */
async function s3Error(response: Response, action: string): Promise<Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP ${response.status}`;
  return new Error(`S3 ${action} failed: ${code}`);
}

/** Issue 13: platform files in an S3-compatible bucket, every request signed with AWS Signature Version 4 (aws4fetch). */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      retries: 1,
    });
    this.base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${options.prefix ?? 'platform-files/'}`;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private url(sha256: string): string {
    return `${this.base}${sha256}`;
  }

  private request(sha256: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    return this.client.fetch(this.url(sha256), { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
  }

  async put(_trx: Db, object: StoredObject): Promise<boolean> {
    const head = await this.request(object.sha256, { method: 'HEAD' });
    if (head.ok) return false;
    if (head.status !== 404) throw new Error(`S3 HEAD failed: HTTP ${head.status}`);
    // The key is the payload's SHA-256, so the signed payload hash is known without hashing again.
    const put = await this.request(object.sha256, {
      method: 'PUT',
      body: object.bytes,
      headers: { 'Content-Type': object.contentType, 'X-Amz-Content-Sha256': object.sha256 },
    });
    if (!put.ok) throw await s3Error(put, 'PUT');
    return true;
  }

  async get(_db: Db, sha256: string): Promise<Buffer | undefined> {
    const response = await this.request(sha256, { method: 'GET' });
    if (response.status === 404) return undefined;
    if (!response.ok) throw await s3Error(response, 'GET');
    return Buffer.from(await response.arrayBuffer());
  }

  async remove(_db: Db, sha256: string): Promise<void> {
    const response = await this.request(sha256, { method: 'DELETE' });
    if (!response.ok && response.status !== 404) throw await s3Error(response, 'DELETE');
  }
}
