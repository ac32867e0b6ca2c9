import type { MessageTree } from '../../types';
import type { en } from './en';

/** QR コードのページ（issue 13）、日本語。 */
export const ja: MessageTree<typeof en> = {
  resources: {
    qrcode: {
      name: 'QRコード',
      fields: {
        name: '名前',
        levelId: 'フロア',
        lng: '経度',
        lat: '緯度',
        page: 'ミニプログラムのページ',
        payload: 'シーン / 内容',
        scene: 'シーン',
        scans: 'スキャン数',
        kind: '種類',
        batch: 'バッチ',
        enabled: '有効',
        count: '作成数',
        q: '検索',
      },
    },
  },
  app: {
    navigation: {
      sections: { qrcode: 'QRコード管理' },
      pages: {
        'qrcode-list': 'QRコード一覧',
        'qrcode-add': 'QRコード追加',
        'qrcode-edit': 'QRコード編集',
        'qrcode-success': 'QRコード作成完了',
      },
    },
    qrcodes: {
      search: '名前、シーン、ページ、バッチ',
      kind: { wechat: 'WeChat ミニプログラム', alipay: 'Alipay', url: '通常の URL' },
      enabled: '有効',
      disabled: '無効',
      no_level: 'フロア指定なし',
      view_image: '画像を表示',
      print_batch: 'バッチを印刷',
      delete_title: 'QR コード「%{recordRepresentation}」を削除しますか？',
      delete_content: '削除すると元に戻せず、印刷済みのコードも使えなくなります。記録を残すには無効にしてください。',
      groups: { code: 'コード', target: '開くページ', place: '設置場所', batch: 'バッチ' },
      hints: {
        page: '例: pages/index/index（先頭の「/」や「?」は不可）',
        place: '任意: 印刷したコードの場所は既知なので、スキャンが位置の特定にもなります。位置はフロアの輪郭内にしてください。',
        batch: '一緒に印刷するコードをまとめる名前',
        count: '2 以上: 名前-01、名前-02… のバッチを作成',
      },
      scene: {
        empty: '内容なし: WeChat には短いコードが渡されます。',
        fits: '%{length} / %{max} 文字: そのまま WeChat のシーンになります。',
        kept: '%{length} 文字（%{max} 文字超、または WeChat が受け付けない文字）: サーバーに保存し、WeChat には短いコードが渡されます。',
      },
      place: '場所',
      width: '幅',
      width_px: '%{width} px',
      download: 'PNG をダウンロード',
      print: '印刷',
      back_to_list: '一覧に戻る',
      image_alt: 'QR コード「%{name}」',
      not_found: 'この QR コードは存在しないか、閲覧権限がありません。',
    },
  },
};
