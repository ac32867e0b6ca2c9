import type { MessageTree } from '../../types';
import type { en } from './en';

/** Archivos de la plataforma (issue 13). */
export const es: MessageTree<typeof en> = {
  app: {
    files: {
      upload: 'Subir',
      replace: 'Cambiar',
      remove: 'Quitar',
      uploading: 'Subiendo…',
      preview: 'Vista previa',
      none: 'Ninguno',
      hint: '%{types}, como máximo %{size}',
      poi_type_icon: 'Icono propio (opcional)',
      poi_type_icon_hint: 'Se muestra en lugar del icono de arriba. %{types}, como máximo %{size}',
    },
  },
};
