// Unit and component tests. Browser tests (tests/e2e) run separately with their own config.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { menuIconsPlugin } from './admin-ui/build-tools/menu-icons-plugin.js';

const repoRoot = import.meta.dirname;

export default defineConfig({
  plugins: [menuIconsPlugin(repoRoot, ['resources', 'tests/fixtures/ui-resources'])],
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          exclude: ['tests/e2e/**', 'tests/admin-ui/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'admin-ui',
          environment: 'jsdom',
          include: ['tests/admin-ui/**/*.test.ts', 'tests/admin-ui/**/*.test.tsx'],
          setupFiles: [path.join(repoRoot, 'tests/admin-ui/setup.ts')],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
