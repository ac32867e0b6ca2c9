import { Type, type Static } from 'typebox';
import { Literals } from './envelope.js';
import { PLATFORM_FILE_PURPOSES } from '../endpoints/platformFile.js';

export const PlatformFileQuery = Type.Object({
  purpose: Type.Union(Literals(PLATFORM_FILE_PURPOSES), {
    description: 'What the file is for: a company logo, a POI type’s icon, or a file for an import',
  }),
  buildingId: Type.Optional(Type.Integer({ minimum: 1, description: 'poi-type-icon and import: the building the file is for (required there)' })),
});

export const PlatformFileSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The upload’s record' }),
    url: Type.String({ description: 'The public, read-only URL: /static/file/<sha256>.<ext>; the same bytes always get the same URL' }),
    sha256: Type.String({ description: 'SHA-256 of the bytes, lower-case hex: the key the file is stored under' }),
    size: Type.Integer({ description: 'Bytes' }),
    contentType: Type.String({ description: 'The type found in the bytes (image/png, image/jpeg, image/webp, image/svg+xml, application/zip)' }),
    purpose: Type.Union(Literals(PLATFORM_FILE_PURPOSES)),
    name: Type.String({ description: 'The file name the uploader sent (for display only)' }),
    deduplicated: Type.Boolean({ description: 'The same bytes were already stored: nothing new was stored, only this record' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { description: 'An uploaded platform file (issue 13)' },
);

export type PlatformFileQueryInput = Static<typeof PlatformFileQuery>;
export type PlatformFileDto = Static<typeof PlatformFileSchema>;

/** A stored file's name in its public URL (`<sha256>.<ext>`), checked by the route. */
export const StaticFileParams = Type.Object({ name: Type.String({ maxLength: 80 }) });
