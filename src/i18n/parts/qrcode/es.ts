import type { MessageTree } from '../../types';
import type { en } from './en';

/** Mensajes de las páginas de códigos QR (issue 13), español. */
export const es: MessageTree<typeof en> = {
  resources: {
    qrcode: {
      name: 'Código QR |||| Códigos QR',
      fields: {
        name: 'Nombre',
        levelId: 'Planta',
        lng: 'Longitud',
        lat: 'Latitud',
        page: 'Página del mini-programa',
        payload: 'Escena / contenido',
        scene: 'Escena',
        scans: 'Escaneos',
        kind: 'Tipo',
        batch: 'Lote',
        enabled: 'Activo',
        count: 'Número de códigos',
        q: 'Buscar',
      },
    },
  },
  app: {
    navigation: {
      sections: { qrcode: 'Códigos QR' },
      pages: {
        'qrcode-list': 'Lista de códigos QR',
        'qrcode-add': 'Añadir código QR',
        'qrcode-edit': 'Editar código QR',
        'qrcode-success': 'Código QR creado',
      },
    },
    qrcodes: {
      search: 'Nombre, escena, página o lote',
      kind: { wechat: 'Mini-programa WeChat', alipay: 'Alipay', url: 'URL simple' },
      enabled: 'Activo',
      disabled: 'Inactivo',
      no_level: 'Sin planta',
      view_image: 'Ver imagen',
      print_batch: 'Imprimir lote',
      delete_title: '¿Eliminar el código QR «%{recordRepresentation}»?',
      delete_content: 'El código se elimina para siempre; las copias impresas dejan de funcionar. Desactívelo para conservar su registro.',
      groups: { code: 'Código', target: 'Qué abre', place: 'Dónde se coloca', batch: 'Lote' },
      hints: {
        page: 'p. ej. pages/index/index: sin «/» inicial ni «?»',
        place: 'Opcional: un código impreso es un lugar conocido, así que escanearlo también sitúa al usuario. La posición debe estar dentro de la planta.',
        batch: 'Un nombre que agrupa los códigos impresos juntos',
        count: 'Más de 1: un lote nombre-01, nombre-02…',
      },
      scene: {
        empty: 'Sin contenido: WeChat recibe un código corto.',
        fits: '%{length} / %{max} caracteres: WeChat lo recibe como escena.',
        kept: '%{length} caracteres (más de %{max}, o caracteres que WeChat rechaza): se guarda en el servidor; WeChat recibe un código corto.',
      },
      place: 'Lugar',
      width: 'Ancho',
      width_px: '%{width} px',
      download: 'Descargar PNG',
      print: 'Imprimir',
      back_to_list: 'Volver a la lista',
      image_alt: 'Código QR «%{name}»',
      not_found: 'Este código QR no existe o no puede verlo.',
    },
  },
};
