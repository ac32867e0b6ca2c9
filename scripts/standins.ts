// Issue 17 (DESIGN §10): the local stand-ins for WeChat's third-party platform and Alipay's open API, in one
// process, for `npm run standins` (development) and the browser suite. Nothing here calls the internet.
//   WECHAT_STANDIN_PORT (default 8390), ALIPAY_STANDIN_PORT (default 8392), PUBLIC_URL (the API server the
//   pushes go to, default http://localhost:8080), TICKET_INTERVAL_MS (default 10 minutes, as WeChat).
// Then start the server with the environment this prints.
import { startAlipayStandIn } from '../server/src/standins/alipay.js';
import { startWechatOpenStandIn } from '../server/src/standins/wechatOpen.js';
import { callbackUrls } from '../server/src/wechat/options.js';
import { log } from '../server/src/log.js';

const env = process.env;
const publicUrl = env.PUBLIC_URL ?? 'http://localhost:8080';
const DEMO_COMPONENT = {
  componentAppid: 'wxcomponentdemo01',
  secret: 'standincomponentsecret01',
  token: 'standintoken',
  encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
};

const wechat = await startWechatOpenStandIn({
  port: Number(env.WECHAT_STANDIN_PORT ?? 8390),
  ticketIntervalMs: Number(env.TICKET_INTERVAL_MS ?? 600_000),
});
for (const nickName of ['万象城导航', '大悦城导航', '银泰导航']) wechat.addMiniProgram({ nickName });
await wechat.registerComponent({ ...DEMO_COMPONENT, ...callbackUrls(publicUrl, DEMO_COMPONENT.componentAppid) });
wechat.addDraft(DEMO_COMPONENT.componentAppid, { userVersion: '1.0.0', userDesc: '室内导航首版' });
const alipay = await startAlipayStandIn({ port: Number(env.ALIPAY_STANDIN_PORT ?? 8392) });

log.info(`WeChat third-party platform stand-in on ${wechat.url}; Alipay stand-in on ${alipay.url}`);
log.info(`Start the server with: WECHAT_OPEN_API_BASE=${wechat.url} ALIPAY_GATEWAY=${alipay.gateway} SECRET_KEY=<any text>`);
log.info(
  `第三方平台 (开放平台列表 → 新增): AppID ${DEMO_COMPONENT.componentAppid}, AppSecret ${DEMO_COMPONENT.secret}, Token ${DEMO_COMPONENT.token}, EncodingAESKey ${DEMO_COMPONENT.encodingAesKey}`,
);
log.info(`Its tickets go to ${publicUrl} (POST ${wechat.url}/__standin/ticket {"componentAppid":"${DEMO_COMPONENT.componentAppid}"} for one now).`);
log.info(`Alipay keys for a new app: POST ${alipay.url}/__standin/apps`);

const stop = async () => {
  await Promise.allSettled([wechat.close(), alipay.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
