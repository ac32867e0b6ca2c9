import type { PlatformFileDto } from '../schemas/platformFile.js';
import { LONG_TIMEOUT_MS, post } from './endpoint.js';

/** Platform files (spec §7 POST /api/location/platform-file/add; issue 13). The body is multipart/form-data with one part `file`. */
export const platformFileApi = {
  add: post<FormData, PlatformFileDto>('/api/location/platform-file/add', LONG_TIMEOUT_MS),
};

/** What a file is for: a company logo, a POI type's icon, or a file for an import (a floor plan image, an IMDF or XLSX archive). */
export const PLATFORM_FILE_PURPOSES = ['logo', 'poi-type-icon', 'import'] as const;
export type PlatformFilePurpose = (typeof PLATFORM_FILE_PURPOSES)[number];

/** The types the server recognises by their bytes (never by the name or the client's content type), with their URL extension. */
export const PLATFORM_FILE_KINDS = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  svg: { contentType: 'image/svg+xml', extension: 'svg' },
  zip: { contentType: 'application/zip', extension: 'zip' },
} as const;
export type PlatformFileKind = keyof typeof PLATFORM_FILE_KINDS;

/**
 * The types and size each purpose accepts (server/src/limits.ts lists the sizes with the other caps):
 * - logo: a company logo in the top bar (spec §1), 1 MB: a logo is a few KB as SVG, a few hundred KB as a large PNG;
 * - poi-type-icon: a map marker drawn at 24–48 px, 256 KB;
 * - import: a floor-plan image or an archive for an import, 20 MB (under add-server-map's 50 MB archive cap).
 */
export const PLATFORM_FILE_RULES: Record<PlatformFilePurpose, { kinds: readonly PlatformFileKind[]; maxKb: number }> = {
  logo: { kinds: ['png', 'jpeg', 'webp', 'svg'], maxKb: 1024 },
  'poi-type-icon': { kinds: ['png', 'webp', 'svg'], maxKb: 256 },
  import: { kinds: ['png', 'jpeg', 'webp', 'svg', 'zip'], maxKb: 20 * 1024 },
};

/** The multipart part that holds the file. */
export const PLATFORM_FILE_FIELD = 'file';

/** Where stored files are served (outside /api, read-only, cached for a year). */
export const STATIC_FILE_BASE = '/static/file';

/** A platform file's public URL: `/static/file/<sha256>.<ext>`. */
export const PLATFORM_FILE_URL = /^\/static\/file\/([0-9a-f]{64})\.(png|jpg|webp|svg|zip)$/;

export const platformFileUrl = (sha256: string, extension: string): string => `${STATIC_FILE_BASE}/${sha256}.${extension}`;
