import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: {
    region: {
      name: 'エリア',
      fields: {
        name: '名称',
        nameEn: '英語名',
        levelId: 'フロア',
        category: 'カテゴリ',
        poiCount: 'POI 数',
      },
    },
  },
  app: {
    navigation: {
      sections: { region: 'エリア管理' },
      pages: {
        'region-list': 'エリア一覧',
        'region-view': 'エリア詳細',
        'poi-edit': 'POI管理',
      },
    },
    regions: {
      empty: 'この建物にはまだエリアがありません',
      empty_hint: 'エリアは建物の地図上に描かれたゾーン（ウィングやフードコートなど）です。',
      categories: {
        retail: 'ショッピング',
        foodservice: '飲食',
        parking: '駐車場',
        office: 'オフィス',
        entertainment: 'エンターテインメント',
        service: 'サービス',
      },
      pois: {
        title: 'このエリアの POI',
        empty: 'このエリアには POI がありません。',
        name: '名称',
        type: 'POI タイプ',
        unnamed: '（名称なし）',
      },
    },
  },
};
