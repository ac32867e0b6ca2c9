import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: {
    company: {
      fields: {
        name: '会社名',
        contact: '連絡先',
        enabled: '有効',
        bigLogo: '大ロゴ',
        smallLogo: '小ロゴ',
        adminCount: '管理者',
        roleCount: 'ロール',
        buildingCount: '建物',
        appCount: 'アプリ',
        createdAt: '作成日時',
      },
    },
  },
  app: {
    companies: {
      status: { enabled: '有効', disabled: '無効' },
      contactHelp: '担当者、電話番号またはメール',
      bigLogoHelp: 'ヘッダーと開いたサイドバーに表示。大ロゴがあると会社独自のブランドになります',
      smallLogoHelp: '折りたたんだサイドバーとアカウント名の横に表示',
      enabledHelp: '無効にすると、管理者は直ちにログアウトされログインできず、アプリは拒否されます。データは残ります。',
      disableTitle: '「%{name}」を無効にしますか？',
      disableContent:
        '%{admins} 人の管理者は直ちにログアウトされログインできなくなり、%{apps} 個のアプリは設定とイベントの代わりにエラーを受け取ります。何も削除されず、再び有効にすると元に戻ります。',
      deleteTitle: '「%{name}」を削除しますか？',
      deleteContent: '管理者、ロール、建物、アプリのない会社だけを削除できます。',
      admins: '管理者',
      buildings: '建物',
      owns: '管理者 %{admins} 人 · 建物 %{buildings} 棟 · アプリ %{apps} 個',
      invite: '招待を送信',
      inviteTitle: '会社管理者を招待',
      inviteHelp: '招待メールにはパスワード設定用のリンク（24 時間有効）が含まれます。代わりにパスワードを入力する必要はありません。',
      invited: '%{email} に招待を送信しました',
      noAdmins: 'この会社にはまだ管理者がいません。',
      notYet: '未ログイン',
      loadFailed: '一覧を読み込めませんでした。',
      move: '移動',
      moveFrom: '現在の所属：%{company}',
      moveTo: '移動先の会社',
      moveTitle: '「%{building}」を %{company} に移動しますか？',
      moveGrants: 'この建物に付与されたロールは取り消されます：%{admins} |||| この建物に付与された %{smart_count} 個のロールは取り消されます：%{admins}',
      moveApp: 'アプリ %{app} から外れ（アプリは会社に属します）、そのアプリのナビゲーションリンク %{links} 件も削除されます',
      moveNoApp: 'どのアプリにも属していません',
      moveKept: '建物と共に残るもの：地図、フロア、ビーコン、QR コード %{qrcodes} 件、統計 %{days} 日分',
      moved: '%{building} は %{company} の所属になりました',
      buildingNotFound: 'この建物はもう存在しません。',
      moveAction: '他の会社へ移動',
      back: '会社一覧',
      notFound: 'この会社はもう存在しません。',
      empty: '該当する会社はありません。',
    },
  },
};
