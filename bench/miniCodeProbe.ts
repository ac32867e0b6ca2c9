// `npm run bench`, issue 13 (run by bench/miniCode.mjs through tsx): the server in-process on a fresh demo
// database, its WeChat API pointed at the local stand-in with the mall app's credentials saved. Prints one JSON
// line: per-call times (ms) of GET qrcode?id (the baseline), the plain PNG and the stand-in WeChat PNG.
import { rmSync } from 'node:fs';
import { buildApp } from '../server/src/app.js';
import { openDatabase } from '../server/src/db/index.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/schemas/csrfHeader.js';
import { setWechatCredential } from '../server/src/services/wechatCredential.js';
import { startWechatStandIn } from '../server/src/standins/wechat.js';

const N = Number(process.env.MINI_CODE_CALLS ?? 50);
const dataDir = '.tmp/bench-mini-code';
const secretKey = 'bench-secret-key';
const wechat = { appid: 'wxbench000000001', secret: 'bench-wechat-secret' };

rmSync(dataDir, { recursive: true, force: true });
const database = await openDatabase({ dataDir, seed: 'demo' });
const standIn = await startWechatStandIn({ apps: { [wechat.appid]: wechat.secret }, rateLimit: 100_000 });
const app = await buildApp({ database, distDir: '/nonexistent-dist', qrcode: { wechatApiBase: standIn.url, secretKey } });
try {
  const mall = await app.db.selectFrom('building').select(['id', 'appId']).where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
  await setWechatCredential(app.db, secretKey, { appId: mall.appId!, wechatAppid: wechat.appid, secret: wechat.secret });
  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const login = await app.inject({ method: 'POST', url: '/api/admin/admin/login', payload: { email: 'company@demo.local', password: 'demo1234' }, headers });
  const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
  const code = (kind: string) =>
    app.db.selectFrom('qrcode').select('id').where('buildingId', '=', mall.id).where('kind', '=', kind).orderBy('id').executeTakeFirstOrThrow();
  const plain = await code('url');
  const viaWechat = await code('wechat');
  const time = async (call: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>, expect: string) => {
    const samples: number[] = [];
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      const res = await call();
      samples.push(performance.now() - t);
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes(expect)) throw new Error(`unexpected answer ${res.statusCode}`);
    }
    return samples.sort((a, b) => a - b)[Math.floor(N / 2)]!;
  };
  const one = () => app.inject({ method: 'GET', url: `/api/location/qrcode?id=${plain.id}`, headers: { ...headers, cookie } });
  const image = (id: number) => () =>
    app.inject({ method: 'POST', url: '/api/location/qrcode/mini-code', payload: { id, width: 430 }, headers: { ...headers, cookie } });
  const baseline = await time(one, 'json');
  const plainMs = await time(image(plain.id), 'image/png');
  const wechatMs = await time(image(viaWechat.id), 'image/png');
  console.log(JSON.stringify({ n: N, baseline, plain: plainMs, wechat: wechatMs }));
} finally {
  await app.close();
  await database.close();
  await standIn.close();
}
