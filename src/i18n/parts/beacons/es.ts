import type { MessageTree } from '../../types';
import type { en } from './en';

/** Balizas (issue 13), español. */
export const es: MessageTree<typeof en> = {
  resources: {
    beacon: {
      fields: {
        name: 'Nombre',
        levelId: 'Planta',
        uuid: 'UUID',
        major: 'Major',
        minor: 'Minor',
        mac: 'Dirección MAC',
        lng: 'Longitud',
        lat: 'Latitud',
        measuredPower: 'Potencia a 1 m (dBm)',
        txPower: 'Potencia TX (dBm)',
        intervalMs: 'Intervalo (ms)',
        firmware: 'Firmware',
        battery: 'Batería',
        externalPower: 'Alimentación externa',
        lifecycle: 'Estado',
        health: 'Salud',
        lastSeenAt: 'Última señal',
        installedOn: 'Instalada el',
        installedBy: 'Instalada por',
        q: 'Buscar',
      },
    },
  },
  app: {
    navigation: { pages: { 'beacon-add': 'Añadir baliza', 'beacon-edit': 'Editar baliza' } },
    beacons: {
      search: 'Nombre, UUID, MAC, major o minor',
      major_minor: 'Major / Minor',
      lifecycle: { planned: 'Por desplegar', deployed: 'Desplegada', retired: 'Retirada' },
      health: { healthy: 'Correcta', batteryLow: 'Batería baja', unseen: 'Sin señal 24 h', neverSeen: 'Nunca vista' },
      summary: { total: '%{count} balizas' },
      external_power: 'Alimentación externa',
      never: 'Nunca',
      battery_read: 'Leída %{time}',
      retire: 'Retirar',
      retire_title: '¿Retirar la baliza «%{name}»?',
      retire_content: 'Una baliza retirada sigue en la lista, pero ya no se espera que emita. Puede volver a desplegarla editándola.',
      retired: 'Baliza «%{name}» retirada',
      delete_title: '¿Eliminar la baliza «%{recordRepresentation}»?',
      delete_content: 'La baliza se elimina definitivamente. Retírela en su lugar para conservar su registro.',
      groups: { identity: 'Identidad', place: 'Posición', radio: 'Radio', power: 'Alimentación', deployment: 'Despliegue' },
      hints: {
        uuid: '32 dígitos hexadecimales, 8-4-4-4-12',
        mac: 'p. ej. C3:00:1A:2B:3C:4D (opcional)',
        place: 'La posición debe estar dentro del contorno de la planta.',
        measuredPower: 'RSSI a 1 m, de −127 a 0',
        txPower: 'De −40 a 20',
        intervalMs: 'De 20 a 10240',
        battery: 'De 0 a 100 %',
      },
    },
  },
};
