import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The edge serves this build at `/` and the API at `/api` on the same origin; in development
// Vite proxies `/api` to the all-in-one server on port 3000.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webRoot, 'VITE_');
  return {
    base: '/',
    root: webRoot,
    plugins: [react()],
    // `@jointly/contracts` (wire types and shared rules) is read from its sources, as tsconfig.json and jest map it.
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@jointly/contracts': fileURLToPath(new URL('../services/contracts/src/index.ts', import.meta.url)),
      },
    },
    // The app reads its settings through src/config/env.ts only. A compile-time constant (instead of
    // import.meta.env) keeps that module loadable under Jest's CommonJS transform as well.
    define: {
      __APP_ENV__: JSON.stringify({
        MODE: mode,
        VITE_API_BASE: env.VITE_API_BASE ?? '',
        VITE_DEV_HOST: env.VITE_DEV_HOST ?? '',
        VITE_LIVE_URL: env.VITE_LIVE_URL ?? '',
        VITE_CONTACT_FORM_URL: env.VITE_CONTACT_FORM_URL ?? '',
      }),
    },
    server: { host: '127.0.0.1', port: 5173, proxy: apiProxy },
    preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // The manifest lets scripts/report-bundle-size.mjs work out what the first route really loads.
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 400,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What the entry loads on every route anyway (React, React DOM, React Router, the MUI and Emotion core)
            // in one file instead of a dozen small ones: fewer requests before the first paint, and a better gzip.
            groups: [{ name: 'framework', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ }],
          },
        },
      },
    },
  };
});
