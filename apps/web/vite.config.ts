import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const backend = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/oauth': { target: backend, changeOrigin: false },
      '/social': { target: backend, changeOrigin: false },
    },
  },
});
