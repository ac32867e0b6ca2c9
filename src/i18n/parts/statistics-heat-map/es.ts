import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { 'statistics-heat-map': { name: 'Mapa de calor' } },
  app: {
    navigation: {
      sections: { 'statistics-heat-map': 'Mapa de calor' },
      pages: { 'heat-map': 'Mapa de calor' },
    },
    heat: {
      intro:
        'Dónde estuvo la gente: posiciones de los usuarios de la app en una cuadrícula de unos 5 m, por hora del día o el día entero. Sin fechas, los últimos 7 días.',
      whole_day: 'Día entero',
      hour: 'Hora del día',
      hour_value: '%{hour}:00–%{hour}:59',
      play: 'Reproducir el día',
      pause: 'Pausa',
      fixes: '%{n} posiciones',
      empty: 'No hay posiciones en esta planta en este periodo.',
      held_back: 'Se omite una celda con menos de %{min} usuarios distintos |||| Se omiten %{smart_count} celdas con menos de %{min} usuarios distintos',
      by_hour: 'Posiciones por hora del día',
      chart_label: 'Posiciones por hora del día: el máximo a las %{hour}:00 (%{n})',
      regions: 'Tiempo por región',
      regions_none: 'Esta planta no tiene regiones. Dibújelas como secciones del mapa para ver el tiempo por región.',
      region: 'Región',
      users: 'Usuarios',
      dwell: 'Tiempo',
      per_user: 'Por usuario',
      region_held: 'Menos de %{min} usuarios',
      low: 'Menos',
      high: 'Más',
    },
  },
};
