import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  app: {
    draft_status: {
      changes: '%{smart_count} cambio sin publicar en el borrador |||| %{smart_count} cambios sin publicar en el borrador',
      counts: ' (%{list})',
      none: 'Publicado: el borrador no tiene cambios sin publicar',
      saves:
        'El borrador se ha guardado %{smart_count} vez desde la última publicación |||| El borrador se ha guardado %{smart_count} veces desde la última publicación',
      never: 'Aún sin publicar: las aplicaciones no pueden usar este mapa hasta que se publique',
      hint: 'Los cambios se guardan en el borrador; la vista del edificio y las aplicaciones muestran la versión publicada hasta que se publique.',
      hint_ask:
        'Los cambios se guardan en el borrador; la vista del edificio y las aplicaciones muestran la versión publicada hasta que se publique, lo que requiere el permiso «Editar edificio».',
      view_draft: 'Ver el borrador',
      publish: 'Publicar…',
      version: 'Versión mostrada',
      published: 'Publicada',
      draft: 'Borrador',
    },
  },
};
