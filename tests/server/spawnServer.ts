import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A real start takes about 10 s of CPU; on a loaded machine much longer. */
export const START_TIMEOUT = 180_000;

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** The pino (JSON) lines a server logged. */
export const logged = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; [key: string]: unknown });

/**
 * The environment of a server started for a test: no inherited database, public URL, log level or mail server; on
 * 127.0.0.1 and a free port; a console build in DATA_DIR/dist newer than its sources (an empty index.html), so
 * `npm start` does not build one.
 */
export async function serverEnv(dataDir: string, extra: Record<string, string> = {}): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'SMTP_URL', 'ENV_FILE']) delete env[name];
  const distDir = join(dataDir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>test</title>');
  return { ...env, DATA_DIR: dataDir, DIST_DIR: distDir, SEED: 'none', USAGE_SEED_DAYS: '0', HOST: '127.0.0.1', PORT: String(await freePort()), ...extra };
}

export interface Started {
  child: ChildProcess;
  output(): string;
}

/** Starts `command args` (a server) and resolves once it logs that it listens; rejects with its output if it exits first. */
export async function startServer(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const read = (chunk: Buffer) => void (output += chunk.toString());
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  await new Promise<void>((resolve, reject) => {
    const check = () => output.includes('Server listening on') && resolve();
    child.stdout!.on('data', check);
    child.once('exit', () => reject(new Error(`the server stopped before listening:\n${output}`)));
  });
  return { child, output: () => output };
}

/** Runs a command to its end: its exit code, what it wrote to stdout and to stderr, and both as they came. */
export async function runToEnd(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string; stdout: string; stderr: string }> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => void ((output += chunk.toString()), (stdout += chunk.toString())));
  child.stderr.on('data', (chunk: Buffer) => void ((output += chunk.toString()), (stderr += chunk.toString())));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output, stdout, stderr };
}
