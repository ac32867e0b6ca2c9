// `npm run backup [-- --out FILE|FOLDER] [--data-dir DIR] [--timeout SECONDS]`: a consistent backup of the embedded
// database in DATA_DIR (server/src/db/backup/): the server running on it writes it (SIGUSR2), or with none running
// this process does. Prints the backup's path (in DATA_DIR/backups, or its copy at --out); a refusal or failure is
// one line on stderr and exit code 1. PostgreSQL (DATABASE_URL) is backed up with pg_dump (README, operations).
import { backupCommand } from '../server/src/db/backup/command.js';
import { loadEnvFile } from '../server/src/config.js';

// DATA_DIR and DATABASE_URL as the server reads them: the environment, and .env (ENV_FILE) beneath it.
Promise.resolve()
  .then(() => {
    loadEnvFile();
    return backupCommand(process.argv.slice(2));
  })
  .then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
