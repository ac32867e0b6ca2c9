import { BEACON_COLUMNS, BEACON_IMPORT_LIMITS, BEACON_REQUIRED_COLUMNS, beaconApi } from '#contract/endpoints/beacon.js';
import { MAX_ARCHIVE_QUEUE, MAX_ARCHIVE_WORKERS, MAX_ENTRY_UNZIPPED_MB, MAX_TABLE_COLUMNS, MAX_UNZIPPED_MB, MAX_XML_DEPTH } from '../../limits.js';
import { currentAdmin } from '../../plugins/auth.js';
import { BeaconExportQuery, BeaconImportQuery, BeaconImportReportSchema } from '#contract/schemas/beacon.js';
import { TextFileSchema, fileResponses, ok, responses } from '#contract/schemas/envelope.js';
import { BEACON_READERS, BEACON_WRITERS } from '../../services/beacon.js';
import { exportBeacons, importBeacons } from '../../services/beaconTransfer.js';
import { rawBodyParser } from '../../transfer/rawBody.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const tableBody = rawBodyParser(BEACON_IMPORT_LIMITS.fileMb, 'beacon.import.tooLarge');

/** Issue 13: beacons as tables (upload CSV or XLSX with a dry run first; export CSV). A scope of their own: only the upload reads a raw body. */
const beaconTransferRoutes: RoutePlugin = async (app) => {
  app.addContentTypeParser(['text/csv', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], tableBody);
  app.addContentTypeParser('*', tableBody);

  route(
    app,
    beaconApi.import,
    {
      config: { auth: 'session', permission: BEACON_WRITERS },
      schema: {
        summary: 'Upload beacons from a CSV or XLSX file: a dry run that reports every refused cell, then an import of all rows or none',
        description: [
          `Needs UPLOAD_BEACON (spec §6) on the building (10003); another company’s building answers 10004. The body is the file itself (CSV in UTF-8, comma, semicolon or tab; or XLSX, its first sheet), at most ${BEACON_IMPORT_LIMITS.fileMb} MB and ${BEACON_IMPORT_LIMITS.rows} rows. The file is read in a worker thread, stopping at the first limit it passes: more rows, values past column ${MAX_TABLE_COLUMNS}, an XLSX whose files inflate to more than ${MAX_UNZIPPED_MB} MB in all or ${MAX_ENTRY_UNZIPPED_MB} MB each, or XML nested deeper than ${MAX_XML_DEPTH} answer 10005 naming the limit; more than ${MAX_ARCHIVE_WORKERS + MAX_ARCHIVE_QUEUE} uploads being read at once answer 10007.`,
          `Row 1 is the header: ${BEACON_COLUMNS.join(', ')} (required: ${BEACON_REQUIRED_COLUMNS.join(', ')}; \`id\` and \`health\`, which the export adds, are ignored; any other column is refused). \`level\` is a level’s name, short name or id. Every row is a new beacon, checked by the rules of beacon/add.`,
          '`dryRun=true` (the default) writes nothing and answers the report: rows read, rows valid, and every problem as `{ row, column, message }` (row numbers as in the spreadsheet: the header is row 1). Problems: unknown level, UUID + major + minor used twice in the file or already in the building, a position outside its level, numbers out of range or not numbers, bad formats.',
          `\`dryRun=false\` imports in one transaction: any problem answers 10005 with \`errors\` naming \`row N, column\` (at most ${BEACON_IMPORT_LIMITS.problems}) and nothing is written. A file neither CSV nor XLSX, a bad header, no data rows or too many answer 10005 too.`,
        ].join('\n\n'),
        querystring: BeaconImportQuery,
        body: {
          content: {
            'text/csv': { schema: { description: 'The beacon table as CSV' } },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { description: 'The beacon table as XLSX' } },
          },
        },
        response: responses(BeaconImportReportSchema),
      },
    },
    async (request) => ok(await importBeacons(app.db, currentAdmin(request), request.query, request.body, request.language)),
  );

  route(
    app,
    beaconApi.exportCsv,
    {
      config: { auth: 'session', permission: BEACON_READERS },
      schema: {
        summary: 'A building’s beacons as a CSV file for Excel',
        description: `Needs VIEW_BEACON_LIST or VIEW_BEACON_DISTRIBUTION (spec §6) on the building (10003); another company’s building answers 10004. UTF-8 with BOM, CRLF; columns id, ${BEACON_COLUMNS.join(', ')}, health. A cell a spreadsheet would take for a formula (starting with =, +, -, @, a tab or a return) is written with a leading apostrophe, and the upload reads it back as the text it was. Optional filters: levelId (a level of another building: 10004; an unknown one: 10005 naming levelId), lifecycle.`,
        querystring: BeaconExportQuery,
        response: fileResponses('text/csv', 'The CSV file', TextFileSchema),
      },
    },
    async (request, reply) => {
      const { csv, filename } = await exportBeacons(app.db, request.query, request.language);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  );
};

export default beaconTransferRoutes;
