// Issue 17 支付宝小程序 (spec §2 /aliapp): the rules. appid 16 digits and unique, a name of 1–50 characters, keys that
// are RSA keys; the credentials are checked with Alipay (alipay.open.mini.baseinfo.query) before anything is saved, and
// the keys are stored encrypted under SECRET_KEY and never returned (fingerprints instead).
import type { KeyObject } from 'node:crypto';
import type { SessionAdmin } from '../auth/session.js';
import { fingerprint, parsePrivateKey, parsePublicKey } from '../alipay/sign.js';
import { isUniqueViolation } from '../db/advisory.js';
import type { Db } from '../db/types.js';
import { notFound, type FieldError } from '../errors/codes.js';
import { conflict, field, idsOf, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import type { QrcodeImaging } from '../qrcode/images.js';
import { encryptSecret } from '../shared/secrets.js';
import { writeAudit } from '../repos/audit.js';
import { aliappIdOf, aliappKeys, appExists, deleteAliapp, insertAliapp, pageAliapps, updateAliapp, type AliappRow } from '../repos/aliapp.js';
import type { AliappAddBody, AliappDto, AliappPage, AliappPageQuery, AliappQrcode, AliappQrcodeBody, AliappUpdateBody } from '#contract/schemas/aliapp.js';
import { ALIAPP_LIMITS } from '#contract/endpoints/aliapp.js';
import { pageWindow } from '../shared/paging.js';
import { alipayClient, alipayProblem, alipayQrcode, storedCredentials } from './aliappAlipay.js';

const dto = (r: AliappRow): AliappDto => ({
  ...r,
  privateKeySet: true,
  alipayPublicKeySet: true,
  verifiedAt: new Date(r.verifiedAt).toISOString(),
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

/** What the audit log keeps of a mini-program: never a key, only the fingerprints. */
const snapshot = (r: Pick<AliappDto, 'id' | 'appid' | 'name' | 'appId' | 'privateKeyFingerprint' | 'alipayPublicKeyFingerprint'>) => ({
  id: r.id,
  appid: r.appid,
  name: r.name,
  appId: r.appId,
  privateKeyFingerprint: r.privateKeyFingerprint,
  alipayPublicKeyFingerprint: r.alipayPublicKeyFingerprint,
});

export async function aliappPage(db: Db, query: AliappPageQuery): Promise<AliappPage> {
  const page = await pageAliapps(db, { q: query.q?.trim() || undefined, sort: query.sort, order: query.order, ...pageWindow(query) });
  return { records: page.records.map(dto), total: page.total };
}

export async function aliappDetail(db: Db, id: number): Promise<AliappDto> {
  const { records } = await pageAliapps(db, { ids: [id], limit: 1, offset: 0 });
  if (!records.length) throw notFound();
  return dto(records[0]!);
}

interface Draft {
  appid: string;
  name: string;
  appId: number | null;
  privateKey?: { pem: string; key: KeyObject };
  alipayPublicKey?: { pem: string; key: KeyObject };
}

/** Shape checks, every field at fault at once (10005). Keys are only judged when sent. */
function normalise(body: { appid: string; name: string; appId?: number | null; privateKey?: string; alipayPublicKey?: string }, language: Language): Draft {
  const errors: FieldError[] = [];
  const appid = body.appid.trim();
  if (!/^\d{16}$/.test(appid)) errors.push(field(language, 'appid', 'aliapp.appidFormat'));
  const name = body.name.trim();
  if (!name) errors.push(field(language, 'name', 'field.required'));
  else if ([...name].length > ALIAPP_LIMITS.name) errors.push(field(language, 'name', 'field.maxLength', { limit: ALIAPP_LIMITS.name }));
  const draft: Draft = { appid, name, appId: body.appId ?? null };
  if (body.privateKey !== undefined) {
    const key = parsePrivateKey(body.privateKey);
    if (key) draft.privateKey = { pem: body.privateKey.trim(), key };
    else errors.push(field(language, 'privateKey', 'aliapp.privateKeyInvalid'));
  }
  if (body.alipayPublicKey !== undefined) {
    const key = parsePublicKey(body.alipayPublicKey);
    if (key) draft.alipayPublicKey = { pem: body.alipayPublicKey.trim(), key };
    else errors.push(field(language, 'alipayPublicKey', 'aliapp.publicKeyInvalid'));
  }
  if (errors.length) throw invalid(errors);
  return draft;
}

/** What needs the database: a linked app that exists and is not linked elsewhere, an appid no other mini-program has. */
async function checkStored(db: Db, draft: Draft, exceptId: number | undefined, language: Language): Promise<void> {
  if (draft.appId !== null) {
    if (!(await appExists(db, draft.appId))) throw invalid([field(language, 'appId', 'aliapp.appUnknown')]);
    if (await aliappIdOf(db, 'appId', draft.appId, exceptId)) throw conflict(language, 'appId', 'aliapp.appLinked');
  }
  if (await aliappIdOf(db, 'appid', draft.appid, exceptId)) throw conflict(language, 'appid', 'aliapp.appidTaken');
}

function requireSecretKey(secretKey: string | undefined, language: Language): string {
  if (!secretKey) throw invalid([field(language, 'privateKey', 'aliapp.secretKeyMissing')]);
  return secretKey;
}

/** Asks Alipay with these credentials; a refusal names the field to fix. Answers the mini-program's name. */
async function verify(imaging: QrcodeImaging, appid: string, privateKeyPem: string, alipayPublicKeyPem: string, language: Language) {
  try {
    return (await alipayClient(imaging).baseinfo({ appid, privateKeyPem, alipayPublicKeyPem })).appName;
  } catch (error) {
    throw alipayProblem(error, language, { appid, saving: true, pageField: 'urlParam' });
  }
}

async function uniquely<T>(language: Language, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(language, 'appid', 'aliapp.appidTaken');
    throw error;
  }
}

export async function addAliapp(db: Db, imaging: QrcodeImaging, actor: SessionAdmin, body: AliappAddBody, language: Language): Promise<AliappDto> {
  const draft = normalise(body, language);
  const secretKey = requireSecretKey(imaging.options.secretKey, language);
  await checkStored(db, draft, undefined, language);
  const privateKey = draft.privateKey!;
  const publicKey = draft.alipayPublicKey!;
  const alipayName = await verify(imaging, draft.appid, privateKey.pem, publicKey.pem, language);
  const id = await uniquely(language, () =>
    db.transaction().execute(async (trx) => {
      await checkStored(trx, draft, undefined, language);
      const values = {
        appid: draft.appid,
        name: draft.name,
        appId: draft.appId,
        privateKeyEncrypted: encryptSecret(privateKey.pem, secretKey),
        privateKeyFingerprint: fingerprint(privateKey.key),
        alipayPublicKeyEncrypted: encryptSecret(publicKey.pem, secretKey),
        alipayPublicKeyFingerprint: fingerprint(publicKey.key),
        alipayName,
      };
      const id = await insertAliapp(trx, values);
      await writeAudit(trx, actor, [{ action: 'create', entity: 'aliapp', entityId: id, companyId: null, before: null, after: snapshot({ id, ...values }) }]);
      return id;
    }),
  );
  return aliappDetail(db, id);
}

/** The fields sent; absent keys are kept. A new appid or key is checked with Alipay first. Unknown: 10004. */
export async function changeAliapp(db: Db, imaging: QrcodeImaging, actor: SessionAdmin, body: AliappUpdateBody, language: Language): Promise<AliappDto> {
  const current = await aliappDetail(db, body.id);
  const draft = normalise(
    {
      appid: body.appid ?? current.appid,
      name: body.name ?? current.name,
      appId: body.appId === undefined ? current.appId : body.appId,
      privateKey: body.privateKey,
      alipayPublicKey: body.alipayPublicKey,
    },
    language,
  );
  await checkStored(db, draft, body.id, language);
  const credentialsChange = draft.appid !== current.appid || draft.privateKey !== undefined || draft.alipayPublicKey !== undefined;
  let keys: Parameters<typeof updateAliapp>[2] = { appid: draft.appid, name: draft.name, appId: draft.appId };
  if (credentialsChange) {
    const secretKey = requireSecretKey(imaging.options.secretKey, language);
    const stored = await aliappKeys(db, body.id);
    if (!stored) throw notFound();
    const kept = draft.privateKey && draft.alipayPublicKey ? undefined : storedCredentials(stored, secretKey);
    const privatePem = draft.privateKey?.pem ?? kept!.privateKeyPem;
    const publicPem = draft.alipayPublicKey?.pem ?? kept!.alipayPublicKeyPem;
    const alipayName = await verify(imaging, draft.appid, privatePem, publicPem, language);
    keys = {
      ...keys,
      alipayName,
      ...(draft.privateKey && { privateKeyEncrypted: encryptSecret(privatePem, secretKey), privateKeyFingerprint: fingerprint(draft.privateKey.key) }),
      ...(draft.alipayPublicKey && {
        alipayPublicKeyEncrypted: encryptSecret(publicPem, secretKey),
        alipayPublicKeyFingerprint: fingerprint(draft.alipayPublicKey.key),
      }),
    };
  }
  await uniquely(language, () =>
    db.transaction().execute(async (trx) => {
      if (!(await aliappKeys(trx, body.id, true))) throw notFound();
      await checkStored(trx, draft, body.id, language);
      await updateAliapp(trx, body.id, keys, credentialsChange);
      const after = await aliappDetail(trx, body.id);
      await writeAudit(trx, actor, [
        { action: 'update', entity: 'aliapp', entityId: body.id, companyId: null, before: snapshot(current), after: snapshot(after) },
      ]);
    }),
  );
  return aliappDetail(db, body.id);
}

export async function removeAliapps(db: Db, actor: SessionAdmin, body: { id?: number; ids?: number[] }, language: Language) {
  const ids = idsOf(body, language);
  await db.transaction().execute(async (trx) => {
    for (const id of ids) if (!(await aliappKeys(trx, id, true))) throw notFound();
    const { records } = await pageAliapps(trx, { ids, limit: ids.length, offset: 0 });
    await writeAudit(
      trx,
      actor,
      records.map((r) => ({ action: 'delete' as const, entity: 'aliapp' as const, entityId: r.id, companyId: null, before: snapshot(r), after: null })),
    );
    for (const id of ids) await deleteAliapp(trx, id);
  });
  return { deleted: ids.length };
}

/** aliapp/qrcode: Alipay draws the page's code (alipay.open.app.qrcode.create); the image comes back as a data URL. */
export async function aliappQrcode(db: Db, imaging: QrcodeImaging, body: AliappQrcodeBody, language: Language): Promise<AliappQrcode> {
  const urlParam = body.urlParam.trim();
  const queryParam = (body.queryParam ?? '').trim();
  const describe = (body.describe ?? '').trim();
  const errors: FieldError[] = [];
  if (!urlParam || urlParam.length > ALIAPP_LIMITS.urlParam || urlParam.startsWith('/') || /[?#\s]/.test(urlParam)) {
    errors.push(field(language, 'urlParam', 'aliapp.pageFormat'));
  }
  if (queryParam.length > ALIAPP_LIMITS.queryParam) errors.push(field(language, 'queryParam', 'field.maxLength', { limit: ALIAPP_LIMITS.queryParam }));
  if ([...describe].length > ALIAPP_LIMITS.describe) errors.push(field(language, 'describe', 'field.maxLength', { limit: ALIAPP_LIMITS.describe }));
  if (errors.length) throw invalid(errors);
  const keys = await aliappKeys(db, body.id);
  if (!keys) throw notFound();
  const current = await aliappDetail(db, body.id);
  const credentials = storedCredentials(keys, imaging.options.secretKey);
  const { png, ...urls } = await alipayQrcode(imaging, credentials, { urlParam, queryParam, describe: describe || current.name }, language, 'urlParam');
  // Alipay's images are PNG or JPEG.
  const type = png.subarray(1, 4).toString('latin1') === 'PNG' ? 'image/png' : 'image/jpeg';
  return { ...urls, image: `data:${type};base64,${png.toString('base64')}` };
}

declare module '../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    aliapp: true;
  }
}
