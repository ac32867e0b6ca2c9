// Issue 13: how the server draws QR codes: WeChat's API base, the key that encrypts apps' secrets, the
// print sheet's CJK font and the base of the URL a plain QR code encodes.
export interface QrcodeOptions {
  /** WeChat's API (default https://api.weixin.qq.com); tests, e2e and the demo use the local stand-in or none. */
  wechatApiBase: string;
  /** Issue 17 ALIPAY_GATEWAY: Alipay's open-API gateway (default https://openapi.alipay.com/gateway.do); tests, e2e and dev use the stand-in. */
  alipayGateway?: string;
  /** SECRET_KEY: encrypts apps' WeChat secrets (AES-256-GCM). Without it no WeChat credential can be used. */
  secretKey?: string;
  /** QRCODE_FONT_PATH: a TrueType font (collection) with CJK glyphs for the print sheet. */
  fontPath: string;
  /** The font's PostScript name inside a collection (.ttc). */
  fontName: string;
  /** QRCODE_URL_BASE: a plain QR code encodes `<base>/<page>?scene=<scene>`. */
  urlBase: string;
}

export const DEFAULT_QRCODE_OPTIONS: QrcodeOptions = {
  wechatApiBase: 'https://api.weixin.qq.com',
  fontPath: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  fontName: 'WenQuanYiMicroHei',
  urlBase: 'http://localhost:8080/m',
};
