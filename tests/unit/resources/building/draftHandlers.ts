import { http, ok } from '../../helpers';
import { VERSIONS } from './fixture';
import { mapApi } from '#contract/endpoints/map';
import { buildingApi } from '#contract/endpoints/building';

/** The draft status bar's two calls (issue 10), answering "nothing unpublished", for editor pages' tests. */
export const draftStatusHandlers = () => [
  http.get(mapApi.publishPreview.path, () => ok({ nextVersion: 3, changes: { added: 0, changed: 0, removed: 0 }, byType: {} })),
  http.get(buildingApi.versions.path, () => ok(VERSIONS)),
];
