// `npm run simulate`: issue 14's usage simulator (server/src/usage/simulator/cli.ts describes the options).
import { main } from '../server/src/usage/simulator/cli.js';

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
