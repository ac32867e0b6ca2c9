/** An uploaded IMDF archive is read in a worker thread (transfer/offThread.ts); the answer is readArchive's. */
import type { Language } from '../errors/messages.js';
import { MAX_UNZIPPED_MB } from '../limits.js';
import { OUT_OF_MEMORY, runOffThread } from '../transfer/offThread.js';
import type { ReadResult } from './read.js';

const READER = new URL('./read.ts', import.meta.url);

/** `readArchive` in a worker thread; a worker that ran past its heap answers like a zip bomb. */
export async function readArchiveOffThread(data: Uint8Array, options: { name?: string; language?: Language } = {}): Promise<ReadResult> {
  const result = await runOffThread<ReadResult>(READER, 'readArchive', data, options);
  return result === OUT_OF_MEMORY ? { plan: null, problems: [{ field: 'body', key: 'imdf.tooBigUnzipped', params: { limit: MAX_UNZIPPED_MB } }] } : result;
}
