import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: {
    company: {
      fields: {
        name: 'Nombre',
        contact: 'Contacto',
        enabled: 'Activa',
        bigLogo: 'Logotipo grande',
        smallLogo: 'Logotipo pequeño',
        adminCount: 'Administradores',
        roleCount: 'Roles',
        buildingCount: 'Edificios',
        appCount: 'Apps',
        createdAt: 'Creada',
      },
    },
  },
  app: {
    companies: {
      status: { enabled: 'Activa', disabled: 'Desactivada' },
      contactHelp: 'Persona de contacto, teléfono o correo',
      bigLogoHelp: 'Se muestra en la cabecera y la barra lateral abierta; un logotipo grande da a la empresa su propia marca',
      smallLogoHelp: 'Se muestra en la barra lateral plegada y junto al nombre de la cuenta',
      enabledHelp: 'Desactivada: sus administradores salen al instante y no pueden entrar; sus apps son rechazadas. Sus datos se conservan.',
      disableTitle: '¿Desactivar «%{name}»?',
      disableContent:
        'Sus %{admins} administradores salen ahora y no pueden entrar, y sus %{apps} apps reciben un error en lugar de su configuración y eventos. No se borra nada; al activarla de nuevo todo vuelve.',
      deleteTitle: '¿Eliminar «%{name}»?',
      deleteContent: 'Solo se puede eliminar una empresa sin administradores, roles, edificios ni apps.',
      admins: 'Administradores',
      buildings: 'Edificios',
      owns: '%{admins} administradores · %{buildings} edificios · %{apps} apps',
      invite: 'Enviar invitación',
      inviteTitle: 'Invitar a un administrador de la empresa',
      inviteHelp: 'El correo de invitación lleva un enlace para fijar la contraseña (válido 24 horas); nadie la escribe por él.',
      invited: 'Invitación enviada a %{email}',
      noAdmins: 'Esta empresa aún no tiene administradores.',
      notYet: 'Aún no',
      loadFailed: 'No se pudo cargar la lista.',
      move: 'Trasladar',
      moveFrom: 'Ahora en %{company}',
      moveTo: 'Trasladar a la empresa',
      moveTitle: '¿Trasladar «%{building}» a %{company}?',
      moveGrants: 'Se revocan los roles concedidos en él: %{admins} |||| Se revocan %{smart_count} roles concedidos en él: %{admins}',
      moveApp: 'Sale de la app %{app} (las apps pertenecen a una empresa), con los %{links} enlaces de navegación de esa app',
      moveNoApp: 'No está en ninguna app',
      moveKept: 'Se conservan con el edificio: su mapa, plantas, balizas, %{qrcodes} códigos QR y %{days} días de estadísticas',
      moved: '%{building} pertenece ahora a %{company}',
      buildingNotFound: 'Este edificio ya no existe.',
      moveAction: 'Trasladar a otra empresa',
      back: 'Empresas',
      notFound: 'Esta empresa ya no existe.',
      empty: 'Ninguna empresa coincide.',
    },
  },
};
