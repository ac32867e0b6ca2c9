import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  app: {
    activity: {
      intro: 'Quién está ahora en el edificio: usuarios de la app con un evento en los últimos minutos, situados por su última posición. Se actualiza sola.',
      window: 'Ahora son los últimos',
      minutes: 'minuto |||| %{smart_count} minutos',
      now: 'Usuarios ahora',
      unplaced: 'Sin posición',
      updated: 'Actualizado %{time}',
      live: 'Actualizar cada %{seconds} s',
      empty: 'Nadie usó la app aquí en el último minuto. |||| Nadie usó la app aquí en los últimos %{smart_count} minutos.',
      trend: 'La última hora, minuto a minuto',
      chart_label: 'La última hora, minuto a minuto: de %{min} a %{max} usuarios',
      users: 'Usuarios',
      levels: 'Por planta',
      regions: 'Por región en esta planta',
      no_regions: 'Esta planta no tiene regiones.',
      held: 'Menos de %{min}',
    },
  },
};
