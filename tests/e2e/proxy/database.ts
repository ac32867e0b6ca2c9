// Issue 34 §8: an empty database for the proxy suite's servers (playwright.proxy.config.ts runs this before the first
// server starts, with the servers' DATABASE_URL): dropped, with whatever an earlier run left, and created again on
// that PostgreSQL server. The first server migrates and seeds it; the second finds it prepared.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('proxy suite: it needs a PostgreSQL server: set DATABASE_URL (.ci/run starts one and sets it)');
  process.exit(1);
}
const target = new URL(url);
const name = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
} finally {
  await client.end();
}
console.log(`proxy suite: database ${name} is empty`);
