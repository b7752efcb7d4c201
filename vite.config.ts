// Builds the admin UI (its browser entry app/, with admin-ui/ and custom-screens/) into dist/admin-ui. No React plugin: esbuild compiles JSX itself.
import path from 'node:path';
import { defineConfig } from 'vite';
import { menuIconsPlugin } from './admin-ui/build-tools/menu-icons-plugin.js';
import { modelCheckPlugin } from './admin-ui/build-tools/model-check-plugin.js';

const repoRoot = import.meta.dirname;

export default defineConfig({
  root: path.join(repoRoot, 'app'),
  base: '/',
  plugins: [modelCheckPlugin(repoRoot), menuIconsPlugin(repoRoot)],
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: path.join(repoRoot, 'dist/admin-ui'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // dist/admin-ui/.vite/manifest.json: which chunks each entry and lazy screen loads (tests/e2e/bundle-size.test.ts)
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // MUI X marks its modules "use client" (for server components); meaningless in a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // Vendor code changes far less often than ours: the libraries every page runs on (React and its
        // router, react-admin's core, MUI's styling engine) get long-cached chunks of their own. The
        // component libraries (MUI, react-admin's UI), the charts and the rich-text editor are left to
        // Rollup, which puts each part with the screens that import it: a catch-all vendor chunk would
        // pull what only lazy screens use (tables, forms, editors, charts) into the first load.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run)\//.test(id)) return 'react';
          // ra-core re-exports modules that depend on it: split apart, its chunks would import each other
          if (/node_modules\/(ra-core|@tanstack|react-hook-form)\//.test(id)) return 'ra-core';
          if (/node_modules\/(@emotion|@mui\/(system|styled-engine|private-theming|utils))\//.test(id)) return 'mui-system';
          return undefined;
        },
      },
    },
  },
  server: {
    // admin-ui/, custom-screens/ and resources/ live beside app/, outside the Vite root.
    fs: { allow: [repoRoot] },
    proxy: { '/api': process.env.ADMIN_API_URL ?? 'http://localhost:3000' },
  },
});
