/** Issue 10: inside the worker thread (entry: readWorker.mjs): reads the archive it was given and posts the result back. */
import { parentPort, workerData } from 'node:worker_threads';
import type { Language } from '../errors/messages.js';
import { readArchive } from './read.js';

const { data, name, language } = workerData as { data: Uint8Array; name?: string; language?: Language };
parentPort!.postMessage(readArchive(data, { name, language }));
