import { resources } from '../resources';
import { createRouteDataProvider } from './routeDataProvider';

export const dataProvider = createRouteDataProvider(resources);
