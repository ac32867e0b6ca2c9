/**
 * Issue 10: uploaded archives are read (unzipped, parsed, checked into an import plan) in a worker thread,
 * one per upload, so that a bad or huge archive never stalls the requests the server is answering, and
 * whatever the worker allocated goes back when it ends. At most MAX_ARCHIVE_WORKERS run at once.
 */
import { Worker } from 'node:worker_threads';
import type { Language } from '../errors/messages.js';
import { ARCHIVE_WORKER_HEAP_MB, MAX_ARCHIVE_WORKERS, MAX_UNZIPPED_MB } from '../limits.js';
import type { ReadResult } from './read.js';

const ENTRY = new URL('./readWorker.mjs', import.meta.url);

let running = 0;
const waiting: Array<() => void> = [];

function acquire(): Promise<void> {
  if (running < MAX_ARCHIVE_WORKERS) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot to the next upload waiting, else frees it. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

function run(data: Uint8Array, options: { name?: string; language?: Language }): Promise<ReadResult> {
  // The bytes move to the worker when they own their buffer (an upload's body does), else a copy does.
  const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer ? data : data.slice();
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, {
      workerData: { data: own, name: options.name, language: options.language },
      transferList: [own.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: ARCHIVE_WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.once('message', (result: ReadResult) => settle(() => resolve(result)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        // Past its heap the worker is stopped: too much to read, the same answer as a zip bomb.
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? resolve({ plan: null, problems: [{ field: 'body', key: 'imdf.tooBigUnzipped', params: { limit: MAX_UNZIPPED_MB } }] })
          : reject(error),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`the archive reader stopped (exit code ${code})`))));
  });
}

/** `readArchive` in a worker thread; the answer is the same. */
export async function readArchiveOffThread(data: Uint8Array, options: { name?: string; language?: Language } = {}): Promise<ReadResult> {
  await acquire();
  try {
    return await run(data, options);
  } finally {
    release();
  }
}
