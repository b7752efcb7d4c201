// The UI build checks the model first, with the server's start-up check (server/model/check-cli.ts):
// the screen overrides the bundle imports, as declared (resources/_screen-overrides.ts), are checked
// against the resources before they are built.
// It runs in its own Node process under tsx, because the resource files are TypeScript.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `dirs`: other resources, server overrides and screen override declarations folders than the repository's (tests). */
export function modelCheckPlugin(repoRoot: string, dirs: { resources: string; overrides: string; screens?: string } | undefined = undefined): Plugin {
  const args = [path.join(repoRoot, 'server/model/check-cli.ts'), ...(dirs ? [dirs.resources, dirs.overrides, dirs.screens ?? dirs.resources] : [])];
  return {
    name: 'ag-admin-model-check',
    apply: 'build',
    buildStart() {
      try {
        execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, stdio: 'pipe', encoding: 'utf8' });
      } catch (err) {
        const output = err as { stderr?: string; stdout?: string; message: string };
        this.error(`The resource model check failed:\n${output.stderr || output.stdout || output.message}`);
      }
    },
  };
}
