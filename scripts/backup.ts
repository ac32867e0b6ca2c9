// `npm run backup [-- --out FILE|FOLDER] [--data-dir DIR] [--timeout SECONDS]`: a consistent backup of the embedded
// database in DATA_DIR (server/src/db/backup/): the server running on it writes it (SIGUSR2), or with none running
// this process does. Prints the backup's path (in DATA_DIR/backups, or its copy at --out); a refusal or failure is
// one line on stderr and exit code 1. PostgreSQL (DATABASE_URL) is backed up with pg_dump (README, operations).
import { backupCommand, runCommand } from '../server/src/db/backup/command.js';

void runCommand('backup', backupCommand);
