import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  app: {
    quality: {
      intro:
        'Cómo se localizó a los usuarios de la app: el error estimado de sus posiciones por planta, y dónde fueron malas en el mapa junto a la cobertura estimada de las balizas. Sin fechas, los últimos 7 días.',
      fixes: '%{n} posiciones en esta planta',
      empty: 'No hay posiciones con error estimado en esta planta en este periodo.',
      level_held: 'Menos de %{min} usuarios distintos tuvieron una posición en esta planta: sus cifras se omiten.',
      held_back:
        'Se omite del mapa una celda con menos de %{min} usuarios distintos |||| Se omiten del mapa %{smart_count} celdas con menos de %{min} usuarios distintos',
      levels: 'Calidad por planta',
      level: 'Planta',
      fixes_column: 'Posiciones',
      users: 'Usuarios',
      poor: 'Malas (> %{metres})',
      p50: 'Error mediano',
      p90: 'P90',
      p95: 'P95',
      users_held: 'Menos de %{min} usuarios',
      histogram: 'Error estimado, metros',
      histogram_hint: 'Barras naranjas: posiciones malas, con un error de más de %{metres}.',
      chart_label: 'Error estimado de %{n} posiciones: la mitad dentro de %{p50}, el 90% dentro de %{p90}; %{share} malas',
      bar: '%{n} posiciones',
      p50_figure: 'P50 · la mitad dentro de',
      p90_figure: 'P90 · el 90% dentro de',
      p95_figure: 'P95 · el 95% dentro de',
      legend: 'Error medio de las posiciones de una celda',
      legend_size: 'Tamaño: posiciones',
      beacons_error: 'No se pudieron leer las balizas (%{message}); la cobertura estimada las necesita.',
    },
  },
};
