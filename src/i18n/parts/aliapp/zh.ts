import type { MessageTree } from '../../types';
import type { en } from './en';

/** 支付宝小程序页面的中文文案（issue 17）。 */
export const zh: MessageTree<typeof en> = {
  resources: {
    aliapp: {
      name: '支付宝小程序',
      fields: {
        id: 'ID',
        name: '名称',
        appid: '支付宝 appid',
        appId: '定位应用',
        appName: '定位应用',
        privateKey: '应用私钥',
        alipayPublicKey: '支付宝公钥',
        privateKeySet: '密钥',
        updatedAt: '更新时间',
      },
    },
  },
  app: {
    navigation: {
      sections: { aliapp: '支付宝小程序' },
      pages: {
        'aliapp-list': '支付宝小程序列表',
        'aliapp-add': '新增支付宝小程序',
        'aliapp-edit': '编辑支付宝小程序',
      },
    },
    aliapp: {
      appidHelp: '支付宝开放平台分配的 16 位 appid',
      nameHelp: '最多 %{max} 个字符',
      appHelp: '关联后，该应用的支付宝二维码由支付宝生成',
      noApp: '不关联',
      privateKeyHelp: 'RSA2 应用私钥，PEM 或 base64 文本；加密保存，之后不再显示',
      publicKeyHelp: '开放平台上的支付宝公钥；加密保存',
      keySet: '已设置（%{fingerprint}）',
      keysSet: '已设置',
      replace: '更换',
      keep: '保留已设置的密钥',
      emptyTitle: '还没有支付宝小程序',
      emptyBody: '添加小程序的 appid 和密钥后，即可通过支付宝生成小程序二维码。',
      deleteTitle: '删除支付宝小程序“%{name}”？',
      deleteContent: '其密钥将被删除；关联的定位应用保留，其支付宝二维码改为本地生成。',
      qrcode: {
        title: '小程序二维码',
        hint: '由支付宝生成打开该页面并带启动参数的二维码（alipay.open.app.qrcode.create）。',
        urlParam: '页面地址',
        urlParamHelp: '例如 pages/index/index',
        queryParam: '启动参数',
        queryParamHelp: '例如 x=1&y=2（在 onLaunch 的 options.query 中获取）',
        describe: '二维码描述',
        describeHelp: '默认为小程序名称',
        draw: '生成二维码',
        drawing: '生成中…',
        download: '下载 PNG',
        link: '支付宝图片链接',
        alt: '%{page} 的支付宝二维码',
      },
    },
  },
};
