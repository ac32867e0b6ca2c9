import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/precompress.ts';

// The console's own build settings (vite.config.ts): the same plugins, so both are sent the same way.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: { outDir: fileURLToPath(new URL('../../.tmp/bench-bare-admin', import.meta.url)), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
  logLevel: 'error',
});
