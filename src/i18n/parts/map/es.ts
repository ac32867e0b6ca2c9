import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: {
    map: {
      name: 'Mapa |||| Mapas',
      fields: {
        name: 'Edificio',
        company: 'Empresa',
        companyId: 'Empresa',
        q: 'Buscar',
        levels: 'Plantas',
        features: 'Elementos',
        publishedVersions: 'Versiones',
        lastPublished: 'Última publicación',
        updated: 'Borrador',
        size: 'Tamaño',
      },
    },
  },
  app: {
    navigation: {
      sections: { map: 'Mapas' },
      pages: { 'map-list': 'Lista de mapas' },
    },
    mapList: {
      search: 'Nombre del edificio',
      unpublished_only: 'Solo con cambios sin publicar',
      status: {
        published: 'Publicado',
        unpublished: '1 guardado sin publicar |||| %{smart_count} guardados sin publicar',
        never: 'Nunca publicado',
        empty: 'Sin mapa',
      },
      version: 'v%{version}',
      by: 'por %{name}',
      changed: 'modificado %{time}',
      open: 'Abrir «%{name}» en la vista del edificio',
      export: 'Exportar IMDF (v%{version})',
      export_draft: 'Exportar IMDF (borrador, nunca publicado)',
      size_hint: '%{bytes} bytes: los elementos de la última versión publicada tal como se guardan; el archivo descargable es algo mayor',
      empty_title: 'Aún no hay edificios',
      empty_body: 'El mapa de un edificio aparece aquí cuando una empresa lo añade o lo importa.',
      no_match: 'Ningún mapa coincide con estos filtros.',
      clear_filters: 'Quitar filtros',
      error: 'No se pudo cargar la lista de mapas: %{message}',
      retry: 'Reintentar',
    },
  },
};
