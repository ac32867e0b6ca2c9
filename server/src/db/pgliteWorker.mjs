// Issue 32: the embedded database runs here, in a worker thread of its own, so that its queries (a seeding batch,
// a statistics page, an import) never hold up the thread that answers requests. The server's `pg` pool speaks
// PostgreSQL's wire protocol to it: each message is a request's bytes, each answer PGlite's bytes, in order.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadFrom } = workerData;
// PGlite never checkpoints by itself, so its WAL grows without bound unless limited (DESIGN §9).
const startParams = [...PGlite.defaultStartParams, '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

const describe = (error) => ({ message: error instanceof Error ? error.message : String(error), name: error?.name });

let pglite;
try {
  const loadDataDir = loadFrom ? new Blob([await readFile(loadFrom)]) : undefined;
  pglite = await PGlite.create({ dataDir, loadDataDir, startParams });
  parentPort.postMessage({ id: 0, result: true });
} catch (error) {
  parentPort.postMessage({ id: 0, error: describe(error) });
}

/** Each operation answers [result, the buffers it hands over]. */
const operations = {
  async protocol(bytes) {
    // A copy: the answer may be a view of PGlite's memory.
    const answer = (await pglite.execProtocolRaw(bytes)).slice();
    return [answer, [answer.buffer]];
  },
  async dump(compression) {
    const bytes = await (await pglite.dumpDataDir(compression)).arrayBuffer();
    return [bytes, [bytes]];
  },
  async close() {
    await pglite.close();
    return [true, []];
  },
};

// One at a time, in the order sent (PGlite is a single session).
let queue = Promise.resolve();
parentPort.on('message', ({ id, op, arg }) => {
  queue = queue.then(async () => {
    try {
      const [result, transfer] = await operations[op](arg);
      parentPort.postMessage({ id, result }, transfer);
    } catch (error) {
      parentPort.postMessage({ id, error: describe(error) });
    }
  });
});
