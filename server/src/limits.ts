/**
 * Issue 10: every cap on how much a request may make the server read, in one place. Each route states
 * its own in its OpenAPI description, and docs/maps.md ("Maps, buildings, POIs, roads and beacons", Limits) lists them.
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

/**
 * Any one file inside an archive may inflate to at most this (a building's largest GeoJSON file: 50,000 features of
 * the mall's average size are 13.7 MB; an XLSX sheet of BEACON_IMPORT_LIMITS.rows full rows is about 18 MB).
 */
export const MAX_ENTRY_UNZIPPED_MB = 24;

/** Each file in an archive counts this much on top of its bytes toward MAX_UNZIPPED_MB (a zip of a million empty files is refused too). */
export const ARCHIVE_FILE_OVERHEAD_BYTES = 1024;

/** A spreadsheet's XML may nest elements at most this deep (a real sheet nests 6: worksheet, sheetData, row, c, is, t). */
export const MAX_XML_DEPTH = 32;

/** A table (CSV, or an XLSX file's first sheet) may have at most this many columns (the beacon table has 21). */
export const MAX_TABLE_COLUMNS = 100;

/** Uploaded archives and tables are read in a worker thread, at most this many at a time (more uploads wait their turn)... */
export const MAX_ARCHIVE_WORKERS = 2;

/** ...and at most this many wait: past that an upload is answered 10007 (busy, try again) instead of holding its body in memory. */
export const MAX_ARCHIVE_QUEUE = 8;

/** The worker's V8 heap: a worker that needs more is stopped and the upload refused (10005), the server unharmed. */
export const ARCHIVE_WORKER_HEAP_MB = 1024;

// platform-file/add (issue 13): the types and size each purpose takes live in contract/endpoints/platformFile.ts
// (PLATFORM_FILE_RULES), where the console reads them too: a logo at most 1 MB, a POI type icon 256 KB, an import file
// 20 MB (under MAX_ARCHIVE_MB). A Content-Length past the limit is refused unread; a longer stream is kept only up to
// the limit.

/**
 * platform-file/add (issue 31): an SVG is cleaned (DOMPurify in a worker thread that keeps its jsdom window) before it
 * is stored, which costs about 2.5 s and 200 MB of heap per MB: an SVG of any purpose is at most SVG_MAX_KB (a larger
 * drawing goes as PNG or WebP), the worker's heap SVG_WORKER_HEAP_MB (past it that upload is refused, 10005), and at
 * most SVG_QUEUE uploads are in line for it, the one being cleaned included (more answer 10007).
 */
export const SVG_MAX_KB = 2048;
export const SVG_WORKER_HEAP_MB = 768;
export const SVG_QUEUE = 8;
