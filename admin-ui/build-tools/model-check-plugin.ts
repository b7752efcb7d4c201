// The UI build checks the model first, with the server's start-up check (server/model/check-cli.ts):
// the screens.tsx overrides the bundle imports are checked against the resources before they are built.
// It runs in its own Node process under tsx, because the resource files are TypeScript.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `dirs`: other resources and overrides folders than the repository's (tests). */
export function modelCheckPlugin(repoRoot: string, dirs: { resources: string; overrides: string } | undefined = undefined): Plugin {
  const args = [path.join(repoRoot, 'server/model/check-cli.ts'), ...(dirs ? [dirs.resources, dirs.overrides] : [])];
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
