import type { MessageTree } from '../../types';
import type { en } from './en';

/** ビーコン一覧とフォーム（issue 13）、日本語。 */
export const ja: MessageTree<typeof en> = {
  resources: {
    beacon: {
      fields: {
        name: '名称',
        levelId: 'フロア',
        uuid: 'UUID',
        major: 'Major',
        minor: 'Minor',
        mac: 'MAC アドレス',
        lng: '経度',
        lat: '緯度',
        measuredPower: '1 m 地点の電波強度 (dBm)',
        txPower: '送信出力 (dBm)',
        intervalMs: '発信間隔 (ms)',
        firmware: 'ファームウェア',
        battery: 'バッテリー',
        externalPower: '外部電源',
        lifecycle: 'ステータス',
        health: '状態',
        lastSeenAt: '最終受信',
        installedOn: '設置日',
        installedBy: '設置者',
        q: '検索',
      },
    },
  },
  app: {
    navigation: { pages: { 'beacon-add': 'ビーコンを追加', 'beacon-edit': 'ビーコンを編集' } },
    beacons: {
      search: '名称、UUID、MAC、Major、Minor',
      major_minor: 'Major / Minor',
      lifecycle: { planned: '設置予定', deployed: '設置済み', retired: '廃止' },
      health: { healthy: '正常', batteryLow: 'バッテリー低下', unseen: '24 時間未受信', neverSeen: '未受信' },
      summary: { total: '全 %{count} 台' },
      external_power: '外部電源',
      never: '未受信',
      battery_read: '%{time} に取得',
      retire: '廃止',
      retire_title: 'ビーコン「%{name}」を廃止しますか？',
      retire_content: '廃止したビーコンは一覧に残りますが、電波の発信は想定されなくなります。編集すると再び設置済みにできます。',
      retired: 'ビーコン「%{name}」を廃止しました',
      delete_title: 'ビーコン「%{recordRepresentation}」を削除しますか？',
      delete_content: 'ビーコンは完全に削除されます。記録を残す場合は廃止してください。',
      groups: { identity: '識別', place: '位置', radio: '電波', power: '電源', deployment: '設置' },
      hints: {
        uuid: '16 進数 32 桁、8-4-4-4-12 形式',
        mac: '例: C3:00:1A:2B:3C:4D（任意）',
        place: '位置はフロアの輪郭の内側にしてください。',
        measuredPower: '1 m 地点の RSSI、−127〜0',
        txPower: '−40〜20',
        intervalMs: '20〜10240',
        battery: '0〜100 %',
      },
    },
  },
};
