import type { MessageTree } from '../../types';
import { FULLSCREEN_UNSUPPORTED, type en } from './en';

export const es: MessageTree<typeof en> = {
  app: {
    layout: {
      skip_to_main: 'Saltar al contenido principal',
      areas_menu: 'Áreas',
      header: {
        fullscreen: 'Pantalla completa',
        exit_fullscreen: 'Salir de pantalla completa',
        fullscreen_unsupported: FULLSCREEN_UNSUPPORTED,
        language: 'Idioma',
      },
      tags: { refresh: 'Actualizar', close: 'Cerrar', close_others: 'Cerrar otros', close_all: 'Cerrar todos', strip: 'Páginas visitadas' },
      settings: {
        title: 'Ajustes de estilo',
        open: 'Abrir ajustes',
        close: 'Cerrar ajustes',
        theme: 'Color del tema',
        custom_color: 'Color personalizado',
        theme_note:
          'El color predeterminado de la especificación es %{spec}. El texto y los elementos seleccionados usan %{shade}, un tono más oscuro del color elegido, para que sigan legibles (4,5:1).',
        tags_view: 'Mostrar pestañas',
        fixed_header: 'Cabecera fija',
        sidebar_logo: 'Logo de la barra lateral',
      },
      error: {
        log_title: 'Registro de errores',
        message: 'Mensaje',
        url: 'Página',
        time: 'Hora',
        clear: 'Vaciar',
        close: 'Cerrar',
        page_title: 'No se pudo mostrar esta página',
        retry: 'Reintentar',
      },
    },
  },
};
