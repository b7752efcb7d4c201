// Builds the admin UI (admin-ui/) into dist/admin-ui. No React plugin: esbuild compiles JSX itself.
import path from 'node:path';
import { defineConfig } from 'vite';
import { menuIconsPlugin } from './admin-ui/build-tools/menu-icons-plugin.js';

const repoRoot = import.meta.dirname;

export default defineConfig({
  root: path.join(repoRoot, 'admin-ui'),
  base: '/',
  plugins: [menuIconsPlugin(repoRoot)],
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: path.join(repoRoot, 'dist/admin-ui'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      onwarn(warning, warn) {
        // MUI X marks its modules "use client" (for server components); meaningless in a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // Vendor code changes far less often than ours: keep it in long-cached chunks of its own.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/@mui\/x-charts/.test(id)) return 'charts';
          if (/node_modules\/(@tiptap|prosemirror-|ra-input-rich-text)/.test(id)) return 'rich-text';
          if (/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
          if (/node_modules\/(react-admin|ra-[a-z-]+|@tanstack|react-hook-form)\//.test(id)) return 'react-admin';
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run)\//.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
  server: {
    // resources/ and custom-screens/ live beside admin-ui/, outside the Vite root.
    fs: { allow: [repoRoot] },
    proxy: { '/api': process.env.ADMIN_API_URL ?? 'http://localhost:3000' },
  },
});
