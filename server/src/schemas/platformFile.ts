import { Type, type Static } from 'typebox';
import { PLATFORM_FILE_PURPOSES, PLATFORM_FILE_RULES, STATIC_FILE_BASE } from '../contract/platformFile.js';
import { Literals } from './envelope.js';

const purposes = PLATFORM_FILE_PURPOSES.map((p) => `${p} (${PLATFORM_FILE_RULES[p].kinds.join(', ')}; at most ${PLATFORM_FILE_RULES[p].maxKb} KB)`).join('; ');

export const PlatformFileQuery = Type.Object({
  purpose: Type.Union(Literals(PLATFORM_FILE_PURPOSES), { description: `What the file is for: ${purposes}` }),
  buildingId: Type.Optional(Type.Integer({ minimum: 1, description: 'poi-type-icon and import: the building the file is for (required there)' })),
});

export const PlatformFileSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The upload’s record' }),
    url: Type.String({ description: `The public, read-only URL: ${STATIC_FILE_BASE}/<sha256>.<ext>; the same bytes always get the same URL` }),
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
