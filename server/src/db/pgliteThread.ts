/**
 * Issue 32: PGlite in a worker thread (pgliteWorker.mjs), seen from the server's thread as the object PGlite's
 * node-postgres adapter drives (`waitReady`, `execProtocolStream`): the requests' bytes go to the worker and its
 * answers are parsed here with node-postgres's own protocol parser. A long query then holds up the worker, never
 * the requests the server is answering.
 */
import { Worker } from 'node:worker_threads';
import type { BackendMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

const ENTRY = new URL('./pgliteWorker.mjs', import.meta.url);

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export interface PgliteThreadOptions {
  /** The `pglite` data folder; omitted = in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from. */
  loadFrom?: string;
}

export class PgliteThread {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #next = 1;
  #failure: Error | null = null;

  constructor(options: PgliteThreadOptions) {
    this.#worker = new Worker(ENTRY, { workerData: { dataDir: options.dataDir, loadFrom: options.loadFrom } });
    this.waitReady = new Promise<void>((resolve, reject) => this.#pending.set(0, { resolve: () => resolve(), reject }));
    this.#worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: { message: string } }) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      this.#idle();
      if (error) pending?.reject(new Error(error.message));
      else pending?.resolve(result);
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
      this.#idle();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the embedded database stopped (exit code ${code})`)));
  }

  /** Keeps the process alive only while the database has work: an idle database never holds an exit up. */
  #idle() {
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #call<T>(op: string, arg?: unknown, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#next++;
    this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, op, arg }, transfer);
    });
  }

  /** What the node-postgres adapter calls for each message it sends: the answer's messages, errors among them. */
  async execProtocolStream(message: Uint8Array): Promise<BackendMessage[]> {
    const bytes = message.slice();
    const answer = await this.#call<Uint8Array>('protocol', bytes, [bytes.buffer as ArrayBuffer]);
    const messages: BackendMessage[] = [];
    new Parser().parse(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength), (m) => messages.push(m));
    return messages;
  }

  /** The data folder as a tarball (PGlite's `dumpDataDir`). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>('dump', compression)]);
  }

  async close(): Promise<void> {
    try {
      if (!this.#failure) await this.#call('close');
    } finally {
      await this.#worker.terminate();
    }
  }
}
