import { http, ok } from '../../helpers';
import { VERSIONS } from './fixture';

/** The draft status bar's two calls (issue 10), answering "nothing unpublished", for editor pages' tests. */
export const draftStatusHandlers = () => [
  http.get('/api/location/map/publish-preview', () => ok({ nextVersion: 3, changes: { added: 0, changed: 0, removed: 0 }, byType: {} })),
  http.get('/api/location/building-version', () => ok(VERSIONS)),
];
