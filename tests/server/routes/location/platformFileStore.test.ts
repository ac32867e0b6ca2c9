import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { sql } from 'kysely';
import { startS3StandIn, type S3StandIn } from '../../../../server/src/standins/s3.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, login } from '../../helpers.js';
import { png, upload } from './platformFileFixtures.js';

/** Issue 13: platform files in an S3-compatible store (against the local stand-in, SigV4 checked) and no orphan objects. */

const KEYS = { accessKeyId: 'AKIASTANDIN', secretAccessKey: 'stand-in-secret-key' };
const BUCKET = 'platform-files';
const REGION = 'eu-central-1';
let standIn: S3StandIn;

beforeAll(async () => {
  standIn = await startS3StandIn({ bucket: BUCKET, region: REGION, ...KEYS });
});
afterAll(() => standIn.close());

const s3App = (secretAccessKey = KEYS.secretAccessKey) =>
  buildTestApp({ files: { s3: { endpoint: standIn.url, bucket: BUCKET, region: REGION, accessKeyId: KEYS.accessKeyId, secretAccessKey, prefix: 'files/' } } });

/** Makes every new upload record fail in the database (a real failure after the object was written). */
const breakRecords = (app: App) =>
  sql`CREATE FUNCTION refuse_file() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'record refused'; END $$;
      CREATE TRIGGER refuse_file BEFORE INSERT ON platform_file FOR EACH ROW EXECUTE FUNCTION refuse_file();`.execute(app.db);
/** Takes breakRecords back, so the database is the template's again (and its test copy is used again, not closed). */
const mendRecords = (app: App) => sql`DROP TRIGGER refuse_file ON platform_file; DROP FUNCTION refuse_file();`.execute(app.db);

describe('issue 13: the S3-compatible store (the local stand-in checks every SigV4 signature)', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    app = await s3App();
    cookie = await login(app, DEMO.platform);
  });
  afterAll(() => app.close());

  it('§7 platform-file/add writes the bytes to the bucket under their sha256, once, and serves them back from there', async () => {
    const bytes = png(7, [119, 104, 174]);
    const first = (await upload(app, bytes, { purpose: 'logo', cookie })).body.data!;
    const key = `files/${first.sha256}`;
    expect(standIn.objects.get(key)?.bytes.equals(bytes)).toBe(true);
    expect(standIn.objects.get(key)?.contentType).toBe('image/png');
    expect(await app.db.selectFrom('fileObject').select('sha256').execute()).toEqual([]);
    const second = (await upload(app, bytes, { purpose: 'logo', cookie })).body.data!;
    expect(second).toMatchObject({ url: first.url, deduplicated: true });
    expect(standIn.log.filter((r) => r.key === key).map((r) => `${r.method} ${r.status}`)).toEqual(['HEAD 404', 'PUT 200', 'HEAD 200']);
    const served = await app.inject({ method: 'GET', url: first.url });
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('no orphan: when the record fails, the object just written is removed again', async () => {
    const orphanApp = await s3App();
    try {
      const admin = await login(orphanApp, DEMO.platform);
      await breakRecords(orphanApp);
      const bytes = png(9, [1, 99, 7]);
      const res = await upload(orphanApp, bytes, { purpose: 'logo', cookie: admin });
      expect(res.body.code).toBe(10000);
      const sha = createHash('sha256').update(bytes).digest('hex');
      expect(standIn.objects.has(`files/${sha}`)).toBe(false);
      expect(standIn.log.filter((r) => r.key === `files/${sha}`).map((r) => r.method)).toEqual(['HEAD', 'PUT', 'DELETE']);
    } finally {
      await mendRecords(orphanApp);
      await orphanApp.close();
    }
  });

  it('a store with the wrong secret is refused by the stand-in (SignatureDoesNotMatch): the upload fails and records nothing', async () => {
    const wrong = await s3App('not-the-secret');
    try {
      const admin = await login(wrong, DEMO.platform);
      const res = await upload(wrong, png(11, [5, 5, 5]), { purpose: 'logo', cookie: admin });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe(10000);
      expect(await wrong.db.selectFrom('platformFile').select('id').execute()).toEqual([]);
      expect(standIn.log.at(-1)).toMatchObject({ method: 'HEAD', status: 403 });
    } finally {
      await wrong.close();
    }
  });
});

describe('issue 13: the S3 stand-in follows the SigV4 rules', () => {
  const client = (secretAccessKey = KEYS.secretAccessKey, accessKeyId = KEYS.accessKeyId) =>
    new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region: REGION, retries: 0 });
  const url = (key: string) => `${standIn.url}/${BUCKET}/${key}`;
  const codeOf = async (res: Response) => /<Code>([^<]+)<\/Code>/.exec(await res.text())?.[1];

  it('PUT, HEAD, GET and DELETE an object with a valid signature; a missing key is 404 NoSuchKey', async () => {
    const put = await client().fetch(url('probe/a.txt'), { method: 'PUT', body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(put.status).toBe(200);
    expect((await client().fetch(url('probe/a.txt'), { method: 'HEAD' })).status).toBe(200);
    expect(await (await client().fetch(url('probe/a.txt'))).text()).toBe('hello');
    expect((await client().fetch(url('probe/a.txt'), { method: 'DELETE' })).status).toBe(204);
    const missing = await client().fetch(url('probe/a.txt'));
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'NoSuchKey']);
  });

  it('refuses a wrong secret (403 SignatureDoesNotMatch), an unknown key id (403 InvalidAccessKeyId) and no signature (403 AccessDenied)', async () => {
    const bad = await client('wrong-secret').fetch(url('probe/b.txt'), { method: 'PUT', body: 'x' });
    expect([bad.status, await codeOf(bad)]).toEqual([403, 'SignatureDoesNotMatch']);
    const unknown = await client(KEYS.secretAccessKey, 'AKIAUNKNOWN').fetch(url('probe/b.txt'));
    expect([unknown.status, await codeOf(unknown)]).toEqual([403, 'InvalidAccessKeyId']);
    const anonymous = await fetch(url('probe/b.txt'));
    expect([anonymous.status, await codeOf(anonymous)]).toEqual([403, 'AccessDenied']);
    expect(standIn.objects.has('probe/b.txt')).toBe(false);
  });

  it('refuses a request altered after signing (another key) and a body that does not match its signed hash', async () => {
    const signed = await client().sign(url('probe/c.txt'), { method: 'GET' });
    const altered = await fetch(url('probe/other.txt'), { method: 'GET', headers: signed.headers });
    expect([altered.status, await codeOf(altered)]).toEqual([403, 'SignatureDoesNotMatch']);
    const hashed = await client().fetch(url('probe/c.txt'), {
      method: 'PUT',
      body: 'actual body',
      headers: { 'x-amz-content-sha256': 'a'.repeat(64) },
    });
    expect([hashed.status, await codeOf(hashed)]).toEqual([400, 'XAmzContentSHA256Mismatch']);
  });
});

describe('issue 13: no orphan files with the database store', () => {
  it('when the record fails, the bytes written in its transaction are gone too', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await login(app, DEMO.platform);
      await breakRecords(app);
      const res = await upload(app, png(10, [200, 10, 10]), { purpose: 'logo', cookie });
      expect(res.body.code).toBe(10000);
      expect(await app.db.selectFrom('fileObject').select('sha256').execute()).toEqual([]);
    } finally {
      await mendRecords(app);
      await app.close();
    }
  });
});
