import type { MessageTree } from '../../types';
import type { en } from './en';

/** Mensajes de las páginas de grupos de apps (issue 16). */
export const es: MessageTree<typeof en> = {
  resources: {
    'app-group': {
      name: 'Grupo de apps |||| Grupos de apps',
      fields: {
        id: 'ID',
        name: 'Nombre',
        description: 'Descripción',
        apps: 'Apps',
        appIds: 'Apps',
        appCount: 'N.º de apps',
        updatedAt: 'Actualizado',
        createdAt: 'Creado',
      },
    },
  },
  app: {
    navigation: {
      sections: { 'app-group': 'Grupos de apps' },
      pages: {
        'app-group-list': 'Grupos de apps',
        'app-group-add': 'Nuevo grupo de apps',
        'app-group-edit': 'Editar grupo de apps',
      },
    },
    appGroups: {
      filter: 'Grupo de apps',
      nameHelp: 'Como máximo %{max} caracteres; único sin distinguir mayúsculas',
      appsHelp: 'Apps de cualquier empresa; una app puede estar en varios grupos',
      noApps: 'Ninguna app coincide',
      more: '+%{smart_count} más',
      emptyTitle: 'Aún no hay grupos de apps',
      emptyBody: 'Agrupe apps de ubicación, por ejemplo los centros comerciales de una marca, para filtrar por ellos las listas de apps y de mapas.',
      deleteTitle: '¿Eliminar el grupo de apps «%{name}»?',
      deleteContent:
        'Sus apps no cambian; solo se elimina el grupo (contiene 1 app). |||| Sus apps no cambian; solo se elimina el grupo (contiene %{smart_count} apps).',
    },
  },
};
