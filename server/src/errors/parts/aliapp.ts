/** Server messages of the Alipay mini-programs (issue 17 支付宝小程序; English first; Chinese must name every English key). */
export const en = {
  'aliapp.appidFormat': 'An Alipay appid is 16 digits, such as 2021001234567890',
  'aliapp.appidTaken': 'An Alipay mini-program with this appid exists already',
  'aliapp.appUnknown': 'This location app does not exist',
  'aliapp.appLinked': 'This location app is linked to another Alipay mini-program already',
  'aliapp.privateKeyInvalid': 'Paste the app private key (应用私钥) as an RSA key: PEM (-----BEGIN PRIVATE KEY-----) or its base64 body',
  'aliapp.publicKeyInvalid': 'Paste the Alipay public key (支付宝公钥) as an RSA public key: PEM (-----BEGIN PUBLIC KEY-----) or its base64 body',
  'aliapp.secretKeyMissing': 'The server has no SECRET_KEY, so it cannot store keys encrypted; set SECRET_KEY and restart it',
  'aliapp.secretUnreadable': 'The stored keys cannot be decrypted with the server’s SECRET_KEY; paste both keys again',
  'aliapp.unknownAppid': 'Alipay does not know the appid {appid} ({subCode}); check the appid',
  'aliapp.badSignature':
    'Alipay refused the request’s signature ({subCode}): this private key does not match the app public key uploaded to Alipay for {appid}',
  'aliapp.answerUnverified':
    'Alipay’s answer does not verify with this Alipay public key: check the key (or the answer was altered on the way); nothing was used',
  'aliapp.refused': 'Alipay answered {code} {msg}: {subCode} {subMsg}',
  'aliapp.unreachable': 'Alipay could not be reached: {msg}',
  'aliapp.pageFormat': 'Enter a page such as pages/index/index: no leading “/”, no “?”, no spaces',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'aliapp.appidFormat': '支付宝 appid 为 16 位数字，例如 2021001234567890',
  'aliapp.appidTaken': '已有使用该 appid 的支付宝小程序',
  'aliapp.appUnknown': '该定位应用不存在',
  'aliapp.appLinked': '该定位应用已关联其他支付宝小程序',
  'aliapp.privateKeyInvalid': '请粘贴 RSA 格式的应用私钥：PEM（-----BEGIN PRIVATE KEY-----）或其 base64 内容',
  'aliapp.publicKeyInvalid': '请粘贴 RSA 格式的支付宝公钥：PEM（-----BEGIN PUBLIC KEY-----）或其 base64 内容',
  'aliapp.secretKeyMissing': '服务器未设置 SECRET_KEY，无法加密保存密钥；请设置 SECRET_KEY 后重启服务器',
  'aliapp.secretUnreadable': '无法用服务器的 SECRET_KEY 解密已保存的密钥，请重新粘贴两个密钥',
  'aliapp.unknownAppid': '支付宝不认识 appid {appid}（{subCode}），请检查 appid',
  'aliapp.badSignature': '支付宝拒绝了请求签名（{subCode}）：该私钥与 {appid} 在支付宝上传的应用公钥不匹配',
  'aliapp.answerUnverified': '支付宝的应答无法用该支付宝公钥验签：请检查公钥（或应答在途中被篡改），未使用其内容',
  'aliapp.refused': '支付宝返回 {code} {msg}：{subCode} {subMsg}',
  'aliapp.unreachable': '无法连接支付宝：{msg}',
  'aliapp.pageFormat': '请输入页面路径，例如 pages/index/index：开头不带“/”，不含“?”和空格',
};

declare module '../messages.js' {
  interface MessageParts {
    aliapp: typeof en;
  }
}
