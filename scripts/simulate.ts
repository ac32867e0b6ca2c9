// `npm run simulate`: the usage simulator (scripts/simulator/cli.ts describes the options).
import { main } from './simulator/cli.js';

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
