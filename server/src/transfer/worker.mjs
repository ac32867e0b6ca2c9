// The entry of the worker thread that reads an upload (see offThread.ts): loads the module it is given and
// posts back what the named function answers. Plain JavaScript on purpose: Node 20 starts workers without the
// parent's module hooks, so under tsx (npm start) and under vitest alike a worker cannot be a .ts file; this
// one loads the TypeScript itself.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { module, fn, args } = workerData;
const loaded = await tsImport(module, import.meta.url);
parentPort.postMessage(await loaded[fn](...args));
