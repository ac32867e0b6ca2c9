import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // changeOrigin off: the server sees this page's Host, so the console's Origin is its own (plugins/csrf.ts).
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/static': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
