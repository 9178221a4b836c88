import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built files from ui/dist; in development the Vite server forwards /api to it.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Shared TypeScript of the API's modules (messages, schemas), e.g. '@shared/dnc/shared/dnc-messages'.
      '@shared': fileURLToPath(new URL('../src/modules', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
