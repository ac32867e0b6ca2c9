// `npm run restore -- FILE [--data-dir DIR]`: puts a backup of the embedded database (`npm run backup`) into DIR
// (default DATA_DIR, else ./data), which must hold no database: nothing is overwritten (server/src/db/backup/).
// `npm start` with that DATA_DIR then finds everything. A refusal or failure is one line on stderr and exit code 1.
// PostgreSQL (DATABASE_URL) is restored with pg_restore (README, operations).
import { restoreCommand } from '../server/src/db/backup/command.js';
import { loadEnvFile } from '../server/src/config.js';

// DATA_DIR and DATABASE_URL as the server reads them: the environment, and .env (ENV_FILE) beneath it.
Promise.resolve()
  .then(() => {
    loadEnvFile();
    return restoreCommand(process.argv.slice(2));
  })
  .then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
