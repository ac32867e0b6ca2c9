/**
 * Issue 10: every cap on how much a request may make the server read, in one place. Each route states
 * its own in its OpenAPI description, and README ("Maps, buildings, POIs and roads") lists them.
 *
 * The sizes come from real venues: the demo mall's whole draft is 0.5 MB (2,086 features, about 275 bytes
 * each) and the real 3-level university export (../shared/testdata/imdf-spbstu) unzips to 0.48 MB.
 */

export const MB = 1024 * 1024;

/** building-version/save (the whole draft as JSON): 50,000 features (the schema's cap) of the mall's average size is 13.7 MB. */
export const MAX_DRAFT_BODY_MB = 16;

/** map/poi/save: 5,000 changes (the schema's cap), each a POI of 1–2 KB at most with its names, hours and keywords. */
export const MAX_POI_SAVE_BODY_MB = 8;

/** road/save: 1,000 changes (the schema's cap) of an id, a status and a reason of at most 200 characters. */
export const MAX_ROAD_SAVE_BODY_MB = 2;

/** add-server-map: uploads above this are refused (10005) before they are read in full. */
export const MAX_ARCHIVE_MB = 50;

/**
 * add-server-map: an archive whose files inflate to more than this (bytes actually produced, not the sizes
 * its headers declare) is refused the moment it passes it: a zip bomb, or far more than a building
 * (twice the largest draft building-version/save takes; 65 times the university export).
 */
export const MAX_UNZIPPED_MB = 32;

/** Each file in an archive counts this much on top of its bytes toward MAX_UNZIPPED_MB (a zip of a million empty files is refused too). */
export const ARCHIVE_FILE_OVERHEAD_BYTES = 1024;

/** Archives are read in a worker thread, at most this many at a time (more uploads wait their turn). */
export const MAX_ARCHIVE_WORKERS = 2;

/** The worker's V8 heap: a worker that needs more is stopped and the upload refused (10005), the server unharmed. */
export const ARCHIVE_WORKER_HEAP_MB = 1024;

/**
 * platform-file/add (issue 13): the types and size each purpose takes live in contract/platformFile.ts, where the
 * console reads them too: a logo at most 1 MB, a POI type icon 256 KB, an import file 20 MB (under MAX_ARCHIVE_MB).
 * A Content-Length past the limit is refused unread; a longer stream is kept only up to the limit.
 */
export { PLATFORM_FILE_RULES } from './contract/platformFile.js';
