import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The edge serves this build at `/` and the API at `/api` on the same origin; in development
// Vite proxies `/api` to the all-in-one server on port 3000.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

/**
 * The signed-in frame (issue 16 goal 5): the modules the dashboard layout imports statically, which every signed-in
 * route needs for its first paint. Left to the automatic splitting they are ~40 small chunks (one per set of screens
 * sharing a module), each its own request and its own gzip dictionary; here they are three chunks:
 * - `signed-in-shell`: what only signed-in screens use;
 * - `account-common`: what the account pages (sign-up, confirm, password reset, admin sign-in…) use as well;
 * - `browse-common`: what the guest tender and expert pages use as well.
 * Modules of the entry, the public layout, the landing page and the login stay where the automatic splitting puts them,
 * so that none of the visitors' most visited pages fetches these chunks. Filled at the end of the module graph's build
 * (buildEnd), before the chunking reads them.
 */
const shellModules = new Set<string>();
const accountCommonModules = new Set<string>();
const browseCommonModules = new Set<string>();

function signedInShell(): Plugin {
  const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
  const layout = source('app/layouts/dashboard-layout.tsx');
  // The public layout's screens (app/route-catalogue.ts, layout 'public').
  const visitorFrame = ['app/layouts/public-layout.tsx', 'app/routes/landing.tsx', 'app/routes/auth/login.tsx'].map(source);
  const publicPages = [
    'app/routes/join.tsx',
    'app/routes/not-found.tsx',
    'app/routes/consortium-signup.tsx',
    'app/routes/auth/register.tsx',
    'app/routes/auth/confirm-email.tsx',
    'app/routes/auth/password-email.tsx',
    'app/routes/auth/password-code.tsx',
    'app/routes/auth/password-new.tsx',
    'app/routes/admin/admin-sign-in.tsx',
  ].map(source);
  const browsePages = [
    'app/routes/tenders/guest-search-screen.tsx',
    'app/routes/tenders/guest-tender-screen.tsx',
    'app/routes/experts/expert-connect-screen.tsx',
    'app/routes/experts/expert-profile-screen.tsx',
  ].map(source);
  return {
    name: 'jointly-signed-in-shell',
    apply: 'build',
    buildEnd() {
      const staticClosure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        roots.forEach(visit);
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const initial = staticClosure([...entries, ...visitorFrame]);
      const accountScreens = staticClosure(publicPages);
      const browseScreens = staticClosure(browsePages);
      for (const set of [shellModules, accountCommonModules, browseCommonModules]) set.clear();
      for (const id of staticClosure([layout])) {
        // The layout itself stays a chunk of its own (the router's lazy import names it), importing these.
        if (initial.has(id) || id === layout) continue;
        if (accountScreens.has(id)) accountCommonModules.add(id);
        else if (browseScreens.has(id)) browseCommonModules.add(id);
        else shellModules.add(id);
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webRoot, 'VITE_');
  return {
    base: '/',
    root: webRoot,
    plugins: [react(), signedInShell()],
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
            groups: [
              { name: 'framework', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
              // Each set is closed under static imports but for what the entry and the visitors' pages load: pulling
              // dependencies in would move those modules here and make `/` fetch these chunks.
              ...(
                [
                  ['account-common', accountCommonModules],
                  ['browse-common', browseCommonModules],
                  ['signed-in-shell', shellModules],
                ] as const
              ).map(([name, modules]) => ({
                name,
                test: (id: string) => modules.has(id),
                priority: 1,
                includeDependenciesRecursively: false,
              })),
            ],
          },
        },
      },
    },
  };
});
