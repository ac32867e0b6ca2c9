import { png } from '../routes/location/platformFileFixtures.js';
import { on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/platformFile.ts`. */
export const policy: Record<string, Policy> = {
  // §7 platform-file/add (issue 13: files for company logos, POI type icons and imports). §6 has no code for files:
  // the route needs a code of what the file serves, EDIT_POI (§2 poi-edit, where POI types are managed) or
  // EDIT_BUILDING (imports into a building), on the building named in the query (any, for a logo); the service
  // narrows it per purpose (icon: EDIT_POI; import: EDIT_BUILDING; logo: platform administrators, §6 platform management).
  'POST /api/location/platform-file/add': on(['EDIT_POI', 'EDIT_BUILDING'], 'query.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  // A real upload: allowed callers store an icon (0), the others are refused before the file is read.
  'POST /api/location/platform-file/add': {
    query: (i) => `purpose=poi-type-icon&buildingId=${i.mall}`,
    multipart: () => [{ name: 'file', filename: 'matrix.png', contentType: 'image/png', data: png(2) }],
  },
};
