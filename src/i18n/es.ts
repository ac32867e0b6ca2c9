import type { en } from './en';
import type { MessageTree } from './types';

export const es: MessageTree<typeof en> = {
  app: {
    title: 'Consola de posicionamiento interior',
    login: {
      title: 'Iniciar sesión',
      subtitle: 'Plataforma de posicionamiento y navegación en interiores',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Entrar',
      invalid_email: 'Introduzca un correo electrónico válido',
      password_too_short: 'La contraseña no puede tener menos de 4 caracteres',
      failed: 'Error al iniciar sesión',
      forgot: '¿Olvidó su contraseña?',
      show_password: 'Mostrar contraseña',
      hide_password: 'Ocultar contraseña',
    },
    header: {
      account: 'Centro personal',
      about: 'Acerca de',
      logout: 'Cerrar sesión',
      messages: 'Centro de mensajes',
      toggle_sidebar: 'Mostrar u ocultar la barra lateral',
    },
    session: {
      title: 'Confirmar salida',
      text: 'Su sesión ha caducado. Puede salir del sistema o volver a iniciar sesión.',
      relogin: 'Volver a iniciar sesión',
      cancel: 'Cancelar',
    },
    http: {
      timeout: 'La solicitud superó el tiempo de espera de %{timeout} ms',
    },
    application: {
      title: 'Aplicaciones',
      subtitle: 'Elija el edificio que desea gestionar',
      choose: 'Elegir una aplicación',
      choose_first: 'Seleccione primero una aplicación',
      open: 'Abrir',
      current: 'Actual',
      empty: 'Todavía no tiene ningún edificio disponible.',
      levels: '1 planta |||| %{smart_count} plantas',
    },
    building: {
      levels: 'Plantas (%{smart_count})',
      level_name: 'Planta',
      level_ordinal: 'Ordinal',
    },
    menu: {
      application: 'Aplicaciones',
    },
  },
  resources: {
    building: {
      name: 'Edificio |||| Edificios',
      fields: { id: 'ID', name: 'Nombre', address: 'Dirección', appName: 'Aplicación', companyName: 'Empresa', levels: 'Plantas' },
    },
    'location-app': {
      name: 'Aplicación |||| Aplicaciones',
      fields: { id: 'ID', name: 'Nombre', appCode: 'Código de aplicación', companyName: 'Empresa' },
    },
  },
};

/** Keys @blackbox-vision/ra-language-spanish lacks (react-admin 5 additions). */
export const esRaMissing = {
  ra: {
    action: { reset: 'Restablecer', search_columns: 'Buscar columnas', select_all_button: 'Seleccionar todo' },
    page: { access_denied: 'Acceso denegado', authentication_error: 'Error de autenticación' },
    message: {
      access_denied: 'No tiene permisos para acceder a esta página',
      authentication_error: 'El servidor de autenticación devolvió un error y no se pudieron comprobar sus credenciales.',
      select_all_limit_reached: 'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: { clear_filters: 'Borrar filtros', no_filtered_results: 'No se encontró %{name} con los filtros actuales.' },
    auth: { email: 'Correo electrónico' },
    notification: { offline: 'Sin conexión. No se pudieron obtener los datos.' },
    validation: { unique: 'Debe ser único' },
    guesser: { empty: { title: 'No hay datos que mostrar', message: 'Compruebe su proveedor de datos' } },
  },
};
