import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: {
    role: {
      name: 'Rol |||| Roles',
      fields: {
        name: 'Nombre',
        description: 'Descripción',
        companyId: 'Empresa',
        companyName: 'Empresa',
        permissions: 'Permisos',
        permissionCount: 'Permisos',
        memberCount: 'Miembros',
        createdAt: 'Creado',
      },
    },
  },
  app: {
    navigation: {
      sections: { role: 'Roles' },
      pages: {
        'role-list': 'Lista de roles',
        'role-add': 'Añadir rol',
        'role-edit': 'Editar rol',
        'role-user': 'Miembros del rol',
      },
    },
    users: {
      permissions: {
        groups: {
          building: 'Edificios',
          'poi-road': 'POI y caminos',
          beacon: 'Balizas',
          qrcode: 'Códigos QR',
          push: 'Notificaciones',
          source: 'Enlaces de navegación',
          feedback: 'Comentarios',
          statistics: 'Estadísticas',
        },
        select_all: 'Seleccionar todo',
        selected: '%{count} / %{total}',
        loading: 'Cargando los permisos…',
      },
      members: {
        title: 'Miembros del rol',
        button: 'Miembros',
        intro: 'Administradores de negocio de %{company} con el rol «%{role}» y sus edificios.',
        admin: 'Administrador',
        building: 'Edificio',
        all_buildings: 'Todos los edificios',
        add: 'Añadir un miembro',
        remove: 'Quitar',
        save: 'Guardar miembros',
        saved: 'Miembros guardados',
        empty: 'Nadie tiene este rol todavía',
        no_admins: 'La empresa aún no tiene administradores de negocio: cree uno primero.',
        required: 'Elija un administrador',
        duplicate: 'Este administrador ya tiene el rol en este edificio',
        back: 'Editar el rol',
        no_role: {
          title: 'Elija primero un rol',
          text: 'Esta página edita los miembros de un rol. Busque el rol en la lista de roles y ábralo con su botón «Miembros».',
        },
        not_found: {
          title: 'Rol no encontrado',
          text: 'No existe ningún rol con el ID %{id}: puede haberse eliminado o pertenecer a una empresa que usted no gestiona.',
        },
        to_list: 'Volver a la lista de roles',
      },
    },
  },
};
