import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built files from ui/dist; in development the Vite server forwards /api to it.
// `npm run build` (scripts/build.mjs) builds the pages below, then prerenders the public ones to HTML.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Shared TypeScript of the API's modules (messages, schemas), e.g. '@shared/dnc/shared/dnc-messages'.
      '@shared': fileURLToPath(new URL('../src/modules', import.meta.url)),
    },
  },
  // The build-time render bundles everything, so Node never resolves the UI's packages itself.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: {
        // The app: sign-in screens, privacy policy, dashboard, not-found page.
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        // The landing page: static HTML and one small script.
        landing: fileURLToPath(new URL('landing.html', import.meta.url)),
      },
    },
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
