import type { MessageTree } from '../../types';
import type { en } from './en';

/** Alipay ミニプログラムのページの文言（issue 17）。 */
export const ja: MessageTree<typeof en> = {
  resources: {
    aliapp: {
      name: 'Alipayミニプログラム',
      fields: {
        id: 'ID',
        name: '名前',
        appid: 'Alipay appid',
        appId: '測位アプリ',
        appName: '測位アプリ',
        privateKey: 'アプリ秘密鍵',
        alipayPublicKey: 'Alipay 公開鍵',
        privateKeySet: '鍵',
        updatedAt: '更新日時',
      },
    },
  },
  app: {
    navigation: {
      sections: { aliapp: 'Alipayミニプログラム' },
      pages: {
        'aliapp-list': 'Alipayミニプログラム一覧',
        'aliapp-add': 'Alipayミニプログラム追加',
        'aliapp-edit': 'Alipayミニプログラム編集',
      },
    },
    aliapp: {
      appidHelp: 'Alipay オープンプラットフォームの 16 桁の appid',
      nameHelp: '最大 %{max} 文字',
      appHelp: '関連付けると、そのアプリの Alipay QR コードは Alipay が生成します',
      noApp: 'なし',
      privateKeyHelp: 'RSA2 のアプリ秘密鍵（PEM または base64）。暗号化して保存し、再表示しません',
      publicKeyHelp: 'オープンプラットフォームの Alipay 公開鍵。暗号化して保存します',
      keySet: '設定済み（%{fingerprint}）',
      keysSet: '設定済み',
      replace: '変更',
      keep: '保存済みの鍵を使う',
      emptyTitle: 'Alipay ミニプログラムはまだありません',
      emptyBody: 'appid と鍵を登録すると、Alipay でミニプログラムの QR コードを生成できます。',
      deleteTitle: 'Alipay ミニプログラム「%{name}」を削除しますか？',
      deleteContent: '鍵は削除されます。測位アプリは残り、その Alipay コードは再びローカルで生成されます。',
      qrcode: {
        title: 'ミニプログラム QR コード',
        hint: 'このページを起動クエリ付きで開くコードを Alipay が生成します（alipay.open.app.qrcode.create）。',
        urlParam: 'ページ',
        urlParamHelp: '例：pages/index/index',
        queryParam: '起動クエリ',
        queryParamHelp: '例：x=1&y=2（onLaunch の options.query で取得）',
        describe: '説明',
        describeHelp: '既定はミニプログラム名',
        draw: 'QR コードを生成',
        drawing: '生成中…',
        download: 'PNG をダウンロード',
        link: 'Alipay の画像リンク',
        alt: '%{page} の Alipay QR コード',
      },
    },
  },
};
