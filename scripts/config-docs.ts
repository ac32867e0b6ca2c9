// `npm run config:docs`: writes the README's configuration table and `.env.example` from the server's one list of
// variables (server/src/config.ts); tests/server/config.test.ts fails when either differs from it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { VARIABLES, type Variable } from '../server/src/config.js';

export const README = fileURLToPath(new URL('../README.md', import.meta.url));
export const ENV_EXAMPLE = fileURLToPath(new URL('../.env.example', import.meta.url));
export const TABLE_START = '<!-- configuration table: npm run config:docs -->';
export const TABLE_END = '<!-- end of the configuration table -->';

const entries = () => Object.entries(VARIABLES) as [string, Variable][];
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table's rows: variable, default, the form expected, meaning. */
export function configRows(): string[][] {
  return entries().map(([name, v]) => [`\`${name}\``, v.default === undefined ? '—' : `\`${v.default}\``, v.expected, v.meaning]);
}

function configTable(): string {
  const lines = [['variable', 'default', 'expected', 'meaning'], ['---', '---', '---', '---'], ...configRows()];
  return lines.map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

export function envExample(): string {
  const blocks = entries().map(([name, v]) => {
    const meaning = v.meaning.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`/g, '');
    return `# ${name}: ${meaning} (${v.expected.replace(/`/g, '')})\n# ${name}=${v.default ?? ''}`;
  });
  return [
    '# The server reads .env (or the file ENV_FILE names) at start; variables already set in the environment win.',
    '# Every variable it knows, with its default. Written by `npm run config:docs` from server/src/config.ts.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

/** The README with its table replaced. */
function readmeWithTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${configTable()}\n\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readmeWithTable(readFileSync(README, 'utf8'));
  writeFileSync(README, await format(readme, { ...(await resolveConfig(README)), filepath: README }));
  writeFileSync(ENV_EXAMPLE, envExample());
  console.log('README.md and .env.example written');
}
