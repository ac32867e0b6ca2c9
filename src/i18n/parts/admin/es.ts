import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: {
    admin: {
      name: 'Administrador |||| Administradores',
      fields: {
        email: 'Correo electrónico',
        name: 'Nombre visible',
        adminType: 'Tipo',
        companyId: 'Empresa',
        companyName: 'Empresa',
        enabled: 'Activo',
        lastLoginAt: 'Último acceso',
        createdAt: 'Creado',
        password: 'Contraseña inicial',
        newPassword: 'Nueva contraseña',
        sendSetPasswordMail: 'Enviar correo para establecer la contraseña',
      },
    },
  },
  app: {
    navigation: {
      sections: { admin: 'Administradores' },
      pages: {
        'admin-list': 'Lista de administradores',
        'admin-add': 'Añadir administrador',
        'admin-edit': 'Editar administrador',
      },
    },
    users: {
      types: {
        PLATFORM_ADMINISTRATOR: 'Administrador de plataforma',
        COMPANY_ADMINISTRATOR: 'Administrador de empresa',
        BUSINESS_ADMINISTRATOR: 'Administrador de negocio',
      },
      validation: {
        email: 'Introduzca un correo electrónico válido',
        password_policy: 'Al menos 8 caracteres, con una letra y un dígito',
        password_or_mail: 'Introduzca una contraseña inicial o envíe el correo para establecerla',
        company_required: 'Elija la empresa',
      },
      password_hint: 'Al menos 8 caracteres, con una letra y un dígito',
      mail_hint: 'El administrador recibe un enlace para establecer su contraseña',
      keep_password: 'Déjelo vacío para conservar la contraseña actual',
      self_hint: 'No puede cambiar su propio tipo ni desactivarse',
      never: 'Nunca',
      grants: {
        title: 'Roles concedidos',
        empty: 'Ningún rol concedido',
        all_types: 'Los administradores de plataforma y de empresa tienen todos los permisos de su ámbito',
        on: 'en %{building}',
        all_buildings: 'Todos los edificios',
      },
      timeline: {
        title: 'Historial de cambios',
        empty: 'Aún no hay cambios registrados',
        by: 'por %{actor}',
        system: 'sistema',
        empty_value: '(vacío)',
        fields: {
          roleName: 'Rol',
          buildingName: 'Edificio',
          passwordSet: 'Contraseña inicial asignada',
          setPasswordMail: 'Correo para la contraseña enviado',
          passwordChanged: 'Contraseña cambiada',
        },
        actions: {
          create: 'Creado',
          update: 'Modificado',
          delete: 'Eliminado',
          grant: 'Rol concedido',
          revoke: 'Rol retirado',
        },
      },
    },
  },
};
