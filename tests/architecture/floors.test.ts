// The floors of docs/architecture.md: no import runs from a lower floor to a higher one (or across
// to another room of the same floor), and no files import each other in a circle. Reads the source
// files themselves (tests/architecture/import-graph.ts), so it needs no build and no database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importEdges, REPO_ROOT, roomOf, sourceFiles, type ImportEdge } from './import-graph.js';

/** What each room may import besides itself; a room not listed (tests, bench, rules, the root configs) may import anything. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  core: [],
  resources: ['core'],
  server: ['core', 'resources'],
  'admin-ui': ['core', 'resources'],
  'custom-screens': ['core', 'resources', 'admin-ui'],
  seeds: ['core', 'resources', 'server'],
  app: ['core', 'resources', 'server', 'admin-ui', 'custom-screens', 'seeds'],
};

interface KnownUpward {
  /** the importing files: a path or a folder prefix */
  from: string;
  /** the imported files: a path or a folder prefix */
  to: string;
  /** only imports of types (erased from the bundle, but still a tie to the floor above) */
  typeOnly?: true;
  /** the work that removes it */
  owner: string;
}

/**
 * Upward imports still to be removed, each with the work that removes it. Every entry must still
 * match an import (a stale one fails), so the list only shrinks. Empty since issue 21: a new upward
 * import fails at once.
 */
const KNOWN_UPWARD: readonly KnownUpward[] = [];

const KNOWN_CIRCLES: readonly (readonly string[])[] = [];

const edges = importEdges();

function isUpward({ from, to }: ImportEdge): boolean {
  const [a, b] = [roomOf(from), roomOf(to)];
  const allowed = MAY_IMPORT[a];
  return a !== b && allowed !== undefined && !allowed.includes(b);
}

const matches = (k: KnownUpward, edge: ImportEdge) => edge.from.startsWith(k.from) && edge.to.startsWith(k.to) && (!k.typeOnly || edge.typeOnly);
const known = (edge: ImportEdge) => KNOWN_UPWARD.some((k) => matches(k, edge));
const upward = edges.filter(isUpward);
const found = circles(edges);

describe('the floors (docs/architecture.md)', () => {
  it('reads the imports of the source files', () => {
    // the graph is not empty by mistake: the server imports the model
    expect(edges.some((e) => e.from.startsWith('server/') && e.to.startsWith('core/model/'))).toBe(true);
  });

  it('has no import running upward, beyond the known ones', () => {
    const kinds = new Map<string, number>();
    for (const e of upward) kinds.set(`${roomOf(e.from)} -> ${roomOf(e.to)}`, (kinds.get(`${roomOf(e.from)} -> ${roomOf(e.to)}`) ?? 0) + 1);
    console.info(`upward imports: ${upward.length} in ${kinds.size} kinds${kinds.size ? ` (${[...kinds].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`);
    expect(upward.filter((e) => !known(e)).map((e) => `${e.from} imports ${e.to}`)).toEqual([]);
  });

  it('lists no known exception that no longer happens', () => {
    expect(KNOWN_UPWARD.filter((k) => !upward.some((e) => matches(k, e)))).toEqual([]);
  });

  it('has no files importing each other in a circle', () => {
    console.info(`circles: ${found.length}`);
    const key = (c: readonly string[]) => [...c].sort().join(' ');
    const knownKeys = new Set(KNOWN_CIRCLES.map(key));
    expect(found.filter((c) => !knownKeys.has(key(c)))).toEqual([]);
    expect(KNOWN_CIRCLES.filter((c) => !found.some((f) => key(f) === key(c)))).toEqual([]);
  });

  it('keeps core/ free of Node, React and the DOM, so both sides run it', () => {
    const RUNTIME = /(?:from\s+|import\s*\(\s*|import\s+)['"](node:[^'"]+|fs|path|url|crypto|child_process|react|react-dom|react-admin|@mui\/[^'"]+)['"]/;
    const DOM = /(?<![\w./-])(?:window|document|process)\./;
    const offending = sourceFiles()
      .filter((f) => roomOf(f) === 'core')
      .filter((f) => {
        const text = readFileSync(path.join(REPO_ROOT, f), 'utf8');
        return RUNTIME.test(text) || DOM.test(text);
      });
    expect(offending).toEqual([]);
  });

  it('finds a circle and an upward import when there is one', () => {
    const made: ImportEdge[] = [
      { from: 'server/a.ts', to: 'server/b.ts', typeOnly: false },
      { from: 'server/b.ts', to: 'server/c.ts', typeOnly: true },
      { from: 'server/c.ts', to: 'server/a.ts', typeOnly: false },
      { from: 'server/c.ts', to: 'core/d.ts', typeOnly: false },
    ];
    expect(circles(made)).toEqual([['server/a.ts', 'server/b.ts', 'server/c.ts']]);
    expect(isUpward({ from: 'core/d.ts', to: 'server/a.ts', typeOnly: false })).toBe(true);
    expect(isUpward({ from: 'server/a.ts', to: 'admin-ui/x.ts', typeOnly: false })).toBe(true);
    expect(isUpward({ from: 'seeds/x.ts', to: 'server/a.ts', typeOnly: false })).toBe(false);
    expect(isUpward({ from: 'tests/x.ts', to: 'app/server-main.ts', typeOnly: false })).toBe(false);
  });
});
