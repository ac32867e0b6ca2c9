/**
 * The console's files share one worker (vitest.config.ts, isolate: false) so the libraries (react-admin, MUI,
 * MapLibre …) load once per worker. The console's own modules keep state at module level (the session store and
 * its listeners, the start-up promise, the selected-building watcher, the current area, the error log, the
 * settings cache): they are loaded again for every file, as a page load would, before setup.ts and the file
 * import them. Libraries loaded by Node itself stay loaded.
 */
vi.resetModules();
