// Resources name their menu icon as a @mui/icons-material export ("School"). Importing the whole icon
// package would put thousands of icons in the bundle, so this plugin reads the resource files and
// offers a virtual module that imports only the icons they name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:menu-icons';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
const ICON_PATTERN = /\bicon\s*:\s*['"]([A-Z][A-Za-z0-9]*)['"]/g;

function resourceFiles(repoRoot: string, dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) => {
    const abs = path.join(repoRoot, dir);
    if (!existsSync(abs)) return [];
    return readdirSync(abs)
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => path.join(abs, f));
  });
}

/** Icon names written in the given resource files, limited to icons that exist. */
export function collectMenuIconNames(repoRoot: string, files: readonly string[]): string[] {
  const iconsDir = path.join(repoRoot, 'node_modules/@mui/icons-material');
  const names = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(ICON_PATTERN)) names.add(match[1]);
  return [...names].filter((n) => existsSync(path.join(iconsDir, `${n}.js`))).sort();
}

export function menuIconsPlugin(repoRoot: string, dirs: readonly string[] = ['resources']): Plugin {
  return {
    name: 'ag-admin-menu-icons',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = resourceFiles(repoRoot, dirs);
      for (const file of files) this.addWatchFile(file);
      const names = collectMenuIconNames(repoRoot, files);
      const imports = names.map((n, i) => `import I${i} from '@mui/icons-material/${n}';`).join('\n');
      return `${imports}\nexport default { ${names.map((n, i) => `${JSON.stringify(n)}: I${i}`).join(', ')} };\n`;
    },
  };
}
