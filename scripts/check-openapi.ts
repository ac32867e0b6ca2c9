// Issue 34 §7: the server's OpenAPI document is valid. `npx tsx scripts/check-openapi.ts` builds the app in memory (an
// in-memory PGlite database, no seed), takes its document (app.swagger(), what GET /api/docs/openapi.json answers) and
// fails (exit 1, each problem on a line) unless: Redocly CLI's lint (redocly.yaml) finds no error, @apidevtools/swagger-parser
// validates it, openapi-typescript's `operations` has one entry per operation (more than 150), and every operation has an
// operationId of its own. Nothing leaves the machine: Redocly's telemetry and update check are off.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '../server/src/app.js';
import { openDatabase } from '../server/src/db/index.js';
import { OPERATION_METHODS } from '../server/src/plugins/openapiDocument.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MIN_OPERATIONS = 150;

type Document = { paths?: Record<string, Record<string, { operationId?: string }>> };

/** Every operation of the document, as `METHOD /path` with its operationId. */
function operationsOf(doc: Document): Array<{ key: string; operationId: string | undefined }> {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    OPERATION_METHODS.filter((method) => item[method]).map((method) => ({ key: `${method.toUpperCase()} ${path}`, operationId: item[method]!.operationId })),
  );
}

async function generatedDocument(): Promise<Document> {
  const database = await openDatabase({ seed: 'none' });
  try {
    const app = await buildApp({ database, distDir: join(ROOT, 'nonexistent-dist'), version: 'check' });
    try {
      await app.ready();
      return structuredClone(app.swagger()) as Document;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Redocly CLI's lint of the file (the project's redocly.yaml): its error and warning counts and each error. */
function redoclyLint(file: string): { errors: number; warnings: number; problems: string[] } {
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'redocly'),
    ['lint', file, '--format=json', '--max-problems=10000', `--config=${join(ROOT, 'redocly.yaml')}`],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  let report: {
    totals: { errors: number; warnings: number };
    problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer?: string }> }>;
  };
  try {
    report = JSON.parse(result.stdout);
  } catch {
    return {
      errors: 1,
      warnings: 0,
      problems: [`redocly lint gave no JSON report (exit ${result.status}): ${result.error?.message ?? result.stderr.trim().slice(-2000)}`],
    };
  }
  const problems = report.problems
    .filter((p) => p.severity === 'error')
    .map((p) => `redocly ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`);
  return { errors: report.totals.errors, warnings: report.totals.warnings, problems };
}

/** The names openapi-typescript gives the members of its `operations` interface (none when it writes `Record<string, never>`). */
async function typescriptOperations(doc: Document): Promise<string[]> {
  const nodes = await openapiTS(structuredClone(doc) as Parameters<typeof openapiTS>[0], { silent: true });
  const operations = nodes.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'operations');
  return (operations?.members ?? []).map((member) =>
    member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : '?',
  );
}

const started = Date.now();
const problems: string[] = [];
const doc = await generatedDocument();
const operations = operationsOf(doc);
if (operations.length <= MIN_OPERATIONS) problems.push(`only ${operations.length} operations in the document (more than ${MIN_OPERATIONS} expected)`);

for (const { key, operationId } of operations) if (!operationId) problems.push(`${key} has no operationId`);
const ids = operations.map((o) => o.operationId).filter((id): id is string => Boolean(id));
for (const id of new Set(ids)) {
  const owners = operations.filter((o) => o.operationId === id).map((o) => o.key);
  if (owners.length > 1) problems.push(`operationId ${id} is used by ${owners.join(', ')}`);
}

const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
let lint: ReturnType<typeof redoclyLint>;
try {
  writeFileSync(file, JSON.stringify(doc, null, 2));
  lint = redoclyLint(file);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
problems.push(...lint.problems);
if (lint.errors > 0 && lint.problems.length === 0) problems.push(`redocly lint reports ${lint.errors} errors`);

let parser = 'valid';
try {
  await SwaggerParser.validate(structuredClone(doc) as Parameters<typeof SwaggerParser.validate>[0]);
} catch (error) {
  parser = 'invalid';
  problems.push(`swagger-parser: ${(error as Error).message}`);
}

const typed = await typescriptOperations(doc);
if (typed.length !== operations.length) problems.push(`openapi-typescript's operations has ${typed.length} entries for ${operations.length} operations`);
const missing = ids.filter((id) => !typed.includes(id));
if (missing.length) problems.push(`openapi-typescript's operations lacks ${missing.join(', ')}`);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const summary =
  `openapi: ${operations.length} operations, ${new Set(ids).size} operationIds; redocly lint ${lint.errors} errors, ${lint.warnings} warnings; ` +
  `swagger-parser ${parser}; openapi-typescript ${typed.length} operations (${seconds} s)`;
if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(`FAILED ${summary}`);
  process.exit(1);
}
console.log(summary);
