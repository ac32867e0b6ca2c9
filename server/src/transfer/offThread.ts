/**
 * Uploads are read (unzipped, parsed, checked) in a worker thread, one per upload, so that a bad or huge file
 * never stalls the requests the server is answering, and whatever the worker allocated goes back when it ends.
 * At most MAX_ARCHIVE_WORKERS run at once and MAX_ARCHIVE_QUEUE wait; past that an upload is answered 10007.
 */
import { Worker } from 'node:worker_threads';
import { AppError, Code } from '../errors/codes.js';
import { ARCHIVE_WORKER_HEAP_MB, MAX_ARCHIVE_QUEUE, MAX_ARCHIVE_WORKERS } from '../limits.js';

const ENTRY = new URL('./worker.mjs', import.meta.url);

let running = 0;
const waiting: Array<() => void> = [];

function acquire(): Promise<void> {
  if (running < MAX_ARCHIVE_WORKERS) {
    running++;
    return Promise.resolve();
  }
  if (waiting.length >= MAX_ARCHIVE_QUEUE) return Promise.reject(new AppError(Code.TOO_MANY_REQUESTS, 'upload.busy', {}, undefined, { 'retry-after': '10' }));
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot to the next upload waiting, else frees it. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** The worker ran past its heap (ARCHIVE_WORKER_HEAP_MB) and was stopped. */
export const OUT_OF_MEMORY = Symbol('out of memory');

function run<T>(module: URL, fn: string, data: Uint8Array, rest: unknown[]): Promise<T | typeof OUT_OF_MEMORY> {
  // The bytes move to the worker when they own their buffer (an upload's body does), else a copy does.
  const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer ? data : data.slice();
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, {
      workerData: { module: module.href, fn, args: [own, ...rest] },
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
    worker.once('message', (result: T) => settle(() => resolve(result)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(OUT_OF_MEMORY) : reject(error))),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`the upload reader stopped (exit code ${code})`))));
  });
}

/**
 * `module`'s function `fn` called with the upload's bytes (moved to the worker, not copied, where they can be)
 * and `rest`, in a worker thread; its answer must be plain data. OUT_OF_MEMORY when the worker ran past its heap.
 */
export async function runOffThread<T>(module: URL, fn: string, data: Uint8Array, ...rest: unknown[]): Promise<T | typeof OUT_OF_MEMORY> {
  await acquire();
  try {
    return await run<T>(module, fn, data, rest);
  } finally {
    release();
  }
}
