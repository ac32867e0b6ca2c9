import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { stat: { name: 'Estadística de clics |||| Estadísticas de clics' } },
  app: {
    navigation: {
      sections: { stat: 'Estadísticas de clics' },
      pages: { 'stat-list': 'Estadísticas de clics' },
    },
    stat: {
      app: 'Aplicación',
      all_apps: 'Todas las aplicaciones',
      group: 'Grupo de aplicaciones',
      all_groups: 'Todos los grupos',
      app_option: '%{name} (%{code})',
      feature: 'Función',
      clicks: 'Clics',
      previous_clicks: 'Clics (periodo anterior)',
      other: 'Otras funciones',
      ranked: 'Funciones por clics',
      trend: 'Clics en el tiempo (funciones principales)',
      apps: 'Clics por aplicación',
      company: 'Empresa',
      app_code: 'Código de aplicación',
      more_features: '%{smart_count} función más con menos clics no aparece. |||| %{smart_count} funciones más con menos clics no aparecen.',
      hint: 'Contado a partir de los eventos feature_click de las aplicaciones; los clics de cada edificio caen en sus propios días locales.',
    },
    statistics: {
      metrics: { featureClicks: 'Clics en funciones', clickedFeatures: 'Funciones con clics', clickingApps: 'Aplicaciones con clics' },
    },
  },
};
