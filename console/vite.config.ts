import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));

// The edge serves this build at /console (SPA fallback) and the API at /api on the same origin; in development
// Vite proxies /api to the all-in-one server on port 3000.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig({
  base: '/console/',
  root: consoleRoot,
  plugins: [react()],
  // One copy of each across the workspaces (react-admin, MUI and react-query break with duplicates).
  resolve: {
    // Wire types and shared lists (regions, …) come from the one source the services use.
    alias: { '@jointly/contracts': fileURLToPath(new URL('../services/contracts/src/index.ts', import.meta.url)) },
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      '@mui/material',
      '@emotion/react',
      '@emotion/styled',
      '@tanstack/react-query',
    ],
  },
  server: { host: '127.0.0.1', port: 5174, proxy: apiProxy },
  preview: { host: '127.0.0.1', port: 4174, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
});
