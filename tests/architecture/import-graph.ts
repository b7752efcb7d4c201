// Reads every import of every project source file (static import, export-from, dynamic import with a
// string literal) and resolves the relative ones to files, so tests can check the floors and look for
// circles (docs/architecture.md). A small regex, not a TypeScript parse: the project writes imports one
// way, and a missed form would show as a missing arrow, never a false one.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The top-level folders whose files are project source (tests/ and bench/ may import anything, but are read too). */
export const SOURCE_ROOTS = ['core', 'resources', 'server', 'admin-ui', 'custom-screens', 'seeds', 'app', 'rules', 'tests', 'bench'];

const SOURCE_FILE = /\.(ts|tsx)$/;
// `import x from '...'`, `import type {...} from '...'`, `export {...} from '...'`, `import '...'`, `import('...')`
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

export interface ImportEdge {
  from: string; // repo-relative file
  to: string; // repo-relative file
  typeOnly: boolean;
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
}

/** Every project source file, repo-relative with forward slashes. */
export function sourceFiles(): string[] {
  const out: string[] = [];
  for (const root of SOURCE_ROOTS) if (existsSync(path.join(REPO_ROOT, root))) walk(path.join(REPO_ROOT, root), out);
  for (const name of readdirSync(REPO_ROOT)) if (SOURCE_FILE.test(name)) out.push(path.join(REPO_ROOT, name));
  return out.map((f) => path.relative(REPO_ROOT, f).split(path.sep).join('/'));
}

/** The file a relative specifier names: `.js` written for `.ts`/`.tsx`, or a folder's index. */
function resolveFile(fromFile: string, spec: string): string | undefined {
  const base = path.join(REPO_ROOT, path.dirname(fromFile), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return found && path.relative(REPO_ROOT, found).split(path.sep).join('/');
}

/** Comments dropped so an import written in an example in prose is not read as one. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Every relative import between project files (package imports are not the floors' concern). */
export function importEdges(files = sourceFiles()): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = withoutComments(readFileSync(path.join(REPO_ROOT, file), 'utf8'));
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const to = resolveFile(file, spec);
      if (!to) continue; // a JSON or asset import, or a file that is generated
      edges.push({ from: file, to, typeOnly: /^\s*[;]?\s*(import|export)\s+type\s/.test(match[0]) });
    }
  }
  return edges;
}

/** The top-level folder ("room") a file sits in; a file at the root is its own room. */
export function roomOf(file: string): string {
  const slash = file.indexOf('/');
  return slash < 0 ? file : file.slice(0, slash);
}

/** Files that import each other in a circle: the strongly connected components of more than one file (Tarjan). */
export function circles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    next.get(from)!.push(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  // iterative, so a long chain of imports cannot overflow the call stack
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const children = next.get(top.node) ?? [];
      if (top.child < children.length) {
        const child = children[top.child++];
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) low.set(top.node, Math.min(low.get(top.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found;
}
