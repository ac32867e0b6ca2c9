import { definePart } from './types';

const en = {
  resources: {
    region: {
      fields: {
        name: 'Name',
        nameEn: 'English name',
        levelId: 'Level',
        category: 'Category',
        poiCount: 'POIs',
      },
    },
  },
  app: {
    regions: {
      empty: 'This building has no regions yet',
      empty_hint: 'Regions are the zones drawn on the building’s map, such as a wing or a food court.',
      categories: {
        retail: 'Shopping',
        foodservice: 'Food and drink',
        parking: 'Parking',
        office: 'Offices',
        entertainment: 'Entertainment',
        service: 'Services',
      },
      pois: {
        title: 'POIs in this region',
        empty: 'No POI lies inside this region.',
        name: 'Name',
        type: 'POI type',
        unnamed: '(unnamed)',
      },
    },
  },
};

const zh = {
  resources: {
    region: {
      fields: {
        name: '名称',
        nameEn: '英文名称',
        levelId: '楼层',
        category: '类别',
        poiCount: 'POI 数',
      },
    },
  },
  app: {
    regions: {
      empty: '该建筑还没有区域',
      empty_hint: '区域是建筑地图上划出的分区，例如侧翼或美食广场。',
      categories: {
        retail: '购物',
        foodservice: '餐饮',
        parking: '停车',
        office: '办公',
        entertainment: '娱乐',
        service: '服务',
      },
      pois: {
        title: '区域内的 POI',
        empty: '该区域内没有 POI。',
        name: '名称',
        type: 'POI 类型',
        unnamed: '（未命名）',
      },
    },
  },
};

const es = {
  resources: {
    region: {
      fields: {
        name: 'Nombre',
        nameEn: 'Nombre en inglés',
        levelId: 'Planta',
        category: 'Categoría',
        poiCount: 'PDI',
      },
    },
  },
  app: {
    regions: {
      empty: 'Este edificio aún no tiene regiones',
      empty_hint: 'Las regiones son las zonas dibujadas en el mapa del edificio, como un ala o una zona de restauración.',
      categories: {
        retail: 'Compras',
        foodservice: 'Restauración',
        parking: 'Aparcamiento',
        office: 'Oficinas',
        entertainment: 'Ocio',
        service: 'Servicios',
      },
      pois: {
        title: 'PDI de esta región',
        empty: 'No hay ningún PDI dentro de esta región.',
        name: 'Nombre',
        type: 'Tipo de PDI',
        unnamed: '(sin nombre)',
      },
    },
  },
};

const ja = {
  resources: {
    region: {
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

/** Messages of the region pages (keys under app.regions.* and resources.region.*). */
export const regionsMessages = definePart({ en, zh, es, ja });
