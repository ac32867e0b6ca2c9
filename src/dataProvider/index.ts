import { resources } from '../resources';
import { createRouteDataProvider } from './routeDataProvider';

export const dataProvider = createRouteDataProvider(resources);
export { call, request } from './httpClient';
export { ApiError } from './ApiError';
