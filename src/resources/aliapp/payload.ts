import type { AliappAddBody } from '#contract/schemas/aliapp';

/** What aliapp/add and aliapp/update take of the form: a key only when one was typed (update keeps the stored one otherwise). */
export const aliappPayload = (data: Record<string, unknown>): AliappAddBody => {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const appId = Number(data.appId);
  const body: Record<string, unknown> = {
    appid: text(data.appid).trim(),
    name: text(data.name),
    appId: Number.isInteger(appId) && appId > 0 ? appId : null,
  };
  if (text(data.privateKey).trim()) body.privateKey = text(data.privateKey);
  if (text(data.alipayPublicKey).trim()) body.alipayPublicKey = text(data.alipayPublicKey);
  return body as unknown as AliappAddBody;
};
