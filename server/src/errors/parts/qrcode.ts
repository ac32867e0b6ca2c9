/** Server messages of the QR code calls (issue 13; English first; Chinese must name every English key). */
export const en = {
  'qrcode.nameLength': 'Enter a name of 1 to {limit} characters',
  'qrcode.sceneUnknown': 'No enabled QR code of this app has the scene “{scene}”',
  'qrcode.textLength': 'Must be at most {limit} characters',
  'qrcode.pageFormat': 'Enter a mini-program page such as pages/index/index: letters, digits, “_” and “-”, in parts joined by “/”',
  'qrcode.pageSlash': 'Remove the leading “/”: WeChat takes pages/index/index, not /pages/index/index',
  'qrcode.pageQuery': 'A page carries no query (“?”): put its parameters in the scene',
  'qrcode.levelUnknown': 'Level {levelId} is not a level of this building; choose one of its levels',
  'qrcode.positionPair': 'Give both longitude and latitude, or neither',
  'qrcode.positionNeedsLevel': 'Choose the level the position lies on',
  'qrcode.coordinate': 'Enter a longitude from −180 to 180 and a latitude from −90 to 90',
  'qrcode.outsideLevel': 'The position [{lng}, {lat}] lies outside level {level}; place the code inside the level’s outline',
  'qrcode.batchRequired': 'Name the batch to create {count} codes at once',
  'qrcode.emptyBatch': 'The batch “{batch}” has no codes in this building',
  'qrcode.secretKeyMissing': 'This app has WeChat credentials, but the server has no SECRET_KEY to decrypt them',
  'qrcode.secretUnreadable': 'This app’s WeChat secret cannot be decrypted with the server’s SECRET_KEY; save the credentials again',
  'qrcode.wechat.pageUnpublished': 'WeChat does not find the page “{page}” in the published mini-program (41030): publish it first, or choose a published page',
  'qrcode.wechat.badScene': "WeChat refused the scene “{scene}” (40129): at most 32 characters of 0-9 A-Z a-z !#$&'()*+,/:;=?@-._~",
  'qrcode.wechat.rateLimited': 'WeChat’s limit on mini-program codes is reached (45009); try again in a few minutes',
  'qrcode.wechat.credential': 'WeChat refused this app’s credentials ({errcode}: {errmsg}); check its appid and secret',
  'qrcode.wechat.unreachable': 'WeChat could not be reached: {errmsg}',
  'qrcode.wechat.error': 'WeChat answered {errcode}: {errmsg}',
  'qrcode.print.fontMissing': 'The print sheet’s font {path} is missing: install fonts-wqy-microhei or set QRCODE_FONT_PATH',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'qrcode.nameLength': '请输入 1 到 {limit} 个字符的名称',
  'qrcode.sceneUnknown': '本应用没有场景值为“{scene}”的已启用二维码',
  'qrcode.textLength': '不能超过 {limit} 个字符',
  'qrcode.pageFormat': '请输入小程序页面路径，例如 pages/index/index：由字母、数字、“_”和“-”组成，以“/”分隔',
  'qrcode.pageSlash': '请去掉开头的“/”：微信要求 pages/index/index，而不是 /pages/index/index',
  'qrcode.pageQuery': '页面路径不能带参数（“?”）：请把参数放在 scene 中',
  'qrcode.levelUnknown': '楼层 {levelId} 不属于该建筑，请选择该建筑的楼层',
  'qrcode.positionPair': '经度和纬度须同时填写或同时留空',
  'qrcode.positionNeedsLevel': '请选择该位置所在的楼层',
  'qrcode.coordinate': '经度须在 −180 到 180 之间，纬度须在 −90 到 90 之间',
  'qrcode.outsideLevel': '位置 [{lng}, {lat}] 不在楼层 {level} 内，请把二维码放在楼层轮廓内',
  'qrcode.batchRequired': '一次生成 {count} 个二维码时须填写批次名称',
  'qrcode.emptyBatch': '该建筑中批次“{batch}”没有二维码',
  'qrcode.secretKeyMissing': '该应用配置了微信凭据，但服务器未设置用于解密的 SECRET_KEY',
  'qrcode.secretUnreadable': '无法用服务器的 SECRET_KEY 解密该应用的微信密钥，请重新保存凭据',
  'qrcode.wechat.pageUnpublished': '微信在已发布的小程序中找不到页面“{page}”（41030）：请先发布，或选择已发布的页面',
  'qrcode.wechat.badScene': "微信拒绝了 scene“{scene}”（40129）：最多 32 个字符，只能是 0-9 A-Z a-z !#$&'()*+,/:;=?@-._~",
  'qrcode.wechat.rateLimited': '已达到微信小程序码的调用频率上限（45009），请几分钟后再试',
  'qrcode.wechat.credential': '微信拒绝了该应用的凭据（{errcode}：{errmsg}），请检查 appid 和 secret',
  'qrcode.wechat.unreachable': '无法连接微信：{errmsg}',
  'qrcode.wechat.error': '微信返回 {errcode}：{errmsg}',
  'qrcode.print.fontMissing': '打印页所需字体 {path} 不存在：请安装 fonts-wqy-microhei 或设置 QRCODE_FONT_PATH',
};

declare module '../messages.js' {
  interface MessageParts {
    qrcode: typeof en;
  }
}
