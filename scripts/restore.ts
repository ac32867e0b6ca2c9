// `npm run restore -- FILE [--data-dir DIR]`: puts a backup of the embedded database (`npm run backup`) into DIR
// (default DATA_DIR, else ./data), which must hold no database: nothing is overwritten (server/src/db/backup/).
// `npm start` with that DATA_DIR then finds everything. A refusal or failure is one line on stderr and exit code 1.
// PostgreSQL (DATABASE_URL) is restored with pg_restore (README, operations).
import { restoreCommand, runCommand } from '../server/src/db/backup/command.js';

void runCommand('restore', restoreCommand);
