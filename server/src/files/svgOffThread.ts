/**
 * Issue 31: SVG uploads are cleaned (svg.ts) in one worker thread that keeps its jsdom window, so that parsing a
 * large drawing (seconds for a megabyte) never stalls the requests the server is answering. One SVG at a time;
 * at most SVG_QUEUE in line (the one being cleaned included), past that an upload is answered 10007. A worker that
 * runs past its heap (SVG_WORKER_HEAP_MB) is stopped, that upload refused, and the next SVG starts a new one.
 */
import { Worker } from 'node:worker_threads';
import { AppError, Code } from '../errors/codes.js';
import { SVG_QUEUE, SVG_WORKER_HEAP_MB } from '../limits.js';
import type { CleanSvg } from './svg.js';

const ENTRY = new URL('./svgWorker.mjs', import.meta.url);

export type SvgResult = CleanSvg | { problem: 'tooComplex' };
type Reply = { id: number; result?: CleanSvg; error?: string };

let worker: Worker | undefined;
let nextId = 1;
let queued = 0;
let tail: Promise<unknown> = Promise.resolve();

function clean(bytes: Uint8Array): Promise<SvgResult> {
  const current = (worker ??= new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: SVG_WORKER_HEAP_MB } }));
  // Idle, the worker does not keep the process alive.
  current.unref();
  const id = nextId++;
  return new Promise<SvgResult>((resolve, reject) => {
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      done();
      if (reply.result) resolve(reply.result);
      else reject(new Error(`the SVG worker failed: ${reply.error}`));
    };
    const onError = (error: Error & { code?: string }) => {
      done();
      if (worker === current) worker = undefined;
      void current.terminate();
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ problem: 'tooComplex' });
      else reject(error);
    };
    const onExit = (code: number) => onError(new Error(`the SVG worker stopped (exit code ${code})`));
    const done = () => {
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      current.unref();
    };
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    current.ref();
    current.postMessage({ id, bytes });
  });
}

/** The SVG cleaned in the worker, after the SVGs before it; 10007 when SVG_QUEUE already wait. */
export function cleanSvgOffThread(bytes: Uint8Array): Promise<SvgResult> {
  if (queued >= SVG_QUEUE) return Promise.reject(new AppError(Code.TOO_MANY_REQUESTS, 'file.svgBusy', {}, undefined, { 'retry-after': '10' }));
  queued++;
  const result = tail.then(() => clean(bytes));
  tail = result.catch(() => undefined);
  return result.finally(() => queued--);
}
