import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: {
    region: {
      name: 'Región |||| Regiones',
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
    navigation: {
      sections: { region: 'Regiones' },
      pages: {
        'region-list': 'Lista de regiones',
        'region-view': 'Detalle de región',
        'poi-edit': 'Gestión de POI',
      },
    },
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
