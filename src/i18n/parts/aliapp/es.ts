import type { MessageTree } from '../../types';
import type { en } from './en';

/** Textos de las páginas de miniprogramas de Alipay (issue 17). */
export const es: MessageTree<typeof en> = {
  resources: {
    aliapp: {
      name: 'Miniprograma de Alipay |||| Miniprogramas de Alipay',
      fields: {
        id: 'ID',
        name: 'Nombre',
        appid: 'Appid de Alipay',
        appId: 'App de localización',
        appName: 'App de localización',
        privateKey: 'Clave privada de la app',
        alipayPublicKey: 'Clave pública de Alipay',
        privateKeySet: 'Claves',
        updatedAt: 'Actualizado',
      },
    },
  },
  app: {
    navigation: {
      sections: { aliapp: 'Miniprogramas de Alipay' },
      pages: {
        'aliapp-list': 'Lista de miniprogramas de Alipay',
        'aliapp-add': 'Añadir miniprograma de Alipay',
        'aliapp-edit': 'Editar miniprograma de Alipay',
      },
    },
    aliapp: {
      appidHelp: 'El appid de 16 dígitos de la plataforma abierta de Alipay',
      nameHelp: 'Como máximo %{max} caracteres',
      appHelp: 'Sus códigos QR de Alipay los genera entonces Alipay',
      noApp: 'Ninguna',
      privateKeyHelp: 'La clave privada RSA2 de la app en PEM o base64; se guarda cifrada y no se vuelve a mostrar',
      publicKeyHelp: 'La clave pública de Alipay de la plataforma abierta; se guarda cifrada',
      keySet: 'Configurada (%{fingerprint})',
      keysSet: 'Configuradas',
      replace: 'Cambiar',
      keep: 'Conservar la clave guardada',
      emptyTitle: 'Aún no hay miniprogramas de Alipay',
      emptyBody: 'Añada un miniprograma con su appid y sus claves para generar sus códigos QR con Alipay.',
      deleteTitle: '¿Eliminar el miniprograma de Alipay «%{name}»?',
      deleteContent: 'Se eliminan sus claves; su app de localización se conserva y sus códigos de Alipay vuelven a generarse localmente.',
      qrcode: {
        title: 'Código QR del miniprograma',
        hint: 'Alipay genera un código que abre esta página con esta consulta de inicio (alipay.open.app.qrcode.create).',
        urlParam: 'Página',
        urlParamHelp: 'Por ejemplo pages/index/index',
        queryParam: 'Consulta de inicio',
        queryParamHelp: 'Por ejemplo x=1&y=2 (en onLaunch, options.query)',
        describe: 'Descripción',
        describeHelp: 'Por defecto, el nombre del miniprograma',
        draw: 'Generar código QR',
        drawing: 'Generando…',
        download: 'Descargar PNG',
        link: 'Enlace de la imagen de Alipay',
        alt: 'Código QR de Alipay de %{page}',
      },
    },
  },
};
