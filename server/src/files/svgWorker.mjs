// The entry of the SVG worker thread (see svgOffThread.ts): cleans each SVG it is sent with svg.ts, one after
// another, keeping its jsdom window between them. Plain JavaScript on purpose: Node 20 starts workers without
// the parent's module hooks, so under tsx (npm start) and under vitest alike this entry loads the TypeScript itself.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { cleanSvg } = await tsImport('./svg.ts', import.meta.url);
parentPort.on('message', ({ id, bytes }) => {
  try {
    parentPort.postMessage({ id, result: cleanSvg(bytes) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
