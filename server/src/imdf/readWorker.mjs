// Issue 10: the entry of the worker thread that reads an uploaded IMDF archive (see offThread.ts).
// Plain JavaScript on purpose: Node 20 starts workers without the parent's module hooks, so under tsx
// (npm start) and under vitest alike a worker cannot be a .ts file; this one loads the TypeScript itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./readWorker.ts', import.meta.url);
